import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { contractAppointment } from '../../../test/fixtures';
import { cancelFailureToast, cancelState } from './cancellation';

// 24 Nov 2026, 11:00 AM in India = 05:30 UTC.
const slot = { appointmentDate: '2026-11-24', appointmentTime: '11:00 AM' } as const;
const START = Date.parse('2026-11-24T05:30:00Z');
const HOUR = 3_600_000;

describe('cancelState (spec 01 §4, §5)', () => {
  it('allows Pending and Confirmed exactly from 24 hours ahead', () => {
    for (const status of ['Pending', 'Confirmed'] as const) {
      const a = contractAppointment({ ...slot, status });
      expect(cancelState(a, START - 48 * HOUR)).toBe('allowed');
      expect(cancelState(a, START - 24 * HOUR)).toBe('allowed');
      expect(cancelState(a, START - 24 * HOUR + 1)).toBe('too-late');
      expect(cancelState(a, START - HOUR)).toBe('too-late');
      expect(cancelState(a, START + HOUR)).toBe('too-late');
    }
  });

  it('offers nothing for Completed and Cancelled, however far ahead', () => {
    expect(cancelState(contractAppointment({ ...slot, status: 'Completed' }), START - 72 * HOUR)).toBe(
      'final',
    );
    expect(cancelState(contractAppointment({ ...slot, status: 'Cancelled' }), START - 72 * HOUR)).toBe(
      'final',
    );
  });

  it('reads the India slot when startsAt is unreadable', () => {
    const a = contractAppointment({ ...slot, startsAt: 'not a date' });
    expect(cancelState(a, START - 24 * HOUR)).toBe('allowed');
    expect(cancelState(a, START - 23 * HOUR)).toBe('too-late');
  });
});

describe('cancelFailureToast (spec 01 §8)', () => {
  it("turns any message with '24 hours' into the spec's text, shown for 5 s", () => {
    const error = new ApiError('Cancellation not allowed within 24 hours of the visit.', { status: 400 });
    expect(cancelFailureToast(error)).toEqual({
      message: 'Cancellation not allowed - Appointments must be cancelled at least 24 hours in advance',
      duration: 5000,
    });
  });

  it("shows the server's message otherwise, and 'Failed to cancel appointment' without one", () => {
    expect(
      cancelFailureToast(new ApiError('You can only change your own appointments.', { status: 403 })),
    ).toEqual({
      message: 'You can only change your own appointments.',
    });
    expect(cancelFailureToast(new ApiError('offline', { status: 0, code: 'NETWORK_ERROR' }))).toEqual({
      message: 'Failed to cancel appointment',
    });
    expect(cancelFailureToast(new TypeError('boom'))).toEqual({ message: 'Failed to cancel appointment' });
  });
});
