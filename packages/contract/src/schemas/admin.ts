import { z } from 'zod';
import { ROLES } from '../constants';
import { MSG_ADMIN } from '../messages/admin';

/** GET /admin/pending: one professional awaiting review. `flags` are fraud-flag codes (spec 02 §8). */
export const pendingUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  specialty: z.string().nullable(),
  city: z.string().nullable(),
  flags: z.array(z.string()),
  createdAt: z.string(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

export const rejectSchema = z.object({
  reason: z
    .string({ error: MSG_ADMIN.rejectReasonRequired })
    .trim()
    .min(1, MSG_ADMIN.rejectReasonRequired)
    .max(500),
});
