import { DEV_FALLBACK_LOCATION, isValidCoordinatePair } from '@arogya/contract/constants/directory';
import { GEOLOCATION } from '@arogya/contract/constants/shell';
import { MSG_SEARCH } from '@arogya/contract/messages/search';

/**
 * Where the person is, for the location filter (spec 01 §4, §5, §8): the browser's position with high
 * accuracy, a 10 s timeout and a 5 min maximum age. A pair with a 0 in it is refused. When the browser
 * cannot give a position on a developer's machine (localhost or 127.0.0.1) the fixed Delhi coordinates
 * stand in, with an info toast; anywhere else the person is asked to pick a city.
 */

export type LocateOutcome =
  | { ok: true; lat: number; lng: number; source: 'device' | 'dev-fallback' }
  | { ok: false; message: string };

const DEV_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isDevHost(hostname: string): boolean {
  return DEV_HOSTS.has(hostname);
}

export interface LocateEnvironment {
  /** `navigator.geolocation`, or undefined where the browser has none. */
  geolocation: Geolocation | undefined;
  hostname: string;
}

export function browserEnvironment(): LocateEnvironment {
  return {
    geolocation:
      typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined,
    hostname: window.location.hostname,
  };
}

export function locate({ geolocation, hostname }: LocateEnvironment): Promise<LocateOutcome> {
  if (!geolocation) return Promise.resolve({ ok: false, message: MSG_SEARCH.geolocationUnsupported });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const { latitude: lat, longitude: lng } = coords;
        resolve(
          isValidCoordinatePair(lat, lng)
            ? { ok: true, lat, lng, source: 'device' }
            : { ok: false, message: MSG_SEARCH.invalidCoordinates },
        );
      },
      (error) => {
        console.error('Could not read the browser position.', error);
        resolve(
          isDevHost(hostname)
            ? { ok: true, ...DEV_FALLBACK_LOCATION, source: 'dev-fallback' }
            : { ok: false, message: MSG_SEARCH.locationUnavailable },
        );
      },
      { ...GEOLOCATION },
    );
  });
}
