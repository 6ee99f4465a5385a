import { describe, expect, it } from 'vitest';
import { destination, haversineKm } from '../../test/located';
import { cellsWithin, EARTH_RADIUS_KM, PLACE_CELL_DEGREES, placeCell, stripsAround } from './place-cells';

/** Every cell of the rows, as [lat cell, lng cell]. */
function cellsOf(rows: ReturnType<typeof cellsWithin>): [number, number][] {
  return rows.lat.flatMap((lat, i) => {
    const from = rows.lngFrom[i] as number;
    const to = rows.lngTo[i] as number;
    return Array.from({ length: to - from + 1 }, (_, k): [number, number] => [lat, from + k]);
  });
}

/** Points of a cell: its corners, the middles of its sides and a grid inside. */
function pointsOf([i, j]: [number, number]): { lat: number; lng: number }[] {
  const steps = [0, 0.25, 0.5, 0.75, 1];
  return steps.flatMap((u) =>
    steps.map((v) => ({ lat: (i + u) * PLACE_CELL_DEGREES, lng: (j + v) * PLACE_CELL_DEGREES })),
  );
}

const PLACES = [
  { name: 'Mumbai', lat: 19.076, lng: 72.8777 },
  { name: 'Chennai', lat: 13.0827, lng: 80.2707 },
  { name: 'Srinagar', lat: 34.0837, lng: 74.7973 },
  { name: 'a cell corner', lat: 0.02 * 950, lng: 0.02 * 3600 },
  { name: 'south of the equator', lat: -33.8688, lng: 151.2093 },
];

describe('the place grid (decision 079)', () => {
  it('numbers cells as floor(degrees / size), negative degrees included', () => {
    expect(placeCell(19.076)).toBe(953);
    expect(placeCell(19.07)).toBe(953);
    // On a boundary, float division may put a place in either neighbour (the database does the same arithmetic,
    // and a cell counts as inside only with room to spare).
    expect([952, 953]).toContain(placeCell(19.06));
    expect(placeCell(-0.001)).toBe(-1);
    expect(placeCell(-33.8688)).toBe(-1694);
  });

  it.each(PLACES)('keeps only cells every point of which is within the radius ($name)', (place) => {
    for (const radiusKm of [5, 10, 25, 50]) {
      const cells = cellsOf(cellsWithin(place.lat, place.lng, radiusKm));
      expect(cells.length, `${radiusKm} km`).toBeGreaterThan(0);
      for (const cell of cells) {
        for (const p of pointsOf(cell)) expect(haversineKm(place, p)).toBeLessThanOrEqual(radiusKm);
      }
    }
  });

  it('covers most of the disc it keeps to, as runs without gaps', () => {
    const { lat, lng } = PLACES[0] as { lat: number; lng: number };
    const rows = cellsWithin(lat, lng, 10);
    const cells = cellsOf(rows);
    // A 10 km disc holds ~314 km²; the cells (~4.9 km² each) within 10 km less a cell's reach cover ~190.
    expect(cells.length).toBeGreaterThan(30);
    // Every cell beside a run, on its row, is outside the radius less a cell's reach (the run is maximal).
    rows.lat.forEach((i, k) => {
      for (const j of [(rows.lngFrom[k] as number) - 1, (rows.lngTo[k] as number) + 1]) {
        const centre = { lat: (i + 0.5) * PLACE_CELL_DEGREES, lng: (j + 0.5) * PLACE_CELL_DEGREES };
        expect(haversineKm({ lat, lng }, centre)).toBeGreaterThan(10 - 2.3);
      }
    });
    // Distinct rows, in order.
    expect(rows.lat).toEqual([...new Set(rows.lat)].sort((a, b) => a - b));
  });

  it('keeps to 15 km of the point however wide the radius', () => {
    const { lat, lng } = PLACES[0] as { lat: number; lng: number };
    const wide = cellsOf(cellsWithin(lat, lng, 50));
    expect(wide.length).toBe(cellsOf(cellsWithin(lat, lng, 15)).length);
    for (const cell of wide) {
      for (const p of pointsOf(cell)) expect(haversineKm({ lat, lng }, p)).toBeLessThanOrEqual(15);
    }
  });

  it('has no cells for a radius narrower than a cell, nor near a pole or the antimeridian', () => {
    expect(cellsOf(cellsWithin(19.076, 72.8777, 2))).toEqual([]);
    expect(cellsOf(cellsWithin(79.99, 10, 10))).toEqual([]);
    expect(cellsOf(cellsWithin(-79.99, 10, 10))).toEqual([]);
    expect(cellsOf(cellsWithin(10, 179.95, 10))).toEqual([]);
    expect(cellsOf(cellsWithin(10, -179.95, 10))).toEqual([]);
  });
});

describe('the strips a located search reads (decision 083)', () => {
  const RADII = [0.001, 0.5, 2, 10, 25, 50];

  it.each(PLACES)('hold every place within the radius in their ranges ($name)', (place) => {
    for (const radiusKm of RADII) {
      const strips = stripsAround(place.lat, place.lng, radiusKm);
      expect(strips, `${radiusKm} km`).not.toBeNull();
      if (!strips) continue;
      for (const fraction of [0, 0.3, 0.7, 0.99, 0.9999, 1]) {
        for (let bearing = 0; bearing < 360; bearing += 2.5) {
          const p = destination(place, radiusKm * fraction, bearing);
          const k = strips.lat.indexOf(placeCell(p.lat));
          expect(k, `${radiusKm} km, ${fraction}, ${bearing}°: strip`).toBeGreaterThanOrEqual(0);
          expect(p.lng, `${radiusKm} km, ${fraction}, ${bearing}°`).toBeGreaterThanOrEqual(
            strips.lngFrom[k] as number,
          );
          expect(p.lng, `${radiusKm} km, ${fraction}, ${bearing}°`).toBeLessThanOrEqual(
            strips.lngTo[k] as number,
          );
        }
      }
    }
  });

  it.each(PLACES)('keep as inside only places within the radius, with room to spare ($name)', (place) => {
    for (const radiusKm of RADII) {
      const strips = stripsAround(place.lat, place.lng, radiusKm);
      if (!strips) throw new Error('no strips');
      strips.lat.forEach((cell, k) => {
        const [from, to] = [strips.insideFrom[k] as number, strips.insideTo[k] as number];
        if (from > to) return;
        // The strip's edges and middle, at the inside range's ends and middle (a place on a strip's edge may be
        // in either neighbour, so the edges are tried a hair beyond too).
        for (const lat of [cell, cell + 0.5, cell + 1].map((c) => c * PLACE_CELL_DEGREES)) {
          for (const edgeLat of [lat - 1e-9, lat, lat + 1e-9]) {
            for (const lng of [from, (from + to) / 2, to]) {
              expect(haversineKm(place, { lat: edgeLat, lng }), `${radiusKm} km`).toBeLessThan(
                radiusKm - 0.009,
              );
            }
          }
        }
      });
    }
  });

  it('read little more than the disc, a good part of it without a distance test', () => {
    const { lat, lng } = PLACES[0] as { lat: number; lng: number };
    const kmPerDegree = (EARTH_RADIUS_KM * Math.PI) / 180;
    for (const radiusKm of [2, 10, 50]) {
      const strips = stripsAround(lat, lng, radiusKm);
      if (!strips) throw new Error('no strips');
      const area = (from: number[], to: number[]) =>
        strips.lat.reduce((sum, cell, k) => {
          const width = Math.max(0, (to[k] as number) - (from[k] as number));
          const parallel = Math.cos(((cell + 0.5) * PLACE_CELL_DEGREES * Math.PI) / 180);
          return sum + width * parallel * PLACE_CELL_DEGREES * kmPerDegree ** 2;
        }, 0);
      const disc = Math.PI * radiusKm ** 2;
      expect(area(strips.lngFrom, strips.lngTo) / disc, `${radiusKm} km read`).toBeLessThan(
        radiusKm < 5 ? 1.9 : 1.2,
      );
      if (radiusKm >= 10) {
        expect(area(strips.insideFrom, strips.insideTo) / disc, `${radiusKm} km inside`).toBeGreaterThan(
          0.75,
        );
      }
    }
  });

  it('are none near a pole or the antimeridian, where the GiST indexes are read', () => {
    expect(stripsAround(79.99, 10, 10)).toBeNull();
    expect(stripsAround(-79.99, 10, 10)).toBeNull();
    expect(stripsAround(10, 179.95, 10)).toBeNull();
    expect(stripsAround(10, -179.95, 10)).toBeNull();
  });
});
