import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  type BookingDraft,
  bookingFailureMessage,
  bookingFee,
  bookingFormSchema,
  bookingPayload,
  bookingProblem,
  canPayFromCareFund,
  startsWithinCutoff,
} from './booking-rules';

const draft = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  role: 'doctor',
  providerId: '7f1c2b9e-0000-4000-8000-0000000000d1',
  date: '2026-11-24',
  time: '11:00 AM',
  bookingType: 'In-Home Visit',
  symptoms: '  Fever for two days  ',
  previousMeds: ' Paracetamol ',
  reportFileId: null,
  followUpId: null,
  triage: null,
  safeToWait: false,
  ...overrides,
});

describe('bookingProblem (spec 01 §5), in the spec order', () => {
  it('asks a visitor to log in first, whatever else is missing', () => {
    expect(bookingProblem(draft({ time: null, symptoms: '' }), false)).toEqual({
      field: 'login',
      message: 'You must be logged in to book an appointment.',
    });
    expect(bookingProblem(draft({ role: 'nurse' }), false)?.message).toBe(
      'You must be logged in to book an assignment.',
    );
  });

  it('then asks for a time slot (also when no date could be chosen)', () => {
    expect(bookingProblem(draft({ time: null, symptoms: '' }), true)).toEqual({
      field: 'slot',
      message: 'Please select a time slot.',
    });
    expect(bookingProblem(draft({ date: null }), true)?.field).toBe('slot');
    // The nurse page's own text (spec 01 §5), not the doctor's.
    expect(bookingProblem(draft({ role: 'nurse', time: null }), true)?.message).toBe(
      'Please select an assignment slot.',
    );
  });

  it('then asks for symptoms — whitespace is not a description', () => {
    expect(bookingProblem(draft({ symptoms: ' \n ' }), true)).toEqual({
      field: 'symptoms',
      message: 'Please describe your symptoms.',
    });
    expect(bookingProblem(draft({ role: 'nurse', symptoms: '' }), true)?.message).toBe(
      'Please describe the care required.',
    );
  });

  it('has nothing to say about a complete booking', () => {
    expect(bookingProblem(draft(), true)).toBeNull();
  });
});

describe('bookingPayload', () => {
  it('is exactly the spec payload for a doctor, trimmed, with the fee of the chosen type', () => {
    expect(bookingPayload(draft(), 'external')).toEqual({
      doctor: '7f1c2b9e-0000-4000-8000-0000000000d1',
      appointmentDate: '2026-11-24',
      appointmentTime: '11:00 AM',
      bookingType: 'In-Home Visit',
      symptoms: 'Fever for two days',
      previousMeds: 'Paracetamol',
      fee: 2000,
      paymentMethod: 'external',
    });
    expect(bookingPayload(draft({ bookingType: 'Video Consultation' }), 'careFund')).toMatchObject({
      bookingType: 'Video Consultation',
      fee: 400,
      paymentMethod: 'careFund',
    });
  });

  it('books a nurse as a Nurse Assignment at ₹600, whatever the toggle said', () => {
    expect(
      bookingPayload(draft({ role: 'nurse', bookingType: 'Video Consultation' }), 'external'),
    ).toMatchObject({
      bookingType: 'Nurse Assignment',
      fee: 600,
    });
    expect(bookingFee('nurse', 'In-Home Visit')).toBe(600);
  });

  it('adds reportFileId and followUpId only when present', () => {
    const payload = bookingPayload(draft({ reportFileId: 'r-1', followUpId: 'f-1' }), 'external');
    expect(payload.reportFileId).toBe('r-1');
    expect(payload.followUpId).toBe('f-1');
    expect(Object.keys(bookingPayload(draft(), 'external'))).not.toContain('reportFileId');
  });
});

describe('bookingFailureMessage and canPayFromCareFund', () => {
  it("uses the server's message, else the spec's default per role", () => {
    expect(
      bookingFailureMessage(new ApiError('This time slot has just been booked.', { status: 409 }), 'doctor'),
    ).toBe('This time slot has just been booked.');
    expect(bookingFailureMessage(new ApiError('offline', { status: 0 }), 'doctor')).toBe(
      'Failed to book appointment.',
    );
    expect(bookingFailureMessage(new Error('?'), 'nurse')).toBe('Failed to book assignment.');
  });

  it('offers the care fund only when the balance covers the fee', () => {
    expect(canPayFromCareFund(2000, 2000)).toBe(true);
    expect(canPayFromCareFund(1999, 2000)).toBe(false);
    expect(canPayFromCareFund(null, 400)).toBe(false);
    expect(canPayFromCareFund(undefined, 400)).toBe(false);
  });
});

describe('the red-flag path and the 24-hour window', () => {
  const redFlag = {
    symptom: 'chest pain and sweating',
    answers: [],
    summary: 'Call 112 now.',
    emergency: true,
  };

  it('a red flag needs the safe-to-wait tick before booking, and sends the conversation with it', () => {
    expect(bookingProblem(draft({ triage: redFlag }), true)).toEqual({
      field: 'safeToWait',
      message: MSG_BOOKING.safeToWaitRequired,
    });
    expect(bookingProblem(draft({ triage: redFlag, safeToWait: true }), true)).toBeNull();
    const payload = bookingPayload(draft({ triage: redFlag, safeToWait: true }), 'external');
    expect(payload).toMatchObject({
      symptoms: 'Fever for two days',
      triage: { symptom: 'chest pain and sweating', answers: [] },
      confirmedSafeToWait: true,
    });
    const calm = bookingPayload(draft({ triage: { ...redFlag, emergency: false } }), 'external');
    expect(calm).not.toHaveProperty('confirmedSafeToWait');
    expect(bookingPayload(draft(), 'external')).not.toHaveProperty('triage');
  });

  it('a slot under 24 hours ahead (India time) is within the cutoff; 24 hours or more is not', () => {
    // 11:00 AM India on 24 Nov 2026 = 05:30 UTC.
    const start = Date.parse('2026-11-24T05:30:00Z');
    expect(startsWithinCutoff('2026-11-24', '11:00 AM', start - 24 * 3_600_000)).toBe(false);
    expect(startsWithinCutoff('2026-11-24', '11:00 AM', start - 24 * 3_600_000 + 1)).toBe(true);
    expect(startsWithinCutoff(null, '11:00 AM', start)).toBe(false);
  });
});

describe("bookingFormSchema: the form's resolver", () => {
  const { symptoms: _s, previousMeds: _p, safeToWait: _w, reportFileId: _r, ...page } = draft();
  const context = { ...page, signedIn: true };
  const values = { symptoms: '  Fever for two days  ', previousMeds: ' Paracetamol ', safeToWait: false };
  const issues = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

  it('tells one problem at a time, in the spec order, under its field', () => {
    const missing = bookingFormSchema({ ...context, time: null }).safeParse({ ...values, symptoms: ' ' });
    expect(issues(missing)).toEqual([{ path: 'slot', message: MSG_BOOKING.selectTimeSlot }]);
    const noSymptoms = bookingFormSchema(context).safeParse({ ...values, symptoms: ' ' });
    expect(issues(noSymptoms)).toEqual([{ path: 'symptoms', message: MSG_BOOKING.describeSymptoms }]);
    const visitor = bookingFormSchema({ ...context, signedIn: false }).safeParse(values);
    expect(issues(visitor)).toEqual([{ path: 'login', message: MSG_BOOKING.mustLoginAppointment }]);
  });

  it("gives the contract's booking payload, less the button's payment method and the report", () => {
    // The same fields bookingPayload sends (tested above against the spec), parsed by the contract.
    const { paymentMethod: _method, ...fields } = bookingPayload(draft(), 'external');
    expect(bookingFormSchema(context).parse(values)).toEqual(fields);
  });

  it('refuses what the contract refuses, though the page found no problem', () => {
    const long = 'x'.repeat(MAX_TEXT.symptoms + 1);
    expect(issues(bookingFormSchema(context).safeParse({ ...values, symptoms: long }))[0]?.path).toBe(
      'symptoms',
    );
  });
});
