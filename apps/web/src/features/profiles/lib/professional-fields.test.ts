import { describe, expect, it } from 'vitest';
import { addSkill, joinQualifications, parseQualifications, removeSkill } from './professional-fields';

describe('qualifications (spec 02 §5, §7)', () => {
  it('splits on commas and trims, dropping empty items', () => {
    expect(parseQualifications(' MBBS ,MD (Dermatology),, ')).toEqual(['MBBS', 'MD (Dermatology)']);
    expect(parseQualifications('')).toEqual([]);
    expect(parseQualifications(' , ')).toEqual([]);
  });

  it('is shown and sent comma-joined', () => {
    expect(joinQualifications(['MBBS', 'MD (Dermatology)'])).toBe('MBBS, MD (Dermatology)');
    expect(parseQualifications(joinQualifications(['MBBS', 'DM']))).toEqual(['MBBS', 'DM']);
  });
});

describe('verified skills (spec 02 §5)', () => {
  it('adds a skill only when non-empty after trimming', () => {
    expect(addSkill(['Dermoscopy'], '  Acne   treatment ')).toEqual({
      added: true,
      skills: ['Dermoscopy', 'Acne treatment'],
    });
    expect(addSkill(['Dermoscopy'], '   ')).toEqual({
      added: false,
      reason: 'blank',
      skills: ['Dermoscopy'],
    });
  });

  it('does not add the same skill twice', () => {
    expect(addSkill(['Dermoscopy'], 'dermoscopy')).toMatchObject({ added: false, reason: 'duplicate' });
  });

  it('removes a skill', () => {
    expect(removeSkill(['A', 'B'], 'A')).toEqual(['B']);
  });
});
