import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/auth';
import {
  CONSENT_ACTIONS,
  CONSENT_PURPOSES,
  ERASURE_STATUSES,
  EXPORT_STATUSES,
  OBLIGATION_KINDS,
} from '../constants/privacy';
import { MSG_PRIVACY } from '../messages/privacy';
import { idSchema } from './common';

/**
 * "Your data" (issue #25): export, erasure and consent of the signed-in person, under /api/me. Field
 * names are the contract the web app reads. Ids appear as `id` (the name) and `_id` (the house
 * convention) with the same value. Instants are ISO strings.
 */

const isoInstant = z.iso.datetime();

export const exportStatusSchema = z.enum(EXPORT_STATUSES);
export const erasureStatusSchema = z.enum(ERASURE_STATUSES);
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, { error: MSG_PRIVACY.consentPurposeInvalid });
export const consentActionSchema = z.enum(CONSENT_ACTIONS);
export const obligationKindSchema = z.enum(OBLIGATION_KINDS);

/** One export of everything held about the person: a ZIP, downloadable for 7 days once ready. */
export const exportViewSchema = z.object({
  id: idSchema,
  _id: idSchema,
  status: exportStatusSchema,
  requestedAt: isoInstant,
  readyAt: isoInstant.nullable(),
  /** When the download stops working (readyAt + 7 days); null until ready. */
  expiresAt: isoInstant.nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
});
export type ExportView = z.infer<typeof exportViewSchema>;

/** POST /api/me/export → 202. */
export const exportStartedSchema = z.object({ export: exportViewSchema, msg: z.string().optional() });
/** GET /api/me/export → newest first. */
export const exportListSchema = z.object({ exports: z.array(exportViewSchema) });
/** GET /api/me/export/{id} (the ZIP itself). */
export const exportParamsSchema = z.object({ id: idSchema });

const erasePasswordSchema = z
  .string({ error: MSG_PRIVACY.erasePasswordRequired })
  .max(PASSWORD_MAX_LENGTH, MSG_PRIVACY.erasePasswordWrong);
const eraseCodeSchema = z
  .string({ error: MSG_PRIVACY.eraseCodeWrong })
  .trim()
  .max(40, MSG_PRIVACY.eraseCodeWrong)
  .optional();

/**
 * POST /api/me/erase body: the password always; a code (authenticator or recovery) when 2FA is on. A
 * missing or empty password is the server's 401 (like a wrong one), not a 400, so the schema lets it through.
 */
export const eraseRequestSchema = z.object({
  password: erasePasswordSchema.optional(),
  code: eraseCodeSchema,
});
export type EraseRequest = z.input<typeof eraseRequestSchema>;

/** The erase form: the same fields, the password required before anything is sent. */
export const eraseFormSchema = z.object({
  password: erasePasswordSchema.min(1, MSG_PRIVACY.erasePasswordRequired),
  code: eraseCodeSchema,
});
export type EraseForm = z.input<typeof eraseFormSchema>;

export const erasureViewSchema = z.object({
  id: idSchema,
  _id: idSchema,
  status: erasureStatusSchema,
  requestedAt: isoInstant,
  /** When the erasure runs (requestedAt + 7 days). */
  scheduledFor: isoInstant,
  cancelledAt: isoInstant.nullable(),
  /** When it ran; null until then. */
  completedAt: isoInstant.nullable().optional(),
});
export type ErasureView = z.infer<typeof erasureViewSchema>;

/** POST /api/me/erase → 202; DELETE /api/me/erase → 200 (status `cancelled`). */
export const erasureResponseSchema = z.object({ erasure: erasureViewSchema, msg: z.string().optional() });
/** GET /api/me/erase: the scheduled erasure, else the latest one, else null. */
export const erasureStateSchema = z.object({ erasure: erasureViewSchema.nullable() });

/** One thing a professional must finish before erasing (in `details.obligations` of the 409). */
export const obligationSchema = z.object({
  kind: obligationKindSchema,
  count: z.number().int().positive(),
  message: z.string(),
});
export type Obligation = z.infer<typeof obligationSchema>;
/** `details` of the 409 `OPEN_OBLIGATIONS` answer to POST /api/me/erase. */
export const openObligationsDetailsSchema = z.object({ obligations: z.array(obligationSchema) });
/** `details` of the 409 `NOTICE_OUTDATED` answer to POST /api/me/consents. */
export const noticeOutdatedDetailsSchema = z.object({ noticeVersion: z.string() });

export const consentEventSchema = z.object({
  action: consentActionSchema,
  at: isoInstant,
  noticeVersion: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** One purpose, its current state and its history (oldest first). */
export const consentViewSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  /** The notice version of the latest event; null when the person never acted on this purpose. */
  noticeVersion: z.string().nullable(),
  updatedAt: isoInstant.nullable(),
  history: z.array(consentEventSchema),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

/** GET /api/me/consents: one entry per purpose, in CONSENT_PURPOSES order. */
export const consentListSchema = z.object({
  noticeVersion: z.string(),
  consents: z.array(consentViewSchema),
});
export type ConsentList = z.infer<typeof consentListSchema>;

/** POST /api/me/consents: a grant of one purpose under the notice version the person was shown. */
export const grantConsentSchema = z.object({
  purpose: consentPurposeSchema,
  noticeVersion: z
    .string({ error: MSG_PRIVACY.noticeVersionRequired })
    .trim()
    .min(1, MSG_PRIVACY.noticeVersionRequired)
    .max(40, MSG_PRIVACY.noticeVersionRequired),
});
export type GrantConsentInput = z.input<typeof grantConsentSchema>;

/** DELETE /api/me/consents/{purpose}. */
export const consentParamsSchema = z.object({ purpose: consentPurposeSchema });

/** POST and DELETE /api/me/consents → 200. */
export const consentResponseSchema = z.object({ consent: consentViewSchema, msg: z.string().optional() });
