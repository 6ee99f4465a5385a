import type { NurseCard } from '@arogya/contract/schemas/directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertProviders, type ProviderSpec } from '../../test/providers';
import { NURSE_LIST_CAP } from './directory.service';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-11-25T06:00:00.000Z');

// Search sorts by the smoothed score (decision 042): an average of 3.5 scores the prior's 3.5 whatever the
// count, so the Child Care and Elder Care nurses are equals and Pro decides.
const NURSES: Record<string, ProviderSpec> = {
  'Nurse Pune General': { specialty: 'General Nursing', city: 'Pune', averageRating: 4.8 },
  'Nurse Mumbai Child Pro': { specialty: 'Child Care', city: 'Mumbai', averageRating: 3.5, pro: 'active' },
  'Nurse Mumbai Elder': { specialty: 'Elder Care', city: 'Mumbai', averageRating: 3.5, numReviews: 90 },
  'Nurse Patna ANM': { specialty: 'Auxiliary Nursing (ANM)', city: 'Patna', averageRating: 3.4 },
  'Nurse Mumbai PostOp': { specialty: 'Post-Operative Care', city: 'Mumbai', averageRating: 3.3 },
  // Never listed:
  'Nurse Pending': {
    specialty: 'General Nursing',
    city: 'Pune',
    averageRating: 5,
    approvalStatus: 'pending',
  },
  'Nurse Deactivated': { specialty: 'Elder Care', city: 'Mumbai', averageRating: 5, isActive: false },
  'Doctor Not A Nurse': { role: 'doctor', specialty: 'Cardiologist', city: 'Mumbai', averageRating: 5 },
};
const LISTED = [
  'Nurse Pune General',
  'Nurse Mumbai Child Pro',
  'Nurse Mumbai Elder',
  'Nurse Patna ANM',
  'Nurse Mumbai PostOp',
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  await insertProviders(
    t.database.db,
    Object.entries(NURSES).map(([name, spec]) => ({ role: 'nurse', ...spec, name })),
    NOW,
  );
});
afterAll(async () => {
  await t?.close();
});

async function nurses(query = ''): Promise<NurseCard[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/nurses${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NurseCard[];
}
const names = (list: NurseCard[]) => list.map((n) => n.name);

describe(`GET /api/nurses (${backend})`, () => {
  it('lists approved, active nurses by rating, an active Pro first among equals', async () => {
    expect(names(await nurses())).toEqual(LISTED);
    expect(names(await nurses('specialty=&city='))).toEqual(LISTED);
  });

  it('shows the per-day fee and nothing of the doctor-only fields', async () => {
    const [first] = await nurses('city=Pune');
    expect(first).toMatchObject({
      name: 'Nurse Pune General',
      specialty: 'General Nursing',
      city: 'Pune',
      fee: 600,
      isVerified: true,
      subscriptionTier: 'free',
    });
    expect(first).not.toHaveProperty('distance');
    expect(first).not.toHaveProperty('serviceArea');
    const pro = (await nurses('city=Mumbai')).find((n) => n.name === 'Nurse Mumbai Child Pro');
    expect(pro?.subscriptionTier).toBe('pro');
  });

  it("matches the search's care categories to the registered ones (GNM, ANM)", async () => {
    expect(names(await nurses('specialty=General%20Nursing%20(GNM)'))).toEqual(['Nurse Pune General']);
    expect(names(await nurses('specialty=Auxiliary%20Nursing%20(ANM)'))).toEqual(['Nurse Patna ANM']);
    expect(names(await nurses('specialty=Elder%20Care'))).toEqual(['Nurse Mumbai Elder']);
    expect(names(await nurses('specialty=Post-Operative%20Care'))).toEqual(['Nurse Mumbai PostOp']);
  });

  it('filters by city, alone and with a category', async () => {
    expect(names(await nurses('city=Mumbai'))).toEqual([
      'Nurse Mumbai Child Pro',
      'Nurse Mumbai Elder',
      'Nurse Mumbai PostOp',
    ]);
    expect(names(await nurses('city=Mumbai&specialty=Child%20Care'))).toEqual(['Nurse Mumbai Child Pro']);
    expect(await nurses('city=Pune&specialty=Child%20Care')).toEqual([]);
  });

  it('refuses an unknown category or city', async () => {
    for (const [query, message] of [
      ['specialty=General%20Nursing', 'Unknown care category.'],
      ['city=Atlantis', 'Unknown city.'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/nurses?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it(`stops at ${NURSE_LIST_CAP} nurses`, async () => {
    await insertProviders(
      t.database.db,
      Array.from({ length: NURSE_LIST_CAP + 5 }, (_, i) => ({
        role: 'nurse' as const,
        name: `Kolkata Nurse ${i}`,
        specialty: 'Elder Care',
        city: 'Kolkata',
      })),
      NOW,
    );
    expect(await nurses('city=Kolkata')).toHaveLength(NURSE_LIST_CAP);
  });
});
