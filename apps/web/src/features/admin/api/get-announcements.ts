import { type Announcement, announcementListSchema } from '@arogya/contract/schemas/announcements';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const allAnnouncementsKey = ['announcements', 'all'] as const;

/** GET /api/announcements (admin): every announcement, newest first. The manager shows its own error. */
export function getAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return api.get('/announcements', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => announcementListSchema.parse(data),
  });
}

export function useAnnouncements() {
  return useQuery({
    queryKey: allAnnouncementsKey,
    queryFn: ({ signal }) => getAnnouncements(signal),
    retry: false,
  });
}

/** After a write: the manager's list, the banner and the admin's audit log (it gained a row). */
export function refetchAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['announcements'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  ]);
}
