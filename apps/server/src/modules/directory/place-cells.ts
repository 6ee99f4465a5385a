/**
 * The grid of directory_place_counts (decision 079): cells of PLACE_CELL_DEGREES of latitude by as many of
 * longitude, numbered floor(degrees / PLACE_CELL_DEGREES) — the database's arogya_place_cell, in the same
 * float8 arithmetic, so both put a place in the same cell.
 */
export const PLACE_CELL_DEGREES = 0.02;

export function placeCell(degrees: number): number {
  return Math.floor(degrees / PLACE_CELL_DEGREES);
}

/** earthdistance's sphere (earth() = 6378168 m), on which a located search measures its radius. */
export const EARTH_RADIUS_KM = 6378.168;
const RAD = Math.PI / 180;

/**
 * How far a point of a cell can be from the cell's centre, at most: half a cell along the meridian, then at most
 * half a cell along the parallel (a great circle between two points of a parallel is no longer than the
 * parallel between them, and a parallel's degree is no longer than the equator's) — one cell's side at the
 * equator in all.
 */
const CELL_REACH_KM = EARTH_RADIUS_KM * PLACE_CELL_DEGREES * RAD;

/** Against rounding: a cell counts as inside only with this much to spare (the search's own test is in float8). */
const SPARE_KM = 0.01;

/**
 * The sum is a lower bound, so any cells wholly inside will do: those within this many km of the point keep the
 * sum to a few hundred rows however wide the radius (one way through the index per row of cells).
 */
const CORE_KM = 15;

/** Rows of cells: for row i, latitude cell `lat[i]` and the run of longitude cells `lngFrom[i]`…`lngTo[i]`. */
export interface CellRows {
  lat: number[];
  lngFrom: number[];
  lngTo: number[];
}

/** Great-circle km on earthdistance's sphere, from the chord between the two points (as the search tests). */
function arcKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const [a, b] = [lat1 * RAD, lat2 * RAD];
  const dx = Math.cos(a) * Math.cos(lng1 * RAD) - Math.cos(b) * Math.cos(lng2 * RAD);
  const dy = Math.cos(a) * Math.sin(lng1 * RAD) - Math.cos(b) * Math.sin(lng2 * RAD);
  const dz = Math.sin(a) - Math.sin(b);
  const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2));
}

/**
 * The cells every point of which is within `radiusKm` of the point (and within CORE_KM), as rows of runs: each
 * place in them is a match of a search around the point by its office. None near a pole or the antimeridian,
 * where the grid's rows are not worth the care (a search there counts its matches as it always did).
 */
export function cellsWithin(lat: number, lng: number, radiusKm: number): CellRows {
  const rows: CellRows = { lat: [], lngFrom: [], lngTo: [] };
  const reach = Math.min(radiusKm, CORE_KM) - CELL_REACH_KM - SPARE_KM;
  if (reach <= 0) return rows;
  const latSpan = reach / (EARTH_RADIUS_KM * RAD);
  const lngSpan = latSpan / Math.cos((Math.abs(lat) + latSpan) * RAD);
  if (Math.abs(lat) + latSpan > 80 || Math.abs(lng) + lngSpan > 179) return rows;
  const centreOf = (cell: number) => (cell + 0.5) * PLACE_CELL_DEGREES;
  for (let i = placeCell(lat - latSpan); i <= placeCell(lat + latSpan); i++) {
    let from: number | null = null;
    let to: number | null = null;
    for (let j = placeCell(lng - lngSpan); j <= placeCell(lng + lngSpan); j++) {
      if (arcKm(lat, lng, centreOf(i), centreOf(j)) > reach) continue;
      // Along a row the distance falls then rises, so the cells inside are one run.
      from ??= j;
      to = j;
    }
    if (from !== null && to !== null) {
      rows.lat.push(i);
      rows.lngFrom.push(from);
      rows.lngTo.push(to);
    }
  }
  return rows;
}

/**
 * The strips a located search reads its matches from (decision 083): one row of the grid each, with the range of
 * longitudes in which every place of the strip within the radius lies (`lngFrom`…`lngTo`), and the range in
 * which every place of the strip is within the radius less SPARE_KM (`insideFrom`…`insideTo`, empty when
 * `insideFrom > insideTo`), whose places need no test of their distance. The ranges are in degrees and widened by
 * STRIP_MARGIN_DEGREES against rounding, the inner one narrowed by it: the strips read a little more than the
 * disc, never less, and the search's own test decides. Null near a pole or the antimeridian, where a search reads
 * the geographic GiST indexes as before.
 */
export interface StripRuns {
  lat: number[];
  lngFrom: number[];
  lngTo: number[];
  insideFrom: number[];
  insideTo: number[];
}

/** ~11 m: far above float8 rounding, far below what it adds to a strip's read. */
const STRIP_MARGIN_DEGREES = 1e-4;
const NO_INSIDE = { from: 1000, to: -1000 };

const hav = (angle: number) => Math.sin(angle / 2) ** 2;

/**
 * Half the width in degrees of longitude of the cap of angular radius `delta` (radians) around latitude `lat0`,
 * at latitude `lat` (both degrees): null where the parallel misses the cap. Haversine, which stays exact for the
 * smallest radii.
 */
function capHalfWidth(lat0: number, lat: number, delta: number): number | null {
  const across = (hav(delta) - hav((lat - lat0) * RAD)) / (Math.cos(lat * RAD) * Math.cos(lat0 * RAD));
  if (across < 0) return null;
  if (across >= 1) return 180;
  return (2 * Math.asin(Math.sqrt(across))) / RAD;
}

export function stripsAround(lat: number, lng: number, radiusKm: number): StripRuns | null {
  const delta = radiusKm / EARTH_RADIUS_KM;
  const latSpan = delta / RAD + STRIP_MARGIN_DEGREES;
  // The cap is widest on the parallel whose sine is sin(lat) / cos(delta), a little poleward of its centre.
  const widestLat = Math.asin(Math.min(1, Math.max(-1, Math.sin(lat * RAD) / Math.cos(delta)))) / RAD;
  const widest = capHalfWidth(lat, widestLat, delta) ?? 0;
  if (Math.abs(lat) + latSpan > 80 || Math.abs(lng) + widest + 1 > 179) return null;
  const insideDelta = (radiusKm - SPARE_KM) / EARTH_RADIUS_KM;
  const strips: StripRuns = { lat: [], lngFrom: [], lngTo: [], insideFrom: [], insideTo: [] };
  for (let i = placeCell(lat - latSpan); i <= placeCell(lat + latSpan); i++) {
    // The strip's latitudes, widened against a place on its edge that float division put in it.
    const south = i * PLACE_CELL_DEGREES - STRIP_MARGIN_DEGREES;
    const north = (i + 1) * PLACE_CELL_DEGREES + STRIP_MARGIN_DEGREES;
    // Along a meridian the cap's width rises to its widest parallel and falls after it: the part of the strip
    // inside the cap's latitudes is widest there or at its edge nearest to it, and the strip is narrowest at one
    // of its edges.
    const widestHere = Math.min(Math.max(widestLat, south, lat - latSpan), north, lat + latSpan);
    const outer = capHalfWidth(lat, widestHere, delta + STRIP_MARGIN_DEGREES * RAD);
    if (outer === null) continue;
    const edges = [south, north].map((edge) =>
      insideDelta > 0 ? capHalfWidth(lat, edge, insideDelta) : null,
    );
    const inner = edges.some((w) => w === null)
      ? null
      : Math.min(...(edges as number[])) - STRIP_MARGIN_DEGREES;
    strips.lat.push(i);
    strips.lngFrom.push(lng - outer - STRIP_MARGIN_DEGREES);
    strips.lngTo.push(lng + outer + STRIP_MARGIN_DEGREES);
    const inside = inner !== null && inner > 0 ? { from: lng - inner, to: lng + inner } : NO_INSIDE;
    strips.insideFrom.push(inside.from);
    strips.insideTo.push(inside.to);
  }
  return strips;
}
