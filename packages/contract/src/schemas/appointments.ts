import { z } from 'zod';
import { MAX_TEXT } from '../constants/input';
import { idSchema } from './common';
import { appointmentStatusSchema, bookingTypeSchema, paymentMethodSchema } from './enums';
import { triageRequestSchema } from './triage';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD.');
const slotTime = z.string().regex(/^(0\d|1[0-2]):[0-5]\d (AM|PM)$/, 'Times must be written like 10:00 AM.');

/**
 * POST /appointments (spec 01 §3 booking payload). `doctor` is the professional's id for nurses too.
 * `fee` is what the page showed, in rupees: the server computes the fee itself and refuses a booking
 * whose `fee` differs. `reportFileId` (ours) links an uploaded report; `followUpId` (ours) marks the
 * booking as the one a follow-up asked for.
 */
export const bookAppointmentSchema = z.object({
  doctor: idSchema,
  appointmentDate: isoDate,
  appointmentTime: slotTime,
  bookingType: bookingTypeSchema,
  symptoms: z.string().trim().min(1).max(MAX_TEXT.symptoms),
  previousMeds: z.string().trim().max(MAX_TEXT.previousMeds).optional().default(''),
  fee: z.number().nonnegative().max(1_000_000),
  paymentMethod: paymentMethodSchema,
  reportFileId: idSchema.optional(),
  followUpId: idSchema.optional(),
  /**
   * Ours: the symptom helper's conversation (what was typed and the answers chosen), when the patient
   * used it. The server runs the helper again and stores its outcome apart from `symptoms`.
   */
  triage: triageRequestSchema.optional(),
  /** Ours: after a red flag, the patient confirmed they are safe to wait for this visit. */
  confirmedSafeToWait: z.boolean().optional(),
});
export type BookAppointmentInput = z.input<typeof bookAppointmentSchema>;

/** A person on an appointment, as the other side sees them. */
export const appointmentPartySchema = z.object({
  _id: z.string(),
  name: z.string(),
  specialty: z.string().nullable().optional(),
  role: z.string().optional(),
});

/** Notes of other professionals caring for the same patient (spec 02 §3 sharedRelayNotes). */
export const sharedRelayNoteSchema = z.object({
  doctorName: z.string(),
  doctorDesignation: z.string(),
  note: z.string(),
  appointmentId: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** A follow-up a professional scheduled after a completed appointment (spec 02 §3 Follow-up). */
export const followUpSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  followUpDate: isoDate,
  note: z.string(),
  doctor: appointmentPartySchema,
  /** Prefill for the new booking (spec 01 §2 query params). */
  previousMeds: z.string(),
  symptoms: z.string(),
  lastVisitTime: z.string(),
  /** Set once the patient has booked it. */
  bookedAppointmentId: z.string().nullable(),
  createdAt: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** The AI helper's outcome stored with a booking (never the patient's own words: those are `symptoms`). */
export const appointmentTriageSchema = z.object({
  topic: z.string(),
  summary: z.string(),
  emergency: z.boolean(),
  confirmedSafeToWait: z.boolean(),
});
export type AppointmentTriage = z.infer<typeof appointmentTriageSchema>;

/** A note the professional left for the patient on a Pending or Confirmed visit. */
export const patientNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type PatientNote = z.infer<typeof patientNoteSchema>;

/** POST /appointments/{id}/patient-notes {text} (ours). */
export const addPatientNoteSchema = z.object({
  text: z.string().trim().min(1).max(MAX_TEXT.patientNote),
});

/**
 * An appointment (spec 01 §3; professional view spec 02 §3). Both sides get the same shape: `doctor`
 * is the professional (a nurse too), `patient` the patient. `fee` is in rupees.
 */
export const appointmentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  doctor: appointmentPartySchema,
  patient: appointmentPartySchema,
  appointmentDate: isoDate,
  appointmentTime: z.string(),
  status: appointmentStatusSchema,
  bookingType: bookingTypeSchema,
  symptoms: z.string(),
  previousMeds: z.string(),
  fee: z.number(),
  paymentMethod: paymentMethodSchema,
  /** paid (care fund), due (external, collected at the visit), refunded. */
  paymentStatus: z.enum(['paid', 'due', 'refunded']),
  doctorNotes: z.string().nullable(),
  /** The spec names both; they carry the same URL. */
  voiceRecording: z.string().nullable(),
  voiceNoteUrl: z.string().nullable(),
  relayNote: z.string().nullable(),
  /** Only in the professional's view. */
  sharedRelayNotes: z.array(sharedRelayNoteSchema).optional(),
  /** `/api/files/<id>` of the uploaded report, readable by the patient and this professional only. */
  reportUrl: z.string().nullable(),
  followUp: followUpSchema.nullable(),
  /** Ours: why Arogya cancelled it (the professional left), shown on the card. */
  cancellationReason: z.string().nullable().optional(),
  /** Ours: the symptom helper's outcome, when the patient used it. */
  triage: appointmentTriageSchema.nullable().optional(),
  /** Ours: notes the professional left for the patient before the visit, oldest first. */
  patientNotes: z.array(patientNoteSchema).optional(),
  /** The start as an instant (ISO, UTC), for calendars and countdowns. */
  startsAt: z.string(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /appointments/my-appointments → `{ data }` (spec 01 §7): the patient's or the professional's. */
export const myAppointmentsSchema = z.object({ data: z.array(appointmentSchema) });

/** POST /appointments → 201. `careFundBalance` (rupees) is the patient's balance after the booking. */
export const appointmentBookedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  data: appointmentSchema,
  careFundBalance: z.number(),
});

/**
 * PUT /appointments/{id}: the patient sends `{status:'Cancelled'}`; the professional `{status}` and,
 * to complete, `doctorNotes` (spec 02 §7).
 */
export const updateAppointmentSchema = z.object({
  status: appointmentStatusSchema,
  doctorNotes: z.string().trim().max(MAX_TEXT.doctorNotes).optional(),
});

/** Answers of PUT /appointments/{id}, /voicenote, /relay: the text in `msg` and the appointment. */
export const appointmentUpdatedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  data: appointmentSchema,
  /** After a refunded cancellation: the patient's balance in rupees. */
  careFundBalance: z.number().optional(),
});

/** POST /appointments/{id}/voicenote {voiceNoteUrl}: a `/api/files/<id>` the professional uploaded. */
export const voiceNoteSchema = z.object({ voiceNoteUrl: z.string().trim().min(1).max(500) });

/** PUT /appointments/{id}/relay {relayNote}: an empty note clears it. */
export const relayNoteSchema = z.object({ relayNote: z.string().trim().max(MAX_TEXT.relayNote) });

/** POST /appointments/{id}/schedule-follow-up {followUpDate, note} (spec 02 §7). */
export const scheduleFollowUpSchema = z.object({
  followUpDate: isoDate,
  note: z.string().trim().max(MAX_TEXT.followUpNote).optional().default(''),
});
export const followUpScheduledSchema = z.object({
  msg: z.string(),
  message: z.string(),
  data: followUpSchema,
});

/** GET /appointments/{id}/summary → `{ summary }` plus its parts (local engine; it assists, never prescribes). */
export const patientSummarySchema = z.object({
  summary: z.string(),
  sections: z.array(z.object({ title: z.string(), items: z.array(z.string()) })),
  generatedAt: z.string(),
});
