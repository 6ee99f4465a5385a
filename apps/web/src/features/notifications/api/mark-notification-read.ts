import { api } from '../../../lib/api-client';

/** PUT /api/notifications/{id}/mark-read — failures are only logged (spec 01 §8). */
export async function markNotificationRead(id: string): Promise<void> {
  try {
    await api.put(`/notifications/${encodeURIComponent(id)}/mark-read`, undefined, { toastOnError: false });
  } catch (error) {
    console.error('Could not mark the notification as read', error);
  }
}
