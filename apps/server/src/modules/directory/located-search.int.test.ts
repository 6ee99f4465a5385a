import { SEARCH_TOTAL_CAP } from '@arogya/contract/constants/directory';
import type { Pagination } from '@arogya/contract/schemas/common';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { haversineKm, sequence } from '../../test/located';
import {
  insertProviders,
  type Polygon,
  type ProviderSpec,
  polygon,
  squareAround,
} from '../../test/providers';
import { LOCATED_WALK_REACH } from './directory.repo';

/**
 * A located search with more matches than the cap reads its page another way than one under it (decision
 * 074): the capped count stops at the cap, the first pages of a sort walk the sort's listing index, deeper
 * pages sort every match, and the distance order reads only the matches within the reach-th nearest place.
 * Every way must give exactly the order the spec defines, so each page is checked against that order worked
 * out here, in JavaScript, from the doctors' own places and scores.
 */

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-11-25T06:00:00.000Z');
const clock = fixedClock(NOW);
const POINT = { lat: 13.0827, lng: 80.2707 }; // Chennai Central
const RADIUS_KM = 10;
const LIMIT = 6;

/** A place `km` from the point in a random direction (flat-earth offset: fine at this scale). */
function placeNear(random: () => number, km: number): { lat: number; lng: number } {
  const angle = random() * 2 * Math.PI;
  return {
    lat: POINT.lat + (km * Math.sin(angle)) / 111.32,
    lng: POINT.lng + (km * Math.cos(angle)) / (111.32 * Math.cos((POINT.lat * Math.PI) / 180)),
  };
}

interface Doctor {
  id: string;
  spec: ProviderSpec;
  /** Found inside a service area that contains the point (by construction). */
  areaContains: boolean;
}

let t: TestApp;
let doctors: Doctor[] = [];
let scores = new Map<string, { rating_score: number; num_reviews: number; experience: number }>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  const random = sequence(2026);
  const specs: { spec: ProviderSpec; areaContains: boolean }[] = [];
  // Ratings from a few values, so the primary key ties often and Pro decides among equals.
  const rating = () => [3.5, 4, 4.2, 4.5, 4.8][Math.floor(random() * 5)] as number;
  const common = () => ({
    specialty: random() < 0.5 ? 'Cardiologist' : 'General Physician',
    averageRating: rating(),
    numReviews: Math.floor(random() * 4) * 10,
    experience: Math.floor(random() * 4) * 5,
    ...(random() < 0.15 ? { pro: 'active' as const } : {}),
  });
  // Offices within 9 km of the point: more than the cap.
  for (let i = 0; i < SEARCH_TOTAL_CAP + 40; i++) {
    specs.push({ spec: { ...common(), office: placeNear(random, random() * 9) }, areaContains: false });
  }
  // Found by the service-area centre only (office far away), and by both office and centre (counted once).
  for (let i = 0; i < 30; i++) {
    const centre = placeNear(random, random() * 9);
    specs.push({
      spec: {
        ...common(),
        office: placeNear(random, 30 + random() * 20),
        serviceArea: squareAround(centre.lat, centre.lng, 1),
      },
      areaContains: false,
    });
    const office = placeNear(random, random() * 9);
    const both = placeNear(random, random() * 9);
    specs.push({
      spec: { ...common(), office, serviceArea: squareAround(both.lat, both.lng, 1) },
      areaContains: false,
    });
  }
  // Found only because the service area contains the point: a strip whose centre is ~22 km north.
  for (let i = 0; i < 5; i++) {
    specs.push({
      spec: {
        ...common(),
        office: null,
        serviceArea: polygon(
          [POINT.lng - 0.01, POINT.lat - 0.01],
          [POINT.lng + 0.01, POINT.lat - 0.01],
          [POINT.lng + 0.01, POINT.lat + 0.4],
          [POINT.lng - 0.01, POINT.lat + 0.4],
        ),
      },
      areaContains: true,
    });
  }
  // Outside the radius.
  for (let i = 0; i < 20; i++) {
    specs.push({
      spec: { ...common(), office: placeNear(random, 10.5 + random() * 20) },
      areaContains: false,
    });
  }
  // Just outside it, all round: within the longitudes of the grid's strips across the disc but beyond the radius,
  // so each way of reading strips must test the distance where a strip is not wholly inside.
  for (let i = 0; i < 60; i++) {
    specs.push({
      spec: { ...common(), office: placeNear(random, 10.2 + random() * 1.3) },
      areaContains: false,
    });
  }
  const ids = await insertProviders(
    t.database.db,
    specs.map((s, i) => ({ ...s.spec, name: `Chennai ${i}`, city: 'Chennai' })),
    NOW,
  );
  doctors = specs.map((s, i) => ({ id: ids[i] as string, ...s }));
  const rows = rowsOf<{ user_id: string; rating_score: number; num_reviews: number; experience: number }>(
    await t.database.db.execute(
      sql`select user_id, rating_score, num_reviews, experience from professional_profiles where city = 'Chennai'`,
    ),
  );
  scores = new Map(rows.map((r) => [r.user_id, r]));
});
afterAll(async () => {
  await t?.close();
});

/** Every service area here is a rectangle along the meridians (squareAround, the strip): its bounds decide. */
function containsPoint(area: Polygon): boolean {
  const ring = area.coordinates[0] ?? [];
  const lngs = ring.map((c) => c[0]);
  const lats = ring.map((c) => c[1]);
  return (
    POINT.lng >= Math.min(...lngs) &&
    POINT.lng <= Math.max(...lngs) &&
    POINT.lat >= Math.min(...lats) &&
    POINT.lat <= Math.max(...lats)
  );
}

/** The nearest way a doctor is found within the radius, in km as shown (one decimal), or null. */
function shownDistance(d: Doctor, radiusKm = RADIUS_KM): number | null {
  const ways: number[] = [];
  if (d.spec.office) {
    const km = haversineKm(POINT, d.spec.office);
    if (km <= radiusKm) ways.push(km);
  }
  const area = d.spec.serviceArea;
  if (area) {
    const ring = area.coordinates[0] ?? [];
    // The centroid the profile stores (turf's: the mean of the ring's corners, without the closing one).
    const corners = ring.slice(0, -1);
    const centre = {
      lng: corners.reduce((s, c) => s + c[0], 0) / corners.length,
      lat: corners.reduce((s, c) => s + c[1], 0) / corners.length,
    };
    const km = haversineKm(POINT, centre);
    if (km <= radiusKm) ways.push(km);
  }
  if (area && containsPoint(area)) ways.push(0);
  return ways.length === 0 ? null : Math.round(Math.min(...ways) * 10) / 10;
}

type Sort = 'rating_desc' | 'experience_desc' | 'reviews_desc' | 'distance_asc';

/** The spec's order: the sort's key, Pro among equals, then the rest, then the id. */
function expectedOrder(
  sort: Sort,
  filter: (d: Doctor) => boolean = () => true,
  radiusKm = RADIUS_KM,
): string[] {
  const matches = doctors
    .map((d) => ({ d, distance: shownDistance(d, radiusKm), s: scores.get(d.id) }))
    .filter((m) => m.distance !== null && filter(m.d));
  const pro = (m: (typeof matches)[number]) => (m.d.spec.pro === 'active' ? 1 : 0);
  const keys: Record<Sort, ((m: (typeof matches)[number]) => number)[]> = {
    rating_desc: [(m) => -(m.s?.rating_score ?? 0), (m) => -pro(m), (m) => -(m.s?.num_reviews ?? 0)],
    experience_desc: [
      (m) => -(m.s?.experience ?? 0),
      (m) => -pro(m),
      (m) => -(m.s?.rating_score ?? 0),
      (m) => -(m.s?.num_reviews ?? 0),
    ],
    reviews_desc: [(m) => -(m.s?.num_reviews ?? 0), (m) => -pro(m), (m) => -(m.s?.rating_score ?? 0)],
    distance_asc: [
      (m) => m.distance ?? 0,
      (m) => -pro(m),
      (m) => -(m.s?.rating_score ?? 0),
      (m) => -(m.s?.num_reviews ?? 0),
    ],
  };
  return matches
    .sort((a, b) => {
      for (const key of keys[sort]) {
        const diff = key(a) - key(b);
        if (diff !== 0) return diff;
      }
      return a.d.id < b.d.id ? -1 : a.d.id > b.d.id ? 1 : 0;
    })
    .map((m) => m.d.id);
}

interface SearchBody {
  doctors: DoctorCard[];
  pagination: Pagination;
}

async function search(query: string, radiusKm = RADIUS_KM): Promise<SearchBody> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/doctors?lat=${POINT.lat}&lng=${POINT.lng}&radius=${radiusKm}&limit=${LIMIT}&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchBody;
}

const SORTS: Sort[] = ['rating_desc', 'experience_desc', 'reviews_desc', 'distance_asc'];
const lastWalkedPage = LOCATED_WALK_REACH / LIMIT;

describe(`a located search past the cap (${backend})`, () => {
  it('has more matches than the cap, found all three ways', () => {
    const all = expectedOrder('rating_desc');
    expect(all.length).toBeGreaterThan(SEARCH_TOTAL_CAP);
    // The five strips, and the squares around a centre close enough to the point.
    const inside = doctors.filter((d) => d.spec.serviceArea && containsPoint(d.spec.serviceArea));
    expect(inside.filter((d) => d.areaContains)).toHaveLength(5);
    expect(inside.length).toBeGreaterThan(5);
  });

  it.each(SORTS)('answers every page in the spec order, read any of its ways (%s)', async (sort) => {
    const order = expectedOrder(sort);
    // The first page, the last walked page and the one after it, a deep page and the last the pager offers.
    for (const page of [1, 2, lastWalkedPage, lastWalkedPage + 1, 100, Math.ceil(SEARCH_TOTAL_CAP / LIMIT)]) {
      const body = await search(`sortBy=${sort}&page=${page}`);
      expect(body.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
      const offset = (page - 1) * LIMIT;
      expect(
        body.doctors.map((d) => d.id),
        `${sort}, page ${page}`,
      ).toEqual(order.slice(offset, offset + LIMIT));
    }
  });

  it('merges the ~46 strips of the widest radius into the same order on its deep pages (decision 094)', async () => {
    const order = expectedOrder('rating_desc', () => true, 50);
    expect(order.length).toBeGreaterThan(expectedOrder('rating_desc').length);
    for (const page of [lastWalkedPage + 1, 100, Math.ceil(SEARCH_TOTAL_CAP / LIMIT)]) {
      const body = await search(`page=${page}`, 50);
      const offset = (page - 1) * LIMIT;
      expect(
        body.doctors.map((d) => d.id),
        `50 km, page ${page}`,
      ).toEqual(order.slice(offset, offset + LIMIT));
    }
  });

  it('shows each doctor at the nearest way it is found, as the order uses it', async () => {
    const body = await search('sortBy=distance_asc&page=1');
    const byId = new Map(doctors.map((d) => [d.id, d]));
    for (const card of body.doctors) {
      expect(card.distance).toBe(shownDistance(byId.get(card.id) as Doctor));
    }
    // Those inside their service area come first, at 0 km, found that way.
    expect(body.doctors[0]).toMatchObject({ distance: 0, matchedBy: 'serviceArea' });
  });

  it('answers no doctors for pages the pager does not offer', async () => {
    for (const sort of SORTS) {
      const beyond = await search(`sortBy=${sort}&page=${Math.ceil(SEARCH_TOTAL_CAP / LIMIT) + 1}`);
      expect(beyond.doctors).toEqual([]);
      const far = await search(`sortBy=${sort}&page=1000000000`);
      expect(far.doctors).toEqual([]);
      expect(far.pagination).toMatchObject({ totalDoctors: SEARCH_TOTAL_CAP, totalCapped: true });
    }
  });

  it('counts and pages exactly under the cap, in every sort', async () => {
    for (const sort of SORTS) {
      const order = expectedOrder(sort, (d) => d.spec.specialty === 'Cardiologist');
      expect(order.length).toBeLessThan(SEARCH_TOTAL_CAP);
      for (const page of [1, 7, Math.ceil(order.length / LIMIT)]) {
        const body = await search(`specialty=Cardiologist&sortBy=${sort}&page=${page}`);
        expect(body.pagination).toMatchObject({ totalDoctors: order.length, totalCapped: false });
        const offset = (page - 1) * LIMIT;
        expect(
          body.doctors.map((d) => d.id),
          `${sort}, page ${page}`,
        ).toEqual(order.slice(offset, offset + LIMIT));
      }
    }
  });
});
