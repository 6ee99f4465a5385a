import { describe, expect, it } from 'vitest';
import { offersTo } from './use-mesh-call';

describe('offersTo: who sends the offer of a pair', () => {
  it('the professional always initiates (spec 01 §4)', () => {
    expect(offersTo('Doctor', 'Patient', true)).toBe(true);
    expect(offersTo('Doctor', 'Family', false)).toBe(true);
    expect(offersTo('Patient', 'Doctor', true)).toBe(false);
    expect(offersTo('Family', 'Nurse', false)).toBe(false);
  });
  it('between two others, whoever was there first offers to the newcomer, so exactly one side offers', () => {
    expect(offersTo('Patient', 'Family', true)).toBe(true);
    expect(offersTo('Family', 'Patient', false)).toBe(false);
    expect(offersTo('Family', 'Family', true)).toBe(true);
    expect(offersTo('Family', 'Family', false)).toBe(false);
  });
});
