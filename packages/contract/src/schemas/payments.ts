import { z } from 'zod';
import { MSG_PAYMENTS } from '../messages/payments';

/** What a payment pays for. `second_opinion` and `pro_subscription` are priced by the server. */
export const PAYMENT_TYPES = [
  'second_opinion',
  'pro_subscription',
  'care_fund_donation',
  'care_fund_topup',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A donation or a top-up: ₹10 to ₹1,00,000, in paise (docs/decisions: payments). */
export const CARE_FUND_AMOUNT_MIN_PAISE = 1_000;
export const CARE_FUND_AMOUNT_MAX_PAISE = 10_000_000;

/** What a payment is for: a UUID or a provider-style id — letters, digits, '_' and '-'. */
export const referenceIdSchema = z
  .string()
  .trim()
  .min(1, MSG_PAYMENTS.referenceInvalid)
  .max(100, MSG_PAYMENTS.referenceInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, MSG_PAYMENTS.referenceInvalid);

/** Amounts are integer paise (spec 02 §9). */
export const paiseSchema = z
  .number({ message: MSG_PAYMENTS.amountInvalid })
  .int(MSG_PAYMENTS.amountInvalid)
  .positive(MSG_PAYMENTS.amountInvalid)
  .max(100_000_000, MSG_PAYMENTS.amountInvalid);

/** POST /api/payment/create-order */
export const createOrderSchema = z.object({
  /** Optional for priced types (second opinions): the server's price is used; when sent it must match. */
  amount: paiseSchema.optional(),
  currency: z.literal('INR', { message: MSG_PAYMENTS.currencyInvalid }).default('INR'),
  type: z.enum(PAYMENT_TYPES, { message: MSG_PAYMENTS.typeInvalid }),
  referenceId: z
    .string()
    .trim()
    .min(1, MSG_PAYMENTS.referenceInvalid)
    .max(100, MSG_PAYMENTS.referenceInvalid),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** `{ order: {id, amount, currency}, key }` (spec 02 §3: payment order plus a public key). */
export const paymentOrderSchema = z.object({
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
  key: z.string(),
  /** Ours: 'test' opens Arogya's own checkout, 'razorpay' Razorpay's. */
  mode: z.enum(['test', 'razorpay']),
  /** Ours: what the checkout shows as the purpose. */
  description: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const providerIdSchema = (prefix: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), MSG_PAYMENTS.signatureInvalid);

/** POST /api/payment/verify — the three fields Razorpay's checkout returns, plus what was paid for. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: providerIdSchema('order'),
  razorpay_payment_id: providerIdSchema('pay'),
  razorpay_signature: z
    .string()
    .trim()
    .min(1, MSG_PAYMENTS.signatureInvalid)
    .max(128, MSG_PAYMENTS.signatureInvalid),
  type: z.enum(PAYMENT_TYPES, { message: MSG_PAYMENTS.typeInvalid }),
  referenceId: z
    .string()
    .trim()
    .min(1, MSG_PAYMENTS.referenceInvalid)
    .max(100, MSG_PAYMENTS.referenceInvalid),
});
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>;

/** A payment record (spec 02 §3). `amount` in paise; `status` 'success' (shown as Paid) or 'failed'. */
export const paymentRecordSchema = z.object({
  _id: z.string(),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string(),
  createdAt: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(['success', 'failed']),
  type: z.enum(PAYMENT_TYPES),
  /** Paise refunded so far (0 when none). */
  refundedAmount: z.number().int(),
  /** When the refund was made (null when none). */
  refundedAt: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const verifyPaymentResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  success: z.literal(true),
  payment: paymentRecordSchema,
});

export const paymentHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more.')
    .max(100, 'Limit must be 100 or less.')
    .default(20),
});

/** GET /api/payment/my-history → `{ data: [...] }`, newest first. */
export const paymentHistorySchema = z.object({
  data: z.array(paymentRecordSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

/** Test mode only: what the built-in checkout returns on Pay, exactly what Razorpay's would. */
export const testCheckoutResultSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type TestCheckoutResult = z.infer<typeof testCheckoutResultSchema>;

export const orderIdParamsSchema = z.object({ orderId: providerIdSchema('order') });

export const webhookResultSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
