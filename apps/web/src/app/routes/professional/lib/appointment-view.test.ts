import { describe, expect, it } from 'vitest';
import { appointment } from '../test/appointment-fixtures';
import {
  dashboardSummary,
  formatAppointmentDay,
  groupByStatus,
  paymentLabel,
  symptomsPreview,
} from './appointment-view';

describe('symptomsPreview (spec 02 §9: 50 characters in the list)', () => {
  it('keeps text of up to 50 characters whole', () => {
    expect(symptomsPreview('Fever')).toEqual({ text: 'Fever', truncated: false });
    const fifty = 'x'.repeat(50);
    expect(symptomsPreview(fifty)).toEqual({ text: fifty, truncated: false });
  });

  it('cuts longer text to its first 50 characters and adds three dots', () => {
    const text = 'High fever for three days with chills, body ache and a dry cough at night';
    const { text: preview, truncated } = symptomsPreview(text);
    expect(truncated).toBe(true);
    expect(preview).toBe('High fever for three days with chills, body ache a...');
    expect(preview.slice(0, -3)).toHaveLength(50);
  });

  it('does not leave a space before the dots, and ignores surrounding blanks', () => {
    expect(symptomsPreview(`${'a'.repeat(49)} more words here`).text).toBe(`${'a'.repeat(49)}...`);
    expect(symptomsPreview('  Cough  ')).toEqual({ text: 'Cough', truncated: false });
  });

  it('counts characters, not UTF-16 units, so nothing is split in half', () => {
    const text = `${'🤒'.repeat(51)}`;
    const { text: preview } = symptomsPreview(text);
    expect(Array.from(preview.slice(0, -3))).toHaveLength(50);
    expect(preview).not.toMatch(/\uFFFD/);
    expect(symptomsPreview('बुखार और खांसी', 5).text).toBe('बुखार...');
  });
});

describe('groupByStatus', () => {
  it('puts each appointment under its status: open work soonest first, history latest first', () => {
    const later = appointment({ status: 'Pending', startsAt: '2026-11-27T05:30:00.000Z' });
    const sooner = appointment({ status: 'Pending', startsAt: '2026-11-24T05:30:00.000Z' });
    const oldDone = appointment({ status: 'Completed', startsAt: '2026-11-01T05:30:00.000Z' });
    const newDone = appointment({ status: 'Completed', startsAt: '2026-11-15T05:30:00.000Z' });
    const cancelled = appointment({ status: 'Cancelled' });
    const groups = groupByStatus([later, oldDone, cancelled, sooner, newDone]);
    expect(groups.Pending).toEqual([sooner, later]);
    expect(groups.Confirmed).toEqual([]);
    expect(groups.Completed).toEqual([newDone, oldDone]);
    expect(groups.Cancelled).toEqual([cancelled]);
  });
});

describe('paymentLabel', () => {
  it('names how the fee is settled', () => {
    expect(paymentLabel('paid')).toBe('Paid from care fund');
    expect(paymentLabel('due')).toBe('Due at visit');
    expect(paymentLabel('refunded')).toBe('Refunded');
  });
});

describe('formatAppointmentDay', () => {
  it('writes the India day as it is, whatever the browser zone', () => {
    expect(formatAppointmentDay('2026-11-24')).toBe('Tue 24 Nov 2026');
    expect(formatAppointmentDay('2027-01-01')).toBe('Fri 1 Jan 2027');
  });
});

describe('dashboardSummary', () => {
  // 24 November 2026, 10:00 in India.
  const now = new Date('2026-11-24T04:30:00.000Z');
  const today = '2026-11-24';

  it("counts today's (not cancelled), pending, and confirmed ones still ahead; lists the next three", () => {
    const earlierToday = appointment({
      status: 'Completed',
      appointmentDate: today,
      startsAt: '2026-11-24T03:30:00.000Z',
    });
    const cancelledToday = appointment({
      status: 'Cancelled',
      appointmentDate: today,
      startsAt: '2026-11-24T06:00:00.000Z',
    });
    const laterToday = appointment({
      status: 'Confirmed',
      appointmentDate: today,
      startsAt: '2026-11-24T07:30:00.000Z',
    });
    const tomorrow = appointment({
      status: 'Pending',
      appointmentDate: '2026-11-25',
      startsAt: '2026-11-25T05:30:00.000Z',
    });
    const nextWeek = appointment({
      status: 'Confirmed',
      appointmentDate: '2026-12-01',
      startsAt: '2026-12-01T05:30:00.000Z',
    });
    const farOff = appointment({
      status: 'Pending',
      appointmentDate: '2026-12-10',
      startsAt: '2026-12-10T05:30:00.000Z',
    });
    // Pending but its time has passed: counted as pending work, not listed as "next".
    const missed = appointment({
      status: 'Pending',
      appointmentDate: '2026-11-20',
      startsAt: '2026-11-20T05:30:00.000Z',
    });

    const summary = dashboardSummary(
      [farOff, missed, nextWeek, tomorrow, laterToday, cancelledToday, earlierToday],
      today,
      now,
    );
    expect(summary.today).toBe(2);
    expect(summary.pending).toBe(3);
    expect(summary.confirmedUpcoming).toBe(2);
    expect(summary.next).toEqual([laterToday, tomorrow, nextWeek]);
  });

  it('is all zeros for an empty practice', () => {
    expect(dashboardSummary([], today, now)).toEqual({
      today: 0,
      pending: 0,
      confirmedUpcoming: 0,
      next: [],
    });
  });
});
