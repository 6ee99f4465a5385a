import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { searchDoctors } from '../../test/listing-counts';
import { destination, haversineKm } from '../../test/located';
import { insertProviders, type ProviderSpec, squareAround } from '../../test/providers';
import { PLACE_CELL_DEGREES } from './place-cells';

/**
 * A located search reads its matches strip by strip (decision 083): a B-tree range per row of the place grid, and
 * no distance test where the whole strip is within the radius. Doctors on rings just inside and just outside the
 * radius, all round the point — their offices, or their service-area centres with the office far away — must be
 * found exactly as the distance decides, with and without a specialty (each read from its own index).
 */

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-11-25T06:00:00.000Z');
// Bhopal, moved onto a corner of the grid, so the rings cross strip and cell edges everywhere.
const POINT = { lat: 1163 * PLACE_CELL_DEGREES, lng: 3870 * PLACE_CELL_DEGREES };
const RADII_KM = [1, 10];
/** Just inside and just outside each radius: a few metres either side, at any bearing. */
const RINGS = [0.997, 1.003];
const SPECIALTIES = ['Cardiologist', 'General Physician'];
/** Near a pole and beside the antimeridian: no strips (`stripsAround` is null there). */
const NO_STRIPS = [
  { lat: 80.5, lng: 20 },
  { lat: 10, lng: 179.97 },
];

interface Placed {
  id: string;
  specialty: string;
  office: { lat: number; lng: number };
  centroid: { lat: number; lng: number } | null;
}

let t: TestApp;
let placed: Placed[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  const specs: ProviderSpec[] = [];
  const far = destination(POINT, 200, 45);
  let n = 0;
  for (const radiusKm of RADII_KM) {
    for (const ring of RINGS) {
      for (let bearing = 0; bearing < 360; bearing += 7.5) {
        const place = destination(POINT, radiusKm * ring, bearing);
        const specialty = SPECIALTIES[n++ % 2] as string;
        specs.push({ specialty, office: place });
        // The centre of a small service area at the place, the office far away.
        specs.push({ specialty, office: far, serviceArea: squareAround(place.lat, place.lng, 0.05) });
      }
    }
  }
  // Where there are no strips, a search reads the geographic GiST indexes as before.
  for (const place of NO_STRIPS) specs.push({ specialty: 'Cardiologist', office: place });
  const ids = await insertProviders(
    t.database.db,
    specs.map((s, i) => ({ ...s, name: `Bhopal ${i}`, city: 'Bhopal' })),
    NOW,
  );
  placed = specs.map((s, i) => {
    const ring = s.serviceArea?.coordinates[0];
    const centroid = ring
      ? {
          lat: ring.slice(0, 4).reduce((sum, [, lat]) => sum + lat, 0) / 4,
          lng: ring.slice(0, 4).reduce((sum, [lng]) => sum + lng, 0) / 4,
        }
      : null;
    return {
      id: ids[i] as string,
      specialty: s.specialty as string,
      office: s.office as Placed['office'],
      centroid,
    };
  });
});
afterAll(async () => {
  await t?.close();
});

/** Every doctor a search finds, page by page. */
async function everyDoctor(query: string): Promise<{ total: number; ids: string[] }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const body = await searchDoctors(t, `${query}&limit=50&page=${page}`);
    total = body.pagination.totalDoctors;
    ids.push(...body.doctors.map((d) => d.id));
    if (body.doctors.length < 50) break;
  }
  return { total, ids };
}

describe(`a located search read strip by strip (${backend})`, () => {
  it.each(
    RADII_KM.flatMap((radiusKm) => [null, ...SPECIALTIES].map((specialty) => ({ radiusKm, specialty }))),
  )(
    'finds exactly the doctors within $radiusKm km (specialty: $specialty)',
    async ({ radiusKm, specialty }) => {
      const within = (p: { lat: number; lng: number } | null) =>
        p !== null && haversineKm(POINT, p) <= radiusKm;
      const expected = placed
        .filter((d) => specialty === null || d.specialty === specialty)
        .filter((d) => within(d.office) || within(d.centroid))
        .map((d) => d.id)
        .sort();
      const filter = specialty === null ? '' : `&specialty=${encodeURIComponent(specialty)}`;
      const found = await everyDoctor(`lat=${POINT.lat}&lng=${POINT.lng}&radius=${radiusKm}${filter}`);
      expect(found.total).toBe(expected.length);
      expect([...found.ids].sort()).toEqual(expected);
      // The rings at this radius are in play: of the doctors placed on them, those of the inner ring are found.
      const onRings = placed.filter((d) => {
        const km = haversineKm(POINT, d.centroid ?? d.office);
        return (specialty === null || d.specialty === specialty) && Math.abs(km - radiusKm) < radiusKm * 0.01;
      });
      expect(onRings.length).toBeGreaterThanOrEqual(96);
      expect(onRings.filter((d) => expected.includes(d.id)).length).toBe(onRings.length / 2);
    },
  );

  it.each(NO_STRIPS)('finds doctors where there are no strips ($lat, $lng)', async (place) => {
    const near = destination(place, 3, 90);
    const found = await everyDoctor(`lat=${near.lat}&lng=${near.lng}&radius=5`);
    const expected = placed.filter((d) => haversineKm(d.office, near) <= 5).map((d) => d.id);
    expect(expected).toHaveLength(1);
    expect(found.ids).toEqual(expected);
    expect((await everyDoctor(`lat=${near.lat}&lng=${near.lng}&radius=2`)).ids).toEqual([]);
  });
});
