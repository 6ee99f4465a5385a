import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { announcementSavedSchema } from '@arogya/contract/schemas/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchAfterChange } from './get-announcements';

/** DELETE /api/announcements/{id} → `{ msg }`. */
export function deleteAnnouncement(id: string) {
  return api.delete(`/announcements/${encodeURIComponent(id)}`, {
    toastOnError: false,
    errorMessage: MSG_ADMIN.deleteAnnouncementFailed,
    parse: (data) => announcementSavedSchema.parse(data),
  });
}

/** Deleted (or already gone: 404), it leaves the list; the banner is refetched too. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSettled: () => refetchAfterChange(queryClient),
  });
}
