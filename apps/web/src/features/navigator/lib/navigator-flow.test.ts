import { describe, expect, it } from 'vitest';
import { walkNavigator } from './navigator-flow';

describe('walkNavigator', () => {
  it('starts with the emergency question', () => {
    const { step } = walkNavigator([]);
    expect(step).toMatchObject({ kind: 'question', id: 'emergency' });
  });

  it.each([
    [['yes'], { recommendation: 'emergency' }],
    [['no', 'new-symptom', 'skin'], { recommendation: 'doctor', specialty: 'Dermatologist' }],
    [['no', 'new-symptom', 'general'], { recommendation: 'doctor', specialty: 'General Physician' }],
    [['no', 'ongoing-condition', 'heart'], { recommendation: 'doctor', specialty: 'Cardiologist' }],
    [['no', 'mental-health', 'yes'], { recommendation: 'emergency' }],
    [['no', 'mental-health', 'no'], { recommendation: 'doctor', mentalHealth: true }],
    [
      ['no', 'daily-activities', 'yes', 'post-op'],
      { recommendation: 'nurse', category: 'Post-Operative Care' },
    ],
    [
      ['no', 'daily-activities', 'yes', 'other'],
      { recommendation: 'nurse', category: 'General Nursing (GNM)' },
    ],
    [['no', 'daily-activities', 'no'], { recommendation: 'caregiver' }],
  ] as const)('%j leads to %j', (answers, expected) => {
    const walked = walkNavigator(answers);
    expect(walked.step).toMatchObject({ kind: 'result', ...expected });
    expect(walked.trail).toHaveLength(answers.length);
  });

  it('drops an answer that is not an option, and everything after it', () => {
    const walked = walkNavigator(['no', 'bogus', 'skin']);
    expect(walked.answers).toEqual(['no']);
    expect(walked.step).toMatchObject({ kind: 'question', id: 'concern' });
  });

  it('ignores answers after a result', () => {
    expect(walkNavigator(['yes', 'no', 'skin']).answers).toEqual(['yes']);
  });
});
