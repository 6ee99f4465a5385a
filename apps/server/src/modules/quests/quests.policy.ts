import { MSG_QUESTS } from '@arogya/contract/messages/quests';

/**
 * Whether a day may be logged for a quest accepted on `acceptedOn`, given today's India date: one entry
 * per day, never in the future, never before acceptance. Returns the reason it may not, or null.
 */
export function progressDayProblem(day: string, today: string, acceptedOn: string): string | null {
  if (day > today) return MSG_QUESTS.futureDate;
  if (day < acceptedOn) return MSG_QUESTS.beforeAcceptance;
  return null;
}

/** Who may take part: patients only (admins manage the catalogue through the admin routes). */
export const QUEST_PARTICIPANT_ROLES = ['patient'] as const;
