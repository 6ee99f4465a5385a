import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A notification as the bell reads it (spec 01 §3). */
export interface AppNotification {
  _id: string;
  message: string;
  link?: string | null;
  createdAt?: string;
}

function isNotification(value: unknown): value is AppNotification {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record._id === 'string' && typeof record.message === 'string';
}

/** Accepts a bare list or `{ data }` / `{ notifications }` and keeps only well-formed items. */
export function toNotificationList(payload: unknown): AppNotification[] {
  const record = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const list = Array.isArray(payload) ? payload : (record.data ?? record.notifications);
  return Array.isArray(list) ? list.filter(isNotification) : [];
}

export function unreadNotificationsKey(userId: string) {
  return ['notifications', 'unread', userId] as const;
}

/** GET /api/notifications/unread — failures are only logged (spec 01 §8), never toasted. */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<AppNotification[]> {
  try {
    const payload = await api.get('/notifications/unread', {
      toastOnError: false,
      ...(signal && { signal }),
    });
    return toNotificationList(payload);
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
