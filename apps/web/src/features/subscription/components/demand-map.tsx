import 'leaflet/dist/leaflet.css';
import { DEMAND_MAP } from '@arogya/contract/constants/demand';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import type { DemandPoint } from '@arogya/contract/schemas/subscription';
import L from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';

// leaflet.heat extends the global Leaflet: give it ours before it loads.
(globalThis as { L?: typeof L }).L = L;

type HeatLayerFactory = (
  points: Array<[number, number, number]>,
  options: { radius: number; blur: number; maxZoom: number; max?: number },
) => L.Layer;

/** The heat layer with the spec's radius 25, blur 15 and max zoom 10, weighted by intensity. */
function HeatLayer({ points }: { points: readonly DemandPoint[] }) {
  const map = useMap();
  useEffect(() => {
    let layer: L.Layer | null = null;
    let cancelled = false;
    void import('leaflet.heat').then(() => {
      const heatLayer = (L as unknown as { heatLayer?: HeatLayerFactory }).heatLayer;
      if (cancelled || !heatLayer) return;
      // leaflet.heat scales weights by 2^-(maxZoom - zoom): at the opening zoom the busiest area is full heat.
      const scale = 2 ** (DEMAND_MAP.heat.maxZoom - DEMAND_MAP.zoom);
      const max = Math.max(1, ...points.map((p) => p.intensity)) / scale;
      layer = heatLayer(
        points.map((p) => [p.lat, p.lng, p.intensity]),
        { ...DEMAND_MAP.heat, max },
      ).addTo(map);
    });
    return () => {
      cancelled = true;
      if (layer) map.removeLayer(layer);
    };
  }, [map, points]);
  return null;
}

const MAP_CLASSES = [
  'h-full w-full bg-slate-200! font-sans! dark:bg-slate-700!',
  '[&_.leaflet-control-attribution]:bg-white! [&_.leaflet-control-attribution]:text-slate-800!',
  '[&_.leaflet-control-attribution_a]:text-teal-800!',
].join(' ');

/** Demand over India (centred near 20.59, 78.96 at zoom 5): the heat and a circle per area with a popup. */
export default function DemandMap({ points }: { points: readonly DemandPoint[] }) {
  return (
    <MapContainer
      center={[DEMAND_MAP.center[0], DEMAND_MAP.center[1]]}
      zoom={DEMAND_MAP.zoom}
      scrollWheelZoom={false}
      className={MAP_CLASSES}
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <HeatLayer points={points} />
      {points.map((p) => (
        <CircleMarker
          key={`${p.area}|${p.city}|${p.specialty}`}
          center={[p.lat, p.lng]}
          radius={6}
          pathOptions={{ color: '#b45309', weight: 1.5, fillColor: '#f59e0b', fillOpacity: 0.6 }}
        >
          <Popup>
            <div className="min-w-40 space-y-0.5 font-sans text-sm text-slate-700">
              <div className="font-semibold text-slate-900">{p.area}</div>
              {p.city && <div>{p.city}</div>}
              <div>{p.specialty}</div>
              <div className="font-medium">{fill(MSG_SUBSCRIPTION.searchCount, { count: p.intensity })}</div>
            </div>
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
