import {
  PRO_GRACE_DAYS,
  PRO_MONTHLY_PLAN_ID,
  PRO_PERIOD_DAYS,
  PRO_PRICE_PAISE,
  PRO_RENEWAL_NOTICE_DAYS,
  PRO_TOTAL_CHARGES,
} from '@arogya/contract/constants/subscription';
import { formatSlotDay, indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import type { CreateSubscriptionResult, SubscriptionStatusView } from '@arogya/contract/schemas/subscription';
import type { SessionUser as SessionUserView } from '@arogya/contract/schemas/users';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import {
  type PaymentProvider,
  PaymentProviderError,
  providerId,
  signaturesMatch,
  subscriptionSignature,
  verifyWebhookSignature,
} from '../../lib/payments';
import type { DomainEventSink } from '../../realtime/dispatch';
import {
  type CreatedNotification,
  insertNotifications,
  pushNotifications,
} from '../notifications/notifications.service';
import { recordWebhookEvent } from '../payments/payments.repo';
import { toSessionUser } from '../users/user-view';
import {
  chargeByProviderPayment,
  currentSubscriptionOf,
  dueForExpiry,
  dueForNotice,
  dueForPeriodEnd,
  findByProviderId,
  insertCreated,
  mirrorOnProfile,
  recordCharge,
  type SubscriptionRow,
  transition,
  userWithProfile,
} from './subscription.repo';

const DAY_MS = 86_400_000;
const PERIOD_MS = PRO_PERIOD_DAYS * DAY_MS;
const SWEEP_BATCH = 200;
const DESCRIPTION = 'Arogya Pro — monthly plan';

export interface SubscriptionServiceDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  events: DomainEventSink;
  /** False in production without Razorpay keys: every money route answers 503. */
  enabled: boolean;
  webhookSecret: string | undefined;
  /** Razorpay's plan id of the monthly plan (required in Razorpay mode). */
  razorpayPlanId: string | undefined;
}

const dayOf = (d: Date) => formatSlotDay(indiaDate(d));

/** The status view: tier 'pro' only while the Pro member rule holds at `now`. */
export function toStatusView(sub: SubscriptionRow | null, now: Date): SubscriptionStatusView {
  const pro =
    sub !== null &&
    sub.status === 'active' &&
    sub.currentPeriodEnd !== null &&
    sub.currentPeriodEnd.getTime() > now.getTime();
  return {
    tier: pro ? 'pro' : 'free',
    expiry: sub?.currentPeriodEnd?.toISOString() ?? null,
    subscription: {
      status: (sub?.status as SubscriptionStatusView['subscription']['status']) ?? null,
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      mode: (sub?.mode as 'test' | 'razorpay' | undefined) ?? null,
    },
  };
}

function verificationFailed(): ValidationError {
  return new ValidationError(MSG_SUBSCRIPTION.verificationFailed, [
    { path: 'body.razorpay_signature', message: MSG_SUBSCRIPTION.verificationFailed },
  ]);
}

/** Razorpay's `subscription.*` webhook payload, read defensively. */
function webhookParts(body: unknown) {
  const payload = (body as { payload?: Record<string, { entity?: Record<string, unknown> }> })?.payload;
  const sub = payload?.subscription?.entity;
  const pay = payload?.payment?.entity;
  const subscriptionId = typeof sub?.id === 'string' ? sub.id : null;
  const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? new Date(v * 1000) : null);
  return {
    subscriptionId,
    currentStart: seconds(sub?.current_start),
    currentEnd: seconds(sub?.current_end),
    payment:
      pay && typeof pay.id === 'string' && typeof pay.amount === 'number'
        ? { id: pay.id, amount: pay.amount, orderId: typeof pay.order_id === 'string' ? pay.order_id : null }
        : null,
  };
}

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { db, clock, provider, events } = deps;

  function requireEnabled() {
    if (!deps.enabled) throw new ServiceUnavailableError(MSG_SUBSCRIPTION.createFailed, 60);
  }

  /** Every live update of this module goes out here, after its transaction committed. */
  function publish(created: readonly CreatedNotification[]) {
    pushNotifications(events, created);
  }

  async function sessionUserOf(userId: string, now: Date): Promise<SessionUserView> {
    const row = await userWithProfile(db, userId);
    if (!row) throw new NotFoundError(MSG_SUBSCRIPTION.subscriptionNotFound);
    return toSessionUser(row.user, row.profile, now);
  }

  /**
   * Starts (or extends) a paid period with one provider payment, exactly once per payment: the charge row's
   * unique payment id decides; a replay changes nothing. Returns false for a replay.
   */
  async function applyCharge(
    tx: Tx,
    sub: SubscriptionRow,
    payment: { id: string; orderId: string | null; amountPaise: number },
    period: { start: Date; end: Date },
    now: Date,
  ): Promise<SubscriptionRow | null> {
    const recorded = await recordCharge(tx, {
      subscription: sub,
      providerPaymentId: payment.id,
      providerOrderId: payment.orderId ?? providerId('order'),
      amountPaise: payment.amountPaise,
      description: DESCRIPTION,
      periodStart: period.start,
      periodEnd: period.end,
      now,
    });
    if (!recorded) return null;
    const updated = await transition(tx, sub.id, ['created', 'active', 'past_due'], {
      status: 'active',
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      graceUntil: null,
      updatedAt: now,
    });
    if (!updated) throw new ConflictError(MSG_SUBSCRIPTION.subscriptionNotFound);
    await mirrorOnProfile(tx, sub.userId, { tier: 'pro', status: 'active', expiresAt: period.end }, now);
    return updated;
  }

  /** The next period after `sub`'s current one (or from `now` when it lapsed). */
  function nextPeriod(sub: SubscriptionRow, now: Date) {
    const end = sub.currentPeriodEnd;
    const start = end && end.getTime() + PRO_GRACE_DAYS * DAY_MS >= now.getTime() ? end : now;
    return { start, end: new Date(start.getTime() + PERIOD_MS) };
  }

  /** Ends Pro for good; null when another run ended it first. */
  async function ended(tx: Tx, sub: SubscriptionRow, status: 'cancelled' | 'expired', now: Date) {
    const updated = await transition(tx, sub.id, [sub.status], { status, graceUntil: null, updatedAt: now });
    if (!updated) return null;
    await mirrorOnProfile(tx, sub.userId, { tier: 'free', status, expiresAt: sub.currentPeriodEnd }, now);
    return insertNotifications(
      tx,
      [
        {
          userId: sub.userId,
          kind: 'pro_subscription',
          message: MSG_SUBSCRIPTION.expiredNotice,
          link: '/upgrade-pro',
          dedupeKey: `pro-ended:${sub.id}`,
        },
      ],
      now,
    );
  }

  return {
    mode: provider.mode,

    async status(user: SessionUser): Promise<SubscriptionStatusView> {
      return toStatusView(await currentSubscriptionOf(db, user.id), clock.now());
    },

    /**
     * Starts a subscription with the provider. An unpaid one started earlier is handed back (two clicks,
     * two tabs), so a professional has at most one live subscription; an active one is 409.
     */
    async create(user: SessionUser, planId: string | null | undefined): Promise<CreateSubscriptionResult> {
      requireEnabled();
      if (planId && planId !== PRO_MONTHLY_PLAN_ID) {
        throw new ValidationError(MSG_SUBSCRIPTION.planUnknown, [
          { path: 'body.planId', message: MSG_SUBSCRIPTION.planUnknown },
        ]);
      }
      const result = (sub: SubscriptionRow): CreateSubscriptionResult => ({
        subscriptionId: sub.providerSubscriptionId,
        testMode: sub.mode === 'test',
        key: provider.keyId,
        amount: PRO_PRICE_PAISE,
        currency: 'INR',
        description: DESCRIPTION,
      });
      const existing = await currentSubscriptionOf(db, user.id);
      if (existing?.status === 'created' && existing.mode === provider.mode) return result(existing);
      if (existing?.status === 'active' || existing?.status === 'past_due') {
        throw new ConflictError(MSG_SUBSCRIPTION.alreadySubscribed);
      }
      if (provider.mode === 'razorpay' && !deps.razorpayPlanId) {
        throw new ServiceUnavailableError(MSG_SUBSCRIPTION.createFailed);
      }
      let providerSub: { id: string };
      try {
        providerSub = await provider.createSubscription({
          planId: deps.razorpayPlanId ?? PRO_MONTHLY_PLAN_ID,
          totalCount: PRO_TOTAL_CHARGES,
          notes: { userId: user.id, plan: PRO_MONTHLY_PLAN_ID },
        });
      } catch (err) {
        if (err instanceof PaymentProviderError)
          throw new ServiceUnavailableError(MSG_SUBSCRIPTION.createFailed);
        throw err;
      }
      const now = clock.now();
      if (existing?.status === 'created') {
        // Started under the other provider (keys were added or removed since): that one can never be paid.
        await db.transaction((tx) =>
          transition(tx, existing.id, ['created'], { status: 'expired', updatedAt: now }),
        );
      }
      const created = await insertCreated(db, {
        userId: user.id,
        providerSubscriptionId: providerSub.id,
        planId: PRO_MONTHLY_PLAN_ID,
        mode: provider.mode,
        now,
      });
      if (created) return result(created);
      // A concurrent request started one first: answer with it.
      const winner = await currentSubscriptionOf(db, user.id);
      if (winner?.status === 'created') return result(winner);
      throw new ConflictError(MSG_SUBSCRIPTION.alreadySubscribed);
    },

    /**
     * Test mode only: what Razorpay's checkout returns after the first charge — a payment id and its
     * subscription signature. 404 in Razorpay mode, for another professional's subscription, or one paid.
     */
    async testCheckoutPay(user: SessionUser, subscriptionId: string) {
      requireEnabled();
      const sub = await findByProviderId(db, subscriptionId);
      if (provider.mode !== 'test' || !sub || sub.userId !== user.id || sub.status !== 'created') {
        throw new NotFoundError(MSG_SUBSCRIPTION.subscriptionNotFound);
      }
      const paymentId = providerId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: sub.providerSubscriptionId,
        razorpay_signature: subscriptionSignature(paymentId, sub.providerSubscriptionId, provider.keySecret),
      };
    },

    /**
     * POST /subscription/verify: Razorpay's subscription signature (HMAC-SHA256 of `payment_id|subscription_id`),
     * checked in constant time, for the signed-in professional's own subscription. The first period starts now.
     * A replay of the same payment answers the same success and changes nothing.
     */
    async verify(
      user: SessionUser,
      input: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string },
    ): Promise<{ user: SessionUserView; testMode: boolean }> {
      requireEnabled();
      const sub = await findByProviderId(db, input.razorpay_subscription_id);
      if (!sub || sub.userId !== user.id) throw new NotFoundError(MSG_SUBSCRIPTION.subscriptionNotFound);
      const valid =
        !!provider.keySecret &&
        signaturesMatch(
          subscriptionSignature(input.razorpay_payment_id, sub.providerSubscriptionId, provider.keySecret),
          input.razorpay_signature,
        );
      if (!valid) throw verificationFailed();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const replay = await chargeByProviderPayment(tx, input.razorpay_payment_id);
        if (replay) {
          if (replay.subscriptionId !== sub.id) throw verificationFailed();
          return;
        }
        // The claim: of two verifications of one subscription, exactly one moves it out of `created`.
        const period = { start: now, end: new Date(now.getTime() + PERIOD_MS) };
        const claimed = await transition(tx, sub.id, ['created'], {
          status: 'active',
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          updatedAt: now,
        });
        if (!claimed) throw new ConflictError(MSG_SUBSCRIPTION.alreadySubscribed);
        await applyCharge(
          tx,
          claimed,
          { id: input.razorpay_payment_id, orderId: null, amountPaise: PRO_PRICE_PAISE },
          period,
          now,
        );
      });
      return { user: await sessionUserOf(user.id, now), testMode: sub.mode === 'test' };
    },

    /** Cancels at the end of the paid period: the status stays active (Pro kept) until then. */
    async cancel(user: SessionUser): Promise<SubscriptionStatusView> {
      requireEnabled();
      const sub = await currentSubscriptionOf(db, user.id);
      if (sub?.status !== 'active') throw new ConflictError(MSG_SUBSCRIPTION.noSubscriptionToCancel);
      if (sub.cancelAtPeriodEnd) throw new ConflictError(MSG_SUBSCRIPTION.alreadyCancelled);
      if (sub.mode === 'razorpay') {
        try {
          await provider.cancelSubscription({ subscriptionId: sub.providerSubscriptionId, atCycleEnd: true });
        } catch (err) {
          if (err instanceof PaymentProviderError)
            throw new ServiceUnavailableError(MSG_SUBSCRIPTION.createFailed);
          throw err;
        }
      }
      const now = clock.now();
      const updated = await db.transaction((tx) =>
        transition(tx, sub.id, ['active'], { cancelAtPeriodEnd: true, updatedAt: now }),
      );
      if (!updated) throw new ConflictError(MSG_SUBSCRIPTION.noSubscriptionToCancel);
      return toStatusView(updated, now);
    },

    /**
     * The durable sweep (job `subscription-sweep`, every minute): ends cancelled periods, renews test-mode
     * subscriptions with a simulated charge recorded like a real one, moves unpaid Razorpay renewals to
     * `past_due` and expires them after the grace period, and sends the notice 3 days before renewal.
     * Every step is a conditional update: a re-run or a second node changes nothing twice.
     */
    async sweep(): Promise<{
      ended: number;
      renewed: number;
      pastDue: number;
      expired: number;
      notices: number;
    }> {
      const now = clock.now();
      const counts = { ended: 0, renewed: 0, pastDue: 0, expired: 0, notices: 0 };
      const created: CreatedNotification[] = [];

      for (const sub of await dueForPeriodEnd(db, now, SWEEP_BATCH)) {
        await db.transaction(async (tx) => {
          if (sub.cancelAtPeriodEnd) {
            const notices = await ended(tx, sub, 'cancelled', now);
            if (!notices) return;
            counts.ended += 1;
            created.push(...notices);
          } else if (sub.mode === 'test') {
            const period = nextPeriod(sub, now);
            const renewed = await applyCharge(
              tx,
              sub,
              { id: providerId('pay'), orderId: null, amountPaise: PRO_PRICE_PAISE },
              period,
              now,
            );
            if (renewed) {
              counts.renewed += 1;
              created.push(
                ...(await insertNotifications(
                  tx,
                  [
                    {
                      userId: sub.userId,
                      kind: 'pro_subscription',
                      message: fill(MSG_SUBSCRIPTION.renewedNotice, { date: dayOf(period.end) }),
                      link: '/payment-history',
                      dedupeKey: `pro-renewed:${sub.id}:${period.end.toISOString()}`,
                    },
                  ],
                  now,
                )),
              );
            }
          } else {
            const moved = await transition(tx, sub.id, ['active'], {
              status: 'past_due',
              graceUntil: new Date((sub.currentPeriodEnd ?? now).getTime() + PRO_GRACE_DAYS * DAY_MS),
              updatedAt: now,
            });
            if (!moved) return;
            counts.pastDue += 1;
            await mirrorOnProfile(
              tx,
              sub.userId,
              { tier: 'pro', status: 'past_due', expiresAt: sub.currentPeriodEnd },
              now,
            );
            created.push(
              ...(await insertNotifications(
                tx,
                [
                  {
                    userId: sub.userId,
                    kind: 'pro_subscription',
                    message: MSG_SUBSCRIPTION.pastDueNotice,
                    link: '/upgrade-pro',
                    dedupeKey: `pro-past-due:${sub.id}:${sub.currentPeriodEnd?.toISOString()}`,
                  },
                ],
                now,
              )),
            );
          }
        });
      }

      for (const sub of await dueForExpiry(db, now, SWEEP_BATCH)) {
        const notices = await db.transaction((tx) => ended(tx, sub, 'expired', now));
        if (!notices) continue;
        counts.expired += 1;
        created.push(...notices);
      }

      const until = new Date(now.getTime() + PRO_RENEWAL_NOTICE_DAYS * DAY_MS);
      for (const sub of await dueForNotice(db, now, until, SWEEP_BATCH)) {
        const end = sub.currentPeriodEnd;
        if (!end) continue;
        const notices = await db.transaction(async (tx) => {
          const marked = await transition(tx, sub.id, ['active'], { noticeSentFor: end, updatedAt: now });
          if (!marked) return [];
          return insertNotifications(
            tx,
            [
              {
                userId: sub.userId,
                kind: 'pro_subscription',
                message: fill(
                  sub.cancelAtPeriodEnd
                    ? MSG_SUBSCRIPTION.renewalEndingNotice
                    : MSG_SUBSCRIPTION.renewalNotice,
                  { date: dayOf(end) },
                ),
                link: '/upgrade-pro',
                dedupeKey: `pro-notice:${sub.id}:${end.toISOString()}`,
              },
            ],
            now,
          );
        });
        counts.notices += notices.length;
        created.push(...notices);
      }

      publish(created);
      return counts;
    },

    /**
     * POST /subscription/webhook: Razorpay's subscription events. The raw body's signature is checked first;
     * each event id is handled once. `subscription.charged` records the payment and extends the period;
     * `subscription.pending` pauses Pro (past due); `subscription.halted` expires it.
     */
    async webhook(
      rawBody: Buffer,
      signature: unknown,
      eventId: unknown,
    ): Promise<'processed' | 'duplicate' | 'ignored'> {
      if (!verifyWebhookSignature(rawBody, signature, deps.webhookSecret)) throw verificationFailed();
      let body: { event?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8')) as { event?: unknown };
      } catch {
        throw verificationFailed();
      }
      const event =
        typeof body?.event === 'string' ? body.event.replace(/[^A-Za-z0-9_.]/g, '').slice(0, 100) : '';
      const id = typeof eventId === 'string' && /^[A-Za-z0-9_.-]{1,100}$/.test(eventId) ? eventId : null;
      if (!id) throw verificationFailed();
      const parts = webhookParts(body);
      const now = clock.now();
      const created: CreatedNotification[] = [];
      const outcome = await db.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, id, event, now))) return 'duplicate' as const;
        if (!parts.subscriptionId) return 'ignored' as const;
        const sub = await findByProviderId(tx, parts.subscriptionId);
        if (!sub) return 'ignored' as const;
        if (event === 'subscription.charged' && parts.payment) {
          const fallback = nextPeriod(sub, now);
          const start = parts.currentStart ?? fallback.start;
          const end = parts.currentEnd && parts.currentEnd > start ? parts.currentEnd : fallback.end;
          const renewed = await applyCharge(
            tx,
            sub,
            { id: parts.payment.id, orderId: parts.payment.orderId, amountPaise: parts.payment.amount },
            { start, end },
            now,
          );
          return renewed ? ('processed' as const) : ('ignored' as const);
        }
        if (event === 'subscription.pending' && sub.status === 'active') {
          const moved = await transition(tx, sub.id, ['active'], {
            status: 'past_due',
            graceUntil: new Date(now.getTime() + PRO_GRACE_DAYS * DAY_MS),
            updatedAt: now,
          });
          if (moved) {
            await mirrorOnProfile(
              tx,
              sub.userId,
              { tier: 'pro', status: 'past_due', expiresAt: sub.currentPeriodEnd },
              now,
            );
          }
          return 'processed' as const;
        }
        if (event === 'subscription.halted' && (sub.status === 'active' || sub.status === 'past_due')) {
          created.push(...((await ended(tx, sub, 'expired', now)) ?? []));
          return 'processed' as const;
        }
        return 'ignored' as const;
      });
      publish(created);
      return outcome;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
