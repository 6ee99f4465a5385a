import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { paymentOrders, paymentRefunds, payments, paymentWebhookEvents } from '../../db/schema/payments';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrderRow = typeof paymentOrders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertOrder(
  db: Database | Tx,
  row: NewPaymentOrderRow & { createdAt: Date; updatedAt: Date },
): Promise<PaymentOrderRow> {
  const [created] = await db.insert(paymentOrders).values(row).returning();
  if (!created) throw new Error('insert into payment_orders returned no row');
  return created;
}

export async function findOrderByProviderId(
  db: Database | Tx,
  providerOrderId: string,
): Promise<PaymentOrderRow | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .limit(1);
  return row ?? null;
}

/** Marks the order paid only if it still is `created`: of two settlements exactly one gets the row. */
export async function claimOrder(tx: Tx, orderId: string, now: Date): Promise<PaymentOrderRow | null> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', updatedAt: now })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')))
    .returning();
  return row ?? null;
}

export async function successfulPaymentOf(db: Database | Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'success')))
    .limit(1);
  return row ?? null;
}

/**
 * Records the verified payment. A `failed` row a webhook wrote earlier for the same provider payment id
 * becomes the success (Razorpay can report a failure and then capture the same payment).
 */
export async function insertSuccessfulPayment(
  tx: Tx,
  order: PaymentOrderRow,
  providerPaymentId: string,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      providerPaymentId,
      payerId: order.payerId,
      type: order.type,
      referenceId: order.referenceId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      status: 'success',
      description: order.description,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: payments.providerPaymentId,
      set: { status: 'success', createdAt: now },
      setWhere: and(eq(payments.orderId, order.id), eq(payments.status, 'failed')),
    })
    .returning();
  if (!row) throw new Error(`payment ${providerPaymentId} belongs to another order`);
  return row;
}

/** A failed attempt (webhook `payment.failed`); a repeated report of the same attempt adds nothing. */
export async function insertFailedPayment(
  tx: Tx,
  order: PaymentOrderRow,
  providerPaymentId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      providerPaymentId,
      payerId: order.payerId,
      type: order.type,
      referenceId: order.referenceId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      status: 'failed',
      description: order.description,
      createdAt: now,
    })
    .onConflictDoNothing({ target: payments.providerPaymentId });
}

/** Records a webhook delivery; false when this event id was handled before. */
export async function recordWebhookEvent(
  tx: Tx,
  eventId: string,
  event: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}

/** The payer's payments, newest first, with the provider's order id and when a completed refund was made. */
export async function paymentsOf(db: Database | Tx, payerId: string, offset: number, limit: number) {
  return db
    .select({
      payment: payments,
      providerOrderId: paymentOrders.providerOrderId,
      refundedAt: paymentRefunds.createdAt,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .leftJoin(
      paymentRefunds,
      and(eq(paymentRefunds.paymentId, payments.id), ne(paymentRefunds.providerRefundId, 'pending')),
    )
    .where(eq(payments.payerId, payerId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .offset(offset)
    .limit(limit);
}

export async function findPaymentWithOrder(db: Database | Tx, id: string) {
  const [row] = await db
    .select({ payment: payments, providerOrderId: paymentOrders.providerOrderId, mode: paymentOrders.mode })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(eq(payments.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Claims the one refund a payment may have, before the provider is asked: a concurrent second refund
 * fails on the unique index here, so the provider is never asked twice. Returns the refund's id, or null
 * when the payment was already refunded.
 */
export async function claimRefund(
  tx: Tx,
  paymentId: string,
  amountPaise: number,
  reason: string,
  now: Date,
): Promise<string | null> {
  const rows = await tx
    .insert(paymentRefunds)
    .values({ paymentId, providerRefundId: 'pending', amountPaise, reason, createdAt: now })
    .onConflictDoNothing({ target: paymentRefunds.paymentId })
    .returning({ id: paymentRefunds.id });
  return rows[0]?.id ?? null;
}

export async function completeRefund(
  tx: Tx,
  refundId: string,
  paymentId: string,
  amountPaise: number,
  providerRefundId: string,
): Promise<boolean> {
  await tx.update(paymentRefunds).set({ providerRefundId }).where(eq(paymentRefunds.id, refundId));
  const rows = await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}` })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`${payments.refundedPaise} + ${amountPaise} <= ${payments.amountPaise}`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The successful payment that settled an order of this type and reference, if any. */
export async function successfulPaymentFor(
  db: Database | Tx,
  type: string,
  referenceId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.type, type), eq(payments.referenceId, referenceId), eq(payments.status, 'success')),
    )
    .limit(1);
  return row ?? null;
}

export async function releaseRefund(db: Database | Tx, refundId: string): Promise<void> {
  await db.delete(paymentRefunds).where(eq(paymentRefunds.id, refundId));
}
