import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { DRIVER_REVIEW_TAGS, REVIEW_TAGS, TECHNICIAN_REVIEW_TAGS } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import {
  myReviewsSchema,
  providerReviewsSchema,
  publicReviewSchema,
  reportedReviewsSchema,
  reviewChangedSchema,
} from '@arogya/contract/schemas/reviews';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { notifications } from '../../db/schema/care';
import { reviews } from '../../db/schema/reviews';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertProviders } from '../../test/providers';
import { insertAmbulanceTrip, insertLabCollection, reviewKit } from '../../test/review-items';
import { sweepReviewInvitations } from './reviews.service';

const clock = fixedClock('2026-12-10T06:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let patient: DirectAccount;
let other: DirectAccount;
let doctor: DirectAccount;
let nurse: DirectAccount;
let admin: DirectAccount;
let reporters: DirectAccount[];
let technician: DirectAccount;
let driver: DirectAccount;

type Json = Record<string, unknown>;
const { call, rating, recount, reviewCount } = reviewKit(() => t);

let slot = 0;
/** A visit of `patient` with `pro`, in `status`, completed `daysAgo` days before the clock. */
async function visit(
  who: DirectAccount,
  pro: DirectAccount,
  opts: { status?: string; daysAgo?: number } = {},
): Promise<string> {
  const status = opts.status ?? 'Completed';
  const now = clock.now();
  const completedAt = status === 'Completed' ? new Date(now.getTime() - (opts.daysAgo ?? 1) * DAY) : null;
  slot += 1;
  const day = new Date(Date.UTC(2026, 0, 1) + slot * DAY).toISOString().slice(0, 10);
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      patientId: who.id,
      professionalId: pro.id,
      professionalRole: pro.role === 'nurse' ? 'nurse' : 'doctor',
      appointmentDate: day,
      appointmentTime: pro.role === 'nurse' ? '09:00 AM' : '11:00 AM',
      bookingType: pro.role === 'nurse' ? 'Nurse Assignment' : 'In-Home Visit',
      status,
      symptoms: 'Private symptoms: chest pain',
      feePaise: 200_000,
      paymentMethod: 'external',
      paymentStatus: 'due',
      completedAt,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('no appointment');
  return row.id;
}

async function review(who: DirectAccount, appointmentId: string, body: Json = {}) {
  const res = await call('POST', '/api/reviews', who, { appointmentId, rating: 5, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return reviewChangedSchema.parse(res.json()).data;
}

/** Reviews of a lab collection or an ambulance trip: the body names the item instead of an appointment. */
async function reviewItem(who: DirectAccount, body: Json) {
  const res = await call('POST', '/api/reviews', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return reviewChangedSchema.parse(res.json()).data;
}

const lab = (who: DirectAccount, opts: { status?: string; daysAgo?: number } = {}, tech = technician) =>
  insertLabCollection(t.database.db, clock.now(), who.id, tech.id, opts);
const trip = (who: DirectAccount | null, opts: { status?: string; daysAgo?: number } = {}, by = driver) =>
  insertAmbulanceTrip(t.database.db, clock.now(), who?.id ?? null, by.id, opts);

/** A review of a lab collection or trip, five stars unless the body says otherwise. */
function reviewOf(who: DirectAccount, body: Json) {
  return reviewItem(who, { rating: 5, ...body });
}

/** The stored pair alone (the property test compares it with a recount). */
async function storedRating(pro: DirectAccount) {
  const { averageRating, numReviews } = await rating(pro);
  return { averageRating, numReviews };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Asha Rani Patil' });
  other = await insertAccount(t.app, { role: 'patient', name: 'Ravi Kumar' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Kiran Rao' });
  nurse = await insertAccount(t.app, { role: 'nurse', name: 'Nurse Lata', specialty: 'Elder Care' });
  technician = await insertAccount(t.app, { role: 'technician', name: 'Vikram Singh' });
  driver = await insertAccount(t.app, { role: 'ambulance', name: 'Imran Khan' });
  admin = await insertAccount(t.app, { role: 'admin' });
  reporters = await Promise.all(
    [1, 2, 3, 4].map((i) => insertAccount(t.app, { role: 'patient', name: `Reporter ${i}` })),
  );
  // Opening a fresh database takes long on a loaded machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/reviews', () => {
  it('reviews a completed visit, recounts the rating in the same change and tells the professional', async () => {
    const appointmentId = await visit(patient, doctor, { daysAgo: 3 });
    const res = await call('POST', '/api/reviews', patient, {
      appointmentId,
      rating: 4,
      comment: '  <b>Kind</b> and on time, explained everything.  ',
      tags: ['punctual', 'thorough', 'punctual'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = reviewChangedSchema.parse(res.json());
    expect(body.message).toBe(MSG_REVIEWS.created);
    expect(body.data).toMatchObject({
      rating: 4,
      // HTML is not refused: stored and returned as the text it is.
      comment: '<b>Kind</b> and on time, explained everything.',
      tags: ['punctual', 'thorough'],
      author: 'Asha P.',
      verifiedVisit: true,
      status: 'visible',
      editable: true,
    });
    expect(await rating(doctor)).toMatchObject({ averageRating: 4, numReviews: 1 });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctor.id));
    expect(notice?.message).toBe('Asha P. left a 4-star review of your visit.');
    expect(notice?.message).not.toMatch(/chest|Kind/);
  });

  it('reviews a nurse visit too', async () => {
    await review(patient, await visit(patient, nurse, { daysAgo: 29 }), { rating: 3 });
    expect(await rating(nurse)).toMatchObject({ averageRating: 3, numReviews: 1 });
  });

  it('refuses each bad review with a clear 4xx and changes nothing', async () => {
    const before = await reviewCount();
    const mine = await visit(patient, doctor);
    const cases: [string, Json, DirectAccount, number, string][] = [
      ['someone else’s visit', { appointmentId: mine }, other, 404, MSG_REVIEWS.appointmentNotFound],
      [
        'an unknown visit',
        { appointmentId: '00000000-0000-4000-8000-000000000000' },
        patient,
        404,
        MSG_REVIEWS.appointmentNotFound,
      ],
      [
        'a confirmed visit',
        { appointmentId: await visit(patient, doctor, { status: 'Confirmed' }) },
        patient,
        409,
        MSG_REVIEWS.notCompleted,
      ],
      [
        'a cancelled visit',
        { appointmentId: await visit(patient, doctor, { status: 'Cancelled' }) },
        patient,
        409,
        MSG_REVIEWS.notCompleted,
      ],
      [
        'a visit completed 31 days ago',
        { appointmentId: await visit(patient, doctor, { daysAgo: 31 }) },
        patient,
        409,
        MSG_REVIEWS.windowOver,
      ],
      ['rating 0', { appointmentId: mine, rating: 0 }, patient, 400, MSG_REVIEWS.ratingRequired],
      ['rating 6', { appointmentId: mine, rating: 6 }, patient, 400, MSG_REVIEWS.ratingRequired],
      ['rating 4.5', { appointmentId: mine, rating: 4.5 }, patient, 400, MSG_REVIEWS.ratingRequired],
      ['a short text', { appointmentId: mine, comment: 'ok' }, patient, 400, MSG_REVIEWS.commentTooShort],
      [
        'a long text',
        { appointmentId: mine, comment: 'x'.repeat(1001) },
        patient,
        400,
        MSG_REVIEWS.commentTooLong,
      ],
      ['an unknown tag', { appointmentId: mine, tags: ['rude'] }, patient, 400, MSG_REVIEWS.tagInvalid],
      ['a doctor', { appointmentId: mine }, doctor, 403, MSG_REVIEWS.patientsOnly],
    ];
    for (const [name, body, who, status, message] of cases) {
      const res = await call('POST', '/api/reviews', who, { rating: 5, ...body });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().message, name).toContain(message);
    }
    const anonymous = await call('POST', '/api/reviews', null, { appointmentId: mine, rating: 5 });
    expect(anonymous.statusCode).toBe(401);
    expect(await reviewCount()).toBe(before);
  });

  it('answers 409 to a second review of the same visit', async () => {
    const appointmentId = await visit(patient, doctor);
    await review(patient, appointmentId);
    const again = await call('POST', '/api/reviews', patient, { appointmentId, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_REVIEWS.alreadyReviewed);
  });

  it('keeps exactly one of twenty simultaneous reviews of one visit', async () => {
    const appointmentId = await visit(patient, nurse);
    const before = await rating(nurse);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/reviews', patient, { appointmentId, rating: (i % 5) + 1 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.appointmentId, appointmentId));
    expect(rows).toHaveLength(1);
    expect((await rating(nurse)).numReviews).toBe(before.numReviews + 1);
    expect(await rating(nurse)).toMatchObject(await recount(nurse));
  });
});

describe('editing and deleting', () => {
  it('lets the author edit and delete within 7 days, recounting each time', async () => {
    const pro = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Edit Case' });
    const first = await review(patient, await visit(patient, pro), { rating: 5 });
    await review(other, await visit(other, pro), { rating: 3 });
    expect(await rating(pro)).toMatchObject({ averageRating: 4, numReviews: 2 });

    const edited = await call('PUT', `/api/reviews/${first._id}`, patient, { rating: 1, tags: ['gentle'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(reviewChangedSchema.parse(edited.json()).data).toMatchObject({
      rating: 1,
      tags: ['gentle'],
      comment: null,
    });
    expect(await rating(pro)).toMatchObject({ averageRating: 2, numReviews: 2 });

    expect((await call('PUT', `/api/reviews/${first._id}`, other, { rating: 5 })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/reviews/${first._id}`, other)).statusCode).toBe(403);
    expect((await call('PUT', `/api/reviews/${first._id}`, patient, { rating: 6 })).statusCode).toBe(400);

    const deleted = await call('DELETE', `/api/reviews/${first._id}`, patient);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rating(pro)).toMatchObject({ averageRating: 3, numReviews: 1 });
    expect((await call('DELETE', `/api/reviews/${first._id}`, patient)).statusCode).toBe(404);
  });

  it('refuses edits and deletes after 7 days', async () => {
    const mine = await review(patient, await visit(patient, doctor));
    // Written 7 days and a minute before the clock (moving the clock would outlive the test session).
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(clock.now().getTime() - 7 * DAY - 60_000) })
      .where(eq(reviews.id, mine._id));
    const edit = await call('PUT', `/api/reviews/${mine._id}`, patient, { rating: 2 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(MSG_REVIEWS.editWindowOver);
    expect((await call('DELETE', `/api/reviews/${mine._id}`, patient)).statusCode).toBe(409);
    const listed = myReviewsSchema.parse((await call('GET', '/api/reviews/my', patient)).json());
    expect(listed.reviews.find((r) => r._id === mine._id)?.editable).toBe(false);
  });
});

describe('reading', () => {
  it('pages a professional’s reviews with the distribution and top tags, newest, best or most helpful first', async () => {
    const pro = await insertAccount(t.app, { role: 'nurse', name: 'Nurse Many', specialty: 'Elder Care' });
    const people = [patient, other, ...reporters];
    const ratings = [5, 4, 5, 2, 5, 3];
    for (const [i, who] of people.entries()) {
      clock.advance(60_000);
      await review(who, await visit(who, pro), {
        rating: ratings[i],
        ...(i === 3 ? { comment: 'Long and careful account of the visit.' } : {}),
        tags: i % 2 === 0 ? ['gentle', 'punctual'] : ['gentle'],
      });
    }
    const res = await call('GET', `/api/reviews/provider/${pro.id}?sort=rating`, null);
    expect(res.statusCode, res.body).toBe(200);
    const body = providerReviewsSchema.parse(res.json());
    expect(body.summary.numReviews).toBe(6);
    expect(body.summary.averageRating).toBe(4);
    expect(body.summary.distribution.map((b) => b.count)).toEqual([3, 1, 1, 1, 0]);
    expect(body.summary.topTags[0]).toEqual({ tag: 'gentle', count: 6 });
    expect(body.reviews.map((r) => r.rating)).toEqual([5, 5, 5, 4, 3, 2]);
    // Only the first name and the last initial; never the visit's details.
    expect(body.reviews.map((r) => r.author)).toContain('Asha P.');
    expect(JSON.stringify(body)).not.toMatch(/Patil|chest|appointment/i);

    const recent = providerReviewsSchema.parse(
      (await call('GET', `/api/reviews/provider/${pro.id}`, null)).json(),
    );
    expect(recent.reviews[0]?.author).toBe('Reporter 4.');
    const helpful = providerReviewsSchema.parse(
      (await call('GET', `/api/reviews/provider/${pro.id}?sort=helpful`, null)).json(),
    );
    expect(helpful.reviews[0]?.comment).toBe('Long and careful account of the visit.');

    expect((await call('GET', `/api/reviews/provider/${pro.id}?sort=worst`, null)).statusCode).toBe(400);
    expect((await call('GET', `/api/reviews/provider/${patient.id}`, null)).statusCode).toBe(404);
    const beyond = providerReviewsSchema.parse(
      (await call('GET', `/api/reviews/provider/${pro.id}?page=5`, null)).json(),
    );
    expect(beyond.reviews).toEqual([]);
  });

  it('lists the patient’s reviews and the visits still open for a review', async () => {
    const fresh = await insertAccount(t.app, { role: 'patient', name: 'Open Visits' });
    const open = await visit(fresh, doctor, { daysAgo: 2 });
    const old = await visit(fresh, doctor, { daysAgo: 40 });
    const reviewed = await visit(fresh, nurse, { daysAgo: 5 });
    await review(fresh, reviewed);
    const res = await call('GET', '/api/reviews/my', fresh);
    expect(res.statusCode).toBe(200);
    const body = myReviewsSchema.parse(res.json());
    expect(body.eligible.map((e) => e.appointmentId)).toEqual([open]);
    expect(body.eligible.map((e) => e.appointmentId)).not.toContain(old);
    expect(body.reviews.map((r) => r.appointmentId)).toEqual([reviewed]);
  });
});

describe('replies', () => {
  it('lets the reviewed professional reply once; nobody else', async () => {
    const visitId = await visit(other, doctor);
    const mine = await review(other, visitId);
    expect(
      (await call('POST', `/api/reviews/${mine._id}/reply`, nurse, { text: 'Not mine' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/reviews/${mine._id}/reply`, other, { text: 'Me' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/reviews/${mine._id}/reply`, doctor, { text: '' })).statusCode).toBe(400);
    const ok = await call('POST', `/api/reviews/${mine._id}/reply`, doctor, {
      text: 'Thank you, get well soon.',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.reply.text).toBe('Thank you, get well soon.');
    const again = await call('POST', `/api/reviews/${mine._id}/reply`, doctor, { text: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_REVIEWS.alreadyReplied);
    // The patient's bell opens the reviewed visit's card on the Past tab (found from the review row).
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.id))
      .orderBy(sql`created_at desc, id desc`)
      .limit(1);
    expect(notice).toMatchObject({ link: patientAppointmentLink(visitId, 'Past'), appointmentId: visitId });
  });
});

describe('moderation', () => {
  it('hides a review on the third distinct report and lets an admin restore or remove it', async () => {
    const pro = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Moderated' });
    const moderatedVisit = await visit(patient, pro);
    const a = await review(patient, moderatedVisit, { rating: 1 });
    await review(other, await visit(other, pro), { rating: 5 });
    expect(await rating(pro)).toMatchObject({ averageRating: 3, numReviews: 2 });

    expect(
      (await call('POST', `/api/reviews/${a._id}/report`, patient, { reason: 'My own' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/reviews/${a._id}/report`, doctor, { reason: '' })).statusCode).toBe(400);
    for (const who of reporters.slice(0, 2)) {
      expect(
        (await call('POST', `/api/reviews/${a._id}/report`, who, { reason: 'Looks fake' })).statusCode,
      ).toBe(201);
    }
    const twice = await call('POST', `/api/reviews/${a._id}/report`, reporters[0] ?? null, {
      reason: 'Again!',
    });
    expect(twice.statusCode).toBe(409);
    expect(await rating(pro)).toMatchObject({ numReviews: 2 });
    expect(
      (await call('POST', `/api/reviews/${a._id}/report`, doctor, { reason: 'Not my patient' })).statusCode,
    ).toBe(201);
    // Hidden: out of the rating and the public list, in the admin's queue.
    expect(await rating(pro)).toMatchObject({ averageRating: 5, numReviews: 1 });
    const list = reportedReviewsSchema.parse(
      (await call('GET', '/api/admin/reviews/reported', admin)).json(),
    );
    const item = list.reviews.find((r) => r._id === a._id);
    expect(item).toMatchObject({ reportCount: 3, provider: { _id: pro.id } });
    expect(item?.reasons).toHaveLength(3);
    expect((await call('GET', '/api/admin/reviews/reported', patient)).statusCode).toBe(403);
    expect((await call('PUT', `/api/reviews/${a._id}`, patient, { rating: 5 })).statusCode).toBe(409);

    const restore = await call('PUT', `/api/admin/reviews/${a._id}/moderate`, admin, { action: 'restore' });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await rating(pro)).toMatchObject({ averageRating: 3, numReviews: 2 });
    const decided = await call('PUT', `/api/admin/reviews/${a._id}/moderate`, admin, { action: 'remove' });
    expect(decided.statusCode).toBe(409);

    // Three new reporters hide it again; this time it is removed.
    const more = [reporters[2], reporters[3], other].filter((x): x is DirectAccount => Boolean(x));
    for (const who of more) {
      expect(
        (await call('POST', `/api/reviews/${a._id}/report`, who, { reason: 'Still fake' })).statusCode,
      ).toBe(201);
    }
    expect(await rating(pro)).toMatchObject({ numReviews: 1 });
    const removed = await call('PUT', `/api/admin/reviews/${a._id}/moderate`, admin, { action: 'remove' });
    expect(removed.statusCode).toBe(200);
    expect(await rating(pro)).toMatchObject({ averageRating: 5, numReviews: 1 });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, patient.id))
      .orderBy(sql`created_at desc, id desc`)
      .limit(1);
    expect(notice?.message).toBe('Your review of Dr. Moderated was removed by our moderators.');
    expect(notice?.link).toBe(patientAppointmentLink(moderatedVisit, 'Past'));
    expect(
      (await call('POST', `/api/reviews/${a._id}/report`, reporters[0] ?? null, { reason: 'Gone now' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the rating stays true', () => {
  it('equals a recount after a random sequence of creates, edits, deletes and hides, of every kind', async () => {
    const pro = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Property' });
    const technician = await insertAccount(t.app, { role: 'technician', name: 'Tech Property' });
    const driver = await insertAccount(t.app, { role: 'ambulance', name: 'Driver Property' });
    const pros = [pro, technician, driver];
    const authors = await Promise.all(
      Array.from({ length: 6 }, (_, i) => insertAccount(t.app, { role: 'patient', name: `Author ${i} X` })),
    );
    const watchers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => insertAccount(t.app, { role: 'patient', name: `Watcher ${i}` })),
    );
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const live: { id: string; author: DirectAccount }[] = [];
    const createdPerKind = [0, 0, 0];
    for (let step = 0; step < 60; step++) {
      const op = random();
      const target = live[Math.floor(random() * live.length)];
      if (op < 0.45 || !target) {
        const who = authors[Math.floor(random() * authors.length)] as DirectAccount;
        const kind = Math.floor(random() * 3);
        createdPerKind[kind] = (createdPerKind[kind] ?? 0) + 1;
        const stars = { rating: 1 + Math.floor(random() * 5) };
        const db = t.database.db;
        const created =
          kind === 0
            ? await review(who, await visit(who, pro), stars)
            : kind === 1
              ? await reviewItem(who, {
                  labTestId: await insertLabCollection(db, clock.now(), who.id, technician.id),
                  ...stars,
                })
              : await reviewItem(who, {
                  ambulanceRequestId: await insertAmbulanceTrip(db, clock.now(), who.id, driver.id),
                  ...stars,
                });
        live.push({ id: created._id, author: who });
      } else if (op < 0.7) {
        const res = await call('PUT', `/api/reviews/${target.id}`, target.author, {
          rating: 1 + Math.floor(random() * 5),
        });
        expect([200, 409]).toContain(res.statusCode);
      } else if (op < 0.85) {
        const res = await call('DELETE', `/api/reviews/${target.id}`, target.author);
        expect([200, 409]).toContain(res.statusCode);
        if (res.statusCode === 200) live.splice(live.indexOf(target), 1);
      } else {
        for (const w of watchers)
          await call('POST', `/api/reviews/${target.id}/report`, w, { reason: 'Property run' });
        if (random() < 0.5)
          await call('PUT', `/api/admin/reviews/${target.id}/moderate`, admin, { action: 'restore' });
      }
      for (const p of pros) {
        const stored = await rating(p);
        const counted = await recount(p);
        expect(stored.numReviews).toBe(counted.numReviews);
        expect(stored.averageRating).toBeCloseTo(counted.averageRating, 5);
        // The search score is always the smoothed value of the stored pair.
        expect(stored.ratingScore).toBeCloseTo(
          (stored.numReviews * stored.averageRating + 17.5) / (stored.numReviews + 5),
          5,
        );
      }
    }
    // Every kind was exercised.
    expect(createdPerKind.every((n) => n > 0)).toBe(true);
  });
});

describe('the day-after invitation', () => {
  it('invites each reviewable, unreviewed visit completed at least a day ago, once, without health details', async () => {
    const fresh = await insertAccount(t.app, { role: 'patient', name: 'Invited Person' });
    const due = await visit(fresh, doctor, { daysAgo: 1.5 });
    await visit(fresh, doctor, { daysAgo: 0.5 });
    await visit(fresh, doctor, { daysAgo: 45 });
    await review(fresh, await visit(fresh, nurse, { daysAgo: 2 }));
    const events = { record: () => {} };
    await sweepReviewInvitations({ db: t.database.db, events }, clock.now());
    await sweepReviewInvitations({ db: t.database.db, events }, clock.now());
    const mine = await t.database.db.select().from(notifications).where(eq(notifications.userId, fresh.id));
    expect(mine.map((n) => n.appointmentId)).toEqual([due]);
    expect(mine[0]?.message).toBe(
      'How was your visit with Dr. Kiran Rao? Rate your visit to help other patients.',
    );
    expect(mine[0]?.message).not.toMatch(/chest/);
  });
});

describe('tags', () => {
  it('accepts every tag of the list', async () => {
    const all = await review(other, await visit(other, nurse), { tags: [...REVIEW_TAGS] });
    expect(all.tags).toEqual([...REVIEW_TAGS]);
  });
});

describe('search by rating', () => {
  it('ranks two hundred 4.8s above a single 5-star review (the smoothed score)', async () => {
    await insertProviders(
      t.database.db,
      [
        { name: 'One Five Star', city: 'Patna', specialty: 'Neurologist', averageRating: 5, numReviews: 1 },
        {
          name: 'Many Four Eight',
          city: 'Patna',
          specialty: 'Neurologist',
          averageRating: 4.8,
          numReviews: 200,
        },
        { name: 'No Reviews Yet', city: 'Patna', specialty: 'Neurologist', averageRating: 0, numReviews: 0 },
      ],
      clock.now(),
    );
    const res = await call('GET', '/api/doctors?city=Patna&specialty=Neurologist', null);
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as { doctors: { name: string }[] }).doctors.map((d) => d.name);
    expect(names).toEqual(['Many Four Eight', 'One Five Star', 'No Reviews Yet']);
  });
});

// Lab collections (the technician is reviewed) and ambulance trips (the driver): decision 059.

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
    expect(await storedRating(technician)).toEqual({ averageRating: 4, numReviews: 1 });
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
    await reviewOf(patient, { labTestId: mine });
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
    await reviewOf(patient, { labTestId: await lab(patient, { daysAgo: 30 }) });
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
    const before = await storedRating(technician);
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
    expect((await storedRating(technician)).numReviews).toBe(before.numReviews + 1);
  });
});

describe('reviewing an ambulance trip', () => {
  it('rates the driver with the driver tags; the requester only', async () => {
    const ambulanceRequestId = await trip(patient, { daysAgo: 5 });
    const data = await reviewOf(patient, {
      ambulanceRequestId,
      rating: 5,
      tags: ['careful-driving', 'helpful-crew'],
      comment: 'Fast pickup and very careful driving.',
    });
    expect(data).toMatchObject({ kind: 'ambulance-trip', ambulanceRequestId, providerId: driver.id });
    expect(await storedRating(driver)).toEqual({ averageRating: 5, numReviews: 1 });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, driver.id));
    expect(told.map((n) => [n.message, n.link])).toEqual([
      ['Asha P. left a 5-star review of your ambulance trip.', '/driver/dashboard#reviews'],
    ]);
    expect(told[0]?.message).not.toMatch(/Cardiac|chest|Barakhamba/);
  });

  it('refuses someone else’s, a visitor’s, an unfinished, a driverless or an old trip, and a second review', async () => {
    const mine = await trip(patient);
    await reviewOf(patient, { ambulanceRequestId: mine });
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
    const r = await reviewOf(patient, { labTestId: await lab(patient, {}, fresh), rating: 2 });
    const bad = await call('PUT', `/api/reviews/${r._id}`, patient, { rating: 3, tags: ['helpful-crew'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MSG_REVIEWS.tagNotForKind });
    expect(await storedRating(fresh)).toEqual({ averageRating: 2, numReviews: 1 });
    const ok = await call('PUT', `/api/reviews/${r._id}`, patient, {
      rating: 4,
      tags: [...TECHNICIAN_REVIEW_TAGS],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedRating(fresh)).toEqual({ averageRating: 4, numReviews: 1 });
    expect((await call('PUT', `/api/reviews/${r._id}`, other, { rating: 1 })).statusCode).toBe(403);
    // Delete works until 7 days after writing: a copy written 7 days and a minute ago refuses it.
    const old = await reviewOf(patient, { labTestId: await lab(patient, {}, fresh), rating: 5 });
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(clock.now().getTime() - 7 * DAY - 60_000) })
      .where(eq(reviews.id, old._id));
    const late = await call('DELETE', `/api/reviews/${old._id}`, patient);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: MSG_REVIEWS.editWindowOver });
    expect(await storedRating(fresh)).toEqual({ averageRating: 4.5, numReviews: 2 });
    expect((await call('DELETE', `/api/reviews/${r._id}`, patient)).statusCode).toBe(200);
    expect(await storedRating(fresh)).toEqual({ averageRating: 5, numReviews: 1 });
  });

  it('lets the technician and the driver reply once; not each other; the patient is told where to look', async () => {
    const labReview = await reviewOf(other, { labTestId: await lab(other) });
    const tripReview = await reviewOf(other, {
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
    const r = await reviewOf(patient, { ambulanceRequestId: await trip(patient, {}, fresh), rating: 1 });
    expect(await storedRating(fresh)).toEqual({ averageRating: 1, numReviews: 1 });
    for (const who of reporters.slice(0, 3))
      expect(
        (await call('POST', `/api/reviews/${r._id}/report`, who, { reason: 'Not a real trip' })).statusCode,
      ).toBe(201);
    expect(await storedRating(fresh)).toEqual({ averageRating: 0, numReviews: 0 });
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
    expect(await storedRating(fresh)).toEqual({ averageRating: 1, numReviews: 1 });
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
    const done = await reviewOf(fresh, { labTestId: await lab(fresh, { daysAgo: 3 }) });
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
    await reviewOf(fresh, { ambulanceRequestId: await trip(fresh, { daysAgo: 3 }) });
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
