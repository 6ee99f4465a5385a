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
import { KEYWORD_NARROWING_REACH } from './directory.service';

/**
 * directory_keyword_counts (decision 081): the database keeps how many listed doctors hold each term — their
 * specialty, each qualification, each verified skill, lower-cased — per city and specialty, and a keyword search
 * reads the terms containing the keyword to tell "more than the cap" or "nobody" without counting. The counts
 * must equal a count of the listing after any change, and a search decided by them must answer exactly what
 * counting would: an experience bound leaves the counts aside (they are not kept per experience), so the same
 * search with `minExperience=0` counts.
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

/** The table, without the terms whose doctors have all gone. */
const storedCounts = () =>
  storedTally(t.database.db, 'directory_keyword_counts', ['term', 'city', 'specialty']);

/** The same, counted here from the listed doctors' profiles. */
async function recount(): Promise<Tally> {
  const rows = rowsOf<{
    city: string | null;
    specialty: string | null;
    qualifications: string[];
    verified_skills: string[];
  }>(
    await t.database.db.execute(
      sql`select city, specialty, qualifications, verified_skills from professional_profiles
        where role = 'doctor' and approval_status = 'approved' and not needs_availability and account_active`,
    ),
  );
  const counts: Tally = {};
  for (const r of rows) {
    const terms = [r.specialty ?? '', ...r.qualifications, ...r.verified_skills]
      .filter((term) => term !== '')
      .map((term) => term.toLowerCase());
    for (const term of new Set(terms)) tallyOne(counts, `${term}|${r.city ?? ''}|${r.specialty ?? ''}`);
  }
  return counts;
}

const exec = (statement: SQL) => execOn(t.database.db, statement);
/** The search, `LIMIT` a page unless the query sets its own limit or asks for the map view. */
const search = (query: string) =>
  searchDoctors(t, /(^|&)(limit|mapView)=/.test(query) ? query : `limit=${LIMIT}&${query}`);

/** The search as the terms decide it, and the same search made to count: the same answer. */
async function expectAsCounted(query: string) {
  const byTerms = await search(query);
  const counted = await search(`${query}&minExperience=0`);
  expect(byTerms.pagination, query).toEqual(counted.pagination);
  expect(
    byTerms.doctors.map((d) => d.id),
    query,
  ).toEqual(counted.doctors.map((d) => d.id));
  return byTerms;
}

describe(`keyword counts (${backend})`, () => {
  it('equal a count of the listing after every kind of change', async () => {
    const specs: ProviderSpec[] = [
      { specialty: 'General Physician', verifiedSkills: ['Inhaler Training', 'Sleep apnoea care'] },
      {
        specialty: 'General Physician',
        qualifications: ['MBBS', 'MD (Chest)'],
        verifiedSkills: ['inhaler training'],
      },
      // A skill that repeats the specialty, in another case: one term.
      { specialty: 'General Physician', verifiedSkills: ['GENERAL PHYSICIAN', 'Spirometry', ''] },
      { specialty: 'General Physician', verifiedSkills: ['Spirometry'], approvalStatus: 'pending' },
      { specialty: 'General Physician', verifiedSkills: ['Spirometry'], isActive: false },
      { role: 'nurse', specialty: 'Elder Care', verifiedSkills: ['Spirometry'] },
    ];
    const ids = await insertProviders(
      t.database.db,
      specs.map((s, i) => ({ ...s, name: `Pune ${i}`, city: 'Pune' })),
      NOW,
    );
    const [first, second, third, pending, inactive, nurse] = ids as [
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
        'skills edited',
        sql`update professional_profiles set verified_skills = array['Spirometry', 'Asthma clinics']
          where user_id = ${first}`,
      ],
      [
        'qualifications edited',
        sql`update professional_profiles set qualifications = array['MBBS'] where user_id = ${second}`,
      ],
      ['moved city', sql`update professional_profiles set city = 'Chennai' where user_id = ${second}`],
      ['no city', sql`update professional_profiles set city = null where user_id = ${third}`],
      [
        'another specialty',
        sql`update professional_profiles set specialty = 'Cardiologist' where user_id = ${third}`,
      ],
      ...listingChanges({ pending, inactive, listed: first, waiting: third, nurse }),
    ];
    for (const [step, statement] of steps) {
      await exec(statement);
      expect(await storedCounts(), step).toEqual(await recount());
    }
  });

  it('stay equal under changes made at once, including doctors swapping skills', async () => {
    const skill = (i: number) => (i % 2 === 0 ? ['Bronchoscopy'] : ['Allergy testing']);
    const ids = (await insertProviders(
      t.database.db,
      Array.from({ length: 24 }, (_, i) => ({
        name: `Bhopal ${i}`,
        city: 'Bhopal',
        specialty: 'General Physician',
        verifiedSkills: skill(i),
        ...(i >= 16 ? { approvalStatus: 'pending' as const } : {}),
      })),
      NOW,
    )) as string[];
    // Each its own transaction, all at once: every doctor takes the other skill, the pending are approved.
    await Promise.all(
      ids.map((id, i) =>
        i < 16
          ? exec(
              sql`update professional_profiles set verified_skills = ${sql.param(skill(i + 1))}::text[]
                where user_id = ${id}`,
            )
          : exec(sql`update professional_profiles set approval_status = 'approved' where user_id = ${id}`),
      ),
    );
    expect(await storedCounts()).toEqual(await recount());
  });

  describe('a common term, decided by the counts', () => {
    beforeAll(async () => {
      const random = sequence(81);
      const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
      // More than the cap hold "Nebuliser therapy" in Patna, spread over two specialties.
      const specs: ProviderSpec[] = Array.from({ length: SEARCH_TOTAL_CAP + 10 }, (_, i) => ({
        name: `Patna ${i}`,
        city: 'Patna',
        specialty: i % 3 === 0 ? 'Pediatrician' : 'General Physician',
        verifiedSkills: ['Nebuliser therapy', pick(['Airway clinic', 'Airway stenting', 'Airway imaging'])],
        averageRating: pick([3.5, 4, 4.2, 4.5, 4.8]),
        numReviews: Math.floor(random() * 4) * 10,
        experience: Math.floor(random() * 4) * 5,
        ...(random() < 0.15 ? { pro: 'active' as const } : {}),
      }));
      await insertProviders(t.database.db, specs, NOW);
    });

    it.each(['rating_desc', 'experience_desc', 'reviews_desc'])(
      'answers every page as counting would (%s)',
      async (sort) => {
        for (const filter of ['', '&city=Patna']) {
          for (const page of [1, 2, 100, Math.ceil(SEARCH_TOTAL_CAP / LIMIT), 400]) {
            const body = await expectAsCounted(`skillKeyword=NEBULISER&sortBy=${sort}&page=${page}${filter}`);
            expect(body.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
            if (page <= Math.ceil(SEARCH_TOTAL_CAP / LIMIT)) expect(body.doctors).toHaveLength(LIMIT);
          }
        }
      },
    );

    it('counts exactly where no term holds more than the cap', async () => {
      // Patna's pediatricians with the skill: a third of them, fewer than the cap.
      for (const page of [1, 2, 57]) {
        const body = await expectAsCounted(
          `skillKeyword=nebuliser&city=Patna&specialty=Pediatrician&page=${page}`,
        );
        expect(body.pagination.totalCapped).toBe(false);
        expect(body.pagination.totalDoctors).toBeGreaterThan(300);
      }
      // Three terms that each hold fewer than the cap, together more: counted, and capped by counting.
      const airway = await expectAsCounted('skillKeyword=airway&city=Patna');
      expect(airway.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
    });
  });

  it('finds nobody without reading a match, and only where nobody can match', async () => {
    const [spanning] = await insertProviders(
      t.database.db,
      [
        {
          name: 'Dr Span',
          city: 'Kolkata',
          specialty: 'Neurologist',
          qualifications: ['MBBS'],
          verifiedSkills: ['Joint injections'],
        },
      ],
      NOW,
    );
    // No term contains these, under these filters.
    for (const query of [
      'skillKeyword=zzqx',
      'skillKeyword=joint&city=Pune',
      'skillKeyword=joint&specialty=Cardiologist',
      'skillKeyword=50%25_off',
    ]) {
      const body = await expectAsCounted(query);
      expect(body.pagination.totalDoctors, query).toBe(0);
      expect(body.doctors, query).toEqual([]);
    }
    // A keyword with a space can span two terms (search_text joins them with spaces): never ruled out.
    for (const keyword of ['neurologist mbbs', 'mbbs joint', 'ist mbbs jo']) {
      const body = await expectAsCounted(`skillKeyword=${encodeURIComponent(keyword)}&city=Kolkata`);
      expect(
        body.doctors.map((d) => d.id),
        keyword,
      ).toEqual([spanning]);
    }
    // Within one term, found by the counts' terms like any other keyword.
    const within = await expectAsCounted('skillKeyword=INT%20INJ&city=Kolkata');
    expect(within.doctors.map((d) => d.id)).toEqual([spanning]);
  });
});

describe(`a keyword held in one specialty (${backend})`, () => {
  // Kochi is in no search city; its doctors are found by place. Allergists' skill, all dermatologists' at first.
  const KOCHI = { lat: 9.9312, lng: 76.2673 };
  let outsider: string;

  beforeAll(async () => {
    const random = sequence(82);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const near = () => ({
      lat: KOCHI.lat + (random() - 0.5) * 0.1,
      lng: KOCHI.lng + (random() - 0.5) * 0.1,
    });
    const specs: ProviderSpec[] = Array.from({ length: 90 }, (_, i) => ({
      name: `Kochi ${i}`,
      city: i % 2 === 0 ? 'Kolkata' : 'Chennai',
      specialty: i < 60 ? 'Dermatologist' : pick(['Cardiologist', 'Neurologist']),
      verifiedSkills:
        i < 60 ? ['Allergy desensitisation', pick(['Patch testing', 'Acne care'])] : ['Angiography'],
      averageRating: pick([3.5, 4, 4.5, 4.8]),
      numReviews: pick([0, 10, 20]),
      experience: pick([2, 8, 15]),
      office: near(),
      ...(random() < 0.2 ? { pro: 'active' as const } : {}),
    }));
    const ids = await insertProviders(t.database.db, specs, NOW);
    outsider = ids[89] as string;
  });

  /**
   * The keyword without a space is searched within the one specialty holding it; the same words with a space
   * ("allergy desensitisation", every holder's whole term) are not narrowed: both must answer alike.
   */
  async function expectAsUnnarrowed(filters: string) {
    // Shallow pages (not narrowed without a place), pages past KEYWORD_NARROWING_REACH, and the map view.
    const pages = [
      'page=1',
      'page=2',
      `page=2&limit=${KEYWORD_NARROWING_REACH / 2}`,
      'page=3&limit=25',
      'mapView=true',
    ];
    for (const page of pages) {
      const narrowed = await search(`skillKeyword=DESENSITISATION&${page}${filters}`);
      const whole = await search(`skillKeyword=allergy%20desensitisation&${page}${filters}`);
      expect(narrowed.pagination, filters).toEqual(whole.pagination);
      expect(
        narrowed.doctors.map((d) => d.id),
        `${filters} page ${page}`,
      ).toEqual(whole.doctors.map((d) => d.id));
    }
  }

  it('answers every sort, filter and place as the search made without narrowing', async () => {
    const place = `&lat=${KOCHI.lat}&lng=${KOCHI.lng}&radius=20`;
    for (const filters of [
      '',
      '&city=Kolkata',
      '&sortBy=experience_desc',
      '&sortBy=reviews_desc&minExperience=5',
      place,
      `${place}&sortBy=distance_asc`,
      `${place}&city=Chennai&sortBy=reviews_desc`,
    ]) {
      await expectAsUnnarrowed(filters);
    }
    const body = await search(`skillKeyword=desensitisation&lat=${KOCHI.lat}&lng=${KOCHI.lng}&radius=20`);
    expect(body.pagination).toMatchObject({ totalDoctors: 60, totalCapped: false });
    expect(new Set(body.doctors.map((d) => d.specialty))).toEqual(new Set(['Dermatologist']));
  });

  it('finds nobody where no doctor of the city holds it, and follows a doctor of another specialty taking it up', async () => {
    const none = await search('skillKeyword=desensitisation&city=Delhi');
    expect(none).toEqual({ doctors: [], pagination: expect.objectContaining({ totalDoctors: 0 }) });

    await exec(
      sql`update professional_profiles set verified_skills = array['Allergy desensitisation'], average_rating = 5,
        num_reviews = 500 where user_id = ${outsider}`,
    );
    const body = await search('skillKeyword=desensitisation');
    expect(body.pagination.totalDoctors).toBe(61);
    expect(body.doctors[0]?.id).toBe(outsider);
    await expectAsUnnarrowed('');
  });
});
