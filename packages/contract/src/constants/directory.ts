import type { AmbulanceCity } from './ambulance';

export const DOCTOR_SPECIALTIES = [
  'Cardiologist',
  'Dermatologist',
  'Gynecologist',
  'Dentist',
  'Pediatrician',
  'General Physician',
] as const;

/** The search filter's list: the registration list plus Neurologist (appended). */
export const DOCTOR_SEARCH_SPECIALTIES = [...DOCTOR_SPECIALTIES, 'Neurologist'] as const;

export type DoctorSearchSpecialty = (typeof DOCTOR_SEARCH_SPECIALTIES)[number];

export const NURSE_CARE_CATEGORIES = [
  'Elder Care',
  'Child Care',
  'Post-Operative Care',
  'General Nursing',
] as const;

export const NURSE_SEARCH_CATEGORIES = [
  'Elder Care',
  'Child Care',
  'Post-Operative Care',
  'General Nursing (GNM)',
  'Auxiliary Nursing (ANM)',
] as const;

export type NurseSearchCategory = (typeof NURSE_SEARCH_CATEGORIES)[number];

/** Every specialty a nurse record may carry: the registration categories plus the search-only ANM one. */
export const NURSE_SPECIALTIES = [...NURSE_CARE_CATEGORIES, 'Auxiliary Nursing (ANM)'] as const;

export type NurseSpecialty = (typeof NURSE_SPECIALTIES)[number];

/**
 * Ours — the spec's search labels differ from the registration labels. A search category matches these
 * stored nurse specialties: "General Nursing (GNM)" matches registered "General Nursing"; "Auxiliary
 * Nursing (ANM)" matches only nurses stored with that exact specialty (seeded; not offered at registration).
 */
export const NURSE_SEARCH_MATCHES: Readonly<Record<NurseSearchCategory, readonly NurseSpecialty[]>> = {
  'Elder Care': ['Elder Care'],
  'Child Care': ['Child Care'],
  'Post-Operative Care': ['Post-Operative Care'],
  'General Nursing (GNM)': ['General Nursing'],
  'Auxiliary Nursing (ANM)': ['Auxiliary Nursing (ANM)'],
};

/** Cities for registration and search. */
export const CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Patna', 'Kolkata', 'Chennai'] as const;

export type City = (typeof CITIES)[number];

/** Every city the product knows (search cities plus Hyderabad, which only the ambulance list has). */
export type KnownCity = City | AmbulanceCity;

/** Experience choices: 1 to 30 years. */
export const EXPERIENCE_YEARS: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * A centre and a rough radius (km) covering each city's urban area, used by the seed to scatter
 * professionals and by search (ours; real coordinates of the city centres).
 */
export const CITY_CENTRES: Readonly<Record<KnownCity, { lat: number; lng: number; radiusKm: number }>> = {
  Mumbai: { lat: 19.076, lng: 72.8777, radiusKm: 25 },
  Delhi: { lat: 28.6139, lng: 77.209, radiusKm: 30 },
  Bangalore: { lat: 12.9716, lng: 77.5946, radiusKm: 25 },
  Pune: { lat: 18.5204, lng: 73.8567, radiusKm: 20 },
  Patna: { lat: 25.5941, lng: 85.1376, radiusKm: 12 },
  Kolkata: { lat: 22.5726, lng: 88.3639, radiusKm: 20 },
  Chennai: { lat: 13.0827, lng: 80.2707, radiusKm: 25 },
  Hyderabad: { lat: 17.385, lng: 78.4867, radiusKm: 25 },
};

/** On localhost the spec uses fixed Delhi coordinates when geolocation fails (spec 01 §8). */
export const DEV_FALLBACK_LOCATION = { lat: CITY_CENTRES.Delhi.lat, lng: CITY_CENTRES.Delhi.lng } as const;

export const SEARCH_DEFAULTS = { sortBy: 'rating_desc', radiusKm: 10, pageSize: 6 } as const;

/**
 * A doctor search counts its matches exactly up to this many; beyond it the total reads "1,000+" and the
 * pager stops at the page holding the 1,000th doctor (docs/decisions/044).
 */
export const SEARCH_TOTAL_CAP = 1000;

export const SEARCH_RADII_KM = [2, 5, 10] as const;

export type SearchRadiusKm = (typeof SEARCH_RADII_KM)[number];

/**
 * Doctor search sort orders. Only `rating_desc` (the default) is named by the spec; the others and all
 * labels are ours. `distance_asc` needs lat/lng and otherwise falls back to `rating_desc`.
 */
export const DOCTOR_SORTS = {
  rating_desc: 'Highest Rated',
  experience_desc: 'Most Experienced',
  reviews_desc: 'Most Reviewed',
  distance_asc: 'Nearest First',
} as const;

export type DoctorSort = keyof typeof DOCTOR_SORTS;

/** A map position as Leaflet takes it: [lat, lng]. */
export type LatLngTuple = readonly [lat: number, lng: number];

export const MAP_DEFAULT = {
  /** The centre of India. */
  center: [20.5937, 78.9629] as LatLngTuple,
  zoom: 5,
  /** Zoom when the user's location is known. */
  userZoom: 11,
  /** Zoom when centred on the average position of the listed doctors. */
  doctorsAverageZoom: 10,
} as const;

/** Service-area drawing map: Mumbai-area centre, zoom 11, 13 when an area exists; at least 3 points. */
export const SERVICE_AREA_MAP = {
  center: [19.076, 72.8777] as LatLngTuple,
  zoom: 11,
  zoomWithArea: 13,
  minPoints: 3,
} as const;

/** A coordinate pair with latitude or longitude exactly 0 is invalid (spec 01 §5). */
export function isValidCoordinatePair(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat !== 0 &&
    lng !== 0 &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}
