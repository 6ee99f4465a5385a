import { z } from 'zod';
import { announcementSeveritySchema, announcementTargetSchema } from './enums';

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
