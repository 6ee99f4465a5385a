import { api } from '../../../lib/api-client';

/**
 * PUT /api/profile/location {latitude, longitude} for a signed-in person (spec 01 §7); the response is
 * not checked. The caller shows 'Failed to save location. Please try again.' when it fails.
 */
export async function saveLocation(latitude: number, longitude: number): Promise<void> {
  await api.put('/profile/location', { latitude, longitude }, { toastOnError: false });
}
