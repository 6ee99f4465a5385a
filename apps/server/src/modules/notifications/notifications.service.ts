import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_NOTIFICATIONS } from '@arogya/contract/messages/notifications';
import type { Notification } from '@arogya/contract/schemas/notifications';
import type { Database, Tx } from '../../db/client';
import { notifications } from '../../db/schema/care';
import { NotFoundError } from '../../lib/errors';
import type { DomainEventSink } from '../../realtime/dispatch';
import { findUnread, markRead, type NotificationRow } from './notifications.repo';

/** What caused a notification. Stored as text; the web app may use it to pick an icon. */
export type NotificationKind =
  | 'appointment_booked'
  | 'appointment_confirmed'
  | 'appointment_cancelled'
  | 'appointment_completed'
  | 'follow_up_scheduled'
  | 'appointment_reminder'
  | 'profile_change_approved'
  | 'profile_change_rejected'
  | 'patient_note'
  | 'pro_subscription'
  | 'lab_test_booked'
  | 'lab_test_updated'
  | 'lab_test_reminder'
  | 'second_opinion'
  | 'prescription_issued'
  | 'dose_missed'
  | 'stock_low'
  | 'forum_answer'
  | 'forum_accepted'
  | 'review_invite'
  | 'review'
  | 'ambulance_update'
  | 'care_circle_invitation'
  | 'video_call_started'
  | 'data_export_ready';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  message: string;
  /** An in-app path the bell navigates to, or null. */
  link: string | null;
  appointmentId?: string;
  /** A notification with a key that already exists is skipped (a retried job cannot notify twice). */
  dedupeKey?: string;
}

/** A created notification in the contract shape, plus its owner (so it can be pushed to them). */
export type CreatedNotification = Notification & { userId: string };

/** The contract shape of a stored notification. */
export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
  };
}

/** Keeps a message within the column's intended bound (names are user-supplied and could be long). */
function bounded(message: string): string {
  const max = MAX_TEXT.notificationMessage;
  return message.length <= max ? message : `${message.slice(0, max - 1)}…`;
}

/**
 * Inserts notifications inside the caller's transaction (pass `tx`), so they exist exactly when the change
 * that caused them commits. Rows whose `dedupeKey` already exists are skipped. Returns the ones created,
 * in the contract shape with their owner: hand them to `pushNotifications` after the commit.
 */
export async function insertNotifications(
  tx: Tx | Database,
  items: readonly NewNotification[],
  now: Date,
): Promise<CreatedNotification[]> {
  if (items.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      items.map((item) => ({
        userId: item.userId,
        kind: item.kind,
        message: bounded(item.message),
        link: item.link,
        appointmentId: item.appointmentId ?? null,
        dedupeKey: item.dedupeKey ?? null,
        createdAt: now,
      })),
    )
    // The only unique index besides the key is the dedupe key's: a repeat is skipped, not an error.
    .onConflictDoNothing()
    .returning();
  return rows.map((row) => ({ ...toNotification(row), userId: row.userId }));
}

/**
 * After the commit: records the created notifications (`notification.created`); dispatch pushes each to
 * its owner (every open tab of that person).
 */
export function pushNotifications(events: DomainEventSink, created: readonly CreatedNotification[]): void {
  if (created.length > 0) events.record({ type: 'notification.created', notifications: created });
}

export function createNotificationService({ db }: { db: Database }) {
  return {
    /** The person's unread notifications, newest first (the bell shows at most UNREAD_LIMIT). */
    async unread(userId: string): Promise<Notification[]> {
      return (await findUnread(db, userId)).map(toNotification);
    },

    /**
     * Marks one of the person's own notifications read; already read is fine (idempotent). Someone
     * else's id is answered exactly like an unknown one, so ids reveal nothing.
     */
    async markRead(userId: string, id: string, now: Date): Promise<Notification> {
      const row = await markRead(db, userId, id, now);
      if (!row) throw new NotFoundError(MSG_NOTIFICATIONS.notFound);
      return toNotification(row);
    },
  };
}
