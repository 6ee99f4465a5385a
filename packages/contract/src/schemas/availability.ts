import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD.');

/** GET /availability/{id} → `{ availableDates: [{date}] }` (spec 01 §3). */
export const availabilitySchema = z.object({ availableDates: z.array(z.object({ date: isoDate })) });

/** POST /availability: the professional's own days of the current month (India time). */
export const setAvailabilitySchema = z.object({
  availableDates: z.array(z.object({ date: isoDate })).max(31, 'At most 31 days.'),
});

/** POST /availability answer: the saved days of the current month, sorted (spec 02 §8 success text in `msg`). */
export const availabilityUpdatedSchema = availabilitySchema.extend({ msg: z.string() });
