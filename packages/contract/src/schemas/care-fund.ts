import { z } from 'zod';
import { MSG_CARE_FUND } from '../messages/care-fund';
import { CARE_FUND_AMOUNT_MAX_PAISE, CARE_FUND_AMOUNT_MIN_PAISE, paymentOrderSchema } from './payments';

/** A fund's patient id or slug, as the page address carries it. */
const fundKeySchema = z
  .string()
  .trim()
  .min(1, MSG_CARE_FUND.invalidFundIdentifier)
  .max(80, MSG_CARE_FUND.invalidFundIdentifier)
  .regex(/^[A-Za-z0-9-]+$/, MSG_CARE_FUND.invalidFundIdentifier);

export const CARE_FUND_ENTRY_KINDS = ['booking', 'refund', 'donation', 'topup', 'adjustment'] as const;

/** A fund's slug: 3–40 lower-case letters, digits and single hyphens. */
export const careFundSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MSG_CARE_FUND.slugInvalid)
  .min(3, MSG_CARE_FUND.slugInvalid)
  .max(40, MSG_CARE_FUND.slugInvalid);

export const careFundSettingsSchema = z.object({
  isPublic: z.boolean(),
  slug: careFundSlugSchema.nullable(),
  story: z.string().trim().max(2000, MSG_CARE_FUND.storyTooLong),
  displayName: z
    .string()
    .trim()
    .min(2, MSG_CARE_FUND.displayNameInvalid)
    .max(80, MSG_CARE_FUND.displayNameInvalid),
});
export type CareFundSettings = z.infer<typeof careFundSettingsSchema>;
export type CareFundSettingsInput = z.input<typeof careFundSettingsSchema>;

/** One ledger row of the statement. Amounts in paise (negative for a debit). */
export const careFundEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(CARE_FUND_ENTRY_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type CareFundEntry = z.infer<typeof careFundEntrySchema>;

/** GET /api/care-fund/my-fund. `careFundBalance` in rupees, as the booking serves it (spec 01 §3). */
export const myCareFundSchema = z.object({
  careFundBalance: z.number(),
  statement: z.array(careFundEntrySchema),
  settings: careFundSettingsSchema,
  /** The fund's id on the public page (the patient's id). */
  fundId: z.string(),
  donationsCount: z.number().int(),
});
export type MyCareFund = z.infer<typeof myCareFundSchema>;

export const careFundSettingsResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  settings: careFundSettingsSchema,
});

export const donorSchema = z.object({
  name: z.string(),
  amount: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});

/** GET /api/care-fund/public/{slugOrId}: only what the patient chose to show. */
export const publicCareFundSchema = z.object({
  fundId: z.string(),
  slug: z.string().nullable(),
  displayName: z.string(),
  story: z.string(),
  careFundBalance: z.number(),
  donationsCount: z.number().int(),
  recentDonors: z.array(donorSchema),
});
export type PublicCareFund = z.infer<typeof publicCareFundSchema>;

export const slugOrIdParamsSchema = z.object({
  slugOrId: fundKeySchema,
});

export const donationAmountSchema = z
  .number({ message: MSG_CARE_FUND.amountOutOfBounds })
  .int(MSG_CARE_FUND.amountOutOfBounds)
  .min(CARE_FUND_AMOUNT_MIN_PAISE, MSG_CARE_FUND.amountOutOfBounds)
  .max(CARE_FUND_AMOUNT_MAX_PAISE, MSG_CARE_FUND.amountOutOfBounds);

/** POST /api/care-fund/donate: the fund by id or slug, the amount in paise. */
export const donateSchema = z
  .object({
    fundId: fundKeySchema.optional(),
    slug: fundKeySchema.optional(),
    amount: donationAmountSchema,
    donorName: z
      .string()
      .trim()
      .max(60, MSG_CARE_FUND.donorNameTooLong)

      .optional(),
    message: z
      .string()
      .trim()
      .max(280, MSG_CARE_FUND.donorMessageTooLong)

      .optional(),
  })
  .refine((v) => !!(v.fundId || v.slug), { message: MSG_CARE_FUND.invalidFundIdentifier, path: ['fundId'] });
export type DonateInput = z.input<typeof donateSchema>;

export const donationOrderSchema = paymentOrderSchema;
