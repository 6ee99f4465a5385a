import { z } from 'zod';
import { DISCHARGE_REQUEST_LIMITS, DISCHARGE_REQUEST_STATUSES } from '../constants/discharge-concierge';
import { MSG_AUTH } from '../messages/auth';
import { MSG_PUBLIC } from '../messages/public';
import { isIndianMobile, normalizeIndianMobile } from '../phone';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /discharge-concierge/book (spec 01 §2 form): patient name, phone number, hospital name and
 * discharge date, all required; ours: an optional e-mail for the confirmation. "Not before today" needs a
 * clock: the browser checks its local date, the server the India date.
 */
export const dischargeRequestInputSchema = z.object({
  patientName: z
    .string({ error: MSG_PUBLIC.dischargeConciergePatientNameRequired })
    .trim()
    .min(1, MSG_PUBLIC.dischargeConciergePatientNameRequired)
    .max(DISCHARGE_REQUEST_LIMITS.patientName),
  phone: z
    .string({ error: MSG_PUBLIC.phoneRequired })
    .trim()
    .min(1, MSG_PUBLIC.phoneRequired)
    .refine(isIndianMobile, MSG_PUBLIC.phoneInvalid)
    .transform(normalizeIndianMobile),
  email: z
    .string()
    .trim()
    .max(DISCHARGE_REQUEST_LIMITS.email, MSG_AUTH.emailInvalid)
    .pipe(z.union([z.literal(''), z.email(MSG_AUTH.emailInvalid)]))
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
  hospitalName: z
    .string({ error: MSG_PUBLIC.dischargeConciergeHospitalRequired })
    .trim()
    .min(1, MSG_PUBLIC.dischargeConciergeHospitalRequired)
    .max(DISCHARGE_REQUEST_LIMITS.hospitalName),
  dischargeDate: z
    .string({ error: MSG_PUBLIC.dischargeConciergeDateRequired })
    .regex(ISO_DATE, MSG_PUBLIC.dischargeConciergeDateRequired),
});
export type DischargeRequestInput = z.input<typeof dischargeRequestInputSchema>;
export type DischargeRequestValues = z.output<typeof dischargeRequestInputSchema>;

export const dischargeRequestStatusSchema = z.enum(DISCHARGE_REQUEST_STATUSES);

/** A stored request as its requester sees it (GET /discharge-concierge/my-bookings). */
export const dischargeRequestSchema = z.object({
  _id: z.string(),
  patientName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  hospitalName: z.string(),
  dischargeDate: z.string(),
  status: dischargeRequestStatusSchema,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type DischargeRequest = z.infer<typeof dischargeRequestSchema>;

export const dischargeRequestListSchema = z.array(dischargeRequestSchema);

/** The answer to a new request. */
export const dischargeRequestCreatedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  request: dischargeRequestSchema,
});

/** GET /admin/discharge-requests: adds who sent it (when signed in) and who handled it. */
export const adminDischargeRequestSchema = dischargeRequestSchema.extend({
  requester: z.object({ id: z.string(), name: z.string() }).nullable(),
  handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminDischargeRequest = z.infer<typeof adminDischargeRequestSchema>;
export const adminDischargeRequestListSchema = z.array(adminDischargeRequestSchema);

export const dischargeRequestFilterSchema = z.object({ status: dischargeRequestStatusSchema.optional() });

/** PUT /admin/discharge-requests/{id}: the only move is to handled. */
export const updateDischargeRequestSchema = z.object({
  status: z.literal('handled', { error: "Status must be 'handled'." }),
});

/** The answer to PUT /admin/discharge-requests/{id}: the request as it is now handled. */
export const dischargeRequestHandledSchema = z.object({
  msg: z.string(),
  message: z.string(),
  request: dischargeRequestSchema,
});
