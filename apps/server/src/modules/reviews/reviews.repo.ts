import { REVIEW_RULES, type ReviewSort } from '@arogya/contract/constants/reviews';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { appointments } from '../../db/schema/appointments';
import { notifications } from '../../db/schema/care';
import { reviewReports, reviews } from '../../db/schema/reviews';
import { professionalProfiles, users } from '../../db/schema/users';

type Queryable = Database | Tx;

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

const author = alias(users, 'review_author');
const provider = alias(users, 'review_provider');

/** A review with the names of its two people (the author's full name never leaves the server). */
export interface ReviewRecord {
  review: ReviewRow;
  authorName: string;
  provider: { id: string; name: string; role: string };
}

function records(db: Queryable) {
  return db
    .select({
      review: reviews,
      authorName: author.name,
      provider: { id: provider.id, name: provider.name, role: provider.role },
    })
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.patientId))
    .innerJoin(provider, eq(provider.id, reviews.providerId));
}

export async function findReviewRecord(db: Queryable, id: string): Promise<ReviewRecord | null> {
  const [row] = await records(db).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

/** What the review rules need of an appointment. */
export interface ReviewableAppointment {
  id: string;
  patientId: string;
  professionalId: string;
  status: string;
  completedAt: Date | null;
  providerName: string;
}

export async function findAppointmentForReview(
  db: Queryable,
  id: string,
): Promise<ReviewableAppointment | null> {
  const [row] = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      professionalId: appointments.professionalId,
      status: appointments.status,
      completedAt: appointments.completedAt,
      providerName: users.name,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.professionalId))
    .where(eq(appointments.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the professional's profile row until the transaction ends: every change to their reviews takes
 * this lock first, so the recount that follows sees every committed review and two changes never
 * write a rating computed from a stale view.
 */
export async function lockProviderRating(tx: Tx, providerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: professionalProfiles.userId })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, providerId))
    .for('update');
  return rows.length > 0;
}

/** averageRating and numReviews from the visible reviews, written in the caller's transaction. */
export async function recountRating(tx: Tx, providerId: string): Promise<void> {
  await tx.execute(sql`update professional_profiles p
    set average_rating = coalesce(r.avg_rating, 0), num_reviews = r.n
    from (select avg(rating)::float8 as avg_rating, count(*)::int as n from reviews
          where provider_id = ${providerId}::uuid and status = 'visible') r
    where p.user_id = ${providerId}::uuid`);
}

/** Inserts the review unless the appointment already has one (null then): of racing inserts one wins. */
export async function insertReview(tx: Tx, row: NewReviewRow): Promise<ReviewRow | null> {
  const [created] = await tx
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: reviews.appointmentId })
    .returning();
  return created ?? null;
}

/** Applies `patch` while the review is still in `status`; null when it had moved on (or is gone). */
export async function updateReviewWhile(
  tx: Tx,
  id: string,
  status: ReviewRow['status'],
  patch: Partial<NewReviewRow>,
): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(reviews)
    .set(patch)
    .where(and(eq(reviews.id, id), eq(reviews.status, status)))
    .returning();
  return row ?? null;
}

/** Sets the reply while there is none. */
export async function setReplyOnce(tx: Database | Tx, id: string, text: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ replyText: text, replyAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.replyText)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function deleteReviewWhile(tx: Tx, id: string, status: ReviewRow['status']): Promise<boolean> {
  const rows = await tx
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, status)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Records one person's report; false when they had already reported this review. */
export async function insertReport(
  tx: Tx,
  row: { reviewId: string; reporterId: string; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(reviewReports)
    .values(row)
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
    .returning({ id: reviewReports.id });
  return rows.length > 0;
}

/** Counts a new report; the review is hidden in the same statement when the count reaches the limit. */
export async function countReport(tx: Tx, id: string, now: Date): Promise<ReviewRow | null> {
  const limit = REVIEW_RULES.hideAfterReports;
  const [row] = await tx
    .update(reviews)
    .set({
      reportCount: sql`${reviews.reportCount} + 1`,
      status: sql`case when ${reviews.status} = 'visible' and ${reviews.reportCount} + 1 >= ${limit}::int then 'hidden' else ${reviews.status} end`,
      hiddenAt: sql`case when ${reviews.status} = 'visible' and ${reviews.reportCount} + 1 >= ${limit}::int then ${now.toISOString()}::timestamptz else ${reviews.hiddenAt} end`,
    })
    .where(eq(reviews.id, id))
    .returning();
  return row ?? null;
}

function orderOf(sort: ReviewSort): SQL[] {
  switch (sort) {
    case 'rating':
      return [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
    case 'helpful':
      // Decision 042: a written account helps most, then the more tags, then the newer.
      return [
        sql`(${reviews.comment} is not null) desc`,
        sql`cardinality(${reviews.tags}) desc`,
        desc(reviews.createdAt),
        desc(reviews.id),
      ];
    case 'recent':
      return [desc(reviews.createdAt), desc(reviews.id)];
  }
}

/** A page of a professional's visible reviews. */
export async function listVisibleReviews(
  db: Queryable,
  providerId: string,
  sort: ReviewSort,
  limit: number,
  offset: number,
): Promise<ReviewRecord[]> {
  return records(db)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, 'visible')))
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
}

/** Counts per star and per tag over a professional's visible reviews. */
export async function reviewCounts(
  db: Queryable,
  providerId: string,
): Promise<{ stars: Map<number, number>; tags: Map<string, number> }> {
  const starRows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, 'visible')))
    .groupBy(reviews.rating);
  const tagRows = await db.execute(sql`select t.tag, count(*)::int as count
    from reviews r cross join lateral unnest(r.tags) as t(tag)
    where r.provider_id = ${providerId}::uuid and r.status = 'visible'
    group by t.tag`);
  const tagList = rowsOf<{ tag: string; count: number }>(tagRows);
  return {
    stars: new Map(starRows.map((r) => [Number(r.rating), Number(r.count)])),
    tags: new Map(tagList.map((r) => [r.tag, Number(r.count)])),
  };
}

export async function findProviderRating(
  db: Queryable,
  providerId: string,
): Promise<{ averageRating: number; numReviews: number } | null> {
  const [row] = await db
    .select({
      averageRating: professionalProfiles.averageRating,
      numReviews: professionalProfiles.numReviews,
    })
    .from(professionalProfiles)
    .where(
      and(
        eq(professionalProfiles.userId, providerId),
        inArray(professionalProfiles.role, ['doctor', 'nurse']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function reviewsOfPatient(db: Queryable, patientId: string): Promise<ReviewRecord[]> {
  return records(db)
    .where(eq(reviews.patientId, patientId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The patient's Completed visits since `since` that have no review yet, most recently completed first. */
export async function unreviewedVisits(
  db: Queryable,
  patientId: string,
  since: Date,
): Promise<{ id: string; completedAt: Date }[]> {
  const rows = await db
    .select({ id: appointments.id, completedAt: appointments.completedAt })
    .from(appointments)
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.status, 'Completed'),
        gte(appointments.completedAt, since),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(appointments.completedAt));
  return rows.filter((r): r is { id: string; completedAt: Date } => r.completedAt !== null);
}

/** Visits completed between `from` and `to` with no review, for the day-after invitation. */
export async function visitsToInvite(
  db: Queryable,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ id: string; patientId: string; providerName: string }[]> {
  return db
    .select({ id: appointments.id, patientId: appointments.patientId, providerName: users.name })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.professionalId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.status, 'Completed'),
        gte(appointments.completedAt, from),
        lte(appointments.completedAt, to),
        isNull(reviews.id),
        sql`not exists (select 1 from ${notifications} n where n.dedupe_key = 'review-invite:' || ${appointments.id}::text)`,
      ),
    )
    .orderBy(asc(appointments.completedAt))
    .limit(limit);
}

/** Hidden reviews waiting for an admin, the longest waiting first, with the reasons given. */
export async function hiddenReviews(db: Queryable): Promise<(ReviewRecord & { reasons: string[] })[]> {
  const rows = await records(db)
    .where(eq(reviews.status, 'hidden'))
    .orderBy(asc(reviews.hiddenAt), asc(reviews.id))
    .limit(200);
  if (rows.length === 0) return [];
  const reports = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason })
    .from(reviewReports)
    .where(
      inArray(
        reviewReports.reviewId,
        rows.map((r) => r.review.id),
      ),
    )
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  return rows.map((r) => ({
    ...r,
    reasons: reports.filter((x) => x.reviewId === r.review.id).map((x) => x.reason),
  }));
}
