import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { paymentOrders, payments } from '../../db/schema/payments';
import { proSubscriptions, subscriptionCharges } from '../../db/schema/subscription';
import { professionalProfiles, users } from '../../db/schema/users';

export type SubscriptionRow = typeof proSubscriptions.$inferSelect;
type Db = Database | Tx;

const LIVE = ['created', 'active', 'past_due'];

/** The professional's live subscription (created, active or past due), else their latest one. */
export async function currentSubscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(proSubscriptions)
    .where(eq(proSubscriptions.userId, userId))
    .orderBy(
      sql`case when ${proSubscriptions.status} in ('created','active','past_due') then 0 else 1 end`,
      desc(proSubscriptions.createdAt),
      desc(proSubscriptions.id),
    )
    .limit(1);
  return row ?? null;
}

export async function findByProviderId(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(proSubscriptions)
    .where(eq(proSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row ?? null;
}

/** Inserts a `created` subscription; null when the professional already has a live one (the unique index). */
export async function insertCreated(
  db: Db,
  row: { userId: string; providerSubscriptionId: string; planId: string; mode: string; now: Date },
): Promise<SubscriptionRow | null> {
  const [created] = await db
    .insert(proSubscriptions)
    .values({
      userId: row.userId,
      providerSubscriptionId: row.providerSubscriptionId,
      planId: row.planId,
      mode: row.mode,
      status: 'created',
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/** Conditional update: changes the row only while it is still in one of `from`; null when it was not. */
export async function transition(
  tx: Tx,
  id: string,
  from: readonly string[],
  set: Partial<typeof proSubscriptions.$inferInsert>,
  extra?: ReturnType<typeof eq>,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(proSubscriptions)
    .set(set)
    .where(and(eq(proSubscriptions.id, id), inArray(proSubscriptions.status, [...from]), extra))
    .returning();
  return row ?? null;
}

/** Mirrors the subscription onto the listing columns search and the session read. */
export async function mirrorOnProfile(
  tx: Tx,
  userId: string,
  values: { tier: 'free' | 'pro'; status: string; expiresAt: Date | null },
  now: Date,
): Promise<void> {
  await tx
    .update(professionalProfiles)
    .set({
      subscriptionTier: values.tier,
      subscriptionStatus: values.status,
      subscriptionExpiresAt: values.expiresAt,
      updatedAt: now,
    })
    .where(eq(professionalProfiles.userId, userId));
}

export async function chargeByProviderPayment(db: Db, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.providerPaymentId, providerPaymentId))
    .limit(1);
  return row ?? null;
}

/**
 * Records one paid period: a paid order and a successful payment (so it shows in the payment history and
 * has a receipt) and the charge row. False when this provider payment was recorded before.
 */
export async function recordCharge(
  tx: Tx,
  input: {
    subscription: SubscriptionRow;
    providerPaymentId: string;
    providerOrderId: string;
    amountPaise: number;
    description: string;
    periodStart: Date;
    periodEnd: Date;
    now: Date;
  },
): Promise<boolean> {
  const { subscription: sub, now } = input;
  const [charge] = await tx
    .insert(subscriptionCharges)
    .values({
      subscriptionId: sub.id,
      userId: sub.userId,
      providerPaymentId: input.providerPaymentId,
      amountPaise: input.amountPaise,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptionCharges.id });
  if (!charge) return false;
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      providerOrderId: input.providerOrderId,
      payerId: sub.userId,
      type: 'pro_subscription',
      referenceId: sub.providerSubscriptionId,
      amountPaise: input.amountPaise,
      currency: 'INR',
      status: 'paid',
      description: input.description,
      mode: sub.mode,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('insert into payment_orders returned no row');
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      providerPaymentId: input.providerPaymentId,
      payerId: sub.userId,
      type: 'pro_subscription',
      referenceId: sub.providerSubscriptionId,
      amountPaise: input.amountPaise,
      currency: 'INR',
      status: 'success',
      description: input.description,
      createdAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('insert into payments returned no row');
  await tx
    .update(subscriptionCharges)
    .set({ paymentId: payment.id })
    .where(eq(subscriptionCharges.id, charge.id));
  return true;
}

/** Was the professional paying for Pro at this instant (a charged period holds it)? */
export async function wasProAt(db: Db, userId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionCharges.id })
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.userId, userId),
        lte(subscriptionCharges.periodStart, at),
        gt(subscriptionCharges.periodEnd, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Active subscriptions whose paid period has ended (to renew, cancel or move to past due). */
export async function dueForPeriodEnd(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(proSubscriptions)
    .where(and(eq(proSubscriptions.status, 'active'), lte(proSubscriptions.currentPeriodEnd, now)))
    .orderBy(proSubscriptions.currentPeriodEnd, proSubscriptions.id)
    .limit(limit);
}

/** Past-due subscriptions whose grace period has ended. */
export async function dueForExpiry(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(proSubscriptions)
    .where(and(eq(proSubscriptions.status, 'past_due'), lte(proSubscriptions.graceUntil, now)))
    .orderBy(proSubscriptions.graceUntil, proSubscriptions.id)
    .limit(limit);
}

/** Active subscriptions ending before `until` whose notice for this period has not gone out. */
export async function dueForNotice(
  db: Db,
  now: Date,
  until: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(proSubscriptions)
    .where(
      and(
        eq(proSubscriptions.status, 'active'),
        gt(proSubscriptions.currentPeriodEnd, now),
        lte(proSubscriptions.currentPeriodEnd, until),
        or(
          isNull(proSubscriptions.noticeSentFor),
          sql`${proSubscriptions.noticeSentFor} <> ${proSubscriptions.currentPeriodEnd}`,
        ),
      ),
    )
    .orderBy(proSubscriptions.currentPeriodEnd, proSubscriptions.id)
    .limit(limit);
}

export async function userWithProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, profile: professionalProfiles })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export { LIVE as LIVE_STATUSES };
