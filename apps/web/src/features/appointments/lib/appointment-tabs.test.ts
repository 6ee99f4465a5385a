import { APPOINTMENT_STATUSES } from '@arogya/contract/constants/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { indiaToday } from '../../../lib/india-date';
import { contractAppointment } from '../../../test/fixtures';
import { appointmentsInTab, isInTab } from './appointment-tabs';

const TODAY = '2026-11-22';
const tabsOf = (a: Appointment) =>
  (['Upcoming', 'Cancelled', 'Past'] as const).filter((tab) => isInTab(a, tab, TODAY));

describe('isInTab — the tab rules of spec 01 §4', () => {
  it.each([
    // status, date, expected tabs
    ['Pending', '2026-11-25', ['Upcoming']],
    ['Confirmed', '2026-11-25', ['Upcoming']],
    ['Pending', TODAY, ['Upcoming']],
    ['Confirmed', TODAY, ['Upcoming']],
    // A day that has passed while the status is still open: both rules hold.
    ['Pending', '2026-11-21', ['Upcoming', 'Past']],
    ['Confirmed', '2026-11-21', ['Upcoming', 'Past']],
    ['Completed', '2026-11-21', ['Past']],
    // Completed is Past even when its day is today or later.
    ['Completed', TODAY, ['Past']],
    ['Completed', '2026-12-01', ['Past']],
    // Cancelled is only ever Cancelled, whatever the date.
    ['Cancelled', '2026-11-21', ['Cancelled']],
    ['Cancelled', TODAY, ['Cancelled']],
    ['Cancelled', '2026-12-01', ['Cancelled']],
  ] as const)('%s on %s → %j', (status, appointmentDate, expected) => {
    expect(tabsOf(contractAppointment({ status, appointmentDate }))).toEqual(expected);
  });

  it('puts every status in at least one tab, for days before, on and after today', () => {
    for (const status of APPOINTMENT_STATUSES) {
      for (const appointmentDate of ['2026-11-21', TODAY, '2026-11-23']) {
        expect(tabsOf(contractAppointment({ status, appointmentDate })).length).toBeGreaterThan(0);
      }
    }
  });

  it('compares whole days: the last day of a month and the first of the next', () => {
    const endOfMonth = '2026-11-30';
    expect(
      isInTab(
        contractAppointment({ status: 'Completed', appointmentDate: '2026-11-29' }),
        'Past',
        endOfMonth,
      ),
    ).toBe(true);
    expect(
      isInTab(contractAppointment({ status: 'Pending', appointmentDate: '2026-12-01' }), 'Past', endOfMonth),
    ).toBe(false);
    expect(
      isInTab(contractAppointment({ status: 'Pending', appointmentDate: '2026-11-30' }), 'Past', endOfMonth),
    ).toBe(false);
  });
});

describe('today is the India date', () => {
  it("moves a Completed visit's day into the past at midnight in India, not in UTC", () => {
    // 21 Nov 2026, 19:00 UTC is already 00:30 on the 22nd in India.
    const today = indiaToday(new Date('2026-11-21T19:00:00Z'));
    expect(today).toBe('2026-11-22');
    const yesterday = contractAppointment({ status: 'Confirmed', appointmentDate: '2026-11-21' });
    expect(isInTab(yesterday, 'Past', today)).toBe(true);
    const justBefore = indiaToday(new Date('2026-11-21T18:29:59Z'));
    expect(isInTab(yesterday, 'Past', justBefore)).toBe(false);
  });
});

describe('appointmentsInTab', () => {
  it('orders Upcoming soonest first, and Past and Cancelled most recent first', () => {
    const later = contractAppointment({ appointmentDate: '2026-11-28', appointmentTime: '11:00 AM' });
    const sooner = contractAppointment({ appointmentDate: '2026-11-24', appointmentTime: '02:00 PM' });
    const soonest = contractAppointment({ appointmentDate: '2026-11-24', appointmentTime: '11:30 AM' });
    expect(appointmentsInTab([later, sooner, soonest], 'Upcoming', TODAY)).toEqual([soonest, sooner, later]);

    const old = contractAppointment({ status: 'Completed', appointmentDate: '2026-10-01' });
    const recent = contractAppointment({ status: 'Completed', appointmentDate: '2026-11-20' });
    expect(appointmentsInTab([old, recent], 'Past', TODAY)).toEqual([recent, old]);

    const c1 = contractAppointment({ status: 'Cancelled', appointmentDate: '2026-11-23' });
    const c2 = contractAppointment({ status: 'Cancelled', appointmentDate: '2026-12-05' });
    expect(appointmentsInTab([c1, c2], 'Cancelled', TODAY)).toEqual([c2, c1]);
  });
});
