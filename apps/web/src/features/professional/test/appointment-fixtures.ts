import type { Appointment, FollowUp } from '@arogya/contract/schemas/appointments';

/** Appointments shaped exactly as `appointmentSchema` (so the api client's parse accepts them). */

export const DOCTOR_ID = '7f1c2b9e-0000-4000-8000-0000000000d1';
export const NURSE_ID = '7f1c2b9e-0000-4000-8000-0000000000n1';

let sequence = 0;

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  sequence += 1;
  const id = overrides._id ?? `a0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    doctor: { _id: DOCTOR_ID, name: 'Dr. Arjun Mehta', specialty: 'General Physician', role: 'doctor' },
    patient: { _id: 'p-1', name: 'Priya Sharma' },
    appointmentDate: '2026-11-25',
    appointmentTime: '11:00 AM',
    status: 'Pending',
    bookingType: 'In-Home Visit',
    symptoms: 'Fever and body ache',
    previousMeds: '',
    fee: 2000,
    paymentMethod: 'external',
    paymentStatus: 'due',
    doctorNotes: null,
    voiceRecording: null,
    voiceNoteUrl: null,
    relayNote: null,
    sharedRelayNotes: [],
    reportUrl: null,
    followUp: null,
    startsAt: '2026-11-25T05:30:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function followUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    _id: 'f0000000-0000-4000-8000-000000000001',
    appointmentId: 'a-1',
    followUpDate: '2026-12-06',
    note: '',
    doctor: { _id: DOCTOR_ID, name: 'Dr. Arjun Mehta', specialty: 'General Physician', role: 'doctor' },
    previousMeds: '',
    symptoms: 'Fever and body ache',
    lastVisitTime: '2026-11-20 11:00 AM',
    bookedAppointmentId: null,
    createdAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}
