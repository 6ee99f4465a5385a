import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { REVIEW_TAGS } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import {
  myReviewsSchema,
  providerReviewsSchema,
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

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Asha Rani Patil' });
  other = await insertAccount(t.app, { role: 'patient', name: 'Ravi Kumar' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Kiran Rao' });
  nurse = await insertAccount(t.app, { role: 'nurse', name: 'Nurse Lata', specialty: 'Elder Care' });
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
