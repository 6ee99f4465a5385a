import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import type { PaymentOrder, PaymentRecord, PaymentType } from '@arogya/contract/schemas/payments';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  AppError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import {
  type PaymentProvider,
  PaymentProviderError,
  paymentSignature,
  providerId,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../lib/payments';
import {
  claimOrder,
  claimRefund,
  completeRefund,
  findOrderByProviderId,
  findPaymentWithOrder,
  insertFailedPayment,
  insertOrder,
  insertSuccessfulPayment,
  type PaymentOrderRow,
  type PaymentRow,
  paymentsOf,
  recordWebhookEvent,
  releaseRefund,
  successfulPaymentOf,
} from './payments.repo';
import { buildReceiptPdf, receiptFileName } from './receipt-pdf';

/**
 * What one kind of payment is for. Each area that takes money registers one: it checks the reference,
 * names the amount (its price, or the payer's choice within bounds) and applies a verified payment inside
 * the settling transaction.
 */
export interface PaymentPurpose {
  /** Throws a 4xx (from its area's catalogue) when the payer may not pay for this reference. */
  prepare(
    db: Database,
    input: {
      payer: SessionUser | null;
      referenceId: string;
      amountPaise: number;
      donorName?: string | undefined;
      donorMessage?: string | undefined;
    },
  ): Promise<{
    amountPaise: number;
    description: string;
    donorName?: string | null;
    donorMessage?: string | null;
  }>;
  /** Runs once per order, in the transaction that records the payment. */
  settle(tx: Tx, payment: PaymentRow, order: PaymentOrderRow, now: Date): Promise<void>;
}

export type PaymentPurposes = Partial<Record<PaymentType, PaymentPurpose>>;

export interface PaymentsServiceDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  purposes: PaymentPurposes;
  /** False in production without Razorpay keys (config.payments.enabled): every money route answers 503. */
  enabled: boolean;
  webhookSecret: string | undefined;
}

export interface SettleResult {
  payment: PaymentRow;
  providerOrderId: string;
  /** True when this order was already settled with this very payment: nothing changed. */
  replay: boolean;
}

export function toPaymentRecord(
  payment: PaymentRow,
  providerOrderId: string,
  refundedAt: Date | null = null,
): PaymentRecord {
  return {
    _id: payment.id,
    razorpayOrderId: providerOrderId,
    razorpayPaymentId: payment.providerPaymentId,
    createdAt: payment.createdAt.toISOString(),
    description: payment.description,
    amount: payment.amountPaise,
    currency: 'INR',
    status: payment.status === 'success' ? 'success' : 'failed',
    type: payment.type as PaymentType,
    refundedAmount: payment.refundedPaise,
    refundedAt: refundedAt ? refundedAt.toISOString() : null,
  };
}

function webhookEntity(body: unknown): { id: string; orderId: string; amount: number } | null {
  const entity = (body as { payload?: { payment?: { entity?: Record<string, unknown> } } })?.payload?.payment
    ?.entity;
  if (!entity) return null;
  const { id, order_id: orderId, amount } = entity;
  if (typeof id !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') return null;
  return { id, orderId, amount };
}

export function createPaymentsService({
  db,
  clock,
  provider,
  purposes,
  enabled,
  webhookSecret,
}: PaymentsServiceDeps) {
  function requireEnabled() {
    if (!enabled) throw new ServiceUnavailableError(MSG_PAYMENTS.paymentsUnavailable, 60);
  }

  function purposeOf(type: PaymentType): PaymentPurpose {
    const purpose = purposes[type];
    if (!purpose) {
      throw new ValidationError(MSG_PAYMENTS.typeUnavailable, [
        { path: 'body.type', message: MSG_PAYMENTS.typeUnavailable },
      ]);
    }
    return purpose;
  }

  /**
   * Settles an order with a provider payment, exactly once: the conditional update on the order decides
   * who settles; a replay of the same payment answers what the first one did and changes nothing.
   */
  async function settleInTx(tx: Tx, order: PaymentOrderRow, providerPaymentId: string, now: Date) {
    const claimed = await claimOrder(tx, order.id, now);
    if (!claimed) {
      const existing = await successfulPaymentOf(tx, order.id);
      if (existing && existing.providerPaymentId === providerPaymentId) {
        return { payment: existing, providerOrderId: order.providerOrderId, replay: true };
      }
      throw new ConflictError(MSG_PAYMENTS.alreadyVerified);
    }
    const payment = await insertSuccessfulPayment(tx, claimed, providerPaymentId, now);
    await purposeOf(claimed.type as PaymentType).settle(tx, payment, claimed, now);
    return { payment, providerOrderId: order.providerOrderId, replay: false };
  }

  return {
    mode: provider.mode,

    /**
     * Starts an order. The amount is the purpose's: a price the client must repeat exactly, or the payer's
     * choice within bounds. Visitors (no session) may only start donations.
     */
    async createOrder(
      payer: SessionUser | null,
      input: {
        /** Paise. Optional for priced types: the server's price is used; when sent it must match. */
        amount?: number | undefined;
        type: PaymentType;
        referenceId: string;
        donorName?: string | undefined;
        donorMessage?: string | undefined;
      },
    ): Promise<PaymentOrder> {
      requireEnabled();
      if (!payer && input.type !== 'care_fund_donation') throw new UnauthorizedError();
      const purpose = purposeOf(input.type);
      const prepared = await purpose.prepare(db, {
        payer,
        referenceId: input.referenceId,
        amountPaise: input.amount ?? 0,
        donorName: input.donorName,
        donorMessage: input.donorMessage,
      });
      if (input.amount !== undefined && prepared.amountPaise !== input.amount) {
        throw new ValidationError(MSG_PAYMENTS.amountMismatch, [
          { path: 'body.amount', message: MSG_PAYMENTS.amountMismatch },
        ]);
      }
      const now = clock.now();
      let providerOrder: Awaited<ReturnType<PaymentProvider['createOrder']>>;
      try {
        providerOrder = await provider.createOrder({
          amountPaise: prepared.amountPaise,
          receipt: `${input.type}:${now.getTime().toString(36)}`,
          notes: { type: input.type, referenceId: input.referenceId },
        });
      } catch (err) {
        if (err instanceof PaymentProviderError)
          throw new ServiceUnavailableError(MSG_PAYMENTS.providerUnavailable);
        throw err;
      }
      await insertOrder(db, {
        providerOrderId: providerOrder.id,
        payerId: payer?.id ?? null,
        type: input.type,
        referenceId: input.referenceId,
        amountPaise: prepared.amountPaise,
        currency: 'INR',
        status: 'created',
        description: prepared.description,
        donorName: prepared.donorName ?? null,
        donorMessage: prepared.donorMessage ?? null,
        mode: provider.mode,
        createdAt: now,
        updatedAt: now,
      });
      return {
        order: { id: providerOrder.id, amount: prepared.amountPaise, currency: 'INR' },
        key: provider.keyId,
        mode: provider.mode,
        description: prepared.description,
      };
    },

    /**
     * POST /payment/verify. The order must exist and be this payer's (a visitor's donation order has no
     * payer: its id and a valid signature are the proof), for this type and reference; the signature is
     * recomputed and compared in constant time. Nothing else ever marks an order paid.
     */
    async verify(
      user: SessionUser | null,
      input: {
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
        type: PaymentType;
        referenceId: string;
      },
    ): Promise<SettleResult> {
      requireEnabled();
      const order = await findOrderByProviderId(db, input.razorpay_order_id);
      if (!order) throw new NotFoundError(MSG_PAYMENTS.orderNotFound);
      if (order.payerId) {
        if (!user) throw new UnauthorizedError();
        if (order.payerId !== user.id) throw new NotFoundError(MSG_PAYMENTS.orderNotFound);
      }
      if (order.type !== input.type || order.referenceId !== input.referenceId) {
        throw new ValidationError(MSG_PAYMENTS.orderMismatch, [
          { path: 'body.referenceId', message: MSG_PAYMENTS.orderMismatch },
        ]);
      }
      const valid = verifyPaymentSignature(
        {
          orderId: order.providerOrderId,
          paymentId: input.razorpay_payment_id,
          signature: input.razorpay_signature,
        },
        provider.keySecret,
      );
      if (!valid) {
        throw new ValidationError(MSG_PAYMENTS.signatureInvalid, [
          { path: 'body.razorpay_signature', message: MSG_PAYMENTS.signatureInvalid },
        ]);
      }
      const now = clock.now();
      return db.transaction((tx) => settleInTx(tx, order, input.razorpay_payment_id, now));
    },

    /**
     * Test mode only: what Razorpay's checkout does after the card is charged — a payment id and its
     * signature. Answers 404 in Razorpay mode, so it can never stand in for a real payment.
     */
    async testCheckoutPay(orderId: string): Promise<{
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }> {
      requireEnabled();
      if (provider.mode !== 'test') throw new NotFoundError(MSG_PAYMENTS.orderNotFound);
      const order = await findOrderByProviderId(db, orderId);
      if (!order) throw new NotFoundError(MSG_PAYMENTS.orderNotFound);
      if (order.status !== 'created') throw new ConflictError(MSG_PAYMENTS.alreadyVerified);
      const paymentId = providerId('pay');
      return {
        razorpay_order_id: order.providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(order.providerOrderId, paymentId, provider.keySecret),
      };
    },

    /**
     * POST /payment/webhook: Razorpay's report of payments whose browser never came back. The signature
     * of the raw body is checked first; each event id is handled once, in the transaction that applies it.
     */
    async webhook(
      rawBody: Buffer,
      signature: unknown,
      eventId: unknown,
    ): Promise<'processed' | 'duplicate' | 'ignored'> {
      if (!verifyWebhookSignature(rawBody, signature, webhookSecret)) {
        throw new ValidationError(MSG_PAYMENTS.webhookSignatureInvalid);
      }
      let body: { event?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8')) as { event?: unknown };
      } catch {
        throw new ValidationError(MSG_PAYMENTS.webhookSignatureInvalid);
      }
      const event = typeof body?.event === 'string' ? body.event.replace(/[^A-Za-z0-9_.]/g, '') : '';
      const id = typeof eventId === 'string' && /^[A-Za-z0-9_.-]{1,100}$/.test(eventId) ? eventId : null;
      if (!id) throw new ValidationError(MSG_PAYMENTS.webhookSignatureInvalid);
      const now = clock.now();
      return db.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, id, event.slice(0, 100), now))) return 'duplicate';
        if (!['payment.captured', 'payment.failed', 'order.paid'].includes(event)) return 'ignored';
        const entity = webhookEntity(body);
        if (!entity) return 'ignored';
        const order = await findOrderByProviderId(tx, entity.orderId);
        if (!order || entity.amount !== order.amountPaise) return 'ignored';
        if (event === 'payment.failed') {
          if (order.status === 'created') await insertFailedPayment(tx, order, entity.id, now);
          return 'processed';
        }
        try {
          await settleInTx(tx, order, entity.id, now);
        } catch (err) {
          // Settled already with another payment: Razorpay is told all is well (it would retry), nothing changes.
          if (err instanceof ConflictError) return 'ignored';
          throw err;
        }
        return 'processed';
      });
    },

    async history(user: SessionUser, page: number, limit: number) {
      const rows = await paymentsOf(db, user.id, (page - 1) * limit, limit + 1);
      return {
        data: rows.slice(0, limit).map((r) => toPaymentRecord(r.payment, r.providerOrderId, r.refundedAt)),
        page,
        limit,
        hasMore: rows.length > limit,
      };
    },

    /** The receipt of one of the payer's successful payments; anything else is 404. */
    async receipt(user: SessionUser, paymentId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const row = await findPaymentWithOrder(db, paymentId);
      if (!row || row.payment.payerId !== user.id || row.payment.status !== 'success') {
        throw new NotFoundError(MSG_PAYMENTS.receiptNotFound);
      }
      const bytes = await buildReceiptPdf({
        paymentId: row.payment.providerPaymentId,
        orderId: row.providerOrderId,
        payerName: user.name,
        description: row.payment.description,
        amountPaise: row.payment.amountPaise,
        refundedPaise: row.payment.refundedPaise,
        paidAt: row.payment.createdAt,
        testMode: row.mode === 'test',
        generatedAt: clock.now(),
      });
      return { fileName: receiptFileName(row.payment.createdAt, row.payment.providerPaymentId), bytes };
    },

    /**
     * Refunds (part of) a successful payment through the provider, once, at most what was paid. The refund
     * is claimed in the database before the provider is asked, so two concurrent refunds never both reach it.
     */
    async refund(paymentId: string, amountPaise: number, reason: string): Promise<{ refundedPaise: number }> {
      requireEnabled();
      const row = await findPaymentWithOrder(db, paymentId);
      if (row?.payment.status !== 'success') throw new NotFoundError(MSG_PAYMENTS.receiptNotFound);
      // Checked against what was paid, not what is left: a payment has one refund, so a second one is the
      // claim's conflict below, however the two interleave, never a refund that looks too large.
      if (!Number.isInteger(amountPaise) || amountPaise <= 0 || amountPaise > row.payment.amountPaise) {
        throw new ValidationError(MSG_PAYMENTS.refundTooLarge);
      }
      const now = clock.now();
      const refundId = await db.transaction((tx) => claimRefund(tx, paymentId, amountPaise, reason, now));
      if (!refundId) throw new ConflictError(MSG_PAYMENTS.alreadyRefunded);
      let providerRefundId: string;
      try {
        ({ id: providerRefundId } = await provider.refund({
          providerPaymentId: row.payment.providerPaymentId,
          amountPaise,
          notes: { reason: reason.slice(0, 200) },
        }));
      } catch (err) {
        await releaseRefund(db, refundId);
        if (err instanceof PaymentProviderError)
          throw new ServiceUnavailableError(MSG_PAYMENTS.providerUnavailable);
        throw err;
      }
      const ok = await db.transaction((tx) =>
        completeRefund(tx, refundId, paymentId, amountPaise, providerRefundId),
      );
      if (!ok) throw new AppError('CONFLICT', MSG_PAYMENTS.refundTooLarge);
      return { refundedPaise: amountPaise };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
