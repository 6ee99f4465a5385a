import type { Appointment } from '@arogya/contract/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { nextAppointment } from './next-appointment';

const NOW = Date.parse('2026-11-22T04:00:00Z');

function appt(id: string, startsAt: string, status: Appointment['status'] = 'Confirmed'): Appointment {
  return { _id: id, startsAt, status } as Appointment;
}

describe('nextAppointment', () => {
  it('is the soonest Pending or Confirmed visit that has not started', () => {
    const list = [
      appt('later', '2026-11-28T05:30:00Z'),
      appt('started', '2026-11-22T03:30:00Z'),
      appt('cancelled', '2026-11-23T05:30:00Z', 'Cancelled'),
      appt('completed', '2026-11-23T04:30:00Z', 'Completed'),
      appt('soon', '2026-11-24T05:30:00Z', 'Pending'),
      appt('unreadable', 'soon'),
    ];
    expect(nextAppointment(list, NOW)?._id).toBe('soon');
  });

  it('counts a visit starting right now, and is null when nothing is ahead', () => {
    expect(nextAppointment([appt('now', '2026-11-22T04:00:00Z')], NOW)?._id).toBe('now');
    expect(nextAppointment([appt('past', '2026-11-01T04:00:00Z')], NOW)).toBeNull();
    expect(nextAppointment([], NOW)).toBeNull();
  });
});
