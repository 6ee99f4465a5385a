import { DRIVER_REVIEW_TAGS, TECHNICIAN_REVIEW_TAGS } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import {
  myReviewsSchema,
  providerReviewsSchema,
  publicReviewSchema,
  reportedReviewsSchema,
  reviewChangedSchema,
} from '@arogya/contract/schemas/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { reviews } from '../../db/schema/reviews';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAmbulanceTrip, insertLabCollection, reviewKit } from '../../test/review-items';
import { sweepReviewInvitations } from './reviews.service';

/** Reviews of lab collections (the technician) and ambulance trips (the driver): decision 059. */

const clock = fixedClock('2026-12-10T06:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let patient: DirectAccount;
let other: DirectAccount;
let technician: DirectAccount;
let driver: DirectAccount;
let doctor: DirectAccount;
let admin: DirectAccount;
let reporters: DirectAccount[];

type Json = Record<string, unknown>;
const kit = reviewKit(() => t);
const { call, reviewCount } = kit;
/** The stored rating (the property test in reviews.int.test.ts checks it against a recount). */
const rating = async (pro: DirectAccount) => {
  const { averageRating, numReviews } = await kit.rating(pro);
  return { averageRating, numReviews };
};

const lab = (who: DirectAccount, opts: { status?: string; daysAgo?: number } = {}, tech = technician) =>
  insertLabCollection(t.database.db, clock.now(), who.id, tech.id, opts);
const trip = (who: DirectAccount | null, opts: { status?: string; daysAgo?: number } = {}, by = driver) =>
  insertAmbulanceTrip(t.database.db, clock.now(), who?.id ?? null, by.id, opts);

async function review(who: DirectAccount, body: Json) {
  const res = await call('POST', '/api/reviews', who, { rating: 5, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return reviewChangedSchema.parse(res.json()).data;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Asha Rani Patil' });
  other = await insertAccount(t.app, { role: 'patient', name: 'Ravi Kumar' });
  technician = await insertAccount(t.app, { role: 'technician', name: 'Vikram Singh' });
  driver = await insertAccount(t.app, { role: 'ambulance', name: 'Imran Khan' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Kiran Rao' });
  admin = await insertAccount(t.app, { role: 'admin' });
  reporters = await Promise.all(
    [1, 2, 3].map((i) => insertAccount(t.app, { role: 'patient', name: `Reporter ${i}` })),
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('reviewing a lab collection', () => {
  it('rates the technician, recounts their rating and tells them without health details', async () => {
    const labTestId = await lab(patient, { daysAgo: 3 });
    const res = await call('POST', '/api/reviews', patient, {
      labTestId,
      rating: 4,
      comment: 'Gentle and quick, explained when the report would come.',
      tags: ['hygienic', 'punctual', 'hygienic'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = reviewChangedSchema.parse(res.json()).data;
    expect(data).toMatchObject({
      kind: 'lab-collection',
      labTestId,
      appointmentId: null,
      ambulanceRequestId: null,
      providerId: technician.id,
      rating: 4,
      tags: ['punctual', 'hygienic'],
      author: 'Asha P.',
    });
    expect(await rating(technician)).toEqual({ averageRating: 4, numReviews: 1 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, technician.id));
    expect(told.map((n) => n.message)).toEqual(['Asha P. left a 4-star review of your sample collection.']);
    expect(told[0]?.link).toBe('/technician/dashboard#reviews');
    expect(told[0]?.message).not.toMatch(/HIV|Private/);

    const page = providerReviewsSchema.parse(
      (await call('GET', `/api/reviews/provider/${technician.id}`, null)).json(),
    );
    expect(page.summary.numReviews).toBe(1);
    expect(page.reviews[0]).toMatchObject({ kind: 'lab-collection', rating: 4, verifiedVisit: true });
    expect(JSON.stringify(page)).not.toMatch(/HIV|Private Lane/);
  });

  it('refuses someone else’s, not completed, too old, a second review and bad ratings, changing nothing', async () => {
    const mine = await lab(patient, { daysAgo: 2 });
    await review(patient, { labTestId: mine });
    const before = await reviewCount();
    const cases: [Json, number, string][] = [
      [{ labTestId: await lab(other) }, 404, MSG_REVIEWS.labTestNotFound],
      [{ labTestId: '0190a0a0-0000-7000-8000-000000000000' }, 404, MSG_REVIEWS.labTestNotFound],
      [{ labTestId: await lab(patient, { status: 'Scheduled' }) }, 409, MSG_REVIEWS.labNotCompleted],
      [{ labTestId: await lab(patient, { status: 'Sample Collected' }) }, 409, MSG_REVIEWS.labNotCompleted],
      [{ labTestId: await lab(patient, { status: 'Cancelled' }) }, 409, MSG_REVIEWS.labNotCompleted],
      [{ labTestId: await lab(patient, { daysAgo: 31 }) }, 409, MSG_REVIEWS.labWindowOver],
      [{ labTestId: mine }, 409, MSG_REVIEWS.labAlreadyReviewed],
      [{ labTestId: await lab(patient), rating: 0 }, 400, MSG_REVIEWS.ratingRequired],
      [{ labTestId: await lab(patient), rating: 6 }, 400, MSG_REVIEWS.ratingRequired],
      [{ labTestId: await lab(patient), tags: ['careful-driving'] }, 400, MSG_REVIEWS.tagNotForKind],
      [{ labTestId: await lab(patient), tags: ['no-such-tag'] }, 400, MSG_REVIEWS.tagInvalid],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/api/reviews', patient, { rating: 5, ...body });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ message, msg: message });
    }
    expect(await reviewCount()).toBe(before);
    // The edge of the window: exactly 30 days is still in.
    await review(patient, { labTestId: await lab(patient, { daysAgo: 30 }) });
  });

  it('answers 403 to a technician, a driver or a doctor trying to review', async () => {
    const labTestId = await lab(patient);
    for (const who of [technician, driver, doctor]) {
      const res = await call('POST', '/api/reviews', who, { labTestId, rating: 5 });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('POST', '/api/reviews', null, { labTestId, rating: 5 })).statusCode).toBe(401);
  });

  it('keeps exactly one of twenty simultaneous reviews of one collection', async () => {
    const labTestId = await lab(other, {}, technician);
    const before = await rating(technician);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/reviews', other, { labTestId, rating: 2 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ message: MSG_REVIEWS.labAlreadyReviewed });
    const stored = await t.database.db.select().from(reviews).where(eq(reviews.labTestId, labTestId));
    expect(stored).toHaveLength(1);
    expect((await rating(technician)).numReviews).toBe(before.numReviews + 1);
  });
});

describe('reviewing an ambulance trip', () => {
  it('rates the driver with the driver tags; the requester only', async () => {
    const ambulanceRequestId = await trip(patient, { daysAgo: 5 });
    const data = await review(patient, {
      ambulanceRequestId,
      rating: 5,
      tags: ['careful-driving', 'helpful-crew'],
      comment: 'Fast pickup and very careful driving.',
    });
    expect(data).toMatchObject({ kind: 'ambulance-trip', ambulanceRequestId, providerId: driver.id });
    expect(await rating(driver)).toEqual({ averageRating: 5, numReviews: 1 });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, driver.id));
    expect(told.map((n) => [n.message, n.link])).toEqual([
      ['Asha P. left a 5-star review of your ambulance trip.', '/driver/dashboard#reviews'],
    ]);
    expect(told[0]?.message).not.toMatch(/Cardiac|chest|Barakhamba/);
  });

  it('refuses someone else’s, a visitor’s, an unfinished, a driverless or an old trip, and a second review', async () => {
    const mine = await trip(patient);
    await review(patient, { ambulanceRequestId: mine });
    const before = await reviewCount();
    const driverless = await insertAmbulanceTrip(t.database.db, clock.now(), patient.id, null, {
      status: 'unassigned',
    });
    const cases: [Json, number, string][] = [
      [{ ambulanceRequestId: await trip(other) }, 404, MSG_REVIEWS.tripNotFound],
      [{ ambulanceRequestId: await trip(null) }, 404, MSG_REVIEWS.tripNotFound],
      [{ ambulanceRequestId: driverless }, 404, MSG_REVIEWS.tripNotFound],
      [
        { ambulanceRequestId: await trip(patient, { status: 'en_route' }) },
        409,
        MSG_REVIEWS.tripNotCompleted,
      ],
      [
        { ambulanceRequestId: await trip(patient, { status: 'cancelled' }) },
        409,
        MSG_REVIEWS.tripNotCompleted,
      ],
      [{ ambulanceRequestId: await trip(patient, { daysAgo: 31 }) }, 409, MSG_REVIEWS.tripWindowOver],
      [{ ambulanceRequestId: mine }, 409, MSG_REVIEWS.tripAlreadyReviewed],
      [{ ambulanceRequestId: await trip(patient), rating: 0 }, 400, MSG_REVIEWS.ratingRequired],
      [{ ambulanceRequestId: await trip(patient), rating: 6 }, 400, MSG_REVIEWS.ratingRequired],
      [{ ambulanceRequestId: await trip(patient), tags: ['thorough'] }, 400, MSG_REVIEWS.tagNotForKind],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/api/reviews', patient, { rating: 5, ...body });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await reviewCount()).toBe(before);
  });

  it('keeps exactly one of twenty simultaneous reviews of one trip', async () => {
    const ambulanceRequestId = await trip(other);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/reviews', other, { ambulanceRequestId, rating: 4 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const stored = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.ambulanceRequestId, ambulanceRequestId));
    expect(stored).toHaveLength(1);
  });
});

describe('naming the item', () => {
  it('answers 400 with a clear message to none or two of the three ids, and changes nothing', async () => {
    const before = await reviewCount();
    const labTestId = await lab(patient);
    const ambulanceRequestId = await trip(patient);
    for (const body of [
      { rating: 5 },
      { labTestId, ambulanceRequestId, rating: 5 },
      { appointmentId: labTestId, labTestId, rating: 5 },
      { appointmentId: labTestId, labTestId, ambulanceRequestId, rating: 5 },
    ]) {
      const res = await call('POST', '/api/reviews', patient, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG_REVIEWS.oneItem });
    }
    // A lab collection's id given as an appointment is no appointment of theirs.
    expect(
      (await call('POST', '/api/reviews', patient, { appointmentId: labTestId, rating: 5 })).statusCode,
    ).toBe(404);
    expect(await reviewCount()).toBe(before);
  });
});

describe('after writing', () => {
  it('lets the author edit within the kind’s tags and delete within 7 days, recounting each time', async () => {
    const fresh = await insertAccount(t.app, { role: 'technician', name: 'Neha Joshi' });
    const r = await review(patient, { labTestId: await lab(patient, {}, fresh), rating: 2 });
    const bad = await call('PUT', `/api/reviews/${r._id}`, patient, { rating: 3, tags: ['helpful-crew'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MSG_REVIEWS.tagNotForKind });
    expect(await rating(fresh)).toEqual({ averageRating: 2, numReviews: 1 });
    const ok = await call('PUT', `/api/reviews/${r._id}`, patient, {
      rating: 4,
      tags: [...TECHNICIAN_REVIEW_TAGS],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rating(fresh)).toEqual({ averageRating: 4, numReviews: 1 });
    expect((await call('PUT', `/api/reviews/${r._id}`, other, { rating: 1 })).statusCode).toBe(403);
    // Delete works until 7 days after writing: a copy written 7 days and a minute ago refuses it.
    const old = await review(patient, { labTestId: await lab(patient, {}, fresh), rating: 5 });
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(clock.now().getTime() - 7 * DAY - 60_000) })
      .where(eq(reviews.id, old._id));
    const late = await call('DELETE', `/api/reviews/${old._id}`, patient);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: MSG_REVIEWS.editWindowOver });
    expect(await rating(fresh)).toEqual({ averageRating: 4.5, numReviews: 2 });
    expect((await call('DELETE', `/api/reviews/${r._id}`, patient)).statusCode).toBe(200);
    expect(await rating(fresh)).toEqual({ averageRating: 5, numReviews: 1 });
  });

  it('lets the technician and the driver reply once; not each other; the patient is told where to look', async () => {
    const labReview = await review(other, { labTestId: await lab(other) });
    const tripReview = await review(other, {
      ambulanceRequestId: await trip(other),
      tags: [...DRIVER_REVIEW_TAGS],
    });
    expect(
      (await call('POST', `/api/reviews/${labReview._id}/reply`, driver, { text: 'Thanks' })).statusCode,
    ).toBe(403);
    const res = await call('POST', `/api/reviews/${labReview._id}/reply`, technician, { text: 'Thank you!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(publicReviewSchema.parse(res.json().data).reply?.text).toBe('Thank you!');
    expect(
      (await call('POST', `/api/reviews/${labReview._id}/reply`, technician, { text: 'Again' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/reviews/${tripReview._id}/reply`, driver, { text: 'Get well soon' }))
        .statusCode,
    ).toBe(201);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, other.id));
    const links = told.filter((n) => n.kind === 'review').map((n) => n.link);
    expect(links).toContain(`/my-appointments#${labReview.labTestId}`);
    expect(links).toContain(`/my-appointments#ambulance-${tripReview.ambulanceRequestId}`);
  });

  it('hides a trip review on three reports; the admin sees it and removing it recounts the driver', async () => {
    const fresh = await insertAccount(t.app, { role: 'ambulance', name: 'Sunil Rao' });
    const r = await review(patient, { ambulanceRequestId: await trip(patient, {}, fresh), rating: 1 });
    expect(await rating(fresh)).toEqual({ averageRating: 1, numReviews: 1 });
    for (const who of reporters)
      expect(
        (await call('POST', `/api/reviews/${r._id}/report`, who, { reason: 'Not a real trip' })).statusCode,
      ).toBe(201);
    expect(await rating(fresh)).toEqual({ averageRating: 0, numReviews: 0 });
    const queue = reportedReviewsSchema.parse(
      (await call('GET', '/api/admin/reviews/reported', admin)).json(),
    );
    expect(queue.reviews.find((x) => x._id === r._id)).toMatchObject({
      kind: 'ambulance-trip',
      provider: { _id: fresh.id, name: 'Sunil Rao' },
      reportCount: 3,
    });
    expect(
      (await call('PUT', `/api/admin/reviews/${r._id}/moderate`, admin, { action: 'restore' })).statusCode,
    ).toBe(200);
    expect(await rating(fresh)).toEqual({ averageRating: 1, numReviews: 1 });
  });
});

describe('what the patient can still review', () => {
  it('lists open collections and trips beside their reviews', async () => {
    const fresh = await insertAccount(t.app, { role: 'patient', name: 'Meera Iyer' });
    const openLab = await lab(fresh, { daysAgo: 2 });
    await lab(fresh, { daysAgo: 40 });
    await lab(fresh, { status: 'Scheduled' });
    const openTrip = await trip(fresh, { daysAgo: 4 });
    await trip(fresh, { status: 'cancelled' });
    const done = await review(fresh, { labTestId: await lab(fresh, { daysAgo: 3 }) });
    const mine = myReviewsSchema.parse((await call('GET', '/api/reviews/my', fresh)).json());
    expect(mine.eligibleLabTests.map((e) => e.labTestId)).toEqual([openLab]);
    expect(mine.eligibleAmbulanceTrips.map((e) => e.ambulanceRequestId)).toEqual([openTrip]);
    expect(mine.eligible).toEqual([]);
    expect(mine.reviews.map((r) => r._id)).toEqual([done._id]);
  });
});

describe('the day-after invitation', () => {
  it('invites each open collection and trip once, naming people only', async () => {
    const fresh = await insertAccount(t.app, { role: 'patient', name: 'Invited Person' });
    const dueLab = await lab(fresh, { daysAgo: 1.5 });
    await lab(fresh, { daysAgo: 0.5 });
    const dueTrip = await trip(fresh, { daysAgo: 2 });
    await trip(fresh, { daysAgo: 45 });
    await review(fresh, { ambulanceRequestId: await trip(fresh, { daysAgo: 3 }) });
    const events = { record: () => {} };
    await sweepReviewInvitations({ db: t.database.db, events }, clock.now());
    await sweepReviewInvitations({ db: t.database.db, events }, clock.now());
    const mine = await t.database.db.select().from(notifications).where(eq(notifications.userId, fresh.id));
    expect(mine.map((n) => [n.message, n.link]).sort()).toEqual(
      [
        [
          'How was your ambulance trip with Imran Khan? Rate your trip to help other patients.',
          `/my-appointments#ambulance-${dueTrip}`,
        ],
        [
          'How was your sample collection by Vikram Singh? Rate your collection to help other patients.',
          `/my-appointments#${dueLab}`,
        ],
      ].sort(),
    );
    for (const n of mine) expect(n.message).not.toMatch(/HIV|Cardiac|chest/);
  });
});
