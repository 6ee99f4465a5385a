import { z } from 'zod';
import { ANNOUNCEMENT_SEVERITIES, ANNOUNCEMENT_TARGETS } from '../constants/announcements';

// Defined here rather than in ./enums (which re-exports them): the web shell's banner parses with this
// module, and ./enums pulls every area's constants (and through them the whole message catalogue).
export const announcementSeveritySchema = z.enum(ANNOUNCEMENT_SEVERITIES);
export const announcementTargetSchema = z.enum(ANNOUNCEMENT_TARGETS);

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
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const activeAnnouncementsSchema = z.array(announcementSchema);
