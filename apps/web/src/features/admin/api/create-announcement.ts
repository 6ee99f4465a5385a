import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { type AnnouncementInput, announcementSavedSchema } from '@arogya/contract/schemas/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchAfterChange } from './get-announcements';

/** POST /api/announcements → `{ msg, announcement }`. */
export function createAnnouncement(input: AnnouncementInput) {
  return api.post('/announcements', input, {
    // The manager says "Failed to save announcement" itself (spec 02 §8).
    toastOnError: false,
    errorMessage: MSG_ADMIN.saveAnnouncementFailed,
    parse: (data) => announcementSavedSchema.parse(data),
  });
}

/** Publishing changes the manager's list and possibly the banner: both are refetched. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => refetchAfterChange(queryClient),
  });
}
