export const AMBULANCE_CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Hyderabad', 'Chennai'] as const;

export type AmbulanceCity = (typeof AMBULANCE_CITIES)[number];

/** Emergency types; the first, General, is the default. */
export const EMERGENCY_TYPES = [
  'General',
  'Critical',
  'Non-Emergency',
  'Trauma',
  'Cardiac',
  'Respiratory',
] as const;

export type EmergencyType = (typeof EMERGENCY_TYPES)[number];

export const DEFAULT_EMERGENCY_TYPE: EmergencyType = 'General';

export const AMBULANCE_TYPES = [
  'Advanced Life Support',
  'Basic Life Support',
  'Boat Ambulance',
  'Air Ambulance',
] as const;

/** The spec's client sends these fixed coordinates with every ambulance request (spec 01 §3). */
export const AMBULANCE_FIXED_COORDINATES = { lng: 72.8777, lat: 19.076 } as const;

/** An unaccepted ambulance request expires after this long (shown to drivers). */
export const AMBULANCE_REQUEST_EXPIRY_SECONDS = 30;

export const EMERGENCY_NUMBER = '112';

export const AMBULANCE_TRIP_ACTIONS = ['accept', 'decline'] as const;

/** Where a request stands: searching for a driver, a trip in progress, or ended. */
export const AMBULANCE_STATUSES = [
  'searching',
  'accepted',
  'en_route',
  'arrived',
  'completed',
  'cancelled',
  'unassigned',
] as const;

export type AmbulanceStatus = (typeof AMBULANCE_STATUSES)[number];

/** The statuses a driver moves a trip through, in order (only forward). */
export const AMBULANCE_TRIP_FLOW = ['accepted', 'en_route', 'arrived', 'completed'] as const;

export type AmbulanceTripStatus = (typeof AMBULANCE_TRIP_FLOW)[number];

export const AMBULANCE_STATUS_LABELS: Readonly<Record<AmbulanceStatus, string>> = {
  searching: 'Finding a driver',
  accepted: 'Accepted',
  en_route: 'En route',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
  unassigned: 'No driver accepted',
};

/**
 * Dispatch rings (docs/decisions/030): the request goes first to the drivers within 5 km of the pickup,
 * then to those within 15 km, then to the rest of the city. Without coordinates it goes to the whole city at
 * once. A driver without a known position is only in the last ring.
 */
export const AMBULANCE_RING_RADII_KM = [5, 15] as const;

/** A driver whose last socket closed is set offline after this long without reconnecting. */
export const DRIVER_OFFLINE_GRACE_SECONDS = 60;

/** Socket `driver_location` points are stored at most this often per driver. */
export const DRIVER_LOCATION_THROTTLE_MS = 5_000;

/** Visitor bookings (not signed in): per client address and per contact number, per hour (times AUTH_RATE_LIMIT_SCALE). */
export const AMBULANCE_VISITOR_LIMIT = { perHour: 5 } as const;

/**
 * The tracking page follows its request over a tracking-link socket (docs/decisions/057); it asks
 * `GET /api/ambulance/track/{token}` this often only while that socket is not connected.
 */
export const AMBULANCE_TRACKING_POLL_MS = 30_000;

/**
 * Tracking-link socket handshakes per client address and minute on one node (times AUTH_RATE_LIMIT_SCALE).
 * A page opens one and reconnects with backoff; a family of a few phones stays far below it.
 */
export const AMBULANCE_TRACKING_HANDSHAKES_PER_MINUTE = 20;

export const AMBULANCE_MAX_TEXT = {
  patientName: 100,
  contactNumber: 20,
  address: 300,
  notes: 500,
  reason: 300,
} as const;

/** The centre of each ambulance city: a pickup point farther than AMBULANCE_CITY_RADIUS_KM from it is not used. */
export const AMBULANCE_CITY_CENTRES: Readonly<
  Record<AmbulanceCity, { latitude: number; longitude: number }>
> = {
  Mumbai: { latitude: 19.076, longitude: 72.8777 },
  Delhi: { latitude: 28.6139, longitude: 77.209 },
  Bangalore: { latitude: 12.9716, longitude: 77.5946 },
  Pune: { latitude: 18.5204, longitude: 73.8567 },
  Hyderabad: { latitude: 17.385, longitude: 78.4867 },
  Chennai: { latitude: 13.0827, longitude: 80.2707 },
};

/**
 * Coordinates farther than this from the chosen city's centre are ignored (the spec's client sends fixed
 * Mumbai coordinates when the browser's position is not available): the request then goes to the whole city.
 */
export const AMBULANCE_CITY_RADIUS_KM = 60;

/**
 * The element id of a patient's ambulance request card on My Appointments. Prefixed so it can never collide
 * with an appointment card's id (both are UUIDs) and the appointments deep link leaves it alone.
 */
export function ambulanceRequestCardId(requestId: string): string {
  return `ambulance-${requestId}`;
}

/** What an ambulance notification links to: that request's card on My Appointments. */
export function patientAmbulanceLink(requestId: string): string {
  return `/my-appointments#${ambulanceRequestCardId(requestId)}`;
}

/**
 * An Indian vehicle registration number as written on the plate: state code, RTO number, series letters and
 * number (`MH 02 EK 7781`, `DL 1C AA 1234` read as `DL 01 CAA 1234`), or the Bharat series (`22 BH 1234 AA`). Answers it in the
 * canonical spaced form, or null when it is not one. Spaces, dots and hyphens are ignored, case too.
 */
export function normalizeVehicleRegistration(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s.-]+/g, '');
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/.exec(compact);
  if (state) {
    const [, code, rto, series, number] = state as unknown as [string, string, string, string, string];
    return [code, rto.padStart(2, '0'), series, number.padStart(4, '0')].filter((p) => p !== '').join(' ');
  }
  const bharat = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/.exec(compact);
  if (bharat) return `${bharat[1]} BH ${bharat[2]} ${bharat[3]}`;
  return null;
}
