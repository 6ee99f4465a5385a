import type { PendingUser } from '@arogya/contract/schemas/admin';
import type { Appointment, FollowUp } from '@arogya/contract/schemas/appointments';
import type { OwnProfile, SessionUser } from '@arogya/contract/schemas/users';
import { indiaSlotInstant } from '../lib/india-date';

/** Objects shaped exactly as the contract's response schemas (so `parse` accepts them). */

export function contractUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides._id ?? '7f1c2b9e-0000-4000-8000-000000000001';
  return {
    _id: id,
    id,
    name: 'Asha Patel',
    email: 'asha@example.com',
    role: 'patient',
    city: 'Mumbai',
    phone: null,
    profilePictureUrl: null,
    approvalStatus: null,
    rejectionReason: null,
    isVerified: false,
    isTwoFactorEnabled: false,
    subscriptionTier: 'free',
    specialty: null,
    licenseNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function contractProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    ...contractUser(overrides),
    experience: null,
    qualifications: [],
    bio: null,
    verifiedSkills: [],
    vehicleRegistrationNumber: null,
    location: null,
    serviceArea: null,
    serviceAreaCentroid: null,
    subscriptionExpiry: null,
    profileChangeRequest: null,
    ...overrides,
  };
}

export function contractPendingUser(overrides: Partial<PendingUser> = {}): PendingUser {
  const id = overrides._id ?? '7f1c2b9e-0000-4000-8000-0000000000aa';
  return {
    _id: id,
    id,
    name: 'Imran Khan',
    role: 'ambulance',
    email: 'imran@example.com',
    specialty: null,
    city: 'Delhi',
    flags: [],
    createdAt: '2026-11-18T09:30:00.000Z',
    ...overrides,
  };
}

let appointmentCounter = 0;

/**
 * An appointment exactly as GET /appointments/my-appointments answers (so `parse` accepts it): a confirmed
 * home visit with Dr. Neha Kapoor for Priya Sharma, unless overridden. `startsAt` follows the India
 * wall-clock date and time given (as the server's does) unless it is given itself. Each call gets a new id.
 */
export function contractAppointment(overrides: Partial<Appointment> = {}): Appointment {
  appointmentCounter += 1;
  const id = overrides._id ?? `7f1c2b9e-0000-4000-8000-${String(appointmentCounter).padStart(12, '0')}`;
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

/** A follow-up exactly as the appointments API answers it (scheduled by Dr. Neha Kapoor unless overridden). */
export function contractFollowUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    _id: 'f0000000-0000-4000-8000-000000000001',
    appointmentId: 'a-1',
    followUpDate: '2026-12-06',
    note: '',
    doctor: { _id: 'doc-1', name: 'Dr. Neha Kapoor', specialty: 'Dermatologist', role: 'doctor' },
    previousMeds: '',
    symptoms: 'Itchy rash on both arms for a week.',
    lastVisitTime: '2026-11-20 11:00 AM',
    bookedAppointmentId: null,
    createdAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}
