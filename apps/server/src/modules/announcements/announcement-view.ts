import type { Announcement } from '@arogya/contract/schemas/announcements';
import type { AnnouncementRow } from './announcements.repo';

/** A stored announcement in the contract shape (spec 01 §3, spec 02 §3). */
export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    _id: row.id,
    message: row.message,
    severity: row.severity as Announcement['severity'],
    targetRole: row.targetRole as Announcement['targetRole'],
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
