import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { careFundSettingsSchema, careFundSlugSchema } from '@arogya/contract/schemas/care-fund';
import { CARE_FUND_AMOUNT_MAX_PAISE, CARE_FUND_AMOUNT_MIN_PAISE } from '@arogya/contract/schemas/payments';
import { z } from 'zod';

/** Whole rupees typed by a person, ₹10 to ₹1,00,000, turned into the paise the API takes. */
export const rupeeAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, MSG_CARE_FUND.amountOutOfBounds)
  .transform((v) => rupeesToPaise(Number(v)))
  .refine(
    (p) => p >= CARE_FUND_AMOUNT_MIN_PAISE && p <= CARE_FUND_AMOUNT_MAX_PAISE,
    MSG_CARE_FUND.amountOutOfBounds,
  );

export const topUpFormSchema = z.object({ amount: rupeeAmountSchema });

export const donateFormSchema = z.object({
  amount: rupeeAmountSchema,
  donorName: z.string().trim().max(60, MSG_CARE_FUND.donorNameTooLong),
  message: z.string().trim().max(280, MSG_CARE_FUND.donorMessageTooLong),
});

/** The settings form: an empty address means none (the page is then reached by the fund's id). */
export const settingsFormSchema = careFundSettingsSchema.extend({
  slug: z.union([z.literal('').transform(() => null), careFundSlugSchema]),
});

/** Suggested amounts, in rupees. */
export const QUICK_AMOUNTS = [500, 1000, 2500, 5000] as const;
