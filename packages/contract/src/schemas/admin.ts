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

/** A person named in the audit log (null when the account is gone or the actor was the system). */
const auditPersonSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });

/** One row of GET /admin/audit-log: who did what to whom, when, with facts that explain it. */
export const auditLogEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  actor: auditPersonSchema.nullable(),
  target: auditPersonSchema.nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /admin/audit-log?page=&action=&actor= : newest first, one page, and the actions one may filter by. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(10_000).default(1),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z_.]+$/, 'Unknown action.')
    .optional(),
  actor: z.uuid({ message: 'Invalid id.' }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  actions: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /admin/stats: live platform counts for the dashboard. */
export const platformStatsSchema = z.object({
  /** Active accounts per role. */
  usersByRole: z.record(z.enum(ROLES), z.number().int()),
  pendingApprovals: z.number().int(),
  /** Appointments and lab tests booked since midnight, India time. */
  bookingsToday: z.number().int(),
  openAmbulanceRequests: z.number().int(),
  asOf: z.string(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
