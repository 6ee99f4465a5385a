import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { type AnnouncementInput, announcementSavedSchema } from '@arogya/contract/schemas/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchAfterChange } from './get-announcements';

/** PUT /api/announcements/{id} → `{ msg, announcement }` (the edit form and the active toggle). */
export function updateAnnouncement(id: string, input: AnnouncementInput) {
  return api.put(`/announcements/${encodeURIComponent(id)}`, input, {
    // The manager says "Failed to save announcement" itself (spec 02 §8).
    toastOnError: false,
    errorMessage: MSG_ADMIN.saveAnnouncementFailed,
    parse: (data) => announcementSavedSchema.parse(data),
  });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AnnouncementInput }) => updateAnnouncement(id, input),
    onSettled: () => refetchAfterChange(queryClient),
  });
}
