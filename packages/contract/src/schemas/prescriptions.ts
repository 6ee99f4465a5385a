import { z } from 'zod';
import {
  ADHERENCE_MAX_DAYS,
  ADHERENCE_WINDOW_DAYS,
  DOSE_SLOTS,
  DURATION_PATTERN,
  FREQUENCY_PATTERN,
  MAX_MEDICINES,
  MAX_PILL_COUNT,
} from '../constants/prescriptions';
import { idSchema } from './common';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const doseSlotSchema = z.enum(DOSE_SLOTS);

/** One medicine as the doctor writes it (TPG 2020: name, strength, dosage, frequency, duration, instructions). */
export const medicineInputSchema = z.object({
  name: z.string().trim().min(2, 'Enter the medicine name.').max(120),
  strength: z.string().trim().max(40).optional(),
  dosage: z.string().trim().min(1, 'Enter the dosage, e.g. 1 tablet.').max(80),
  frequency: z
    .string()
    .trim()
    .regex(FREQUENCY_PATTERN, 'Write the frequency as morning-afternoon-night, e.g. 1-0-1.')
    .refine((f) => f !== '0-0-0', 'At least one dose a day.'),
  duration: z
    .string()
    .trim()
    .regex(DURATION_PATTERN, 'Write the duration as e.g. 5 days, 2 weeks or 1 month.'),
  instructions: z.string().trim().max(300),
  pillCount: z.number().int().min(0).max(MAX_PILL_COUNT).optional(),
});
export type MedicineInput = z.infer<typeof medicineInputSchema>;

/** POST /api/prescriptions and PUT /api/prescriptions/{id}. */
export const prescriptionInputSchema = z.object({
  appointmentId: idSchema,
  diagnosis: z.string().trim().min(2, 'Enter the diagnosis.').max(500),
  medicines: z.array(medicineInputSchema).min(1, 'Add at least one medicine.').max(MAX_MEDICINES),
  advice: z.string().trim().max(1000).optional(),
  /** Ours (TPG 2020 asks for them; accounts do not hold them): the patient's age and sex at the visit. */
  patientAge: z.number().int().min(0).max(130).optional(),
  patientSex: z.enum(['Male', 'Female', 'Other']).optional(),
});
export type PrescriptionInput = z.infer<typeof prescriptionInputSchema>;

/** A medicine on a prescription (spec 01 §3 fields first, then ours). */
export const medicineSchema = z.object({
  name: z.string(),
  dosage: z.string(),
  duration: z.string(),
  isSmartStockEnabled: z.boolean(),
  /** Pills left; null when the doctor did not give a count. */
  pillCount: z.number().int().nullable(),
  strength: z.string().nullable(),
  frequency: z.string(),
  instructions: z.string(),
  /** The dose times this medicine is taken at (from its frequency). */
  slots: z.array(doseSlotSchema),
  /** Days the remaining pills last at this frequency (null without a count). */
  daysOfStockLeft: z.number().nullable(),
});
export type Medicine = z.infer<typeof medicineSchema>;

/** A prescription (spec 01 §3: _id, date, doctor{name, specialty}, diagnosis, medicines[]) plus ours. */
export const prescriptionSchema = z.object({
  _id: z.string(),
  date: z.string(),
  doctor: z.object({
    _id: z.string(),
    name: z.string(),
    specialty: z.string().nullable(),
    qualifications: z.array(z.string()),
    registrationNumber: z.string().nullable(),
    contact: z.string().nullable(),
  }),
  patient: z.object({
    _id: z.string(),
    name: z.string(),
    age: z.number().nullable(),
    sex: z.string().nullable(),
  }),
  diagnosis: z.string(),
  advice: z.string().nullable(),
  medicines: z.array(medicineSchema),
  appointmentId: z.string(),
  /** The first and last day of the course (India dates). */
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
  /** The doctor may amend until the patient logs a dose. */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;
export const prescriptionListSchema = z.array(prescriptionSchema);

export const prescriptionResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  prescription: prescriptionSchema,
});

/** POST /api/prescriptions/{id}/take-dose. */
export const takeDoseSchema = z.object({ medicineIndex: z.number().int().min(0) });
/** POST /api/prescriptions/{id}/log-dose (spec 01 §7) plus ours: doseSlot. */
export const logDoseSchema = z.object({
  medicineIndex: z.number().int().min(0),
  scheduledDate: z.string().regex(DAY, 'Use the date format YYYY-MM-DD.'),
  notes: z.string().max(500),
  doseSlot: doseSlotSchema.optional(),
});
export type LogDoseInput = z.infer<typeof logDoseSchema>;

export const doseResultSchema = z.object({
  msg: z.string(),
  message: z.string(),
  /** False when every dose asked for was already logged (nothing changed). */
  changed: z.boolean(),
  pillCount: z.number().int().nullable(),
  slots: z.array(doseSlotSchema),
});
export type DoseResult = z.infer<typeof doseResultSchema>;

export const smartStockSchema = z.object({ enabled: z.boolean() });
export const medicineParamsSchema = z.object({ id: idSchema, index: z.coerce.number().int().min(0) });

export const adherenceQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ADHERENCE_MAX_DAYS).default(ADHERENCE_WINDOW_DAYS),
});
/** GET /api/prescriptions/adherence (spec 01 §3: adherenceScore, streak) plus ours. */
export const adherenceSchema = z.object({
  adherenceScore: z.number().int(),
  streak: z.number().int(),
  dosesDue: z.number().int(),
  dosesTaken: z.number().int(),
});
export type Adherence = z.infer<typeof adherenceSchema>;

export const doseTimesSchema = z.object({
  morning: z.string().regex(TIME, 'Use HH:MM.'),
  afternoon: z.string().regex(TIME, 'Use HH:MM.'),
  night: z.string().regex(TIME, 'Use HH:MM.'),
});
export type DoseTimes = z.infer<typeof doseTimesSchema>;

/** One dose of Today's Checklist. */
export const checklistDoseSchema = z.object({
  prescriptionId: z.string(),
  medicineIndex: z.number().int(),
  name: z.string(),
  dosage: z.string(),
  slot: doseSlotSchema,
  time: z.string(),
  taken: z.boolean(),
  pillCount: z.number().int().nullable(),
});
export type ChecklistDose = z.infer<typeof checklistDoseSchema>;
/** GET /api/prescriptions/today: today's doses at the patient's dose times. */
export const todayChecklistSchema = z.object({
  date: z.string(),
  doseTimes: doseTimesSchema,
  doses: z.array(checklistDoseSchema),
});
export type TodayChecklist = z.infer<typeof todayChecklistSchema>;

/** Payload of the `prescriptions_updated` socket event (contract/events.ts): which prescription changed (no health data). */
export const prescriptionEventSchema = z.object({ prescriptionId: z.string() });
export type PrescriptionEvent = z.infer<typeof prescriptionEventSchema>;
