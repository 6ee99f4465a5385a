import { locationResponseSchema } from '@arogya/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedLocationKey, toMapPoint } from './get-saved-location';

/**
 * PUT /api/profile/location {latitude, longitude} for a signed-in person (spec 01 §7) → `{ msg, location }`.
 * The caller shows 'Failed to save location. Please try again.' when it fails.
 */
export function saveLocation({ latitude, longitude }: { latitude: number; longitude: number }) {
  return api.put(
    '/profile/location',
    { latitude, longitude },
    { toastOnError: false, parse: (data) => locationResponseSchema.parse(data) },
  );
}

/** Saves where the person is; the saved location is then the one the map starts from. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: ({ location }) => queryClient.setQueryData(savedLocationKey, toMapPoint(location)),
  });
}
