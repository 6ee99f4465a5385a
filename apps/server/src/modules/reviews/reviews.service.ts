import {
  ALL_REVIEW_TAGS,
  type AnyReviewTag,
  REVIEW_KINDS,
  REVIEW_RULES,
  REVIEW_TAGS_BY_KIND,
  type ReviewKind,
  type ReviewModerationAction,
  type ReviewSort,
  type ReviewStatus,
  reviewDeadline,
  reviewEditDeadline,
  reviewerDisplayName,
  starDistribution,
} from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import {
  type MyReview,
  type MyReviews,
  type ProviderReviews,
  type PublicReview,
  REVIEW_ITEM_FIELDS,
  type ReportedReview,
  reviewKindOf,
} from '@arogya/contract/schemas/reviews';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import { recordAudit } from '../audit/audit.repo';
import {
  type CreatedNotification,
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import { inviteNotice, newReviewNotice, removedNotice, replyNotice, reviewKindOfRow } from './review-notices';
import {
  authorMayChange,
  checkAuthorChange,
  checkCanReply,
  checkCanReport,
  checkCanReview,
  decideModeration,
  REVIEW_REFUSALS,
  type ReviewFacts,
} from './reviews.policy';
import {
  countReport,
  deleteReviewWhile,
  findItemForReview,
  findProviderRating,
  findReviewRecord,
  hiddenReviews,
  insertReport,
  insertReview,
  inviteKey,
  itemsToInvite,
  listVisibleReviews,
  lockProviderRating,
  type ReviewRecord,
  recountRating,
  reviewCounts,
  reviewsOfPatient,
  setReplyOnce,
  unreviewedItems,
  updateReviewWhile,
} from './reviews.repo';

export interface ReviewServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
}

export interface ReviewInput {
  rating: number;
  comment?: string | undefined;
  tags?: readonly AnyReviewTag[] | undefined;
}

/** The reviewed item: exactly one of the three ids (the body schema has checked it). */
export interface ReviewItemRef {
  appointmentId?: string | undefined;
  labTestId?: string | undefined;
  ambulanceRequestId?: string | undefined;
}

const DAY_MS = 86_400_000;

/** Tags in the kind's list order, each once; a tag of another kind's list is refused. */
function normaliseTags(kind: ReviewKind, tags: readonly AnyReviewTag[] | undefined): AnyReviewTag[] {
  const allowed = REVIEW_TAGS_BY_KIND[kind];
  const given = new Set(tags ?? []);
  if ([...given].some((t) => !allowed.includes(t))) throw new ValidationError(MSG_REVIEWS.tagNotForKind);
  return allowed.filter((t) => given.has(t));
}

function isTag(tag: string): tag is AnyReviewTag {
  return (ALL_REVIEW_TAGS as readonly string[]).includes(tag);
}

/** The item a body names (exactly one id, checked by the schema), with what the rules need. */
function itemIdOf(kind: ReviewKind, ref: ReviewItemRef): string {
  return ref[REVIEW_ITEM_FIELDS[kind]] ?? '';
}

function commentOf(comment: string | undefined): string | null {
  const text = comment?.trim() ?? '';
  return text.length === 0 ? null : text;
}

export function toPublicReview(r: ReviewRecord): PublicReview {
  const v = r.review;
  return {
    _id: v.id,
    id: v.id,
    rating: v.rating,
    comment: v.comment,
    tags: v.tags.filter(isTag),
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    author: reviewerDisplayName(r.authorName),
    verifiedVisit: true,
    kind: reviewKindOfRow(v),
    reply: v.replyText && v.replyAt ? { text: v.replyText, createdAt: v.replyAt.toISOString() } : null,
  };
}

function toMyReview(r: ReviewRecord, now: Date): MyReview {
  const status = r.review.status as ReviewStatus;
  return {
    ...toPublicReview(r),
    appointmentId: r.review.appointmentId,
    labTestId: r.review.labTestId,
    ambulanceRequestId: r.review.ambulanceRequestId,
    providerId: r.review.providerId,
    status,
    editableUntil: reviewEditDeadline(r.review.createdAt).toISOString(),
    editable: authorMayChange({ status, createdAt: r.review.createdAt }, now),
  };
}

function factsOf(r: ReviewRecord | null): ReviewFacts | null {
  if (!r) return null;
  return {
    patientId: r.review.patientId,
    providerId: r.review.providerId,
    status: r.review.status as ReviewStatus,
    createdAt: r.review.createdAt,
    hasReply: r.review.replyText !== null,
  };
}

export function createReviewService(deps: ReviewServiceDeps) {
  const { db, clock, events } = deps;

  function publish(created: readonly CreatedNotification[], record: ReviewRecord) {
    pushNotifications(events, created);
    events.record({
      type: 'review.changed',
      reviewId: record.review.id,
      providerId: record.review.providerId,
      parties: [record.review.patientId, record.review.providerId],
    });
  }

  /**
   * Runs `change` in one transaction that first locks the professional's rating row and ends by recounting
   * their rating from the visible reviews: every review change goes through here.
   */
  function changingRating<T>(providerId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await lockProviderRating(tx, providerId);
      const result = await change(tx);
      await recountRating(tx, providerId);
      return result;
    });
  }

  /** The author's own review they may still change, or the refusal. */
  async function changeableReview(user: SessionUser, id: string, now: Date): Promise<ReviewRecord> {
    const before = await findReviewRecord(db, id);
    checkAuthorChange(user, factsOf(before), now);
    if (!before) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
    return before;
  }

  async function reload(id: string): Promise<ReviewRecord> {
    const record = await findReviewRecord(db, id);
    if (!record) throw new Error(`review ${id} vanished after its change`);
    return record;
  }

  return {
    /**
     * POST /reviews, for a visit, a lab collection or an ambulance trip. The rules are checked, then in one
     * transaction: the professional's rating row is locked, the review inserted (the item's unique index lets
     * exactly one of racing submissions through; the others answer 409), the rating recounted and the
     * professional told.
     */
    async create(user: SessionUser, input: ReviewInput & ReviewItemRef): Promise<MyReview> {
      const now = clock.now();
      const kind = reviewKindOf(input);
      if (!kind) throw new ValidationError(MSG_REVIEWS.oneItem);
      const tags = normaliseTags(kind, input.tags);
      const item = await findItemForReview(db, kind, itemIdOf(kind, input));
      checkCanReview(user, kind, item, now);
      const providerId = item.providerId;
      let created: CreatedNotification[] = [];
      const id = await changingRating(providerId, async (tx) => {
        const row = await insertReview(tx, kind, {
          appointmentId: kind === 'visit' ? item.id : null,
          labTestId: kind === 'lab-collection' ? item.id : null,
          ambulanceRequestId: kind === 'ambulance-trip' ? item.id : null,
          patientId: user.id,
          providerId,
          rating: input.rating,
          comment: commentOf(input.comment),
          tags,
          status: 'visible',
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw new ConflictError(REVIEW_REFUSALS[kind].alreadyReviewed);
        const record = await findReviewRecord(tx, row.id);
        if (record) {
          created = await insertNotifications(
            tx,
            [newReviewNotice(kind, record.provider, record.authorName, row.rating)],
            now,
          );
        }
        return row.id;
      });
      const record = await reload(id);
      publish(created, record);
      return toMyReview(record, now);
    },

    /** PUT /reviews/{id}: the author, within the edit window; the rating is recounted in the same transaction. */
    async update(user: SessionUser, id: string, input: ReviewInput): Promise<MyReview> {
      const now = clock.now();
      const before = await changeableReview(user, id, now);
      const tags = normaliseTags(reviewKindOfRow(before.review), input.tags);
      await changingRating(before.review.providerId, async (tx) => {
        const row = await updateReviewWhile(tx, id, 'visible', {
          rating: input.rating,
          comment: commentOf(input.comment),
          tags,
          updatedAt: now,
        });
        if (!row) throw new ConflictError(MSG_REVIEWS.notEditable);
      });
      const record = await reload(id);
      publish([], record);
      return toMyReview(record, now);
    },

    /** DELETE /reviews/{id}: the author, within the edit window. */
    async remove(user: SessionUser, id: string): Promise<void> {
      const now = clock.now();
      const before = await changeableReview(user, id, now);
      await changingRating(before.review.providerId, async (tx) => {
        if (!(await deleteReviewWhile(tx, id, 'visible'))) throw new ConflictError(MSG_REVIEWS.notEditable);
      });
      publish([], before);
    },

    /** POST /reviews/{id}/reply: the reviewed professional, once. */
    async reply(user: SessionUser, id: string, text: string): Promise<PublicReview> {
      const now = clock.now();
      const before = await findReviewRecord(db, id);
      checkCanReply(user, factsOf(before));
      if (!before) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
      let created: CreatedNotification[] = [];
      await db.transaction(async (tx) => {
        if (!(await setReplyOnce(tx, id, text.trim(), now)))
          throw new ConflictError(MSG_REVIEWS.alreadyReplied);
        created = await insertNotifications(tx, [replyNotice(before.review, before.provider.name)], now);
      });
      const record = await reload(id);
      publish(created, record);
      return toPublicReview(record);
    },

    /**
     * POST /reviews/{id}/report: one report per person; the third distinct one hides the review (which takes
     * it out of the rating, recounted in the same transaction) until an admin decides.
     */
    async report(user: SessionUser, id: string, reason: string): Promise<void> {
      const now = clock.now();
      const before = await findReviewRecord(db, id);
      checkCanReport(user, factsOf(before));
      if (!before) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
      const hidden = await changingRating(before.review.providerId, async (tx) => {
        const fresh = await insertReport(tx, {
          reviewId: id,
          reporterId: user.id,
          reason: reason.trim(),
          createdAt: now,
        });
        if (!fresh) throw new ConflictError(MSG_REVIEWS.alreadyReported);
        const row = await countReport(tx, id, now);
        if (!row) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
        return row.status === 'hidden';
      });
      if (hidden) publish([], before);
    },

    /** PUT /admin/reviews/{id}/moderate: restore (visible again, reports count from zero) or remove. */
    async moderate(
      admin: SessionUser,
      id: string,
      action: ReviewModerationAction,
      ip: string | null,
    ): Promise<void> {
      const now = clock.now();
      const before = await findReviewRecord(db, id);
      const change = decideModeration(factsOf(before), action);
      if (!before) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
      let created: CreatedNotification[] = [];
      await changingRating(before.review.providerId, async (tx) => {
        const row = await updateReviewWhile(tx, id, change.from, {
          status: change.to,
          moderatedAt: now,
          moderatedBy: admin.id,
          ...(change.to === 'visible' ? { reportCount: 0, hiddenAt: null } : {}),
        });
        if (!row) throw new ConflictError(MSG_REVIEWS.alreadyModerated);
        const notices: NewNotification[] =
          change.to === 'removed' ? [removedNotice(before.review, before.provider.name)] : [];
        created = await insertNotifications(tx, notices, now);
        await recordAudit(tx, {
          action: 'review.moderated',
          actorId: admin.id,
          targetUserId: before.review.patientId,
          details: { reviewId: id, providerId: before.review.providerId, action },
          ip,
          at: now,
        });
      });
      publish(created, before);
    },

    /** GET /reviews/provider/{id}: the summary (from the stored rating and the visible reviews) and a page. */
    async ofProvider(providerId: string, page: number, sort: ReviewSort): Promise<ProviderReviews> {
      const rating = await findProviderRating(db, providerId);
      if (!rating) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
      const limit = REVIEW_RULES.pageSize;
      const [counts, rows] = await Promise.all([
        reviewCounts(db, providerId),
        listVisibleReviews(db, providerId, sort, limit, (page - 1) * limit),
      ]);
      const ratings: number[] = [];
      for (const [stars, n] of counts.stars) for (let i = 0; i < n; i++) ratings.push(stars);
      const topTags = [...counts.tags]
        .flatMap(([tag, count]) => (isTag(tag) ? [{ tag, count }] : []))
        .sort((a, b) => b.count - a.count || ALL_REVIEW_TAGS.indexOf(a.tag) - ALL_REVIEW_TAGS.indexOf(b.tag))
        .slice(0, REVIEW_RULES.topTags);
      const total = rating.numReviews;
      return {
        summary: {
          averageRating: Math.round(rating.averageRating * 10) / 10,
          numReviews: total,
          distribution: starDistribution(ratings),
          topTags,
        },
        reviews: rows.map(toPublicReview),
        pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit },
      };
    },

    /** GET /reviews/my: the patient's reviews and the visits they can still review. */
    async mine(user: SessionUser): Promise<MyReviews> {
      const now = clock.now();
      const since = new Date(now.getTime() - REVIEW_RULES.windowDays * DAY_MS);
      const [rows, open, labs, trips] = await Promise.all([
        reviewsOfPatient(db, user.id),
        unreviewedItems(db, 'visit', user.id, since),
        unreviewedItems(db, 'lab-collection', user.id, since),
        unreviewedItems(db, 'ambulance-trip', user.id, since),
      ]);
      const until = (completedAt: Date) => reviewDeadline(completedAt).toISOString();
      return {
        reviews: rows.map((r) => toMyReview(r, now)),
        eligible: open.map((v) => ({ appointmentId: v.id, until: until(v.completedAt) })),
        eligibleLabTests: labs.map((v) => ({ labTestId: v.id, until: until(v.completedAt) })),
        eligibleAmbulanceTrips: trips.map((v) => ({ ambulanceRequestId: v.id, until: until(v.completedAt) })),
      };
    },

    async reported(): Promise<ReportedReview[]> {
      return (await hiddenReviews(db)).map((r) => ({
        ...toPublicReview(r),
        status: r.review.status as ReviewStatus,
        provider: { _id: r.provider.id, name: r.provider.name },
        reportCount: r.review.reportCount,
        reasons: r.reasons,
      }));
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

/**
 * The day-after invitation (job `review-invitations`): every visit, lab collection and ambulance trip
 * completed at least a day ago that can still be reviewed, has no review and was not invited yet gets one
 * bell notification (its dedupe key makes a repeated or concurrent sweep a no-op).
 */
export async function sweepReviewInvitations(
  ctx: { db: Database; events: DomainEventSink },
  now: Date,
  limit = 500,
): Promise<number> {
  const to = new Date(now.getTime() - DAY_MS);
  const from = new Date(now.getTime() - REVIEW_RULES.windowDays * DAY_MS);
  const items = (
    await Promise.all(REVIEW_KINDS.map((kind) => itemsToInvite(ctx.db, kind, from, to, limit)))
  ).flat();
  if (items.length === 0) return 0;
  const created = await ctx.db.transaction((tx) =>
    insertNotifications(
      tx,
      items.map((item) => inviteNotice(item, inviteKey(item.kind, item.id))),
      now,
    ),
  );
  pushNotifications(ctx.events, created);
  return created.length;
}
