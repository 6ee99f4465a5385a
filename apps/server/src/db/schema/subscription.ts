import { SUBSCRIPTION_STATUSES } from '@arogya/contract/constants/subscription';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { appointments } from './appointments';
import { payments } from './payments';
import { users } from './users';

/**
 * A professional's Pro subscription with the payment provider (Razorpay, or the offline test mode).
 * The listing columns on `professional_profiles` (tier, status, expiry) mirror the live row and are
 * changed in the same transaction; this table keeps the history and the provider's id.
 */
export const proSubscriptions = pgTable(
  'pro_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `sub_…`, the provider's id (made locally in test mode). */
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    planId: text('plan_id').notNull(),
    /** 'test' or 'razorpay': which provider runs it. */
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    /** The paid period; null until the first payment is verified. */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Cancelled by the professional: stays `active` until `current_period_end`, then `cancelled`. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** `past_due` only: the moment the subscription expires unless a renewal charge arrives. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** The period end the renewal notice was sent for (one notice per period). */
    noticeSentFor: timestamp('notice_sent_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pro_subscriptions_provider_key').on(t.providerSubscriptionId),
    // At most one live subscription per professional: two concurrent upgrades cannot both start one.
    uniqueIndex('pro_subscriptions_live_user_key')
      .on(t.userId)
      .where(sql`${t.status} in ('created','active','past_due')`),
    index('pro_subscriptions_user_idx').on(t.userId, t.createdAt),
    // The sweep's scans: live subscriptions by period end and grace end.
    index('pro_subscriptions_period_end_idx').on(t.currentPeriodEnd).where(sql`${t.status} = 'active'`),
    index('pro_subscriptions_grace_idx').on(t.graceUntil).where(sql`${t.status} = 'past_due'`),
    check('pro_subscriptions_status_check', sql`${t.status} in (${sqlList(SUBSCRIPTION_STATUSES)})`),
    check('pro_subscriptions_mode_check', sql`${t.mode} in ('test','razorpay')`),
  ],
);

/**
 * One paid period of a subscription, with the payment that paid it (also in `payments`, so it appears in
 * the payment history). "Was this professional Pro at that moment" is answered from these rows.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: idColumn(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => proSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** `pay_…`: a provider payment pays one period only. */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_charges_provider_payment_key').on(t.providerPaymentId),
    index('subscription_charges_user_period_idx').on(t.userId, t.periodStart, t.periodEnd),
    check('subscription_charges_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * The platform's commission on one completed appointment, written once when it is completed (never
 * recomputed): 15 % when the professional was Pro at booking time, 20 % otherwise.
 */
export const appointmentCommissions = pgTable(
  'appointment_commissions',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    /** Basis points: 1500 (Pro) or 2000 (standard). */
    rateBps: integer('rate_bps').notNull(),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    proAtBooking: boolean('pro_at_booking').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_commissions_professional_idx').on(t.professionalId, t.completedAt),
    check(
      'appointment_commissions_amounts_check',
      sql`${t.grossPaise} >= 0 and ${t.commissionPaise} >= 0 and ${t.netPaise} = ${t.grossPaise} - ${t.commissionPaise}`,
    ),
  ],
);

/**
 * Weekly counters per professional (the Pro analytics): search appearances and profile views (bookings
 * are counted from `appointments`).
 * One row per professional per India week; rows older than the retention are purged, so storage is bounded.
 */
export const professionalWeeklyStats = pgTable(
  'professional_weekly_stats',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monday of the India week. */
    week: date('week', { mode: 'string' }).notNull(),
    searchAppearances: integer('search_appearances').notNull().default(0),
    profileViews: integer('profile_views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.week] }),
    index('professional_weekly_stats_week_idx').on(t.week),
  ],
);
