import { SEARCH_TOTAL_CAP } from '@arogya/contract/constants/directory';
import type { Pagination } from '@arogya/contract/schemas/common';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertProviders, type ProviderSpec, polygon, squareAround } from '../../test/providers';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-11-25T06:00:00.000Z');
const clock = fixedClock(NOW);

/** Mumbai CSMT station and Bandra station: about 12.7 km apart in a straight line. */
const CSMT = { lat: 18.9398, lng: 72.8355 };
const BANDRA = { lat: 19.0544, lng: 72.8402 };

/**
 * Doctors around CSMT. Every other doctor of this file has no office and no service area, so located
 * searches see only these.
 */
const GEO: Record<string, ProviderSpec> = {
  'Geo Bandra': { specialty: 'Cardiologist', office: BANDRA, averageRating: 4.1 },
  'Geo Near': { specialty: 'Dermatologist', office: { lat: 18.944, lng: 72.83 }, averageRating: 4.2 },
  // Office in Thane (~34 km), service area a long strip from CSMT to Thane (centre ~18 km away).
  'Geo Strip': {
    specialty: 'Pediatrician',
    office: { lat: 19.2183, lng: 72.9781 },
    serviceArea: polygon([72.82, 18.93], [72.85, 18.93], [73.0, 19.25], [72.97, 19.25]),
    averageRating: 4.3,
  },
  // Office in Pune; a 2 km square whose centre is 3.0 km north of CSMT.
  'Geo Centre': {
    specialty: 'Gynecologist',
    office: { lat: 18.5204, lng: 73.8567 },
    serviceArea: squareAround(CSMT.lat + 0.027, CSMT.lng, 1),
    averageRating: 4.4,
  },
  // Office in Delhi; a triangle whose bounding box holds CSMT but whose area does not (centre ~3.4 km).
  'Geo Decoy': {
    specialty: 'Dentist',
    office: { lat: 28.6139, lng: 77.209 },
    serviceArea: polygon([72.8, 18.9], [72.9, 18.9], [72.9, 19.0]),
    averageRating: 4.5,
  },
  'Geo Pune': { specialty: 'Cardiologist', office: { lat: 18.5204, lng: 73.8567 }, averageRating: 4.6 },
};

const FILTERS: Record<string, ProviderSpec> = {
  'Filter Cardio Young': {
    city: 'Delhi',
    specialty: 'Cardiologist',
    experience: 5,
    qualifications: ['MBBS', 'DM (Cardiology)'],
    verifiedSkills: ['ECG interpretation'],
  },
  'Filter Cardio Senior': {
    city: 'Delhi',
    specialty: 'Cardiologist',
    experience: 20,
    verifiedSkills: ['Echocardiography'],
  },
  'Filter Derm': {
    city: 'Delhi',
    specialty: 'Dermatologist',
    experience: 12,
    verifiedSkills: ['Acne treatment', 'Dermoscopy'],
  },
  'Filter Bangalore Cardio': {
    city: 'Bangalore',
    specialty: 'Cardiologist',
    experience: 8,
    verifiedSkills: ['Diabetes management'],
  },
  'Filter GP': {
    city: 'Delhi',
    specialty: 'General Physician',
    experience: 3,
    verifiedSkills: ['Diabetes management', '100% home_visits'],
  },
};

/**
 * Patna dentists: the Pro tie-break. Search sorts by the smoothed score (decision 042), which equals the
 * prior's 3.5 for an average of 3.5 whatever the count: those four are equals.
 */
const PRO: Record<string, ProviderSpec> = {
  'Pro Top Free': { averageRating: 4.8, numReviews: 100, experience: 10 },
  'Pro Active': { averageRating: 3.5, numReviews: 50, experience: 15, pro: 'active' },
  'Pro Free Many Reviews': { averageRating: 3.5, numReviews: 300, experience: 15 },
  'Pro Expired': { averageRating: 3.5, numReviews: 50, experience: 20, pro: 'expired' },
  'Pro Cancelled': { averageRating: 3.5, numReviews: 20, experience: 5, pro: 'cancelled' },
  'Pro Lower Rated': { averageRating: 3.2, numReviews: 10, experience: 15, pro: 'active' },
  // Never listed:
  'Pro Pending': { averageRating: 5, approvalStatus: 'pending' },
  'Pro Rejected': { averageRating: 5, approvalStatus: 'rejected' },
  'Pro Deactivated': { averageRating: 5, isActive: false },
  'Pro Nurse': { role: 'nurse', specialty: 'Elder Care', averageRating: 5 },
};
const PRO_ORDER = [
  'Pro Top Free',
  'Pro Active',
  'Pro Free Many Reviews',
  'Pro Expired',
  'Pro Cancelled',
  'Pro Lower Rated',
];

/** Kolkata general physicians, all equal: paging falls back to the id. */
const PAGING_COUNT = 13;

let t: TestApp;
const ids: Record<string, string> = {};
let pagingIds: string[] = [];

async function insertNamed(group: Record<string, ProviderSpec>, defaults: ProviderSpec = {}) {
  const names = Object.keys(group);
  const inserted = await insertProviders(
    t.database.db,
    names.map((name) => ({ ...defaults, ...group[name], name })),
    NOW,
  );
  names.forEach((name, i) => {
    ids[name] = inserted[i] as string;
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await insertNamed(GEO, { city: 'Mumbai' });
  await insertNamed(FILTERS);
  await insertNamed(PRO, { city: 'Patna', specialty: 'Dentist' });
  pagingIds = await insertProviders(
    t.database.db,
    Array.from({ length: PAGING_COUNT }, (_, i) => ({
      name: `Paging ${i}`,
      city: 'Kolkata',
      specialty: 'General Physician',
      averageRating: 4,
      numReviews: 7,
    })),
    NOW,
  );
});
afterAll(async () => {
  await t?.close();
});

interface SearchBody {
  doctors: DoctorCard[];
  pagination: Pagination;
}

async function search(query: string): Promise<SearchBody> {
  const res = await t.app.inject({ method: 'GET', url: `/api/doctors?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchBody;
}
const names = (body: SearchBody) => body.doctors.map((d) => d.name);
const byName = (body: SearchBody, name: string) => body.doctors.find((d) => d.name === name);
const near = (point: { lat: number; lng: number }, extra = '') =>
  `lat=${point.lat}&lng=${point.lng}${extra}&limit=50`;

describe(`GET /api/doctors (${backend})`, () => {
  describe('filters', () => {
    it('filters by city, specialty and both', async () => {
      expect(names(await search('city=Delhi&limit=50')).sort()).toEqual(
        ['Filter Cardio Senior', 'Filter Cardio Young', 'Filter Derm', 'Filter GP'].sort(),
      );
      expect(names(await search('city=Delhi&specialty=Cardiologist')).sort()).toEqual([
        'Filter Cardio Senior',
        'Filter Cardio Young',
      ]);
      expect(names(await search('specialty=Cardiologist&limit=50')).sort()).toEqual(
        [
          'Filter Bangalore Cardio',
          'Filter Cardio Senior',
          'Filter Cardio Young',
          'Geo Bandra',
          'Geo Pune',
        ].sort(),
      );
    });

    it('filters by an experience range (inclusive), alone and with a city', async () => {
      expect(names(await search('city=Delhi&minExperience=10')).sort()).toEqual([
        'Filter Cardio Senior',
        'Filter Derm',
      ]);
      expect(names(await search('city=Delhi&maxExperience=5')).sort()).toEqual([
        'Filter Cardio Young',
        'Filter GP',
      ]);
      expect(names(await search('city=Delhi&minExperience=5&maxExperience=12')).sort()).toEqual([
        'Filter Cardio Young',
        'Filter Derm',
      ]);
    });

    it('matches a skill keyword case-insensitively in skills, qualifications and specialty', async () => {
      expect(names(await search('skillKeyword=ECHO'))).toEqual(['Filter Cardio Senior']);
      expect(names(await search('skillKeyword=dm%20(card'))).toEqual(['Filter Cardio Young']);
      expect(names(await search('skillKeyword=dermatolog&city=Delhi'))).toEqual(['Filter Derm']);
      expect(names(await search('skillKeyword=diabetes')).sort()).toEqual([
        'Filter Bangalore Cardio',
        'Filter GP',
      ]);
      expect(names(await search('skillKeyword=diabetes&specialty=Cardiologist'))).toEqual([
        'Filter Bangalore Cardio',
      ]);
      expect((await search('skillKeyword=astrology')).pagination.totalDoctors).toBe(0);
    });

    it("takes LIKE's wildcards in a keyword literally", async () => {
      expect(names(await search('skillKeyword=%25'))).toEqual(['Filter GP']);
      expect(names(await search('skillKeyword=e_v'))).toEqual(['Filter GP']);
      expect((await search('skillKeyword=%5C')).pagination.totalDoctors).toBe(0);
    });

    it('ignores empty values', async () => {
      const all = await search('limit=50');
      const blank = await search(
        'specialty=&city=&radius=&minExperience=&maxExperience=&sortBy=&skillKeyword=&lat=&lng=&page=&mapView=&limit=50',
      );
      expect(blank.pagination).toEqual(all.pagination);
      expect(names(blank)).toEqual(names(all));
      const listed = Object.keys(GEO).length + Object.keys(FILTERS).length + PRO_ORDER.length + PAGING_COUNT;
      expect(all.pagination.totalDoctors).toBe(listed);
    });
  });

  describe('listing rules', () => {
    it('lists only approved doctors with active accounts', async () => {
      const body = await search('city=Patna');
      expect(body.pagination.totalDoctors).toBe(PRO_ORDER.length);
      for (const hidden of ['Pro Pending', 'Pro Rejected', 'Pro Deactivated', 'Pro Nurse']) {
        expect(names(body)).not.toContain(hidden);
      }
    });

    it('shows each card with its fee, badge and places, and no distance when not located', async () => {
      const body = await search('city=Mumbai&specialty=Gynecologist');
      expect(body.doctors).toHaveLength(1);
      const card = body.doctors[0] as DoctorCard;
      expect(card).toMatchObject({
        _id: ids['Geo Centre'],
        id: ids['Geo Centre'],
        name: 'Geo Centre',
        specialty: 'Gynecologist',
        city: 'Mumbai',
        experience: 10,
        averageRating: 4.4,
        numReviews: 10,
        isVerified: true,
        subscriptionTier: 'free',
        fee: 2000,
        location: { type: 'Point', coordinates: [73.8567, 18.5204] },
        serviceArea: { type: 'Polygon' },
      });
      expect(card.serviceAreaCentroid?.coordinates[1]).toBeCloseTo(CSMT.lat + 0.027, 5);
      expect(card).not.toHaveProperty('distance');
      expect(card).not.toHaveProperty('matchedBy');
    });
  });

  describe('Pro ranking among equals', () => {
    it('puts an active Pro first among equal ratings, never ahead of a higher rating, and ignores expired or cancelled Pro', async () => {
      const body = await search('city=Patna&specialty=Dentist');
      expect(names(body)).toEqual(PRO_ORDER);
      expect(byName(body, 'Pro Active')?.subscriptionTier).toBe('pro');
      expect(byName(body, 'Pro Lower Rated')?.subscriptionTier).toBe('pro');
      expect(byName(body, 'Pro Expired')?.subscriptionTier).toBe('free');
      expect(byName(body, 'Pro Cancelled')?.subscriptionTier).toBe('free');
    });

    it('breaks ties right after the primary key of the other sorts too', async () => {
      expect(names(await search('city=Patna&sortBy=experience_desc'))).toEqual([
        'Pro Expired', // 20 years
        'Pro Active', // 15, Pro, 3.5
        'Pro Lower Rated', // 15, Pro, 3.2
        'Pro Free Many Reviews', // 15, free
        'Pro Top Free', // 10
        'Pro Cancelled', // 5
      ]);
      expect(names(await search('city=Patna&sortBy=reviews_desc'))).toEqual([
        'Pro Free Many Reviews', // 300
        'Pro Top Free', // 100
        'Pro Active', // 50, Pro
        'Pro Expired', // 50, expired
        'Pro Cancelled', // 20
        'Pro Lower Rated', // 10
      ]);
    });

    it('pages the default order exactly like one long page (Pro and the others are read apart and merged)', async () => {
      const whole = names(await search('city=Patna&limit=50'));
      expect(whole).toEqual(PRO_ORDER);
      const paged: string[] = [];
      for (const page of [1, 2, 3, 4]) paged.push(...names(await search(`city=Patna&limit=2&page=${page}`)));
      expect(paged).toEqual(PRO_ORDER);
      // With a keyword too (the keyword walks the same indexes).
      expect(names(await search('city=Patna&skillKeyword=dentist&limit=4&page=2'))).toEqual(
        PRO_ORDER.slice(4),
      );
    });

    it('pages the experience and review sorts exactly like one long page too', async () => {
      for (const sortBy of ['experience_desc', 'reviews_desc']) {
        const whole = names(await search(`city=Patna&sortBy=${sortBy}&limit=50`));
        expect(whole).toHaveLength(PRO_ORDER.length);
        const paged: string[] = [];
        for (const page of [1, 2, 3]) {
          paged.push(...names(await search(`city=Patna&sortBy=${sortBy}&limit=2&page=${page}`)));
        }
        expect(paged).toEqual(whole);
      }
    });

    it('stops boosting when the subscription expires (the injected clock moves past it)', async () => {
      clock.set(new Date(NOW.getTime() + 400 * 86_400_000));
      try {
        const body = await search('city=Patna&specialty=Dentist');
        // Now an equal among equals: behind the free doctor with more reviews.
        expect(names(body).slice(0, 2)).toEqual(['Pro Top Free', 'Pro Free Many Reviews']);
        expect(byName(body, 'Pro Active')?.subscriptionTier).toBe('free');
      } finally {
        clock.set(NOW);
      }
    });
  });

  describe('paging', () => {
    const kolkata = 'city=Kolkata&specialty=General%20Physician';

    it('pages with the default size and consistent totals', async () => {
      const first = await search(kolkata);
      expect(first.doctors).toHaveLength(6);
      expect(first.pagination).toEqual({
        currentPage: 1,
        totalPages: 3,
        totalDoctors: PAGING_COUNT,
        limit: 6,
        hasNextPage: true,
        hasPrevPage: false,
        totalCapped: false,
      });
    });

    it('walks every page in a deterministic order (equal doctors ordered by id) up to a partial last page', async () => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const body = await search(`${kolkata}&limit=5&page=${page}`);
        expect(body.pagination).toEqual({
          currentPage: page,
          totalPages: 3,
          totalDoctors: PAGING_COUNT,
          limit: 5,
          hasNextPage: page < 3,
          hasPrevPage: page > 1,
          totalCapped: false,
        });
        expect(body.doctors).toHaveLength(page < 3 ? 5 : 3);
        seen.push(...body.doctors.map((d) => d.id));
      }
      expect(seen).toEqual([...pagingIds].sort());
      // The same page twice gives the same doctors.
      const again = await search(`${kolkata}&limit=5&page=2`);
      expect(again.doctors.map((d) => d.id)).toEqual(seen.slice(5, 10));
    });

    it('answers a page beyond the end with no doctors and the right totals', async () => {
      const body = await search(`${kolkata}&limit=5&page=4`);
      expect(body.doctors).toEqual([]);
      expect(body.pagination).toEqual({
        currentPage: 4,
        totalPages: 3,
        totalDoctors: PAGING_COUNT,
        limit: 5,
        hasNextPage: false,
        hasPrevPage: true,
        totalCapped: false,
      });
      const none = await search('city=Chennai&specialty=Dentist&page=2');
      expect(none.doctors).toEqual([]);
      expect(none.pagination).toMatchObject({ totalDoctors: 0, totalPages: 1, currentPage: 2 });
    });

    it('answers a page far past any integer the database pages by, in every sort, with no doctors', async () => {
      // (page − 1) × 6 is past 2³¹: the page's reach must not be handed to the database as an int.
      for (const sortBy of ['rating_desc', 'experience_desc', 'reviews_desc']) {
        const body = await search(`${kolkata}&sortBy=${sortBy}&page=1000000000`);
        expect(body.doctors).toEqual([]);
        expect(body.pagination).toMatchObject({ currentPage: 1000000000, totalDoctors: PAGING_COUNT });
      }
      // The largest page the contract takes (a safe integer), located or not.
      for (const query of [
        `${kolkata}&page=9007199254740991`,
        `lat=${CSMT.lat}&lng=${CSMT.lng}&radius=50&page=9007199254740991`,
      ]) {
        expect((await search(query)).doctors).toEqual([]);
      }
    });

    it('returns every match in map view as one page, whatever page is asked', async () => {
      const body = await search(`${kolkata}&mapView=true&page=3&limit=5`);
      expect(body.doctors).toHaveLength(PAGING_COUNT);
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalDoctors: PAGING_COUNT,
        limit: 500,
        hasNextPage: false,
        hasPrevPage: false,
        totalCapped: false,
      });
    });

    it('caps the map view at 500 doctors and still counts them all', async () => {
      await insertProviders(
        t.database.db,
        Array.from({ length: 505 }, (_, i) => ({
          name: `Map ${i}`,
          city: 'Chennai',
          specialty: 'Neurologist',
          averageRating: 3 + (i % 20) / 10,
        })),
        NOW,
      );
      const body = await search('city=Chennai&specialty=Neurologist&mapView=true');
      expect(body.doctors).toHaveLength(500);
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalDoctors: 505,
        limit: 500,
        hasNextPage: false,
        hasPrevPage: false,
        totalCapped: false,
      });
      const ratings = body.doctors.map((d) => d.averageRating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });
  });

  describe('counting up to the cap (docs/decisions/044)', () => {
    it('counts exactly up to 1,000, then answers 1,000 with totalCapped and stops the pager there', async () => {
      await insertProviders(
        t.database.db,
        Array.from({ length: SEARCH_TOTAL_CAP + 3 }, (_, i) => ({
          name: `Cap ${i}`,
          city: 'Pune',
          specialty: 'Pediatrician',
          averageRating: 3 + (i % 20) / 10,
          numReviews: i % 7,
        })),
        NOW,
      );
      const first = await search('city=Pune&specialty=Pediatrician');
      expect(first.pagination).toEqual({
        currentPage: 1,
        totalPages: Math.ceil(SEARCH_TOTAL_CAP / 6),
        totalDoctors: SEARCH_TOTAL_CAP,
        limit: 6,
        hasNextPage: true,
        hasPrevPage: false,
        totalCapped: true,
      });
      const ratings = first.doctors.map((d) => d.averageRating);
      expect(ratings).toEqual([4.9, 4.9, 4.9, 4.9, 4.9, 4.9]);
      // The last page the pager offers holds the 1,000th doctor; the pages after it are not read.
      const last = await search('city=Pune&specialty=Pediatrician&page=167');
      expect(last.doctors.length).toBeGreaterThan(0);
      expect(last.pagination).toMatchObject({ totalPages: 167, hasNextPage: false, totalCapped: true });
      const beyond = await search('city=Pune&specialty=Pediatrician&page=168');
      expect(beyond.doctors).toEqual([]);
      expect(beyond.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
      // A narrower search under the cap is exact again.
      const exact = await search('city=Pune&specialty=Pediatrician&minExperience=11');
      expect(exact.pagination).toMatchObject({ totalDoctors: 0, totalCapped: false });
    });
  });

  describe('near a point', () => {
    it('measures straight-line distances like earth_distance (CSMT → Bandra ≈ 12.7 km)', async () => {
      const body = await search(near(CSMT, '&radius=15'));
      const bandra = byName(body, 'Geo Bandra');
      expect(bandra?.matchedBy).toBe('office');
      expect(Math.abs((bandra?.distance ?? 0) - 12.7)).toBeLessThanOrEqual(0.5);
      const result = (await t.database.db.execute(
        sql`select earth_distance(ll_to_earth(${CSMT.lat}::float8, ${CSMT.lng}::float8), ll_to_earth(${BANDRA.lat}::float8, ${BANDRA.lng}::float8)) / 1000 as km`,
      )) as unknown as { rows: { km: number }[] };
      const km = Number(result.rows[0]?.km);
      expect(bandra?.distance).toBe(Math.round(km * 10) / 10);
    });

    it('finds a doctor whose service area contains the point, at distance 0, although the office is 30 km away', async () => {
      const body = await search(near(CSMT, '&radius=2'));
      expect(names(body).sort()).toEqual(['Geo Near', 'Geo Strip']);
      expect(byName(body, 'Geo Strip')).toMatchObject({ distance: 0, matchedBy: 'serviceArea' });
      const office = byName(body, 'Geo Near');
      expect(office?.matchedBy).toBe('office');
      expect(office?.distance).toBeGreaterThan(0.5);
      expect(office?.distance).toBeLessThan(1);
    });

    it('finds a doctor by the centre of their service area; a bounding box alone is not enough', async () => {
      const body = await search(near(CSMT, '&radius=5'));
      expect(names(body).sort()).toEqual(['Geo Centre', 'Geo Decoy', 'Geo Near', 'Geo Strip']);
      expect(byName(body, 'Geo Centre')).toMatchObject({ matchedBy: 'serviceAreaCentroid', distance: 3 });
      expect(byName(body, 'Geo Decoy')?.matchedBy).toBe('serviceAreaCentroid');
      expect(byName(body, 'Geo Decoy')?.distance).toBeGreaterThan(2);
    });

    it('uses the default radius of 10 km when none is given, and ignores a radius without a location', async () => {
      const body = await search(near(CSMT));
      expect(names(body)).not.toContain('Geo Bandra');
      expect(body.pagination.totalDoctors).toBe(4);
      const unlocated = await search('radius=2&limit=50');
      expect(unlocated.pagination.totalDoctors).toBe((await search('limit=50')).pagination.totalDoctors);
    });

    it('sorts by distance, nearest first, and combines the location with other filters', async () => {
      const body = await search(near(CSMT, '&radius=15&sortBy=distance_asc'));
      expect(names(body)).toEqual(['Geo Strip', 'Geo Near', 'Geo Centre', 'Geo Decoy', 'Geo Bandra']);
      expect(names(await search(near(CSMT, '&radius=5&specialty=Gynecologist')))).toEqual(['Geo Centre']);
      expect(names(await search(near(CSMT, '&radius=2&specialty=Dermatologist')))).toEqual(['Geo Near']);
      expect(names(await search(near(CSMT, '&radius=2&specialty=Pediatrician')))).toEqual(['Geo Strip']);
      expect(names(await search(near(CSMT, '&radius=15&city=Delhi')))).toEqual([]);
      // The default order still applies to located searches.
      expect(names(await search(near(CSMT, '&radius=15')))).toEqual([
        'Geo Decoy',
        'Geo Centre',
        'Geo Strip',
        'Geo Near',
        'Geo Bandra',
      ]);
    });

    it('pages a located search and answers the map view with distances', async () => {
      const page = await search(
        `lat=${CSMT.lat}&lng=${CSMT.lng}&radius=15&sortBy=distance_asc&limit=2&page=2`,
      );
      expect(names(page)).toEqual(['Geo Centre', 'Geo Decoy']);
      expect(page.pagination).toMatchObject({ totalDoctors: 5, totalPages: 3, currentPage: 2 });
      const map = await search(`lat=${CSMT.lat}&lng=${CSMT.lng}&radius=15&mapView=true`);
      expect(map.doctors).toHaveLength(5);
      expect(map.doctors.every((d) => typeof d.distance === 'number' && d.matchedBy)).toBe(true);
    });
  });

  describe('validation', () => {
    const cases: [string, string][] = [
      [`lat=${CSMT.lat}&lng=${CSMT.lng}&radius=-1`, 'Radius must be more than 0 km.'],
      [`lat=${CSMT.lat}&lng=${CSMT.lng}&radius=51`, 'Radius must be at most 50 km.'],
      ['lat=91&lng=72.8', 'Latitude must be between -90 and 90.'],
      ['lat=19&lng=181', 'Longitude must be between -180 and 180.'],
      ['specialty=Astrologer', 'Unknown specialty.'],
      ['city=Atlantis', 'Unknown city.'],
      ['page=0', 'Page must be 1 or more.'],
      ['limit=51', 'Limit must be 50 or less.'],
      ['lat=19.07', 'Send both lat and lng, or neither.'],
      [
        'lat=0&lng=72.8',
        'Location detection returned invalid coordinates. Please try again or select a city manually.',
      ],
      ['sortBy=distance_asc', 'Sorting by distance needs your location.'],
      ['sortBy=cheapest', 'Unknown sort order.'],
      ['minExperience=10&maxExperience=5', 'Minimum experience is above the maximum.'],
    ];
    it.each(cases)('refuses %s with a clear message', async (query, message) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/doctors?${query}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, msg: message });
    });
  });
});

describe(`search demand capture (${backend})`, () => {
  it('records the area, city and specialty of each search for the demand heatmap', async () => {
    await t.app.ctx.demand.flush();
    const before = await t.app.ctx.db.execute(sql`select count(*)::int as n from search_events`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/doctors?city=Pune&specialty=Neurologist&lat=18.5204&lng=73.8567&radius=5',
    });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.demand.flush();
    const rows = await t.app.ctx.db.execute(
      sql`select cell, city, specialty from search_events order by id desc limit 1`,
    );
    const after = await t.app.ctx.db.execute(sql`select count(*)::int as n from search_events`);
    const count = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n);
    expect(count(after)).toBe(count(before) + 1);
    expect(
      (rows as unknown as { rows: { cell: string; city: string; specialty: string }[] }).rows[0],
    ).toMatchObject({
      city: 'Pune',
      specialty: 'Neurologist',
      cell: expect.stringMatching(/^geo:/),
    });
  });
});
