import {
  AMBULANCE_CITIES,
  AMBULANCE_CITY_CENTRES,
  AMBULANCE_CITY_RADIUS_KM,
  AMBULANCE_RING_RADII_KM,
  AMBULANCE_TRIP_FLOW,
  type AmbulanceCity,
  type AmbulanceStatus,
  type AmbulanceTripStatus,
} from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { fill } from '@arogya/contract/messages/fill';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One decimal, for display. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

/** How many rings a request has: with a pickup point, one per radius and the whole city; without, the city. */
export function ringCount(hasPickup: boolean): number {
  return hasPickup ? AMBULANCE_RING_RADII_KM.length + 1 : 1;
}

/** The first ring a driver at this distance belongs to (no distance known: the last ring, the whole city). */
export function ringOf(km: number | null): number {
  if (km === null) return AMBULANCE_RING_RADII_KM.length;
  const i = AMBULANCE_RING_RADII_KM.findIndex((r) => km <= r);
  return i === -1 ? AMBULANCE_RING_RADII_KM.length : i;
}

export interface CandidateDriver {
  id: string;
  /** Null when the driver's position or the pickup is unknown. */
  distanceKm: number | null;
}

/** Drivers with their distance to the pickup, nearest first (unknown distances last). */
export function withDistances(
  drivers: ReadonlyArray<{ id: string; latitude: number | null; longitude: number | null }>,
  pickup: Point | null,
): CandidateDriver[] {
  const out = drivers.map((d) => ({
    id: d.id,
    distanceKm:
      pickup && d.latitude !== null && d.longitude !== null
        ? distanceKm(pickup, { latitude: d.latitude, longitude: d.longitude })
        : null,
  }));
  return out.sort(
    (a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY),
  );
}

/**
 * The next ring to offer, from `fromRing` on: the first ring that has drivers not offered yet. A ring holds
 * every driver within its radius (so a ring also reaches nearer drivers who came online since). Null when
 * no ring has anyone left: the request is unassigned.
 */
export function nextRing(
  candidates: readonly CandidateDriver[],
  fromRing: number,
  hasPickup: boolean,
  alreadyOffered: ReadonlySet<string>,
): { ring: number; drivers: CandidateDriver[] } | null {
  const last = ringCount(hasPickup) - 1;
  for (let ring = fromRing; ring <= last; ring++) {
    const drivers = candidates.filter(
      (d) => !alreadyOffered.has(d.id) && (!hasPickup || ringOf(d.distanceKm) <= ring),
    );
    if (drivers.length > 0) return { ring, drivers };
  }
  return null;
}

/**
 * What a driver sees of the pickup before accepting (decision 030): the locality — the last two
 * comma-separated parts of the address (house and street left out) — or only the city when the address
 * has fewer parts.
 */
export function areaOf(address: string, city: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length < 3) return city;
  return parts.slice(-2).join(', ');
}

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The last 10 digits of a phone number (how the per-number limit recognises one number typed two ways). */
export const contactDigitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The driver may move their trip only forward (skipping a step is allowed, going back is not). */
export function checkTripStep(
  trip: { driverId: string | null; status: AmbulanceStatus },
  driverId: string,
  to: Exclude<AmbulanceTripStatus, 'accepted'>,
): void {
  if (trip.driverId !== driverId) throw new ForbiddenError(MSG_AMBULANCE.notYourTrip);
  const flow = AMBULANCE_TRIP_FLOW as readonly string[];
  const from = flow.indexOf(trip.status);
  if (from === -1 || flow.indexOf(to) <= from) {
    throw new ConflictError(fill(MSG_AMBULANCE.statusOnlyForward, { from: trip.status, to }));
  }
}

/** A patient may cancel before the ambulance arrives. */
export function checkCancellable(status: AmbulanceStatus): void {
  if (status !== 'searching' && status !== 'accepted' && status !== 'en_route') {
    throw new ConflictError(MSG_AMBULANCE.cannotCancel);
  }
}

/** Who may cancel: the signed-in requester, or whoever holds the tracking link. */
export function checkCancelRight(
  request: { requesterId: string | null; trackingTokenHash: string },
  userId: string | null,
  tokenHash: string | null,
): void {
  const isRequester = userId !== null && request.requesterId === userId;
  const holdsToken = tokenHash !== null && tokenHash === request.trackingTokenHash;
  if (!isRequester && !holdsToken) throw new NotFoundError(MSG_AMBULANCE.notFound);
}

/** A driver's service city must be one of the ambulance cities. */
export function checkDriverCity(city: string | null | undefined): void {
  if (!city) throw new ValidationError(MSG_AMBULANCE.driverCityRequired);
  if (!(AMBULANCE_CITIES as readonly string[]).includes(city))
    throw new ValidationError(MSG_AMBULANCE.driverCityInvalid);
}

/**
 * The pickup point of a booking: the `[longitude, latitude]` sent, when it lies within the chosen city;
 * otherwise none (the typed address and the city are what the driver goes by, and every ring is the city).
 */
export function pickupFor(
  coordinates: readonly [number, number] | null | undefined,
  city: AmbulanceCity,
): Point | null {
  if (!coordinates) return null;
  const [longitude, latitude] = coordinates;
  const point = { latitude, longitude };
  return distanceKm(point, AMBULANCE_CITY_CENTRES[city]) <= AMBULANCE_CITY_RADIUS_KM ? point : null;
}
