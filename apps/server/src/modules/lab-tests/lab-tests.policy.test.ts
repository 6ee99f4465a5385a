import { labCancellable, labSlotProblem } from '@arogya/contract/constants/lab-tests';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import {
  catalogueTestFor,
  checkCollectionSlot,
  checkPatientCancel,
  decideTechnicianChange,
  pickTechnician,
  remainingPlaces,
  reminderAt,
  type TechnicianLoad,
} from './lab-tests.policy';

const previousTz = process.env.TZ;
afterEach(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe.each(['UTC', 'Asia/Kolkata'])('slot and date rules with TZ=%s', (zone) => {
  it('counts days and windows in India time, whatever the process zone', () => {
    process.env.TZ = zone;
    // 2026-11-30 19:00 UTC is already 1 December 00:30 in India.
    const clock = fixedClock('2026-11-30T19:00:00Z');
    expect(labSlotProblem('2026-11-30', '02:00 PM - 04:00 PM', clock.now())).toBe('past-date');
    expect(labSlotProblem('2026-12-01', '08:00 AM - 10:00 AM', clock.now())).toBeNull();
    expect(labSlotProblem('2026-12-31', '08:00 AM - 10:00 AM', clock.now())).toBeNull();
    expect(labSlotProblem('2027-01-01', '08:00 AM - 10:00 AM', clock.now())).toBe('too-far');

    // 09:59 India: the 08–10 window is still open; at 10:00 it has ended, the next one has not.
    clock.set('2026-12-01T04:29:00Z');
    expect(labSlotProblem('2026-12-01', '08:00 AM - 10:00 AM', clock.now())).toBeNull();
    clock.advance(60_000);
    expect(labSlotProblem('2026-12-01', '08:00 AM - 10:00 AM', clock.now())).toBe('slot-over');
    expect(labSlotProblem('2026-12-01', '10:00 AM - 12:00 PM', clock.now())).toBeNull();
    // 16:00 India: the last window (02–04 PM) has ended too.
    clock.set('2026-12-01T10:30:00Z');
    expect(labSlotProblem('2026-12-01', '02:00 PM - 04:00 PM', clock.now())).toBe('slot-over');
    expect(() => checkCollectionSlot('2026-12-01', '02:00 PM - 04:00 PM', clock.now())).toThrow(
      MSG_LAB.slotOver,
    );
    expect(() => checkCollectionSlot('2026-02-30', '02:00 PM - 04:00 PM', clock.now())).toThrow(
      MSG_LAB.dateInvalid,
    );
  });

  it('allows cancelling until exactly 2 hours before the window starts', () => {
    process.env.TZ = zone;
    const clock = fixedClock('2026-12-01T04:30:00Z'); // 10:00 India
    expect(labCancellable('2026-12-01', '12:00 PM - 02:00 PM', clock.now())).toBe(true);
    clock.advance(60_000);
    expect(labCancellable('2026-12-01', '12:00 PM - 02:00 PM', clock.now())).toBe(false);
    const facts = {
      patientId: 'p',
      technicianId: 't',
      status: 'Scheduled' as const,
      collectionDate: '2026-12-01',
      collectionTime: '12:00 PM - 02:00 PM' as const,
      paidAtCollection: false,
    };
    expect(() => checkPatientCancel({ id: 'p', role: 'patient', name: 'P' }, facts, clock.now())).toThrow(
      'A collection can be cancelled only until 2 hours before its slot starts.',
    );
  });

  it('schedules the preparation reminder at 7 PM India time the evening before', () => {
    process.env.TZ = zone;
    const now = new Date('2026-12-01T04:30:00Z');
    expect(reminderAt('2026-12-03', now)?.toISOString()).toBe('2026-12-02T13:30:00.000Z');
    expect(reminderAt('2026-12-01', now)).toBeNull();
  });
});

describe('pickTechnician', () => {
  const tech = (id: string, inSlot: number, inDay: number, last: string | null): TechnicianLoad => ({
    id,
    name: id,
    inSlot,
    inDay,
    lastAssignedAt: last ? new Date(last) : null,
  });

  it('takes the fewest in the slot, then the fewest that day, then the longest waiting', () => {
    expect(pickTechnician([tech('a', 2, 2, null), tech('b', 1, 5, null)])?.id).toBe('b');
    expect(pickTechnician([tech('a', 1, 3, null), tech('b', 1, 2, null)])?.id).toBe('b');
    expect(
      pickTechnician([tech('a', 1, 2, '2026-12-01T05:00:00Z'), tech('b', 1, 2, '2026-12-01T04:00:00Z')])?.id,
    ).toBe('b');
    expect(pickTechnician([tech('a', 0, 0, '2026-12-01T04:00:00Z'), tech('b', 0, 0, null)])?.id).toBe('b');
    expect(pickTechnician([tech('b', 0, 0, null), tech('a', 0, 0, null)])?.id).toBe('a');
  });

  it('skips technicians whose slot is full and gives null when all are', () => {
    expect(pickTechnician([tech('a', 4, 4, null), tech('b', 3, 9, null)], 4)?.id).toBe('b');
    expect(pickTechnician([tech('a', 4, 4, null)], 4)).toBeNull();
    expect(pickTechnician([])).toBeNull();
    expect(remainingPlaces([4, 1, 0], 4)).toBe(7);
  });
});

describe('technician changes and the catalogue', () => {
  const facts = {
    patientId: 'p',
    technicianId: 't',
    status: 'Scheduled' as const,
    collectionDate: '2026-12-01',
    collectionTime: '12:00 PM - 02:00 PM' as const,
    paidAtCollection: false,
  };
  const tech = { id: 't', role: 'technician' as const, name: 'T' };

  it('moves Scheduled to Sample Collected only, and records a payment once', () => {
    expect(
      decideTechnicianChange(tech, facts, { status: 'Sample Collected', paidAtCollection: true }),
    ).toEqual({
      from: 'Scheduled',
      to: 'Sample Collected',
      recordPayment: true,
    });
    expect(() => decideTechnicianChange(tech, facts, { status: 'Completed' })).toThrow(
      /cannot be marked Completed/,
    );
    expect(() => decideTechnicianChange({ ...tech, id: 'x' }, facts, { status: 'Sample Collected' })).toThrow(
      MSG_LAB.notYourCollection,
    );
    const collected = { ...facts, status: 'Sample Collected' as const };
    expect(
      decideTechnicianChange(tech, collected, { status: 'Sample Collected', paidAtCollection: true }),
    ).toEqual({
      from: 'Sample Collected',
      to: 'Sample Collected',
      recordPayment: true,
    });
  });

  it('finds catalogue tests whatever their case', () => {
    expect(catalogueTestFor('  cbc '.replace('cbc', 'complete blood count (cbc)')).name).toBe(
      'Complete Blood Count (CBC)',
    );
    expect(() => catalogueTestFor('Unicorn test')).toThrow(MSG_LAB.notInCatalogue);
  });
});
