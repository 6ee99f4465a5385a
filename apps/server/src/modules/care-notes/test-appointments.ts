// Test helper: appointments written straight into the database, in any state, for the routes that act on
// them (booking itself is tested through its own route).
import { randomUUID } from 'node:crypto';
import { feeFor } from '@arogya/contract/constants/appointments';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/appointments';

export interface TestAppointment {
  patientId: string;
  professionalId: string;
  professionalRole?: 'doctor' | 'nurse';
  appointmentDate: string;
  appointmentTime?: string;
  status?: 'Pending' | 'Confirmed' | 'Completed' | 'Cancelled';
  bookingType?: 'In-Home Visit' | 'Video Consultation' | 'Nurse Assignment';
  symptoms?: string;
  previousMeds?: string;
  doctorNotes?: string | null;
  relayNote?: string | null;
  reportFileId?: string | null;
  voiceNoteUrl?: string | null;
}

export async function insertTestAppointment(db: Database, a: TestAppointment): Promise<string> {
  const role = a.professionalRole ?? 'doctor';
  const bookingType = a.bookingType ?? (role === 'nurse' ? 'Nurse Assignment' : 'In-Home Visit');
  const id = randomUUID();
  await db.insert(appointments).values({
    id,
    patientId: a.patientId,
    professionalId: a.professionalId,
    professionalRole: role,
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime ?? (role === 'nurse' ? '09:00 AM' : '11:00 AM'),
    bookingType,
    status: a.status ?? 'Completed',
    symptoms: a.symptoms ?? 'Fever for 1–3 days, up to 102°F, with body ache and tiredness.',
    previousMeds: a.previousMeds ?? '',
    feePaise: rupeesToPaise(feeFor(bookingType)),
    paymentMethod: 'external',
    paymentStatus: 'due',
    doctorNotes:
      a.doctorNotes ?? (a.status === undefined || a.status === 'Completed' ? 'Rest and fluids.' : null),
    relayNote: a.relayNote ?? null,
    reportFileId: a.reportFileId ?? null,
    voiceNoteUrl: a.voiceNoteUrl ?? null,
  });
  return id;
}
