import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polygon, Polyline, TileLayer, useMapEvents } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';
import type { DrawingState, Position } from '../lib/service-area-drawing';

/**
 * The service-area map, in its own chunk with Leaflet and its CSS. It only draws and reports: a click
 * reports a position, and every move reports the centre (for the keyboard's Add map centre). Leaflet
 * handles clicks even when no tile loads.
 */

const TEAL = '#0f766e';
/** Read only at creation (Leaflet options); service-area-field.tsx brightens it on the dark theme. */
const SHAPE_CLASS = 'service-area-shape';
const toLatLng = ([lng, lat]: Position): [number, number] => [lat, lng];

function Events({
  onAdd,
  onCentreChange,
}: {
  onAdd: (point: Position) => void;
  onCentreChange: (centre: Position) => void;
}) {
  const map = useMapEvents({
    click(event) {
      onAdd([event.latlng.lng, event.latlng.lat]);
    },
    moveend() {
      const centre = map.getCenter();
      onCentreChange([centre.lng, centre.lat]);
    },
  });
  useEffect(() => {
    const centre = map.getCenter();
    onCentreChange([centre.lng, centre.lat]);
  }, [map, onCentreChange]);
  return null;
}

export function ServiceAreaMap({
  center,
  zoom,
  drawing,
  onAdd,
  onCentreChange,
}: {
  center: [number, number];
  zoom: number;
  drawing: DrawingState;
  onAdd: (point: Position) => void;
  onCentreChange: (centre: Position) => void;
}) {
  const { status, points } = drawing;
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      scrollWheelZoom={false}
      className="h-full w-full bg-slate-200! font-sans! dark:bg-slate-700!"
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <Events onAdd={onAdd} onCentreChange={onCentreChange} />
      {status === 'defined' && (
        <Polygon
          positions={points.slice(0, -1).map(toLatLng)}
          pathOptions={{ color: TEAL, weight: 3, fillColor: TEAL, fillOpacity: 0.2 }}
          className={SHAPE_CLASS}
          bubblingMouseEvents={false}
        />
      )}
      {status === 'drawing' && (
        <>
          <Polyline
            positions={points.map(toLatLng)}
            pathOptions={{ color: TEAL, weight: 3, dashArray: '6 6' }}
            className={SHAPE_CLASS}
            interactive={false}
          />
          {points.map((point, index) => (
            <CircleMarker
              // biome-ignore lint/suspicious/noArrayIndexKey: the same position may be clicked twice; order is the identity.
              key={index}
              center={toLatLng(point)}
              radius={6}
              pathOptions={{ color: '#ffffff', weight: 2, fillColor: TEAL, fillOpacity: 1 }}
              interactive={false}
            />
          ))}
        </>
      )}
    </MapContainer>
  );
}
