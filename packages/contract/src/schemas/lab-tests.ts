import { z } from 'zod';
import { CITIES } from '../constants/directory';
import {
  LAB_BOOKING_MAX_DAYS_AHEAD,
  LAB_MAX_TEXT,
  LAB_SLOTS,
  LAB_TEST_STATUSES,
  WORK_DAYS,
} from '../constants/lab-tests';
import { fill } from '../messages/fill';
import { MSG_LAB } from '../messages/lab';

/** A required text of the booking form: missing or blank answers the spec's one message. */
const required = (max: number) =>
  z
    .string({ error: MSG_LAB.fillRequired })
    .trim()
    .min(1, MSG_LAB.fillRequired)
    .max(max, `Please keep this under ${max} characters.`);

/**
 * POST /lab-tests (spec 01 §3: testName, collectionDate, collectionTime, patientAddress, city). All five are
 * required. The fee is the server's: a `fee` sent by a client is dropped, never used.
 */
export const bookLabTestSchema = z
  .object({
    testName: required(LAB_MAX_TEXT.testName),
    collectionDate: required(10).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG_LAB.dateInvalid)),
    collectionTime: required(40).pipe(z.enum(LAB_SLOTS, { error: MSG_LAB.slotInvalid })),
    patientAddress: required(LAB_MAX_TEXT.patientAddress),
    city: required(40).pipe(z.enum(CITIES, { error: MSG_LAB.cityInvalid })),
  })
  .strip();
export type BookLabTestInput = z.input<typeof bookLabTestSchema>;

export const labTestStatusSchema = z.enum(LAB_TEST_STATUSES);

const party = z.object({ _id: z.string(), name: z.string() });

/**
 * A lab collection (spec 02 §3: _id, testName, patient.name, collectionDate, collectionTime,
 * patientAddress, status; plus ours). The patient and the assigned technician are the only ones who see it.
 */
export const labTestSchema = z.object({
  _id: z.string(),
  id: z.string(),
  testName: z.string(),
  sampleType: z.string(),
  preparation: z.string(),
  collectionDate: z.string(),
  collectionTime: z.enum(LAB_SLOTS),
  patientAddress: z.string(),
  city: z.string(),
  /** Rupees; due at collection. */
  fee: z.number(),
  status: labTestStatusSchema,
  patient: party,
  /** The assigned technician (every booking has one: it is assigned in the booking's transaction). */
  technician: party.nullable(),
  paidAtCollection: z.boolean(),
  /** Where the report is downloaded, once uploaded. */
  reportUrl: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
});
export type LabTest = z.infer<typeof labTestSchema>;

/** 201 of POST /lab-tests: the booking, plus the spec's success text. */
export const labTestBookedSchema = labTestSchema.extend({ msg: z.string(), message: z.string() });

/** GET /lab-tests/my and GET /lab-tests/technician (the spec's `data.data`). */
export const labTestListSchema = z.object({ data: z.array(labTestSchema) });

/** PUT, POST cancel and POST report answers. */
export const labTestChangedSchema = z.object({ msg: z.string(), message: z.string(), data: labTestSchema });

export const labCatalogueSchema = z.object({
  data: z.array(z.object({ name: z.string(), sampleType: z.string(), preparation: z.string() })),
});
export type LabCatalogue = z.infer<typeof labCatalogueSchema>['data'];

export const labSlotsQuerySchema = z.object({
  city: z.enum(CITIES, { error: MSG_LAB.cityInvalid }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG_LAB.dateInvalid),
});

/** GET /lab-tests/slots: which slots of a city's day still take a booking. */
export const labSlotsSchema = z.object({
  city: z.string(),
  date: z.string(),
  /** Approved technicians of the city who work that day. */
  technicians: z.number().int(),
  slots: z.array(
    z.object({
      time: z.enum(LAB_SLOTS),
      /** Places left across the city's technicians. */
      remaining: z.number().int(),
      /** Not over, not too far ahead, and with room. */
      available: z.boolean(),
      reason: z.enum(['full', 'past-date', 'too-far', 'slot-over', 'no-technician']).nullable(),
    }),
  ),
});
export type LabSlots = z.infer<typeof labSlotsSchema>;

/** PUT /lab-tests/{id}/status: the technician moves it forward and may record the payment. */
export const updateLabTestStatusSchema = z.object({
  status: labTestStatusSchema,
  paidAtCollection: z.boolean().optional(),
});

/** POST /lab-tests/{id}/cancel. */
export const cancelLabTestSchema = z
  .object({ reason: z.string().trim().max(LAB_MAX_TEXT.cancelReason).optional() })
  .default({});

/** GET/PUT /lab-tests/technician/working-days. */
export const workingDaysSchema = z.object({
  workingDays: z
    .array(z.enum(WORK_DAYS))
    .min(1, MSG_LAB.workingDaysRequired)
    .max(WORK_DAYS.length)
    .refine((days) => new Set(days).size === days.length, 'Each day may appear once.'),
});
export type WorkingDays = z.infer<typeof workingDaysSchema>;

/** The message of a date too far ahead. */
export const labDateTooFarMessage = fill(MSG_LAB.dateTooFar, { days: LAB_BOOKING_MAX_DAYS_AHEAD });
