import {
  CITY_CENTRES,
  DOCTOR_SEARCH_SPECIALTIES,
  type KnownCity,
  NURSE_SEARCH_CATEGORIES,
} from '@arogya/contract/constants/directory';
import { MSG_SEARCH } from '@arogya/contract/messages/search';

/**
 * Where a search came from, reduced to an area cell: what the demand heatmap (spec 02 §2, Demand
 * insights) counts. Positions are snapped to a 0.05° grid (about 5 km in India), so a cell says "this
 * neighbourhood", never "this person"; a search without a position counts for its city as a whole.
 */

/** Grid step in degrees: 0.05° of latitude is 5.6 km; of longitude 4.6–5.4 km across India. */
export const CELL_DEGREES = 0.05;
const STEPS_PER_DEGREE = Math.round(1 / CELL_DEGREES);

/** What a search tells the recorder; every field optional (the search engineer passes what the query had). */
export interface SearchDemand {
  lat?: number | undefined;
  lng?: number | undefined;
  city?: string | undefined;
  specialty?: string | undefined;
}

/** A row of `search_events`, before it is written. */
export interface DemandEvent {
  cell: string;
  lat: number;
  lng: number;
  /** '' when unknown. */
  city: string;
  /** '' when the search had no specialty. */
  specialty: string;
  createdAt: Date;
}

const KNOWN_CITIES = Object.keys(CITY_CENTRES) as KnownCity[];
// Only known values are kept: a free-text value would let anyone grow the table without bound.
const KNOWN_SPECIALTIES = new Set<string>([...DOCTOR_SEARCH_SPECIALTIES, ...NURSE_SEARCH_CATEGORIES]);

const isKnownCity = (city: string | undefined): city is KnownCity =>
  city !== undefined && (KNOWN_CITIES as string[]).includes(city);

/** The centre of the grid cell holding a coordinate (rounded to 2 decimals, so keys are stable). */
export function snap(value: number): number {
  return Math.round(value * STEPS_PER_DEGREE) / STEPS_PER_DEGREE;
}

/** The event for a search, or null when it says nothing about where (no usable position, no known city). */
export function toDemandEvent(search: SearchDemand, at: Date): DemandEvent | null {
  const specialty = search.specialty && KNOWN_SPECIALTIES.has(search.specialty) ? search.specialty : '';
  const { lat, lng } = search;
  const located =
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    // (0, 0) and a zero coordinate are what broken geolocation sends (spec 01 §5): not a place.
    lat !== 0 &&
    lng !== 0;
  if (located) {
    const cellLat = snap(lat);
    const cellLng = snap(lng);
    return {
      cell: `geo:${cellLat.toFixed(2)}:${cellLng.toFixed(2)}`,
      lat: cellLat,
      lng: cellLng,
      city: isKnownCity(search.city) ? search.city : (cityAround(lat, lng) ?? ''),
      specialty,
      createdAt: at,
    };
  }
  if (isKnownCity(search.city)) {
    const centre = CITY_CENTRES[search.city];
    return {
      cell: `city:${search.city}`,
      lat: centre.lat,
      lng: centre.lng,
      city: search.city,
      specialty,
      createdAt: at,
    };
  }
  return null;
}

/** The known city whose urban area holds the point (the nearest, if areas overlap), or null. */
export function cityAround(lat: number, lng: number): KnownCity | null {
  let best: { city: KnownCity; km: number } | null = null;
  for (const city of KNOWN_CITIES) {
    const centre = CITY_CENTRES[city];
    const km = distanceKm(lat, lng, centre.lat, centre.lng);
    if (km <= centre.radiusKm && (!best || km < best.km)) best = { city, km };
  }
  return best?.city ?? null;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** How a cell is named in the Top Demand Areas table: "Mumbai · 19.10°N, 72.90°E" or "Pune (whole city)". */
export function areaLabel(cell: string, city: string, lat: number, lng: number): string {
  if (cell.startsWith('city:')) return `${city} (whole city)`;
  const coords = `${Math.abs(lat).toFixed(2)}°${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(2)}°${lng >= 0 ? 'E' : 'W'}`;
  return city ? `${city} · ${coords}` : coords;
}

/** The specialty as shown: a search without one counts for all specialties. */
export function specialtyLabel(specialty: string): string {
  return specialty || MSG_SEARCH.allSpecialties;
}
