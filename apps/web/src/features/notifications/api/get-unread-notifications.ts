import { type Notification, unreadNotificationsSchema } from '@arogya/contract/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A notification as the bell reads it (spec 01 §3). */
export type AppNotification = Notification;

export function unreadNotificationsKey(userId: string) {
  return ['notifications', 'unread', userId] as const;
}

/**
 * GET /api/notifications/unread → `{ notifications: [...] }`, newest first. Failures are only logged
 * (spec 01 §8), never toasted.
 */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<AppNotification[]> {
  try {
    return await api.get('/notifications/unread', {
      toastOnError: false,
      parse: (data) => unreadNotificationsSchema.parse(data).notifications,
      ...(signal && { signal }),
    });
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load notifications', error);
    throw error;
  }
}

export function useUnreadNotifications(userId: string) {
  return useQuery({
    queryKey: unreadNotificationsKey(userId),
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
