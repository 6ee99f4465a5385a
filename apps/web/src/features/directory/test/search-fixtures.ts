import type { Pagination } from '@arogya/contract/schemas/common';
import type { DoctorCard, NurseCard } from '@arogya/contract/schemas/directory';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { apiError } from '../../../test/api-stub';
import { server } from '../../../test/msw';

/** Test data shaped exactly as the contract's directory schemas, and an API stub routed by path. */

let serial = 0;
function uuid(): string {
  serial += 1;
  return `7f1c2b9e-0000-4000-8000-${String(serial).padStart(12, '0')}`;
}

export function doctorCard(overrides: Partial<DoctorCard> = {}): DoctorCard {
  const id = overrides._id ?? uuid();
  return {
    _id: id,
    id,
    name: 'Dr Meera Shah',
    specialty: 'Cardiologist',
    city: 'Mumbai',
    experience: 12,
    averageRating: 4.6,
    numReviews: 23,
    isVerified: true,
    verifiedSkills: [],
    subscriptionTier: 'free',
    profilePictureUrl: null,
    fee: 2000,
    location: { type: 'Point', coordinates: [72.8777, 19.076] },
    serviceArea: null,
    serviceAreaCentroid: null,
    ...overrides,
  };
}

export function nurseCard(overrides: Partial<NurseCard> = {}): NurseCard {
  const id = overrides._id ?? uuid();
  return {
    _id: id,
    id,
    name: 'Sister Anita Rao',
    specialty: 'Elder Care',
    city: 'Pune',
    experience: 8,
    averageRating: 4.8,
    numReviews: 9,
    isVerified: true,
    verifiedSkills: [],
    subscriptionTier: 'free',
    profilePictureUrl: null,
    fee: 600,
    location: null,
    ...overrides,
  };
}

export function pagination(currentPage: number, totalDoctors: number, limit = 6): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalDoctors / limit));
  return {
    currentPage,
    totalPages,
    totalDoctors,
    limit,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Answers the API through Mock Service Worker with handlers keyed by "METHOD /api/path" (query strings
 * ignored for routing, recorded). Unknown routes answer 404; a handler that throws or rejects is a
 * network failure (`fetch` rejects).
 */
export function stubRoutes(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      if (!handler) return apiError(404, 'Route not found.', 'NOT_FOUND');
      try {
        return await handler(call);
      } catch {
        return HttpResponse.error();
      }
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Replaces `navigator.geolocation` (or removes it with `undefined`) for one test. */
export function stubGeolocation(geolocation: Partial<Geolocation> | undefined) {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
  if (geolocation === undefined) {
    // jsdom has no geolocation; make sure nothing left one behind.
    Reflect.deleteProperty(window.navigator, 'geolocation');
  } else {
    Object.defineProperty(window.navigator, 'geolocation', { value: geolocation, configurable: true });
  }
  return () => {
    Reflect.deleteProperty(window.navigator, 'geolocation');
    if (original) Object.defineProperty(window.navigator, 'geolocation', original);
  };
}

/** A geolocation whose getCurrentPosition answers with these coordinates (or fails with `error`). */
export function fakeGeolocation(answer: { lat: number; lng: number } | { error: number }) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ('error' in answer) {
        failure?.({
          code: answer.error,
          message: 'denied',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
        return;
      }
      success({
        coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 10 },
        timestamp: Date.now(),
      } as GeolocationPosition);
    },
  );
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() };
}
