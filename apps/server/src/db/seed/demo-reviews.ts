import { feeFor } from '@arogya/contract/constants/appointments';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { REVIEW_RULES, REVIEW_TAGS } from '@arogya/contract/constants/reviews';
import { addDays, indiaDate, slotStart } from '@arogya/contract/india-time';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appointments } from '../schema/appointments';
import { reviewReports, reviews } from '../schema/reviews';
import { createRng, mixSeed } from './prng';
import { stableUuid } from './stable-id';

/**
 * Demo reviews (decision 043). Every seeded review belongs to a seeded Completed visit, written a day or two
 * after it, and every demo professional's averageRating / numReviews is then recounted from the visible
 * reviews — so the demo obeys the same rule as real use. The 217 bulk demo professionals have no visits,
 * so they start with no reviews.
 *
 * - Older visits (completed more than 30 days ago) of the named patients with the named doctors and nurse
 *   get a review; a few of them a reply; one review is hidden by three reports, for the admin's queue.
 * - Every demo patient keeps at least two Completed visits of the last 30 days without a review, so
 *   "Rate your visit" can be tried at once.
 *
 * Deterministic and idempotent: fixed ids, rows that exist are left alone.
 */

export interface DemoReviewPeople {
  patients: { key: string; id: string }[];
  doctors: { key: string; id: string }[];
  nurse: { key: string; id: string };
  /** Every demo professional, whose rating is recounted from the reviews. */
  providerIds: readonly string[];
}

const DAY_MS = 86_400_000;

/** The symptoms line of the review demo's visits (tests tell them from the other seeds' visits by it). */
export const DEMO_REVIEW_VISIT_SYMPTOMS = 'Follow-up home visit.';

const COMMENTS = [
  'Arrived on time and took the time to explain every step of the treatment plan.',
  'Very patient with my elderly father and answered all our questions without rushing.',
  'Clear advice and a follow-up plan that was easy to stick to. Would book again.',
  'Professional and kind. The home visit saved us a long trip to the hospital.',
  'Good visit overall, though it started a little later than the booked slot.',
  'Listened carefully and did not prescribe more than needed. Felt in safe hands.',
] as const;

const REPLIES = [
  'Thank you for your kind words. Wishing your family good health.',
  'Thank you for the feedback — I will make sure to be on time for the next visit.',
] as const;

/** A Completed visit of the demo: date, time and the two people. */
interface Visit {
  key: string;
  patientId: string;
  providerId: string;
  role: 'doctor' | 'nurse';
  daysAgo: number;
  time: string;
}

function visitRow(v: Visit, today: string) {
  const date = addDays(today, -v.daysAgo);
  const bookingType = v.role === 'doctor' ? 'In-Home Visit' : 'Nurse Assignment';
  const start = slotStart(date, v.time);
  const completedAt = new Date(start.getTime() + 60 * 60_000);
  return {
    id: stableUuid(`demo-review-visit:${v.key}`),
    patientId: v.patientId,
    professionalId: v.providerId,
    professionalRole: v.role,
    appointmentDate: date,
    appointmentTime: v.time,
    bookingType,
    status: 'Completed',
    symptoms: DEMO_REVIEW_VISIT_SYMPTOMS,
    feePaise: rupeesToPaise(feeFor(bookingType)),
    paymentMethod: 'external',
    paymentStatus: 'paid',
    doctorNotes: 'Visit completed; no concerns.',
    completedAt,
    createdAt: new Date(start.getTime() - 3 * DAY_MS),
    updatedAt: completedAt,
  } satisfies typeof appointments.$inferInsert;
}

export async function seedDemoReviews(db: Database, people: DemoReviewPeople, now: Date): Promise<void> {
  const today = indiaDate(now);
  const providers = [
    ...people.doctors.map((d) => ({
      ...d,
      role: 'doctor' as const,
      times: ['11:30 AM', '12:30 PM', '01:00 PM'],
    })),
    { ...people.nurse, role: 'nurse' as const, times: ['12:00 PM', '03:00 PM', '06:00 PM'] },
  ];

  // Older visits, each reviewed: every patient with every named professional, a few weeks apart.
  const older: Visit[] = [];
  const recent: Visit[] = [];
  people.patients.forEach((p, pi) => {
    providers.forEach((pro, qi) => {
      for (let n = 0; n < 2; n++) {
        older.push({
          key: `${p.key}:${pro.key}:older:${n}`,
          patientId: p.id,
          providerId: pro.id,
          role: pro.role,
          daysAgo: 40 + pi * 3 + qi * 11 + n * 47,
          time: pro.times[n % pro.times.length] as string,
        });
      }
    });
    // Two recent visits without a review (the "Rate your visit" demo), with a doctor and with the nurse.
    const doctor = providers[pi % people.doctors.length];
    const nurse = providers[providers.length - 1];
    for (const [i, pro] of [doctor, nurse].entries()) {
      if (!pro) continue;
      recent.push({
        key: `${p.key}:${pro.key}:recent:${i}`,
        patientId: p.id,
        providerId: pro.id,
        role: pro.role,
        daysAgo: 2 + i * 3 + pi,
        time: pro.times[2] as string,
      });
    }
  });
  await db
    .insert(appointments)
    .values([...older, ...recent].map((v) => visitRow(v, today)))
    .onConflictDoNothing();

  // Reviews of the older visits (ids from the visit), written a day or two after the visit.
  const rows: (typeof reviews.$inferInsert)[] = [];
  older.forEach((v, i) => {
    const rng = createRng(mixSeed(43, i));
    const visit = visitRow(v, today);
    const createdAt = new Date(visit.completedAt.getTime() + rng.int(1, 2) * DAY_MS);
    const rating = rng.chance(0.6) ? 5 : rng.chance(0.75) ? 4 : 3;
    const withReply = i % 5 === 0;
    rows.push({
      id: stableUuid(`demo-review:${v.key}`),
      appointmentId: visit.id,
      patientId: v.patientId,
      providerId: v.providerId,
      rating,
      comment: rng.chance(0.8) ? rng.pick(COMMENTS) : null,
      tags: REVIEW_TAGS.filter(() => rng.chance(0.35)),
      status: 'visible',
      replyText: withReply ? rng.pick(REPLIES) : null,
      replyAt: withReply ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdAt,
      updatedAt: createdAt,
    });
  });
  // A slot someone really booked wins over a demo visit: only visits that exist get their review.
  const present = new Set<string | null | undefined>(
    (
      await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          inArray(
            appointments.id,
            rows.flatMap((r) => (r.appointmentId ? [r.appointmentId] : [])),
          ),
        )
    ).map((r) => r.id),
  );
  const mine = rows.filter((r) => present.has(r.appointmentId));
  if (mine.length > 0) await db.insert(reviews).values(mine).onConflictDoNothing();

  // One review hidden by three reports, waiting in the admin's queue (only while nobody decided it).
  const hiddenId = mine[1]?.id;
  const author = mine[1]?.patientId;
  if (hiddenId && author) {
    const reporters = people.patients.filter((p) => p.id !== author).slice(0, REVIEW_RULES.hideAfterReports);
    await db
      .insert(reviewReports)
      .values(
        reporters.map((p, i) => ({
          id: stableUuid(`demo-review-report:${hiddenId}:${p.key}`),
          reviewId: hiddenId,
          reporterId: p.id,
          reason: i === 0 ? 'This does not look like a real visit to me.' : 'Reads like advertising.',
          createdAt: new Date(now.getTime() - (3 - i) * 60 * 60_000),
        })),
      )
      .onConflictDoNothing();
    await db
      .update(reviews)
      .set({
        status: 'hidden',
        reportCount: reporters.length,
        hiddenAt: new Date(now.getTime() - 60 * 60_000),
      })
      .where(and(eq(reviews.id, hiddenId), eq(reviews.status, 'visible'), isNull(reviews.moderatedAt)));
  }

  // The ratings come from the reviews, never from constants: one statement for every demo professional.
  await recountDemoRatings(db, people.providerIds);
}

/** averageRating and numReviews of the given professionals, from their visible reviews. */
export async function recountDemoRatings(db: Database, providerIds: readonly string[]): Promise<void> {
  if (providerIds.length === 0) return;
  const ids = sql.join(
    providerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`update professional_profiles p
    set average_rating = coalesce(r.avg_rating, 0), num_reviews = coalesce(r.n, 0)
    from (select x.id, avg(v.rating)::float8 as avg_rating, count(v.id)::int as n
          from unnest(array[${ids}]) as x(id)
          left join reviews v on v.provider_id = x.id and v.status = 'visible'
          group by x.id) r
    where p.user_id = r.id
      and (p.average_rating is distinct from coalesce(r.avg_rating, 0)::real or p.num_reviews <> coalesce(r.n, 0))`);
}
