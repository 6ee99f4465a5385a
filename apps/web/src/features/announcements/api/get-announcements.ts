import { type Announcement, announcementListSchema } from '@arogya/contract/schemas/announcements';
import { useQuery } from '@tanstack/react-query';
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
