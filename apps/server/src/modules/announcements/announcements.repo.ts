import type { AnnouncementTarget } from '@arogya/contract/constants/announcements';
import type { AnnouncementValues } from '@arogya/contract/schemas/announcements';
import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { announcements } from '../../db/schema/care';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The banner never needs more than the newest few; this bounds the answer whatever an admin publishes. */
export const ACTIVE_ANNOUNCEMENTS_LIMIT = 20;

/** The admin list is every announcement; this bounds it all the same. */
export const ALL_ANNOUNCEMENTS_LIMIT = 200;

/**
 * Active announcements for any of `targets` whose window (if any) contains `now`, newest first. The window
 * is checked here, at read time: no job has to switch an announcement on or off.
 */
export async function findActiveAnnouncements(
  db: Database | Tx,
  targets: readonly AnnouncementTarget[],
  now: Date,
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.isActive, true),
        inArray(announcements.targetRole, [...targets]),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ACTIVE_ANNOUNCEMENTS_LIMIT);
}

/** Every announcement, newest first (the admin's manager). */
export async function listAnnouncements(db: Database | Tx): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ALL_ANNOUNCEMENTS_LIMIT);
}

function columnsOf(values: AnnouncementValues) {
  return {
    message: values.message,
    severity: values.severity,
    targetRole: values.targetRole,
    isActive: values.isActive,
    startsAt: values.startsAt ? new Date(values.startsAt) : null,
    endsAt: values.endsAt ? new Date(values.endsAt) : null,
  };
}

export async function insertAnnouncement(
  db: Database | Tx,
  values: AnnouncementValues,
  createdBy: string,
  now: Date,
): Promise<AnnouncementRow> {
  const [row] = await db
    .insert(announcements)
    .values({ ...columnsOf(values), createdBy, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no announcement');
  return row;
}

/** Replaces an announcement's fields; null when there is none with this id. */
export async function updateAnnouncement(
  db: Database | Tx,
  id: string,
  values: AnnouncementValues,
  now: Date,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .update(announcements)
    .set({ ...columnsOf(values), updatedAt: now })
    .where(eq(announcements.id, id))
    .returning();
  return row ?? null;
}

/** Deletes one; the deleted row, or null when there was none. */
export async function deleteAnnouncement(db: Database | Tx, id: string): Promise<AnnouncementRow | null> {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning();
  return row ?? null;
}
