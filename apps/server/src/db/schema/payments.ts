import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/** What a payment pays for (POST /payment/create-order `type`). */
export const PAYMENT_TYPES = [
  'second_opinion',
  'pro_subscription',
  'care_fund_donation',
  'care_fund_topup',
] as const;
export const PAYMENT_ORDER_STATUSES = ['created', 'paid'] as const;
export const PAYMENT_STATUSES = ['success', 'failed'] as const;

/**
 * An order started with the payment provider (Razorpay, or the offline test mode). The amount is the
 * server's: computed from what is paid for, or — for donations and top-ups — chosen within bounds.
 * `payerId` is null for a visitor's donation: then the order id and a valid signature are the proof.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: idColumn(),
    /** `order_…`, the provider's id (made locally in test mode). */
    providerOrderId: text('provider_order_id').notNull(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    referenceId: text('reference_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    /** What the payer sees in their history and on the receipt. */
    description: text('description').notNull(),
    /** Donations only: the name the donor chose to show (null: Anonymous) and a short message. */
    donorName: text('donor_name'),
    donorMessage: text('donor_message'),
    /** 'test' or 'razorpay': which provider made it. */
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.providerOrderId),
    check('payment_orders_type_check', sql`${t.type} in (${sqlList(PAYMENT_TYPES)})`),
    check('payment_orders_status_check', sql`${t.status} in (${sqlList(PAYMENT_ORDER_STATUSES)})`),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A payment attempt the provider reported: a verified success (at most one per order — the unique
 * index settles an order exactly once whoever reports it first, the browser or the webhook) or a
 * failure. Refunds are recorded against it.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** `pay_…` */
    providerPaymentId: text('provider_payment_id').notNull(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    referenceId: text('reference_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull(),
    description: text('description').notNull(),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    uniqueIndex('payments_order_success_key').on(t.orderId).where(sql`${t.status} = 'success'`),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_reference_idx').on(t.referenceId, t.type),
    check('payments_status_check', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_refund_bounds', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`),
  ],
);

/** A refund of a payment: one per payment (the unique index), at most the amount paid (the check above). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: idColumn(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** `rfnd_…` */
    providerRefundId: text('provider_refund_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_key').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Webhook deliveries already handled, by Razorpay's `x-razorpay-event-id`: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A patient's care-fund page settings. No row means a private fund with no page. The balance itself is
 * `users.care_fund_balance_paise`, moved only with a `care_fund_ledger` row.
 */
export const careFunds = pgTable(
  'care_funds',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** Lower-case letters, digits and hyphens; unique. */
    slug: text('slug'),
    displayName: text('display_name').notNull(),
    story: text('story').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('care_funds_slug_key').on(t.slug).where(sql`${t.slug} is not null`)],
);
