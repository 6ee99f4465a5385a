// Constants of the `subscription` area: the Pro plan (spec 02 §1, §3, §5, §9).

/** Roles that may buy the Pro subscription (spec 02 §5). */
export const PRO_ELIGIBLE_ROLES = ['doctor', 'nurse'] as const;

export const PRO_PLAN = {
  priceRupees: 999,
  period: 'month',
  commissionPro: 0.15,
  commissionStandard: 0.2,
  visibilityClaim: '3x',
} as const;

/**
 * Subscription statuses: the spec names `active`; the others are ours. `created`: started, not paid yet.
 * `past_due`: a renewal charge failed or did not arrive — Pro is paused, Razorpay keeps retrying for the
 * grace period. `cancelled`: the professional cancelled and the paid period has ended. `expired`: the grace
 * period ended without a payment.
 */
export const SUBSCRIPTION_STATUSES = ['created', 'active', 'past_due', 'cancelled', 'expired'] as const;

/** Pro member only when tier is pro, expiry is in the future and the subscription is active (spec 02 §3). */
export function isProMember(
  sub: {
    tier: string | null | undefined;
    expiry: Date | string | number | null | undefined;
    status: string | null | undefined;
  },
  now: Date | number,
): boolean {
  if (sub.tier !== 'pro' || sub.status !== 'active' || sub.expiry == null) return false;
  const expiry = new Date(sub.expiry).getTime();
  return Number.isFinite(expiry) && expiry > new Date(now).getTime();
}

/** The plan behind an empty `planId` (the spec's client sends none): the monthly Pro plan. */
export const PRO_MONTHLY_PLAN_ID = 'pro_monthly';
/** Rs 999 in paise: what each period costs. */
export const PRO_PRICE_PAISE = PRO_PLAN.priceRupees * 100;
/** One paid period, in days (a calendar month would make periods differ; ours: 30 days). */
export const PRO_PERIOD_DAYS = 30;
/** Days after a missed renewal during which a late charge still renews (`past_due`), then `expired`. */
export const PRO_GRACE_DAYS = 3;
/** The renewal notice goes out this many days before the period ends. */
export const PRO_RENEWAL_NOTICE_DAYS = 3;
/** Razorpay's `total_count`: monthly charges a subscription may have (ten years). */
export const PRO_TOTAL_CHARGES = 120;

/** Commission rates in basis points (1/100 of a percent), so the arithmetic stays in integers. */
export const COMMISSION_BPS = {
  pro: Math.round(PRO_PLAN.commissionPro * 10_000),
  standard: Math.round(PRO_PLAN.commissionStandard * 10_000),
} as const;

/** The platform's commission on a fee, in paise: rounded half up to the nearest paisa. */
export function commissionPaise(grossPaise: number, rateBps: number): number {
  return Math.floor((grossPaise * rateBps + 5_000) / 10_000);
}

/** Months of earnings and weeks of analytics a professional may ask for, and the defaults. */
export const EARNINGS_MONTHS = { default: 12, max: 24 } as const;
export const ANALYTICS_WEEKS = { default: 12, max: 26 } as const;
