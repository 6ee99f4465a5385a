import type { AnnouncementSeverity } from '@arogya/contract/constants/announcements';
import type { Announcement } from '@arogya/contract/schemas/announcements';

/** An active announcement as GET /api/announcements/active answers it. */
export function activeAnnouncement(
  _id: string,
  message: string,
  severity: AnnouncementSeverity,
): Announcement {
  return {
    _id,
    message,
    severity,
    targetRole: 'All Users',
    isActive: true,
    startsAt: null,
    endsAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  };
}
