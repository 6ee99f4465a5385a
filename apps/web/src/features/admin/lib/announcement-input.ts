import type { Announcement, AnnouncementInput } from '@arogya/contract/schemas/announcements';

/** The values the API takes, from an announcement as listed (the active toggle sends them back). */
export function inputOf(
  announcement: Announcement,
  changes: Partial<AnnouncementInput> = {},
): AnnouncementInput {
  return {
    message: announcement.message,
    severity: announcement.severity,
    targetRole: announcement.targetRole,
    isActive: announcement.isActive,
    startsAt: announcement.startsAt,
    endsAt: announcement.endsAt,
    ...changes,
  };
}
