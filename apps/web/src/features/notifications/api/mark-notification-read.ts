import { notificationReadSchema } from '@arogya/contract/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AppNotification, unreadNotificationsKey } from './get-unread-notifications';

/** PUT /api/notifications/{id}/mark-read → `{ msg, data }` (the notification, now read). */
export function markNotificationRead(id: string) {
  return api.put(`/notifications/${encodeURIComponent(id)}/mark-read`, undefined, {
    toastOnError: false,
    parse: (data) => notificationReadSchema.parse(data),
  });
}

/**
 * Marks one notification read: it leaves the unread list at once (the person has acted on it), and a
 * failure is only logged (spec 01 §8).
 */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: AppNotification) => markNotificationRead(notification._id),
    onMutate: (notification) =>
      queryClient.setQueryData<AppNotification[]>(unreadNotificationsKey(userId), (list) =>
        (list ?? []).filter((item) => item._id !== notification._id),
      ),
    onError: (error) => console.error('Could not mark the notification as read', error),
  });
}
