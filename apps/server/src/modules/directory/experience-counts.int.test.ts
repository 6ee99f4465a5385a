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
import { experiencePageWay, orderSql } from './directory.repo';

/**
 * directory_experience_counts (decision 093): the database keeps how many listed doctors have each number of years
 * of experience, per city and specialty ('' for any). An unlocated search with an experience range and no keyword
 * takes its total from them, then reads its page by walking the listing order or by reading the range, whichever
 * the counts make cheaper. The counts must equal a count of the listing after any change, and every page must be
 * the one a plain sort of the matches gives.
 */

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-11-25T06:00:00.000Z');
const LIMIT = 6;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
});
afterAll(async () => {
  await t?.close();
});

const storedCounts = () =>
  storedTally(t.database.db, 'directory_experience_counts', ['city', 'specialty', 'experience']);

/** The same, counted here from the listed doctors' profiles. */
async function recount(): Promise<Tally> {
  const rows = rowsOf<{ city: string | null; specialty: string | null; experience: number | null }>(
    await t.database.db.execute(
      sql`select city, specialty, experience from professional_profiles
        where role = 'doctor' and approval_status = 'approved' and not needs_availability and account_active`,
    ),
  );
  const counts: Tally = {};
  for (const r of rows) {
    if (r.experience === null) continue;
    // Any city and any specialty, the doctor's city, their specialty, both ('' is "any", never a doctor's own).
    for (const city of ['', ...(r.city ? [r.city] : [])]) {
      for (const specialty of ['', ...(r.specialty ? [r.specialty] : [])]) {
        tallyOne(counts, `${city}|${specialty}|${r.experience}`);
      }
    }
  }
  return counts;
}

const exec = (statement: SQL) => execOn(t.database.db, statement);
const search = (query: string) => searchDoctors(t, `limit=${LIMIT}&${query}`);

describe(`experience counts (${backend})`, () => {
  it('equal a count of the listing after every kind of change', async () => {
    const specs: ProviderSpec[] = [
      { specialty: 'General Physician', experience: 4 },
      { specialty: 'General Physician', experience: 4 },
      { specialty: 'Cardiologist', experience: 12 },
      { specialty: 'General Physician', experience: 7, approvalStatus: 'pending' },
      { specialty: 'General Physician', experience: 9, isActive: false },
      { role: 'nurse', specialty: 'Elder Care', experience: 3 },
      { specialty: 'Cardiologist', experience: null },
    ];
    const ids = await insertProviders(
      t.database.db,
      specs.map((s, i) => ({ ...s, name: `Pune ${i}`, city: 'Pune' })),
      NOW,
    );
    const [first, second, third, pending, inactive, nurse, unknown] = ids as [
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
      ['more experience', sql`update professional_profiles set experience = 5 where user_id = ${first}`],
      [
        'experience unknown',
        sql`update professional_profiles set experience = null where user_id = ${second}`,
      ],
      ['experience known', sql`update professional_profiles set experience = 30 where user_id = ${unknown}`],
      ['moved city', sql`update professional_profiles set city = 'Chennai' where user_id = ${third}`],
      ['no city', sql`update professional_profiles set city = null where user_id = ${third}`],
      [
        'another specialty',
        sql`update professional_profiles set specialty = 'Dermatologist' where user_id = ${first}`,
      ],
      ['no specialty', sql`update professional_profiles set specialty = null where user_id = ${third}`],
      ...listingChanges({ pending, inactive, listed: first, waiting: unknown, nurse }),
    ];
    for (const [step, statement] of steps) {
      await exec(statement);
      expect(await storedCounts(), step).toEqual(await recount());
    }
  });

  it('stay equal under changes made at once', async () => {
    const ids = (await insertProviders(
      t.database.db,
      Array.from({ length: 24 }, (_, i) => ({
        name: `Bhopal ${i}`,
        city: 'Bhopal',
        specialty: 'General Physician',
        experience: i % 2 === 0 ? 6 : 8,
        ...(i >= 16 ? { approvalStatus: 'pending' as const } : {}),
      })),
      NOW,
    )) as string[];
    // Each its own transaction, all at once: every doctor takes the other number of years, the pending are approved.
    await Promise.all(
      ids.map((id, i) =>
        i < 16
          ? exec(
              sql`update professional_profiles set experience = ${i % 2 === 0 ? 8 : 6} where user_id = ${id}`,
            )
          : exec(sql`update professional_profiles set approval_status = 'approved' where user_id = ${id}`),
      ),
    );
    expect(await storedCounts()).toEqual(await recount());
  });
});

describe(`an experience range's pages (${backend})`, () => {
  const CITY = 'Kolkata';
  const DOCTORS = 240;

  beforeAll(async () => {
    const random = sequence(93);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    await insertProviders(
      t.database.db,
      Array.from({ length: DOCTORS }, (_, i) => ({
        name: `Kolkata ${i}`,
        city: CITY,
        specialty: i % 4 === 0 ? 'Pediatrician' : 'General Physician',
        experience: i % 40,
        averageRating: pick([3.5, 4, 4.2, 4.5, 4.8]),
        numReviews: Math.floor(random() * 4) * 10,
        ...(random() < 0.15 ? { pro: 'active' as const } : {}),
      })),
      NOW,
    );
  });

  /** The matches' ids in the sort's order, by a plain sort of the listing. */
  async function expected(where: SQL, sort: 'rating_desc' | 'experience_desc' | 'reviews_desc') {
    return rowsOf<{ user_id: string }>(
      await t.database.db.execute(sql`select user_id from (
          select p.user_id, p.rating_score, p.num_reviews, p.experience,
            coalesce(p.subscription_tier = 'pro' and p.subscription_status = 'active'
              and p.subscription_expires_at > ${NOW.toISOString()}::timestamptz, false) as is_pro
          from professional_profiles p
          where p.role = 'doctor' and p.approval_status = 'approved' and not p.needs_availability and p.account_active
            and ${where}) m
        order by ${orderSql(sort)}`),
    ).map((r) => r.user_id);
  }

  it('reads some pages by walking the listing order and others by reading the range', () => {
    // 10–20 years in Kolkata: 66 of 240. The first page walks; the sixth reads the range.
    expect(experiencePageWay(LIMIT, 66, DOCTORS)).toBe('walk');
    expect(experiencePageWay(6 * LIMIT, 66, DOCTORS)).toBe('range');
    // 35–36 years: 12 of 240, read as a range from the first page.
    expect(experiencePageWay(LIMIT, 12, DOCTORS)).toBe('range');
  });

  const cases: Array<{ query: string; where: SQL }> = [
    {
      query: `city=${CITY}&minExperience=10&maxExperience=20`,
      where: sql`p.city = ${CITY} and p.experience between 10 and 20`,
    },
    {
      query: `city=${CITY}&minExperience=35&maxExperience=36`,
      where: sql`p.city = ${CITY} and p.experience between 35 and 36`,
    },
    { query: `city=${CITY}&minExperience=30`, where: sql`p.city = ${CITY} and p.experience >= 30` },
    { query: `city=${CITY}&maxExperience=3`, where: sql`p.city = ${CITY} and p.experience <= 3` },
    {
      query: `city=${CITY}&specialty=Pediatrician&minExperience=4&maxExperience=30`,
      where: sql`p.city = ${CITY} and p.specialty = 'Pediatrician' and p.experience between 4 and 30`,
    },
    {
      query: 'specialty=Pediatrician&minExperience=20&maxExperience=25',
      where: sql`p.specialty = 'Pediatrician' and p.experience between 20 and 25`,
    },
    // Every listed doctor of the whole test database.
    { query: 'minExperience=1', where: sql`p.experience >= 1` },
  ];

  it.each(['rating_desc', 'experience_desc', 'reviews_desc'] as const)(
    'gives every page, and the total, as a plain sort of the matches (%s)',
    async (sort) => {
      for (const c of cases) {
        const all = await expected(c.where, sort);
        const pages = Math.ceil(all.length / LIMIT);
        for (const page of [1, 2, 3, 6, pages, pages + 1]) {
          const body = await search(`${c.query}&sortBy=${sort}&page=${page}`);
          const label = `${c.query} ${sort} page ${page}`;
          expect(body.pagination, label).toMatchObject({
            totalDoctors: Math.min(all.length, SEARCH_TOTAL_CAP),
            totalCapped: all.length > SEARCH_TOTAL_CAP,
          });
          expect(
            body.doctors.map((d) => d.id),
            label,
          ).toEqual(all.slice((page - 1) * LIMIT, page * LIMIT));
        }
      }
    },
  );

  it('caps the total of a range holding more than the cap, and pages it up to the cap', async () => {
    const random = sequence(930);
    await insertProviders(
      t.database.db,
      Array.from({ length: SEARCH_TOTAL_CAP + 60 }, (_, i) => ({
        name: `Patna ${i}`,
        city: 'Patna',
        specialty: 'General Physician',
        experience: 5 + (i % 20),
        averageRating: [3.5, 4, 4.5, 4.8][i % 4],
        numReviews: Math.floor(random() * 5) * 10,
        ...(random() < 0.1 ? { pro: 'active' as const } : {}),
      })),
      NOW,
    );
    for (const sort of ['rating_desc', 'experience_desc'] as const) {
      const all = await expected(sql`p.city = 'Patna' and p.experience between 5 and 24`, sort);
      expect(all.length).toBeGreaterThan(SEARCH_TOTAL_CAP);
      const lastPage = Math.ceil(SEARCH_TOTAL_CAP / LIMIT);
      for (const page of [1, 2, 100, lastPage]) {
        const body = await search(`city=Patna&minExperience=5&maxExperience=24&sortBy=${sort}&page=${page}`);
        expect(body.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
        expect(
          body.doctors.map((d) => d.id),
          `${sort} page ${page}`,
        ).toEqual(all.slice((page - 1) * LIMIT, page * LIMIT));
      }
      const beyond = await search(
        `city=Patna&minExperience=5&maxExperience=24&sortBy=${sort}&page=${lastPage + 1}`,
      );
      expect(beyond.doctors).toEqual([]);
    }
  });

  it('answers a range nobody is in with no doctors and a total of 0', async () => {
    const body = await search(`city=${CITY}&minExperience=45&maxExperience=50`);
    expect(body.doctors).toEqual([]);
    expect(body.pagination).toMatchObject({ totalDoctors: 0 });
  });
});
