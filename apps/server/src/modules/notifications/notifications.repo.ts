import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { notifications } from '../../db/schema/care';

export type NotificationRow = typeof notifications.$inferSelect;

/** The bell lists at most this many unread notifications (the newest). */
export const UNREAD_LIMIT = 50;

/** A person's unread notifications, newest first (served by notifications_user_unread_idx). */
export async function findUnread(db: Database | Tx, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(UNREAD_LIMIT);
}

/**
 * Marks the notification read when it belongs to `userId`; a second call keeps the first time.
 * Returns null when there is no such notification of that person.
 */
export async function markRead(
  db: Database | Tx,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}
