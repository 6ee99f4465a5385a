import type { AnnouncementTarget } from '@arogya/contract/constants/announcements';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { announcements } from '../../db/schema/care';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The banner never needs more than the newest few; this bounds the answer whatever an admin publishes. */
export const ACTIVE_ANNOUNCEMENTS_LIMIT = 20;

/** Active announcements for any of `targets`, newest first. */
export async function findActiveAnnouncements(
  db: Database | Tx,
  targets: readonly AnnouncementTarget[],
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.isActive, true), inArray(announcements.targetRole, [...targets])))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ACTIVE_ANNOUNCEMENTS_LIMIT);
}
