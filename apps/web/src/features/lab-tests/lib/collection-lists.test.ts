import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { describe, expect, it } from 'vitest';
import { busyDays, collectionLists, collectionsOn } from './collection-lists';

let n = 0;
function test(collectionDate: string, status: LabTest['status']): LabTest {
  n += 1;
  return {
    _id: `id-${n}`,
    id: `id-${n}`,
    testName: 'Lipid Profile',
    sampleType: 'Blood',
    preparation: 'Fast 10–12 hours.',
    collectionDate,
    collectionTime: '08:00 AM - 10:00 AM',
    patientAddress: 'Somewhere',
    city: 'Pune',
    fee: 800,
    status,
    patient: { _id: 'p', name: 'Asha' },
    technician: { _id: 't', name: 'Vikram' },
    paidAtCollection: false,
    reportUrl: null,
    cancellationReason: null,
    createdAt: '2026-12-01T00:00:00.000Z',
  };
}

describe('collectionLists', () => {
  it('splits today, upcoming (capped at 5) and completed (newest first, capped at 5)', () => {
    const tests = [
      test('2026-11-20', 'Completed'),
      test('2026-11-21', 'Completed'),
      test('2026-11-22', 'Completed'),
      test('2026-11-23', 'Completed'),
      test('2026-11-24', 'Completed'),
      test('2026-11-25', 'Completed'),
      test('2026-12-01', 'Scheduled'),
      test('2026-12-01', 'Sample Collected'),
      test('2026-12-01', 'Completed'),
      ...['02', '03', '04', '05', '06', '07'].map((d) => test(`2026-12-${d}`, 'Scheduled')),
      test('2026-12-08', 'Cancelled'),
    ];
    const lists = collectionLists(tests, '2026-12-01');
    expect(lists.today.map((t) => t.status)).toEqual(['Scheduled', 'Sample Collected']);
    expect(lists.upcoming.map((t) => t.collectionDate)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(lists.completed).toHaveLength(5);
    expect(lists.completed[0]?.collectionDate).toBe('2026-12-01');
    expect(collectionsOn(tests, '2026-12-01')).toHaveLength(3);
    expect(busyDays(tests, '2026-12-07')).toEqual(['2026-12-07']);
  });
});
