export const ANNOUNCEMENT_SEVERITIES = ['Info', 'Warning', 'Error'] as const;

export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

export const ANNOUNCEMENT_TARGETS = ['All Users', 'Patients Only', 'Professionals Only'] as const;

export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];

/** The longest announcement message an admin may publish (it is one line in a banner). */
export const ANNOUNCEMENT_MESSAGE_MAX = 500;
