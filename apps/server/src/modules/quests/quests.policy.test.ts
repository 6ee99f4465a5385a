import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { describe, expect, it } from 'vitest';
import { progressDayProblem } from './quests.policy';

describe('progressDayProblem', () => {
  it.each([
    ['2026-11-26', '2026-11-26', '2026-11-20', null],
    ['2026-11-20', '2026-11-26', '2026-11-20', null],
    ['2026-11-27', '2026-11-26', '2026-11-20', MSG_QUESTS.futureDate],
    ['2026-11-19', '2026-11-26', '2026-11-20', MSG_QUESTS.beforeAcceptance],
  ])('day %s, today %s, accepted %s → %s', (day, today, accepted, expected) => {
    expect(progressDayProblem(day, today, accepted)).toBe(expected);
  });
});
