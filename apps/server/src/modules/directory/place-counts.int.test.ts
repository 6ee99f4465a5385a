import { SEARCH_TOTAL_CAP } from '@arogya/contract/constants/directory';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  exec as execOn,
  listingChanges,
  searchDoctors,
  storedTally,
  type Tally,
  tallyOne,
} from '../../test/listing-counts';
import { sequence } from '../../test/located';
import { insertProviders, type ProviderSpec } from '../../test/providers';
import { cellsWithin, placeCell } from './place-cells';

/**
 * directory_place_counts (decision 079): the database keeps, per cell of the place grid, how many listed doctors
 * have their office there, and a located search sums the cells wholly inside its radius to tell "more than the
 * cap" without counting. The counts must equal a count of the listing after any change, and a search decided
 * by them must answer exactly what counting would.
 */

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-11-25T06:00:00.000Z');
const DENSE = { lat: 22.5726, lng: 88.3639 }; // Kolkata
const SPARSE = { lat: 26.8467, lng: 80.9462 }; // Lucknow
const RADIUS_KM = 10;
const LIMIT = 6;

/** A place within `km` of `from` in a random direction (flat-earth offset: fine at this scale). */
function placeWithin(random: () => number, from: { lat: number; lng: number }, km: number) {
  const angle = random() * 2 * Math.PI;
  const d = random() * km;
  return {
    lat: from.lat + (d * Math.sin(angle)) / 111.32,
    lng: from.lng + (d * Math.cos(angle)) / (111.32 * Math.cos((from.lat * Math.PI) / 180)),
  };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
});
afterAll(async () => {
  await t?.close();
});

/** The table, without the cells whose doctors have all gone. */
const storedCounts = () =>
  storedTally(t.database.db, 'directory_place_counts', ['specialty', 'lat_cell', 'lng_cell']);

/** The same, counted here from the listed doctors' offices (the grid numbered by the server's placeCell). */
async function recount(): Promise<Tally> {
  const rows = rowsOf<{ specialty: string | null; latitude: number; longitude: number }>(
    await t.database.db.execute(
      sql`select specialty, latitude, longitude from professional_profiles
        where role = 'doctor' and approval_status = 'approved' and not needs_availability and account_active
          and latitude is not null and longitude is not null`,
    ),
  );
  const counts: Tally = {};
  for (const r of rows) {
    const cell = `${placeCell(r.latitude)}|${placeCell(r.longitude)}`;
    for (const specialty of new Set(['', r.specialty ?? ''])) tallyOne(counts, `${specialty}|${cell}`);
  }
  return counts;
}

const exec = (statement: SQL) => execOn(t.database.db, statement);
const search = (query: string) => searchDoctors(t, `radius=${RADIUS_KM}&limit=${LIMIT}&${query}`);

/** The place counts' sum over the cells wholly inside the radius, as the search computes it. */
async function insideSum(point: { lat: number; lng: number }, specialty = ''): Promise<number> {
  const rows = cellsWithin(point.lat, point.lng, RADIUS_KM);
  const [row] = rowsOf<{ sum: number }>(
    await t.database.db.execute(
      sql`select coalesce(sum(n.doctors), 0)::int as sum
        from unnest(${sql.param(rows.lat)}::int[], ${sql.param(rows.lngFrom)}::int[], ${sql.param(rows.lngTo)}::int[])
          as r (lat_cell, lng_from, lng_to)
        join directory_place_counts n on n.specialty = ${specialty} and n.lat_cell = r.lat_cell
          and n.lng_cell between r.lng_from and r.lng_to`,
    ),
  );
  return row?.sum ?? 0;
}

describe(`place counts (${backend})`, () => {
  it('equal a count of the listing after every kind of change', async () => {
    const random = sequence(79);
    const near = (km: number) => placeWithin(random, SPARSE, km);
    const specs: ProviderSpec[] = [
      { specialty: 'Cardiologist', office: near(3) },
      { specialty: 'Cardiologist', office: near(3) },
      { specialty: 'Dermatologist', office: near(3) },
      { specialty: 'Dermatologist', office: near(3), approvalStatus: 'pending' },
      { specialty: 'Dermatologist', office: near(3), isActive: false },
      { specialty: 'Cardiologist', office: null },
      { role: 'nurse', specialty: 'Elder Care', office: near(3) },
    ];
    const ids = await insertProviders(
      t.database.db,
      specs.map((s, i) => ({ ...s, name: `Lucknow ${i}`, city: 'Lucknow' })),
      NOW,
    );
    const [moved, respecialised, , pending, inactive, officeless, removed] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    expect(await storedCounts()).toEqual(await recount());

    const steps: [string, SQL][] = [
      [
        'moved',
        sql`update professional_profiles set latitude = 26.95, longitude = 80.99 where user_id = ${moved}`,
      ],
      [
        'another specialty',
        sql`update professional_profiles set specialty = 'Neurologist' where user_id = ${respecialised}`,
      ],
      [
        'an office set',
        sql`update professional_profiles set latitude = 26.85, longitude = 80.95 where user_id = ${officeless}`,
      ],
      ...listingChanges({ pending, inactive, listed: moved, waiting: respecialised, nurse: removed }),
      [
        'an office removed',
        sql`update professional_profiles set latitude = null, longitude = null where user_id = ${officeless}`,
      ],
    ];
    for (const [step, statement] of steps) {
      await exec(statement);
      expect(await storedCounts(), step).toEqual(await recount());
    }
  });

  it('stay equal under changes made at once, including doctors swapping cells', async () => {
    const random = sequence(1979);
    const A = { lat: 23.2599, lng: 77.4126 }; // Bhopal
    const B = { lat: 23.1815, lng: 79.9864 }; // Jabalpur
    const specs: ProviderSpec[] = [
      ...Array.from({ length: 12 }, () => ({ specialty: 'Cardiologist', office: placeWithin(random, A, 1) })),
      ...Array.from({ length: 12 }, () => ({ specialty: 'Cardiologist', office: placeWithin(random, B, 1) })),
      ...Array.from({ length: 12 }, () => ({
        specialty: 'Dermatologist',
        office: placeWithin(random, A, 1),
        approvalStatus: 'pending' as const,
      })),
    ];
    const ids = (await insertProviders(
      t.database.db,
      specs.map((s, i) => ({ ...s, name: `Madhya ${i}`, city: 'Bhopal' })),
      NOW,
    )) as string[];
    const inA = ids.slice(0, 12);
    const inB = ids.slice(12, 24);
    const pending = ids.slice(24);
    // Each its own transaction, all at once: A's doctors move to B and B's to A, the pending are approved.
    await Promise.all([
      ...inA.map((id) =>
        exec(
          sql`update professional_profiles set latitude = ${B.lat}, longitude = ${B.lng} where user_id = ${id}`,
        ),
      ),
      ...inB.map((id) =>
        exec(
          sql`update professional_profiles set latitude = ${A.lat}, longitude = ${A.lng} where user_id = ${id}`,
        ),
      ),
      ...pending.map((id) =>
        exec(sql`update professional_profiles set approval_status = 'approved' where user_id = ${id}`),
      ),
    ]);
    expect(await storedCounts()).toEqual(await recount());
  });

  describe('a dense area, decided by its cells', () => {
    beforeAll(async () => {
      const random = sequence(2079);
      const rating = () => [3.5, 4, 4.2, 4.5, 4.8][Math.floor(random() * 5)] as number;
      // More than the cap within 4 km of the point: every one of them in a cell wholly inside a 10 km radius.
      const specs: ProviderSpec[] = Array.from({ length: SEARCH_TOTAL_CAP + 10 }, (_, i) => ({
        name: `Kolkata ${i}`,
        city: 'Kolkata',
        specialty: 'Dermatologist',
        averageRating: rating(),
        numReviews: Math.floor(random() * 4) * 10,
        experience: Math.floor(random() * 4) * 5,
        office: placeWithin(random, DENSE, 4),
        ...(random() < 0.15 ? { pro: 'active' as const } : {}),
      }));
      await insertProviders(t.database.db, specs, NOW);
    });

    it('holds more than the cap in the cells inside the radius, for every specialty and for one', async () => {
      expect(await insideSum(DENSE)).toBeGreaterThan(SEARCH_TOTAL_CAP);
      expect(await insideSum(DENSE, 'Dermatologist')).toBeGreaterThan(SEARCH_TOTAL_CAP);
    });

    it.each(['rating_desc', 'experience_desc', 'reviews_desc', 'distance_asc'])(
      'answers every page as counting would (%s)',
      async (sort) => {
        for (const filter of ['', '&specialty=Dermatologist']) {
          for (const page of [1, 2, 11, 100, Math.ceil(SEARCH_TOTAL_CAP / LIMIT)]) {
            const query = `lat=${DENSE.lat}&lng=${DENSE.lng}&sortBy=${sort}&page=${page}${filter}`;
            const byCells = await search(query);
            // An experience bound leaves the cells aside (they are not kept per experience): the search counts.
            const counted = await search(`${query}&minExperience=0`);
            expect(byCells.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
            expect(byCells.pagination).toEqual(counted.pagination);
            expect(
              byCells.doctors.map((d) => d.id),
              `${filter} page ${page}`,
            ).toEqual(counted.doctors.map((d) => d.id));
            expect(byCells.doctors).toHaveLength(LIMIT);
          }
        }
      },
    );
  });

  it('counts exactly where the cells hold fewer than the cap', async () => {
    const query = `lat=${SPARSE.lat}&lng=${SPARSE.lng}`;
    const body = await search(query);
    const counted = await search(`${query}&minExperience=0`);
    expect(body.pagination.totalCapped).toBe(false);
    expect(body.pagination.totalDoctors).toBeGreaterThan(0);
    expect(body.pagination).toEqual(counted.pagination);
    expect(body.doctors.map((d) => d.id)).toEqual(counted.doctors.map((d) => d.id));
  });

  it('numbers the grid as the database does', async () => {
    const random = sequence(7);
    const values = [
      0,
      -0.001,
      19.06,
      72.88,
      -33.8688,
      0.02 * 953,
      ...Array.from({ length: 50 }, () => random() * 180 - 90),
    ];
    const rows = rowsOf<{ cell: number }>(
      await t.database.db.execute(
        sql`select arogya_place_cell(v) as cell from unnest(${sql.param(values)}::float8[]) with ordinality as x(v, n) order by n`,
      ),
    );
    expect(rows.map((r) => r.cell)).toEqual(values.map(placeCell));
  });
});
