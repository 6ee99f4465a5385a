import type { FollowUp } from '@arogya/contract/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { followUpBookingPath } from './follow-up-booking';

const followUp = (overrides: Partial<FollowUp> = {}): FollowUp => ({
  _id: '7f1c2b9e-0000-4000-8000-0000000000f1',
  appointmentId: 'a-1',
  followUpDate: '2026-12-08',
  note: 'Recheck',
  doctor: { _id: 'd-1', name: 'Dr. Neha Kapoor', specialty: 'Dermatologist', role: 'doctor' },
  previousMeds: 'Cetirizine 10 mg; moisturiser',
  symptoms: 'Itchy rash & dry skin',
  lastVisitTime: '2026-11-24 11:00 AM',
  bookedAppointmentId: null,
  createdAt: '2026-11-24T07:00:00.000Z',
  ...overrides,
});

describe('followUpBookingPath', () => {
  it("links to the doctor's page with every prefill parameter, encoded", () => {
    const path = followUpBookingPath(followUp());
    const url = new URL(path, 'https://arogya.example');
    expect(url.pathname).toBe('/doctors/d-1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      previousMeds: 'Cetirizine 10 mg; moisturiser',
      symptoms: 'Itchy rash & dry skin',
      lastVisitTime: '2026-11-24 11:00 AM',
      followUpDate: '2026-12-08',
      followUpId: '7f1c2b9e-0000-4000-8000-0000000000f1',
    });
  });

  it("links to the nurse's page for a nurse", () => {
    const path = followUpBookingPath(followUp({ doctor: { _id: 'n-1', name: 'Maria', role: 'nurse' } }));
    expect(path.startsWith('/nurses/n-1?')).toBe(true);
  });
});
