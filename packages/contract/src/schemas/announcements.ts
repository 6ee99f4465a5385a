import { z } from 'zod';
import { ANNOUNCEMENT_MESSAGE_MAX } from '../constants/announcements';
import { MSG_ADMIN } from '../messages/admin';
import { announcementSeveritySchema, announcementTargetSchema } from './announcement-enums';

export { announcementSeveritySchema, announcementTargetSchema };

/**
 * An announcement (spec 01 §3: `_id, message, severity`; spec 02 adds `targetRole` and active).
 * GET /announcements/active answers a bare list, newest first, of the active ones meant for the caller:
 * visitors get 'All Users' only; patients also 'Patients Only'; professionals also 'Professionals Only'.
 */
export const announcementSchema = z.object({
  _id: z.string(),
  message: z.string(),
  severity: announcementSeveritySchema,
  targetRole: announcementTargetSchema,
  isActive: z.boolean(),
  /** Optional publishing window: shown from `startsAt` and until `endsAt` (checked when read). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const activeAnnouncementsSchema = z.array(announcementSchema);

/** GET /announcements (admin): every announcement, newest first, active or not. */
export const announcementListSchema = z.array(announcementSchema);

const windowInstant = z.iso
  .datetime({ offset: true, message: MSG_ADMIN.announcementWindowInvalid })
  .nullable()
  .optional();

/**
 * POST /announcements and PUT /announcements/{id} (admin, spec 02 §7): message (required), severity,
 * targetRole, isActive; ours: an optional window `startsAt`/`endsAt` (ISO instants; null clears).
 */
export const announcementInputSchema = z
  .object({
    message: z
      .string({ error: MSG_ADMIN.messageRequired })
      .trim()
      .min(1, MSG_ADMIN.messageRequired)
      .max(ANNOUNCEMENT_MESSAGE_MAX, MSG_ADMIN.messageTooLong),
    severity: announcementSeveritySchema.default('Info'),
    targetRole: announcementTargetSchema.default('All Users'),
    isActive: z.boolean().default(true),
    startsAt: windowInstant,
    endsAt: windowInstant,
  })
  .superRefine((value, ctx) => {
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MSG_ADMIN.announcementWindowOrder });
    }
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
export type AnnouncementValues = z.output<typeof announcementInputSchema>;

/** The answer to create, update and delete: the spec's success text, and the announcement when it lives. */
export const announcementSavedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  announcement: announcementSchema.optional(),
});
