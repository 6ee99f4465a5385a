import { type Announcement, activeAnnouncementsSchema } from '@arogya/contract/schemas/announcements';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An announcement as the banner reads it (spec 01 §3). */
export type ActiveAnnouncement = Announcement;

/** GET /api/announcements/active → a bare list, newest first. A failure is only logged (spec 01 §8). */
export async function getActiveAnnouncements(signal?: AbortSignal): Promise<ActiveAnnouncement[]> {
  try {
    return await api.get('/announcements/active', {
      toastOnError: false,
      redirectOnUnauthorized: false,
      parse: (data) => activeAnnouncementsSchema.parse(data),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load announcements', error);
    throw error;
  }
}

/** Keyed by viewer: announcements can target patients or professionals. */
export function useActiveAnnouncements(viewerKey: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['announcements', 'active', viewerKey],
    queryFn: ({ signal }) => getActiveAnnouncements(signal),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60 * 1000,
  });
}
