import { type LatLngTuple, MAP_DEFAULT } from '@arogya/contract/constants/directory';
import type { DoctorCard } from '@arogya/contract/schemas/directory';

/** Where the search map looks (spec 01 §9), as pure functions so they are tested without Leaflet. */

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapViewport {
  center: LatLngTuple;
  zoom: number;
}

type GeoPoint = { coordinates: readonly [number, number] } | null;

function fromGeoPoint(point: GeoPoint): MapPoint | null {
  if (point === null) return null;
  const [lng, lat] = point.coordinates;
  return { lat, lng };
}

/** A doctor's marker goes at the office, or at the centre of the service area when there is no office. */
export function doctorPosition(
  doctor: Pick<DoctorCard, 'location' | 'serviceAreaCentroid'>,
): MapPoint | null {
  return fromGeoPoint(doctor.location) ?? fromGeoPoint(doctor.serviceAreaCentroid);
}

/**
 * The user's location known → centred there at zoom 11; otherwise doctors on the map → centred on their
 * average position at zoom 10; otherwise the centre of India at zoom 5.
 */
export function mapViewport(user: MapPoint | null, doctors: readonly MapPoint[]): MapViewport {
  if (user !== null) return { center: [user.lat, user.lng], zoom: MAP_DEFAULT.userZoom };
  if (doctors.length > 0) {
    const lat = doctors.reduce((sum, p) => sum + p.lat, 0) / doctors.length;
    const lng = doctors.reduce((sum, p) => sum + p.lng, 0) / doctors.length;
    return { center: [lat, lng], zoom: MAP_DEFAULT.doctorsAverageZoom };
  }
  return { center: MAP_DEFAULT.center, zoom: MAP_DEFAULT.zoom };
}
