// Constants of the `demand` area: the demand-insights heatmap (spec 02 §2, §9).
import type { LatLngTuple } from './directory';

/** Demand-insights heatmap (spec 02 §2, §9): "centred near 20.59, 78.96" — the same centre of India. */
export const DEMAND_MAP = {
  center: [20.5937, 78.9629] as LatLngTuple,
  zoom: 5,
  heat: { radius: 25, blur: 15, maxZoom: 10 },
  /** Rows of the Top Demand Areas table (top by intensity). */
  topAreas: 10,
} as const;

/** Demand thresholds: strictly above `highAbove` is High, strictly above `mediumAbove` Medium, else Low. */
const DEMAND_LEVELS = {
  highAbove: 20,
  mediumAbove: 10,
  /** The High Demand Zones tile counts points with intensity strictly above this. */
  highDemandZoneAbove: 10,
  heatRadius: 25,
  heatBlur: 15,
  heatMaxZoom: 10,
  topTableRows: 10,
} as const;
const DEMAND_LEVEL_NAMES = ['High', 'Medium', 'Low'] as const;
export type DemandLevel = (typeof DEMAND_LEVEL_NAMES)[number];

export function demandLevel(intensity: number): DemandLevel {
  if (intensity > DEMAND_LEVELS.highAbove) return 'High';
  if (intensity > DEMAND_LEVELS.mediumAbove) return 'Medium';
  return 'Low';
}

export function isHighDemandZone(intensity: number): boolean {
  return intensity > DEMAND_LEVELS.highDemandZoneAbove;
}

/** Demand insights count the searches of this many days (ours). */
export const DEMAND_WINDOW_DAYS = 30;
/** Most points the heatmap gets, busiest first: bounded whatever the traffic (ours). */
export const DEMAND_MAX_POINTS = 500;
