import { ownProfileSchema } from '@arogya/contract/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MapPoint } from '../lib/map-viewport';

const savedLocationSchema = ownProfileSchema.pick({ location: true });

export const savedLocationKey = ['profile', 'me', 'location'] as const;

/** A stored GeoJSON point ([lng, lat]) as the map's position. */
export function toMapPoint(location: { coordinates: [number, number] } | null): MapPoint | null {
  if (location === null) return null;
  const [lng, lat] = location.coordinates;
  return { lat, lng };
}

/**
 * GET /api/profile/me, read only for the saved position ([lng, lat]) that centres the map (spec 01 §7).
 * Optional: any failure just leaves the map without a "You are here" marker, so nothing is shown.
 */
export async function getSavedLocation(signal?: AbortSignal): Promise<MapPoint | null> {
  const data = await api.get('/profile/me', {
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
    parse: (body) => savedLocationSchema.parse(body),
  });
  return toMapPoint(data.location);
}

export function useSavedLocation(enabled: boolean) {
  return useQuery({
    queryKey: savedLocationKey,
    queryFn: ({ signal }) => getSavedLocation(signal),
    enabled,
    retry: false,
  });
}
