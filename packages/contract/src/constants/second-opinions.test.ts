import { describe, expect, it } from 'vitest';
import { DOCTOR_SEARCH_SPECIALTIES } from './directory';
import { deadlineLabel } from './second-opinion-deadline';
import {
  DOCTOR_SECOND_OPINION_SPECIALTY,
  SECOND_OPINION_SPECIALTIES,
  secondOpinionPrice,
  secondOpinionSpecialtyLabel,
  URGENCY_LEVEL_VALUES,
} from './second-opinions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('second opinions', () => {
  it('secondOpinionPrice multiplies and rounds', () => {
    expect(secondOpinionPrice('cardiology', 'routine')).toBe(2999);
    expect(secondOpinionPrice('dermatology', 'urgent')).toBe(2999); // 1999 × 1.5 = 2998.5
    expect(secondOpinionPrice('cardiology', 'urgent')).toBe(4499); // 2999 × 1.5 = 4498.5
    expect(secondOpinionPrice('pediatrics', 'urgent')).toBe(3299); // 2199 × 1.5 = 3298.5
    expect(secondOpinionPrice('orthopedics', 'critical')).toBe(4998);
    expect(secondOpinionPrice('surgery', 'critical')).toBe(6998);
    for (const s of SECOND_OPINION_SPECIALTIES) {
      for (const u of ['routine', 'urgent', 'critical'] as const) {
        expect(Number.isInteger(secondOpinionPrice(s, u))).toBe(true);
      }
    }
  });

  it('labels specialties and maps doctor specialties', () => {
    expect(secondOpinionSpecialtyLabel('emergency-medicine')).toBe('Emergency Medicine');
    expect(secondOpinionSpecialtyLabel('cardiology')).toBe('Cardiology');
    expect(Object.keys(DOCTOR_SECOND_OPINION_SPECIALTY)).toEqual([...DOCTOR_SEARCH_SPECIALTIES]);
    expect(DOCTOR_SECOND_OPINION_SPECIALTY.Cardiologist).toBe('cardiology');
    expect(DOCTOR_SECOND_OPINION_SPECIALTY.Dentist).toBeNull();
  });

  describe('deadlineLabel', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);

    it('is Overdue at and after the deadline', () => {
      expect(deadlineLabel(at(0), now)).toBe('Overdue');
      expect(deadlineLabel(at(-1), now)).toBe('Overdue');
      expect(deadlineLabel(at(-3 * DAY), now)).toBe('Overdue');
      expect(deadlineLabel('not a date', now)).toBe('Overdue');
    });

    it('shows whole hours (rounded down) under 24 hours', () => {
      expect(deadlineLabel(at(1), now)).toBe('Less than 1h left');
      expect(deadlineLabel(at(HOUR - 1), now)).toBe('Less than 1h left');
      expect(deadlineLabel(at(HOUR), now)).toBe('1h left');
      expect(deadlineLabel(at(5 * HOUR + 30 * 60_000), now)).toBe('5h left');
      expect(deadlineLabel(at(DAY - 1), now)).toBe('23h left');
    });

    it('shows whole days (rounded down) from 24 hours', () => {
      expect(deadlineLabel(at(DAY), now)).toBe('1 day left');
      expect(deadlineLabel(at(2 * DAY - 1), now)).toBe('1 day left');
      expect(deadlineLabel(at(2 * DAY), now)).toBe('2 days left');
      expect(deadlineLabel(at(7 * DAY + 5 * HOUR), now)).toBe('7 days left');
    });

    it('accepts ISO strings and epoch numbers', () => {
      expect(deadlineLabel('2025-06-03T12:00:00Z', now.getTime())).toBe('2 days left');
      expect(deadlineLabel(now.getTime() + 3 * HOUR, now)).toBe('3h left');
    });
  });
});

describe('the price table × multipliers', () => {
  // Every one of the 60 combinations, written out: base × multiplier, halves rounded up.
  const expected: Record<string, [number, number, number]> = {
    cardiology: [2999, 4499, 5998],
    neurology: [2999, 4499, 5998],
    oncology: [3499, 5249, 6998],
    orthopedics: [2499, 3749, 4998],
    dermatology: [1999, 2999, 3998],
    endocrinology: [2499, 3749, 4998],
    gastroenterology: [2799, 4199, 5598],
    hematology: [2999, 4499, 5998],
    nephrology: [2799, 4199, 5598],
    pulmonology: [2499, 3749, 4998],
    rheumatology: [2699, 4049, 5398],
    urology: [2499, 3749, 4998],
    gynecology: [2299, 3449, 4598],
    pediatrics: [2199, 3299, 4398],
    psychiatry: [2499, 3749, 4998],
    radiology: [3199, 4799, 6398],
    pathology: [2399, 3599, 4798],
    'emergency-medicine': [2999, 4499, 5998],
    'internal-medicine': [2299, 3449, 4598],
    surgery: [3499, 5249, 6998],
  };
  const cases = SECOND_OPINION_SPECIALTIES.flatMap((s) =>
    URGENCY_LEVEL_VALUES.map((u, i) => [s, u, expected[s]?.[i]] as const),
  );

  it('covers 60 combinations', () => {
    expect(cases).toHaveLength(60);
  });

  it.each(cases)('%s × %s = ₹%i', (specialty, urgency, price) => {
    expect(secondOpinionPrice(specialty, urgency)).toBe(price);
  });
});
