export const ANNOUNCEMENT_SEVERITIES = ['Info', 'Warning', 'Error'] as const;

export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

export const ANNOUNCEMENT_TARGETS = ['All Users', 'Patients Only', 'Professionals Only'] as const;

export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];
