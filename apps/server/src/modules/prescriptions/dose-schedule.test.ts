import { DEFAULT_DOSE_TIMES } from '@arogya/contract/constants/prescriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Course,
  computeAdherence,
  courseEnd,
  daysOfStock,
  doseInstant,
  doseKey,
  dosesOn,
  durationDaysOf,
  slotsOf,
} from './dose-schedule';

/** 'YYYY-MM-DD' India day and 'HH:MM' India time → the instant, whatever TZ the process runs in. */
const at = (day: string, time: string) => doseInstant(day, time);

function course(partial: Partial<Course> & Pick<Course, 'startDate' | 'endDate'>): Course {
  return { prescriptionId: 'rx1', medicineIndex: 0, slots: ['morning', 'night'], ...partial };
}

function takenSet(
  entries: [string, string][],
  c: Pick<Course, 'prescriptionId' | 'medicineIndex'> = course({ startDate: '', endDate: '' }),
) {
  return new Set(entries.map(([day, slot]) => doseKey({ ...c, day, slot })));
}

// Node applies a changed TZ at once: each block runs under both zones the service meets.
describe.each(['UTC', 'Asia/Kolkata'])('under TZ=%s', (tz) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });
  it('runs in that zone', () => {
    expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(tz === 'UTC' ? 0 : -330);
  });

  describe('dose schedule', () => {
    it('reads the 1-0-1 notation as morning, afternoon, night', () => {
      expect(slotsOf('1-0-1')).toEqual(['morning', 'night']);
      expect(slotsOf('1-1-1')).toEqual(['morning', 'afternoon', 'night']);
      expect(slotsOf('0-0-1')).toEqual(['night']);
      expect(slotsOf('2-0-0')).toEqual(['morning']);
      expect(() => slotsOf('1-0')).toThrow();
      expect(() => slotsOf('morning')).toThrow();
    });

    it('turns durations into days; a course includes its first day', () => {
      expect(durationDaysOf('5 days')).toBe(5);
      expect(durationDaysOf('1 day')).toBe(1);
      expect(durationDaysOf('2 weeks')).toBe(14);
      expect(durationDaysOf('1 Month')).toBe(30);
      expect(() => durationDaysOf('forever')).toThrow();
      expect(courseEnd('2026-01-30', 5)).toBe('2026-02-03');
      expect(courseEnd('2028-02-27', 3)).toBe('2028-02-29');
      expect(courseEnd('2026-12-30', 3)).toBe('2027-01-01');
    });

    it('places dose times on the India clock', () => {
      expect(at('2026-03-31', '08:00').toISOString()).toBe('2026-03-31T02:30:00.000Z');
      expect(at('2026-04-01', '02:00').toISOString()).toBe('2026-03-31T20:30:00.000Z');
    });

    it('lists a day’s doses only inside each course', () => {
      const c = course({ startDate: '2026-01-30', endDate: '2026-02-01' });
      expect(dosesOn([c], '2026-01-29')).toEqual([]);
      expect(dosesOn([c], '2026-02-01').map((d) => d.slot)).toEqual(['morning', 'night']);
      expect(dosesOn([c], '2026-02-02')).toEqual([]);
    });

    it('counts days of stock at the doses per day', () => {
      expect(daysOfStock(10, ['morning', 'night'])).toBe(5);
      expect(daysOfStock(5, ['morning', 'afternoon', 'night'])).toBe(1.6);
      expect(daysOfStock(null, ['morning'])).toBeNull();
    });
  });

  describe('adherence and streak on calendars', () => {
    const times = { ...DEFAULT_DOSE_TIMES };

    it('is 0 with nothing due, and says so through dosesDue', () => {
      const r = computeAdherence({
        courses: [],
        taken: new Set(),
        doseTimes: times,
        now: at('2026-03-01', '12:00'),
        days: 30,
      });
      expect(r).toEqual({ adherenceScore: 0, streak: 0, dosesDue: 0, dosesTaken: 0 });
    });

    it('counts only doses whose time has passed, plus doses taken early', () => {
      // Course starts today (1 March); at 12:00 only the morning dose is due.
      const c = course({ startDate: '2026-03-01', endDate: '2026-03-05' });
      const none = computeAdherence({
        courses: [c],
        taken: new Set(),
        doseTimes: times,
        now: at('2026-03-01', '12:00'),
        days: 30,
      });
      expect(none).toMatchObject({ dosesDue: 1, dosesTaken: 0, adherenceScore: 0 });
      // The night dose taken early counts as due and taken.
      const early = computeAdherence({
        courses: [c],
        taken: takenSet([
          ['2026-03-01', 'morning'],
          ['2026-03-01', 'night'],
        ]),
        doseTimes: times,
        now: at('2026-03-01', '12:00'),
        days: 30,
      });
      expect(early).toMatchObject({ dosesDue: 2, dosesTaken: 2, adherenceScore: 100, streak: 1 });
    });

    it('streaks across a month end; an incomplete today does not break it', () => {
      // 28 Feb – 3 Mar 2026 (no leap day), morning and night; every dose taken until 2 March, today 3 March only the morning.
      const c = course({ startDate: '2026-02-27', endDate: '2026-03-10' });
      const taken = takenSet([
        ['2026-02-28', 'morning'],
        ['2026-02-28', 'night'],
        ['2026-03-01', 'morning'],
        ['2026-03-01', 'night'],
        ['2026-03-02', 'morning'],
        ['2026-03-02', 'night'],
        ['2026-03-03', 'morning'],
      ]);
      const r = computeAdherence({
        courses: [c],
        taken,
        doseTimes: times,
        now: at('2026-03-03', '22:00'),
        days: 30,
      });
      // 27 Feb (2 missed) + 28 Feb, 1, 2 Mar (6 taken) + 3 Mar (morning taken, night due and missed).
      expect(r.dosesDue).toBe(10);
      expect(r.dosesTaken).toBe(7);
      expect(r.adherenceScore).toBe(70);
      expect(r.streak).toBe(3);
    });

    it('counts today once it is complete, and a missed day ends the streak', () => {
      const c = course({ startDate: '2026-12-30', endDate: '2027-01-05', slots: ['night'] });
      const taken = takenSet([
        ['2026-12-30', 'night'],
        ['2027-01-01', 'night'],
        ['2027-01-02', 'night'],
      ]);
      const r = computeAdherence({
        courses: [c],
        taken,
        doseTimes: times,
        now: at('2027-01-02', '21:30'),
        days: 30,
      });
      expect(r.streak).toBe(2); // 1 and 2 January; 31 December was missed
      expect(r).toMatchObject({ dosesDue: 4, dosesTaken: 3, adherenceScore: 75 });
    });

    it('uses the India day near midnight UTC', () => {
      // 19:00 UTC on 31 March is 00:30 on 1 April in India: 31 March's night dose is due, 1 April's nothing yet.
      const c = course({ startDate: '2026-03-31', endDate: '2026-04-02', slots: ['night'] });
      const r = computeAdherence({
        courses: [c],
        taken: takenSet([['2026-03-31', 'night']]),
        doseTimes: times,
        now: new Date('2026-03-31T19:00:00Z'),
        days: 30,
      });
      expect(r).toMatchObject({ dosesDue: 1, dosesTaken: 1, adherenceScore: 100, streak: 1 });
    });

    it('a day with nothing scheduled ends the streak; the window bounds it', () => {
      const a = course({ startDate: '2026-05-01', endDate: '2026-05-02', slots: ['morning'] });
      const b = course({
        prescriptionId: 'rx2',
        startDate: '2026-05-04',
        endDate: '2026-05-05',
        slots: ['morning'],
      });
      const taken = new Set([
        ...takenSet([
          ['2026-05-01', 'morning'],
          ['2026-05-02', 'morning'],
        ]),
        ...takenSet(
          [
            ['2026-05-04', 'morning'],
            ['2026-05-05', 'morning'],
          ],
          b,
        ),
      ]);
      const r = computeAdherence({
        courses: [a, b],
        taken,
        doseTimes: times,
        now: at('2026-05-05', '09:00'),
        days: 30,
      });
      expect(r.streak).toBe(2);
      const short = computeAdherence({
        courses: [a, b],
        taken,
        doseTimes: times,
        now: at('2026-05-05', '09:00'),
        days: 1,
      });
      expect(short).toMatchObject({ streak: 1, dosesDue: 1, dosesTaken: 1 });
    });

    it('rounds the score to a whole percent', () => {
      const c = course({ startDate: '2026-06-01', endDate: '2026-06-03', slots: ['morning'] });
      const r = computeAdherence({
        courses: [c],
        taken: takenSet([['2026-06-01', 'morning']]),
        doseTimes: times,
        now: at('2026-06-03', '09:00'),
        days: 30,
      });
      expect(r.adherenceScore).toBe(33);
    });
  });
});
