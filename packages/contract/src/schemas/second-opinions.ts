import { z } from 'zod';
import {
  RESPONSE_TYPES,
  SECOND_OPINION_FILE_CATEGORIES,
  SECOND_OPINION_SPECIALTIES,
  SECOND_OPINION_STATUSES,
  SPECIALTY_DECLARATION_STATUSES,
  URGENCY_LEVEL_VALUES,
} from '../constants/second-opinions';
import { MSG_SECOND_OPINION } from '../messages/second-opinion';

const required = (max: number) =>
  z
    .string({ message: MSG_SECOND_OPINION.fillRequired })
    .trim()
    .min(1, MSG_SECOND_OPINION.fillRequired)
    .max(max, `Must be at most ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional().default('');

export const secondOpinionSpecialtyValueSchema = z.enum(SECOND_OPINION_SPECIALTIES, {
  message: MSG_SECOND_OPINION.fillRequired,
});

/** POST /api/second-opinions (spec 02 §3). `price` (rupees) is optional; when sent it must be the server's. */
export const createSecondOpinionSchema = z.object({
  title: required(200),
  description: required(5000),
  medicalHistory: optionalText(5000),
  currentDiagnosis: optionalText(2000),
  urgencyLevel: z
    .enum(URGENCY_LEVEL_VALUES, { message: 'Choose routine, urgent or critical.' })
    .default('routine'),
  specialty: secondOpinionSpecialtyValueSchema,
  responseType: z.enum(RESPONSE_TYPES, { message: 'Choose written, video or both.' }).default('written'),
  price: z.number({ message: MSG_SECOND_OPINION.priceMismatch }).nonnegative().optional(),
});
export type CreateSecondOpinionInput = z.input<typeof createSecondOpinionSchema>;

const personRefSchema = z.object({ _id: z.string(), name: z.string() });

/** A second-opinion request as both sides see it (spec 02 §3). `price` in rupees. */
export const secondOpinionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  medicalHistory: z.string(),
  currentDiagnosis: z.string(),
  urgencyLevel: z.enum(URGENCY_LEVEL_VALUES),
  specialty: z.enum(SECOND_OPINION_SPECIALTIES),
  responseType: z.enum(RESPONSE_TYPES),
  price: z.number().int(),
  status: z.enum(SECOND_OPINION_STATUSES),
  /** 'paid' once the payment is verified, else 'unpaid'. */
  paymentStatus: z.enum(['paid', 'unpaid']),
  /** ISO instant; set when paid (paid time + the urgency's response hours). */
  deadline: z.string().nullable(),
  /** Ours: true once the overdue job flagged it. */
  overdue: z.boolean(),
  specialistId: personRefSchema.nullable(),
  patientId: personRefSchema,
  createdAt: z.string(),
  /** Ours: ISO instants of the changes. */
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Ours: number of the patient's documents. */
  fileCount: z.number().int(),
});
export type SecondOpinion = z.infer<typeof secondOpinionSchema>;

export const secondOpinionEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: secondOpinionSchema,
});
export const secondOpinionListSchema = z.object({
  success: z.literal(true),
  data: z.array(secondOpinionSchema),
});

export const myRequestsQuerySchema = z.object({
  status: z.enum(SECOND_OPINION_STATUSES, { message: 'Unknown status.' }).optional(),
});

/** A file of a request (spec 02 §3). */
export const secondOpinionFileSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  fileSize: z.number().int(),
  category: z.enum(SECOND_OPINION_FILE_CATEGORIES),
  /** Ours: the type found in the bytes, and when. */
  contentType: z.string(),
  createdAt: z.string(),
});
export type SecondOpinionFile = z.infer<typeof secondOpinionFileSchema>;
export const secondOpinionFileEnvelopeSchema = z.object({
  success: z.literal(true),
  data: secondOpinionFileSchema,
});
export const secondOpinionFileListSchema = z.object({
  success: z.literal(true),
  data: z.array(secondOpinionFileSchema),
});
export const fileIdParamsSchema = z.object({ fileId: z.uuid({ message: 'Invalid id.' }) });

/** PUT /api/second-opinions/{id}/status — the specialist starts the review. */
export const secondOpinionStatusInputSchema = z.object({
  status: z.literal('in-review', { message: MSG_SECOND_OPINION.statusInvalid }),
});

/** POST /api/second-opinions/{id}/report (JSON; attachments go through the upload route, category report). */
export const secondOpinionReportInputSchema = z.object({
  diagnosis: z
    .string({ message: MSG_SECOND_OPINION.reportRequired })
    .trim()
    .min(1, MSG_SECOND_OPINION.reportRequired)
    .max(10_000, 'Must be at most 10000 characters.'),
  recommendations: z
    .string({ message: MSG_SECOND_OPINION.reportRequired })
    .trim()
    .min(1, MSG_SECOND_OPINION.reportRequired)
    .max(10_000, 'Must be at most 10000 characters.'),
  notes: z.string().trim().max(10_000, 'Must be at most 10000 characters.').optional().default(''),
});
export type SecondOpinionReportInput = z.input<typeof secondOpinionReportInputSchema>;

/** The report (spec 02 §3). Attachment urls are the download route. */
export const secondOpinionReportSchema = z.object({
  requestId: z.string(),
  createdAt: z.string(),
  doctorName: z.string(),
  specialty: z.string(),
  diagnosis: z.string(),
  recommendations: z.string(),
  notes: z.string(),
  attachments: z.array(z.object({ _id: z.string(), filename: z.string(), url: z.string() })),
});
export type SecondOpinionReport = z.infer<typeof secondOpinionReportSchema>;
export const secondOpinionReportEnvelopeSchema = z.object({
  success: z.literal(true),
  data: secondOpinionReportSchema,
});

/** POST /api/second-opinions/{id}/cancel */
export const cancelSecondOpinionSchema = z.object({
  reason: z.string().trim().max(500, 'Must be at most 500 characters.').optional().default(''),
});

/** GET /api/second-opinions/specialties — which specialties a specialist serves right now. */
export const specialtyAvailabilitySchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      specialty: z.enum(SECOND_OPINION_SPECIALTIES),
      price: z.number().int(),
      specialists: z.number().int(),
    }),
  ),
});

/** GET/PUT /api/second-opinions/my-specialties — the doctor's review specialties. */
export const mySpecialtySchema = z.object({
  specialty: z.enum(SECOND_OPINION_SPECIALTIES),
  /** 'automatic': from the registered specialty; otherwise the declaration's approval. */
  status: z.enum([...SPECIALTY_DECLARATION_STATUSES, 'automatic']),
});
export const mySpecialtiesSchema = z.object({ success: z.literal(true), data: z.array(mySpecialtySchema) });
export const mySpecialtiesInputSchema = z.object({
  specialties: z
    .array(z.enum(SECOND_OPINION_SPECIALTIES, { message: 'Unknown specialty.' }))
    .max(SECOND_OPINION_SPECIALTIES.length),
});

/** Admin: pending declarations and the decision on one. */
export const specialtyDeclarationSchema = z.object({
  _id: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  registeredSpecialty: z.string().nullable(),
  specialty: z.enum(SECOND_OPINION_SPECIALTIES),
  status: z.enum(SPECIALTY_DECLARATION_STATUSES),
  createdAt: z.string(),
});
export const specialtyDeclarationListSchema = z.object({
  success: z.literal(true),
  data: z.array(specialtyDeclarationSchema),
});
export const specialtyDecisionSchema = z.object({ decision: z.enum(['approved', 'rejected']) });

export const okMessageSchema = z.object({ success: z.literal(true), message: z.string() });
