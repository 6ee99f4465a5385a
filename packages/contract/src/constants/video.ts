export const VIDEO_CALL_STATUSES = ['active', 'ended'] as const;

export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];

export const ACTIVE_CALL_POLL_MS = 30_000;

/** The join-call notification auto-dismisses after a 30 s countdown. */
export const JOIN_CALL_TOAST_MS = 30_000;

export const CALL_HISTORY_LIMIT = 5;
