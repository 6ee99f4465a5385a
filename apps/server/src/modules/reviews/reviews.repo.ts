import {
  REVIEW_RULES,
  REVIEWED_ROLES,
  type ReviewKind,
  type ReviewSort,
} from '@arogya/contract/constants/reviews';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ambulanceRequests } from '../../db/schema/ambulance';
import { appointments } from '../../db/schema/appointments';
import { notifications } from '../../db/schema/care';
import { labTests } from '../../db/schema/lab-tests';
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

/**
 * Where each kind of reviewable item lives: its table, who booked it and who served it, the status that
 * makes it complete, when it was completed, the review column naming it and its invitation's dedupe key.
 */
interface ItemSource {
  table: PgTable;
  id: AnyPgColumn;
  patientId: AnyPgColumn;
  providerId: AnyPgColumn;
  status: AnyPgColumn;
  done: string;
  completedAt: AnyPgColumn;
  reviewRef: AnyPgColumn;
  invitePrefix: string;
}

const ITEM_SOURCES: Record<ReviewKind, ItemSource> = {
  visit: {
    table: appointments,
    id: appointments.id,
    patientId: appointments.patientId,
    providerId: appointments.professionalId,
    status: appointments.status,
    done: 'Completed',
    completedAt: appointments.completedAt,
    reviewRef: reviews.appointmentId,
    invitePrefix: 'review-invite:',
  },
  'lab-collection': {
    table: labTests,
    id: labTests.id,
    patientId: labTests.patientId,
    providerId: labTests.technicianId,
    status: labTests.status,
    done: 'Completed',
    completedAt: labTests.completedAt,
    reviewRef: reviews.labTestId,
    invitePrefix: 'review-invite:lab:',
  },
  'ambulance-trip': {
    table: ambulanceRequests,
    id: ambulanceRequests.id,
    patientId: ambulanceRequests.requesterId,
    providerId: ambulanceRequests.driverId,
    status: ambulanceRequests.status,
    done: 'completed',
    completedAt: ambulanceRequests.completedAt,
    reviewRef: reviews.ambulanceRequestId,
    invitePrefix: 'review-invite:trip:',
  },
};

export async function findReviewRecord(db: Queryable, id: string): Promise<ReviewRecord | null> {
  const [row] = await records(db).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

/**
 * What the review rules need of any reviewable item — a visit, a lab collection or an ambulance trip: whose
 * it is, whom it reviews, and whether and when it was completed.
 */
export interface ReviewableItem {
  kind: ReviewKind;
  id: string;
  /** The patient who may review it (an ambulance request's requester; null for a visitor's booking). */
  patientId: string | null;
  /** The reviewed professional (null when an ambulance request never had a driver). */
  providerId: string | null;
  /** A visit or lab collection `Completed` (the report uploaded), a trip `completed`. */
  completed: boolean;
  completedAt: Date | null;
}

/** The item of one kind, as the review rules see it. */
export async function findItemForReview(
  db: Queryable,
  kind: ReviewKind,
  id: string,
): Promise<ReviewableItem | null> {
  const src = ITEM_SOURCES[kind];
  const [row] = await db
    .select({
      id: sql<string>`${src.id}`,
      patientId: sql<string | null>`${src.patientId}`,
      providerId: sql<string | null>`${src.providerId}`,
      completed: sql<boolean>`${src.status} = ${src.done}`,
      completedAt: sql<string | Date | null>`${src.completedAt}`,
    })
    .from(src.table)
    .where(eq(src.id, id))
    .limit(1);
  if (!row) return null;
  return { kind, ...row, completedAt: row.completedAt ? new Date(row.completedAt) : null };
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

/**
 * The recount of several professionals at once (an erasure that takes reviews with it): each rating row
 * locked first, in id order (two such transactions never wait on each other in a circle), then recounted.
 */
export async function recountRatings(tx: Tx, providerIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(providerIds)].sort()) {
    await lockProviderRating(tx, id);
    await recountRating(tx, id);
  }
}

/**
 * Inserts the review unless its item (the appointment, lab collection or ambulance request) already has one
 * (null then): of racing inserts one wins, by the item's unique index.
 */
export async function insertReview(tx: Tx, kind: ReviewKind, row: NewReviewRow): Promise<ReviewRow | null> {
  const [created] = await tx
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: ITEM_SOURCES[kind].reviewRef })
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
        inArray(professionalProfiles.role, [...REVIEWED_ROLES]),
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

/** The invitation's dedupe key of an item (one bell notification per item, ever). */
export function inviteKey(kind: ReviewKind, id: string): string {
  return `${ITEM_SOURCES[kind].invitePrefix}${id}`;
}

/**
 * The patient's completed items of one kind since `since` that have no review yet, most recently completed
 * first (a trip without a driver cannot be reviewed).
 */
export async function unreviewedItems(
  db: Queryable,
  kind: ReviewKind,
  patientId: string,
  since: Date,
): Promise<{ id: string; completedAt: Date }[]> {
  const src = ITEM_SOURCES[kind];
  const rows = await db
    .select({ id: sql<string>`${src.id}`, completedAt: sql<Date | null>`${src.completedAt}` })
    .from(src.table)
    .leftJoin(reviews, eq(src.reviewRef, src.id))
    .where(
      and(
        eq(src.patientId, patientId),
        eq(src.status, src.done),
        isNotNull(src.providerId),
        gte(src.completedAt, since),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(src.completedAt));
  return rows.flatMap((r) => (r.completedAt ? [{ id: r.id, completedAt: new Date(r.completedAt) }] : []));
}

/** An item to invite a review of: whose it is and whom it reviews. */
export interface ItemToInvite {
  kind: ReviewKind;
  id: string;
  patientId: string;
  providerName: string;
}

/**
 * Items of one kind completed between `from` and `to` by a signed-in patient, with no review and no
 * invitation yet, for the day-after invitation.
 */
export async function itemsToInvite(
  db: Queryable,
  kind: ReviewKind,
  from: Date,
  to: Date,
  limit: number,
): Promise<ItemToInvite[]> {
  const src = ITEM_SOURCES[kind];
  const rows = await db
    .select({
      id: sql<string>`${src.id}`,
      patientId: sql<string | null>`${src.patientId}`,
      providerName: users.name,
    })
    .from(src.table)
    .innerJoin(users, eq(users.id, src.providerId))
    .leftJoin(reviews, eq(src.reviewRef, src.id))
    .where(
      and(
        eq(src.status, src.done),
        gte(src.completedAt, from),
        lte(src.completedAt, to),
        isNull(reviews.id),
        isNotNull(src.patientId),
        sql`not exists (select 1 from ${notifications} n where n.dedupe_key = ${src.invitePrefix} || ${src.id}::text)`,
      ),
    )
    .orderBy(asc(src.completedAt))
    .limit(limit);
  return rows.flatMap((r) =>
    r.patientId ? [{ kind, id: r.id, patientId: r.patientId, providerName: r.providerName }] : [],
  );
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
