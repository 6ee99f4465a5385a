import { z } from 'zod';
import { ANALYTICS_WEEKS, EARNINGS_MONTHS, SUBSCRIPTION_STATUSES } from '../constants/subscription';
import { MSG_SUBSCRIPTION } from '../messages/subscription';
import { sessionUserSchema } from './users';

/** Subscription status (spec 02 §3): tier, expiry, subscription.status. */
export const subscriptionStatusSchema = z.object({
  /** 'pro' only while the Pro member rule holds at the server's now. */
  tier: z.enum(['free', 'pro']),
  /** End of the paid period (ISO), or null when never subscribed. */
  expiry: z.string().nullable(),
  subscription: z.object({
    /** null when there never was a subscription. */
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    /** Ours: cancelled by the professional, access kept until `expiry`. */
    cancelAtPeriodEnd: z.boolean(),
    /** Ours: 'test' or 'razorpay', the provider that runs it. */
    mode: z.enum(['test', 'razorpay']).nullable(),
  }),
});
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/subscription/status → `{ data: … }` (the spec's client reads data.data). */
export const subscriptionStatusResponseSchema = z.object({ data: subscriptionStatusSchema });

/** POST /api/subscription/create: the spec's client sends an empty plan; the monthly Pro plan is the default. */
export const createSubscriptionSchema = z.object({
  planId: z.string().trim().max(64, MSG_SUBSCRIPTION.planUnknown).optional().nullable(),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;

export const createSubscriptionResultSchema = z.object({
  /** `sub_…`, Razorpay's (or the test mode's) subscription id. */
  subscriptionId: z.string(),
  testMode: z.boolean(),
  /** The public key the checkout needs (`rzp_…`). */
  key: z.string(),
  /** Paise charged each period. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;

const providerId = (prefix: string) =>
  z
    .string({ message: MSG_SUBSCRIPTION.verificationFailed })
    .trim()
    .min(1, MSG_SUBSCRIPTION.verificationFailed)
    .max(64, MSG_SUBSCRIPTION.verificationFailed)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), MSG_SUBSCRIPTION.verificationFailed);

/** POST /api/subscription/verify: what Razorpay's checkout hands back after the first payment. */
export const verifySubscriptionSchema = z.object({
  razorpay_payment_id: providerId('pay'),
  razorpay_subscription_id: providerId('sub'),
  razorpay_signature: z
    .string({ message: MSG_SUBSCRIPTION.verificationFailed })
    .trim()
    .min(1, MSG_SUBSCRIPTION.verificationFailed)
    .max(128, MSG_SUBSCRIPTION.verificationFailed),
});
export type VerifySubscriptionInput = z.input<typeof verifySubscriptionSchema>;

/** `{ data: { user } }`: the refreshed session user (spec 02 §4). */
export const verifySubscriptionResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
  testMode: z.boolean(),
});

/** Test mode only: what Razorpay's checkout returns after charging the card. */
export const subscriptionTestCheckoutResultSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_subscription_id: z.string(),
  razorpay_signature: z.string(),
});

export const subscriptionIdParamsSchema = z.object({
  subscriptionId: z
    .string()
    .trim()
    .regex(/^sub_[A-Za-z0-9]{1,60}$/, MSG_SUBSCRIPTION.verificationFailed),
});

/** POST /api/subscription/cancel → the status after cancelling. */
export const cancelSubscriptionResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  data: subscriptionStatusSchema,
});

// --- Earnings --------------------------------------------------------------------------------------------

export const earningsQuerySchema = z.object({
  months: z.coerce
    .number({ message: MSG_SUBSCRIPTION.rangeInvalid })
    .int(MSG_SUBSCRIPTION.rangeInvalid)
    .min(1, MSG_SUBSCRIPTION.rangeInvalid)
    .max(EARNINGS_MONTHS.max, MSG_SUBSCRIPTION.rangeInvalid)
    .default(EARNINGS_MONTHS.default),
});

/** One India calendar month of completed, paid visits. Amounts in paise. */
export const earningsMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  visits: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** What Pro saved this month: the standard commission minus what was charged on Pro visits. */
  proSavings: z.number().int(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

export const earningsResponseSchema = z.object({
  data: z.object({
    /** Oldest first, every month of the range (months without visits are zeros). */
    months: z.array(earningsMonthSchema),
    totals: earningsMonthSchema.omit({ month: true }),
  }),
});
export type Earnings = z.infer<typeof earningsResponseSchema>['data'];

// --- Analytics -------------------------------------------------------------------------------------------

export const analyticsQuerySchema = z.object({
  weeks: z.coerce
    .number({ message: MSG_SUBSCRIPTION.rangeInvalid })
    .int(MSG_SUBSCRIPTION.rangeInvalid)
    .min(1, MSG_SUBSCRIPTION.rangeInvalid)
    .max(ANALYTICS_WEEKS.max, MSG_SUBSCRIPTION.rangeInvalid)
    .default(ANALYTICS_WEEKS.default),
});

export const analyticsWeekSchema = z.object({
  /** Monday of the India week, `YYYY-MM-DD`. */
  week: z.string(),
  searchAppearances: z.number().int(),
  profileViews: z.number().int(),
  bookings: z.number().int(),
});
export type AnalyticsWeek = z.infer<typeof analyticsWeekSchema>;

/** Pro members get the weeks; others get `locked: true`, the totals and no weeks (the preview). */
export const analyticsResponseSchema = z.object({
  data: z.object({
    locked: z.boolean(),
    weeks: z.array(analyticsWeekSchema),
    totals: analyticsWeekSchema.omit({ week: true }),
  }),
});
export type Analytics = z.infer<typeof analyticsResponseSchema>['data'];

// --- Demand insights -------------------------------------------------------------------------------------

/** Demand point (spec 02 §3): lat, lng, intensity, area, city, specialty. */
export const demandPointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  intensity: z.number().int(),
  area: z.string(),
  city: z.string(),
  specialty: z.string(),
});
export type DemandPoint = z.infer<typeof demandPointSchema>;

export const demandInsightsQuerySchema = z.object({
  city: z.string().trim().max(40).optional(),
  specialty: z.string().trim().max(60).optional(),
});

export const demandInsightsResponseSchema = z.object({ data: z.array(demandPointSchema) });
