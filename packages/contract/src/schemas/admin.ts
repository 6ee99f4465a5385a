import { z } from 'zod';
import { ROLES } from '../constants/auth';
import { MATERIAL_PROFILE_FIELDS } from '../constants/profiles';
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

/** One changed field: the approved value now listed, and the one proposed. */
export const profileChangeDiffSchema = z.object({
  field: z.enum(MATERIAL_PROFILE_FIELDS),
  before: z.union([z.string(), z.array(z.string())]).nullable(),
  after: z.union([z.string(), z.array(z.string())]).nullable(),
});
export type ProfileChangeDiff = z.infer<typeof profileChangeDiffSchema>;

/** GET /admin/profile-changes: an approved professional's change waiting for review. */
export const pendingProfileChangeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  diff: z.array(profileChangeDiffSchema),
  flags: z.array(z.string()),
  createdAt: z.string(),
});
export type PendingProfileChange = z.infer<typeof pendingProfileChangeSchema>;

/** PUT /admin/profile-changes/{id}: approve, or reject with a reason the professional is told. */
export const decideProfileChangeSchema = z
  .object({
    action: z.enum(['approve', 'reject'], { error: 'Please choose approve or reject.' }),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'reject' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_ADMIN.rejectReasonRequired });
    }
  });
export type DecideProfileChangeInput = z.input<typeof decideProfileChangeSchema>;
