import type { Appointment } from '@arogya/contract/schemas/appointments';
import { indiaSlotInstant } from '../lib/appointment-time';

let counter = 0;

/** An appointment exactly as GET /appointments/my-appointments answers (so `parse` accepts it). */
export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  counter += 1;
  const id = overrides._id ?? `7f1c2b9e-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const appointmentDate = overrides.appointmentDate ?? '2026-11-24';
  const appointmentTime = overrides.appointmentTime ?? '11:00 AM';
  return {
    _id: id,
    id,
    doctor: { _id: 'doc-1', name: 'Dr. Neha Kapoor', specialty: 'Dermatologist', role: 'doctor' },
    patient: { _id: 'pat-1', name: 'Priya Sharma' },
    appointmentDate,
    appointmentTime,
    status: 'Confirmed',
    bookingType: 'In-Home Visit',
    symptoms: 'Itchy rash on both arms for a week.',
    previousMeds: '',
    fee: 2000,
    paymentMethod: 'external',
    paymentStatus: 'due',
    doctorNotes: null,
    voiceRecording: null,
    voiceNoteUrl: null,
    relayNote: null,
    reportUrl: null,
    followUp: null,
    startsAt: indiaSlotInstant(appointmentDate, appointmentTime)?.toISOString() ?? '',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
