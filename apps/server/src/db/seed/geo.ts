import { centroid } from '@turf/centroid';
import type { Rng } from './prng';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.32;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A GeoJSON Polygon with one closed ring of [lng, lat] positions. */
export interface ServiceAreaPolygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}

export interface ServiceArea {
  polygon: ServiceAreaPolygon;
  centroid: LatLng;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `km` away from `from` at `bearingRad` (0 = north), on a local flat approximation. */
export function offsetKm(from: LatLng, km: number, bearingRad: number): LatLng {
  const dLat = (km * Math.cos(bearingRad)) / KM_PER_DEGREE_LAT;
  const dLng = (km * Math.sin(bearingRad)) / (KM_PER_DEGREE_LAT * Math.cos((from.lat * Math.PI) / 180));
  return { lat: from.lat + dLat, lng: from.lng + dLng };
}

/** Six decimals is about 11 cm: plenty, and keeps the rows small. */
export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * A point uniformly distributed over the disc of `radiusKm` around `centre` (the square root makes the
 * density even rather than bunched at the centre).
 */
export function randomPointWithin(rng: Rng, centre: LatLng, radiusKm: number): LatLng {
  const r = radiusKm * Math.sqrt(rng.next());
  const p = offsetKm(centre, r, rng.next() * 2 * Math.PI);
  return { lat: round6(p.lat), lng: round6(p.lng) };
}

/**
 * A small service area around `centre`: 5–8 vertices at evenly spaced bearings (jittered a little),
 * each 2–4 km out, as a closed ring of [lng, lat]. The shape is star-shaped around `centre` with only
 * mild variation, so its centroid always lies inside it.
 */
export function randomServiceArea(rng: Rng, centre: LatLng): ServiceArea {
  const vertices = rng.int(5, 8);
  const baseKm = rng.float(2, 4);
  const start = rng.next() * 2 * Math.PI;
  const step = (2 * Math.PI) / vertices;
  const ring: [number, number][] = [];
  for (let k = 0; k < vertices; k++) {
    const bearing = start + k * step + rng.float(-0.15, 0.15) * step;
    const p = offsetKm(centre, baseKm * rng.float(0.85, 1.15), bearing);
    ring.push([round6(p.lng), round6(p.lat)]);
  }
  const first = ring[0];
  if (!first) throw new Error('service area without vertices');
  ring.push([first[0], first[1]]);
  const polygon: ServiceAreaPolygon = { type: 'Polygon', coordinates: [ring] };
  const [lng, lat] = centroid(polygon).geometry.coordinates;
  return { polygon, centroid: { lat: round6(lat ?? centre.lat), lng: round6(lng ?? centre.lng) } };
}
