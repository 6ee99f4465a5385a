import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An announcement as the banner reads it (spec 01 §3). */
export interface ActiveAnnouncement {
  _id: string;
  message: string;
  severity?: string;
}

function isAnnouncement(value: unknown): value is ActiveAnnouncement {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record._id === 'string' && typeof record.message === 'string';
}

/** Accepts a bare list or `{ data }` / `{ announcements }`. */
export function toAnnouncementList(payload: unknown): ActiveAnnouncement[] {
  const record = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const list = Array.isArray(payload) ? payload : (record.data ?? record.announcements);
  return Array.isArray(list) ? list.filter(isAnnouncement) : [];
}

/** GET /api/announcements/active — a failure is only logged (spec 01 §8). */
export async function getActiveAnnouncements(signal?: AbortSignal): Promise<ActiveAnnouncement[]> {
  try {
    const payload = await api.get('/announcements/active', {
      toastOnError: false,
      redirectOnUnauthorized: false,
      ...(signal && { signal }),
    });
    return toAnnouncementList(payload);
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
