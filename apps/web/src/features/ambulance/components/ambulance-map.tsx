import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';

/** `[longitude, latitude]`, as the API gives points. */
export type LngLat = readonly [number, number];

const PICKUP_SVG = `<svg aria-hidden="true" width="32" height="40" viewBox="0 0 32 40" xmlns="http://www.w3.org/2000/svg"><path d="M16 39s13-12.6 13-23A13 13 0 0 0 3 16c0 10.4 13 23 13 23z" fill="#b91c1c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>`;
const DRIVER_SVG = `<svg aria-hidden="true" width="30" height="30" viewBox="0 0 30 30" xmlns="http://www.w3.org/2000/svg"><circle cx="15" cy="15" r="14" fill="#0f766e" fill-opacity="0.25"/><circle cx="15" cy="15" r="8" fill="#0f766e" stroke="#fff" stroke-width="3"/></svg>`;

const pickupIcon = L.divIcon({
  className: 'arogya-map-marker',
  html: PICKUP_SVG,
  iconSize: [32, 40],
  iconAnchor: [16, 39],
});
const driverIcon = L.divIcon({
  className: 'arogya-map-marker',
  html: DRIVER_SVG,
  iconSize: [30, 30],
  iconAnchor: [15, 15],
});

const MAP_CLASSES =
  'h-full w-full bg-slate-200! font-sans! dark:bg-slate-700! [&_.leaflet-control-attribution]:bg-white! [&_.leaflet-control-attribution]:text-slate-800! [&_.leaflet-control-attribution_a]:text-teal-800!';

/** Keeps both points in view as the driver moves. */
function Fit({ points }: { points: LngLat[] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points
  useEffect(() => {
    if (points.length === 1 && points[0]) map.setView([points[0][1], points[0][0]], 14);
    if (points.length > 1)
      map.fitBounds(L.latLngBounds(points.map(([lng, lat]) => [lat, lng])), {
        padding: [40, 40],
        maxZoom: 15,
      });
  }, [map, key]);
  return null;
}

/**
 * The pickup and (while the trip is on) the driver's live position, on the same Leaflet tiles as the search
 * map. In its own chunk: pages load it lazily.
 */
export function AmbulanceMap({
  pickup,
  driver,
  pickupLabel,
  driverLabel,
}: {
  pickup: LngLat | null;
  driver?: LngLat | null;
  pickupLabel: string;
  driverLabel?: string;
}) {
  const points = [pickup, driver].filter((p): p is LngLat => !!p);
  const first = points[0];
  if (!first) return null;
  return (
    <MapContainer center={[first[1], first[0]]} zoom={14} scrollWheelZoom={false} className={MAP_CLASSES}>
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <Fit points={points} />
      {pickup && (
        <Marker position={[pickup[1], pickup[0]]} icon={pickupIcon} title={pickupLabel} alt={pickupLabel}>
          <Popup>{pickupLabel}</Popup>
        </Marker>
      )}
      {driver && (
        <Marker position={[driver[1], driver[0]]} icon={driverIcon} title={driverLabel} alt={driverLabel}>
          <Popup>{driverLabel}</Popup>
        </Marker>
      )}
    </MapContainer>
  );
}
