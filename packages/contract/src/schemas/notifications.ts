import { z } from 'zod';

/**
 * A notification (spec 01 §3): `_id, message, link, createdAt`. GET /api/notifications/unread answers
 * `{ notifications: [...] }`, newest first (the spec's client reads `data.notifications`); the same object
 * is pushed live as `new_notification` to `user:<id>`.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  /** Ours: what caused it (appointment_booked, appointment_confirmed, reminder…). */
  kind: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadNotificationsSchema = z.object({ notifications: z.array(notificationSchema) });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** PUT /api/notifications/{id}/mark-read → the notification, now read. */
export const notificationReadSchema = z.object({ msg: z.string(), data: notificationSchema });
