import { type Announcement, activeAnnouncementsSchema } from '@arogya/contract/schemas/announcements';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { takeArrivedAnnouncements, takePendingAnnouncements } from './preload-active-announcements';

/** An announcement as the banner reads it (spec 01 §3). */
export type ActiveAnnouncement = Announcement;

/** GET /api/announcements/active → a bare list, newest first. A failure is only logged (spec 01 §8). */
export async function getActiveAnnouncements(
  signal?: AbortSignal,
  preloaded?: Promise<unknown>,
): Promise<ActiveAnnouncement[]> {
  try {
    if (preloaded) return activeAnnouncementsSchema.parse(await preloaded);
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

/**
 * The viewer's active announcements, keyed by the stored session (announcements can target patients or
 * professionals; the server reads the token). A new sign-in or a sign-out is a new key. The answer preloaded
 * at start-up (preload-active-announcements.ts) is used when it was asked with the same token: on the first
 * render if it has arrived, so the banner is on the first paint.
 */
export function useActiveAnnouncements() {
  const token = getToken();
  return useQuery({
    queryKey: ['announcements', 'active', viewerKey(token)],
    queryFn: ({ signal }) => getActiveAnnouncements(signal, takePendingAnnouncements(token)),
    initialData: () => {
      const arrived = takeArrivedAnnouncements(token);
      const parsed = arrived && activeAnnouncementsSchema.safeParse(arrived.value);
      if (parsed && !parsed.success) console.error('Could not load announcements', parsed.error);
      return parsed?.success ? parsed.data : undefined;
    },
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60 * 1000,
  });
}

/** A token's signature part (its last segment) names the session in the cache without holding the token. */
function viewerKey(token: string | null): string {
  return token === null ? 'guest' : (token.split('.').pop() ?? token).slice(-24);
}
