import { slotInstant } from '../india-time';
export const VIDEO_CALL_STATUSES = ['active', 'ended'] as const;

export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];

export const ACTIVE_CALL_POLL_MS = 30_000;

/** The join-call notification auto-dismisses after a 30 s countdown. */
export const JOIN_CALL_TOAST_MS = 30_000;

export const CALL_HISTORY_LIMIT = 5;

/** A video consultation can be started from this many minutes before its time (ours). */
const VIDEO_CALL_EARLY_START_MINUTES = 10;

/** A video consultation lasts this long from its slot time: the call can be started until then (ours). */
const VIDEO_CONSULTATION_MINUTES = 60;

/** Family members that may be in one call at once, beside the professional and the patient (a small mesh). */
export const MAX_FAMILY_IN_CALL = 3;

/** Who someone is in a call. */
export const VIDEO_PARTICIPANT_ROLES = ['Doctor', 'Nurse', 'Patient', 'Family'] as const;

export type VideoParticipantRole = (typeof VIDEO_PARTICIPANT_ROLES)[number];

/** What started a call: a booked video consultation, or a family bridge the professional opened. */
export const VIDEO_CALL_KINDS = ['consultation', 'family-bridge'] as const;

export type VideoCallKind = (typeof VIDEO_CALL_KINDS)[number];

/** Without TURN configured, participants use this public STUN server (spec 01 §7). */
export const DEFAULT_STUN_URLS = ['stun:stun.l.google.com:19302'] as const;

/** Without trickle, an offer or answer waits for ICE gathering at most this long before it is sent. */
export const ICE_GATHERING_TIMEOUT_MS = 3000;

/**
 * Whether a video consultation's call can be started (and joined from the appointment) at `now`: from
 * VIDEO_CALL_EARLY_START_MINUTES before its slot until VIDEO_CONSULTATION_MINUTES after it. False for a
 * malformed slot. Both sides use it: the server refuses outside it, the pages show Start and Join within it.
 */
export function videoCallWindowOpen(date: string, time: string, now: Date | number): boolean {
  const start = slotInstant(date, time);
  if (!start) return false;
  const at = typeof now === 'number' ? now : now.getTime();
  const opens = start.getTime() - VIDEO_CALL_EARLY_START_MINUTES * 60_000;
  const closes = start.getTime() + VIDEO_CONSULTATION_MINUTES * 60_000;
  return at >= opens && at < closes;
}
