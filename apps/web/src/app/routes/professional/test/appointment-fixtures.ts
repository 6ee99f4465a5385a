import type { Appointment, FollowUp } from '@arogya/contract/schemas/appointments';
import { contractAppointment, contractFollowUp } from '../../../../test/fixtures';

/**
 * The professional pages' cast, on the shared contract builders: Dr. Arjun Mehta's pending home visit with
 * Priya Sharma on Wednesday 25 November 2026, and the follow-ups he schedules.
 */

export const DOCTOR_ID = '7f1c2b9e-0000-4000-8000-0000000000d1';
export const NURSE_ID = '7f1c2b9e-0000-4000-8000-0000000000n1';

const MEHTA = {
  _id: DOCTOR_ID,
  name: 'Dr. Arjun Mehta',
  specialty: 'General Physician',
  role: 'doctor',
} as const;

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return contractAppointment({
    doctor: MEHTA,
    appointmentDate: '2026-11-25',
    status: 'Pending',
    symptoms: 'Fever and body ache',
    sharedRelayNotes: [],
    ...overrides,
  });
}

export function followUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return contractFollowUp({ doctor: MEHTA, symptoms: 'Fever and body ache', ...overrides });
}
