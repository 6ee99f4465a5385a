import { DEMAND_MAP, demandLevel, isHighDemandZone } from '@arogya/contract/constants/demand';
import type { DemandPoint } from '@arogya/contract/schemas/subscription';

/** The four tiles (spec 02 §2 Demand insights) and the Top Demand Areas rows, from the points. */
export function summarizeDemand(points: readonly DemandPoint[]) {
  const sorted = [...points].sort((a, b) => b.intensity - a.intensity);
  return {
    activeAreas: new Set(points.map((p) => `${p.area}|${p.city}`)).size,
    highDemandZones: points.filter((p) => isHighDemandZone(p.intensity)).length,
    totalSearches: points.reduce((sum, p) => sum + p.intensity, 0),
    peakSearches: sorted[0]?.intensity ?? 0,
    top: sorted.slice(0, DEMAND_MAP.topAreas).map((p) => ({ ...p, level: demandLevel(p.intensity) })),
  };
}
