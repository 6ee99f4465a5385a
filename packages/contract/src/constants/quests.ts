// Constants of the `quests` area: Health Quests for patients (spec 01 §2 names /health-quests; the rest is ours).

export const QUEST_CATEGORIES = ['fitness', 'nutrition', 'mental-health', 'social', 'education'] as const;
export type QuestCategory = (typeof QUEST_CATEGORIES)[number];

export const QUEST_CATEGORY_LABELS: Readonly<Record<QuestCategory, string>> = {
  fitness: 'Fitness',
  nutrition: 'Nutrition',
  'mental-health': 'Mental health',
  social: 'Social',
  education: 'Education',
};

/**
 * How a quest's days are counted: `manual` — the patient logs each day; `adherence` — a day counts when
 * every scheduled dose of the patient's prescriptions was taken (from the dose logs, not logged by hand).
 */
export const QUEST_KINDS = ['manual', 'adherence'] as const;
export type QuestKind = (typeof QUEST_KINDS)[number];

export const QUEST_LIMITS = {
  title: { min: 3, max: 120 },
  description: { min: 10, max: 1000 },
  badge: { min: 2, max: 60 },
  unit: { max: 30 },
  points: { min: 1, max: 1000 },
  durationDays: { min: 1, max: 90 },
  /** A logged value (minutes, glasses, pages…). */
  value: { min: 0, max: 100_000 },
} as const;
