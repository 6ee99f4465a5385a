import { describe, expect, it } from 'vitest';
import { formatLastVisit, readPrefill } from './booking-prefill';

const ID = '7f1c2b9e-0000-4000-8000-0000000000f1';

describe('readPrefill (spec 01 §2 query params)', () => {
  it('reads previousMeds, symptoms, lastVisitTime, followUpDate, followUpId and type=video', () => {
    const params = new URLSearchParams({
      previousMeds: ' Cetirizine 10 mg ',
      symptoms: 'Itchy rash',
      lastVisitTime: '2026-11-10 11:00 AM',
      followUpDate: '2026-11-24',
      followUpId: ID,
      type: 'video',
    });
    expect(readPrefill(params)).toEqual({
      previousMeds: 'Cetirizine 10 mg',
      symptoms: 'Itchy rash',
      lastVisitTime: '2026-11-10 11:00 AM',
      followUpDate: '2026-11-24',
      followUpId: ID,
      video: true,
    });
  });

  it('is empty without parameters, and drops malformed dates and ids', () => {
    expect(readPrefill(new URLSearchParams())).toEqual({
      previousMeds: '',
      symptoms: '',
      lastVisitTime: null,
      followUpDate: null,
      followUpId: null,
      video: false,
    });
    const odd = readPrefill(
      new URLSearchParams({ followUpDate: 'tomorrow', followUpId: "1' OR 1=1", type: 'x' }),
    );
    expect(odd.followUpDate).toBeNull();
    expect(odd.followUpId).toBeNull();
    expect(odd.video).toBe(false);
  });

  it('clamps long texts to what the server accepts', () => {
    const prefill = readPrefill(
      new URLSearchParams({ symptoms: 'a'.repeat(5000), previousMeds: 'b'.repeat(5000) }),
    );
    expect(prefill.symptoms).toHaveLength(2000);
    expect(prefill.previousMeds).toHaveLength(1000);
  });
});

describe('formatLastVisit', () => {
  it('writes the server form as a readable day and time, and leaves anything else alone', () => {
    expect(formatLastVisit('2026-11-10 11:00 AM')).toBe('Tuesday, 10 November 2026, 11:00 AM');
    expect(formatLastVisit('2026-11-10')).toBe('Tuesday, 10 November 2026');
    expect(formatLastVisit('last week')).toBe('last week');
  });
});
