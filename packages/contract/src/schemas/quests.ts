import { z } from 'zod';
import { QUEST_CATEGORIES, QUEST_KINDS, QUEST_LIMITS } from '../constants/quests';
import { isCalendarDay } from '../india-time';
import { MSG_QUESTS } from '../messages/quests';

const L = QUEST_LIMITS;

/** A patient's own state of a quest they accepted. */
export const questEnrolmentSchema = z.object({
  acceptedOn: z.string(),
  /** Days counted so far (logged days, or perfect dose days for an adherence quest). */
  daysDone: z.number().int(),
  /** The India days logged, oldest first (empty for an adherence quest). */
  loggedDays: z.array(z.string()),
  completedAt: z.string().nullable(),
  pointsAwarded: z.number().int(),
  /** Whether today (India) is already counted. */
  loggedToday: z.boolean(),
});
export type QuestEnrolment = z.infer<typeof questEnrolmentSchema>;

export const questSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(QUEST_CATEGORIES),
  kind: z.enum(QUEST_KINDS),
  points: z.number().int(),
  durationDays: z.number().int(),
  badge: z.string(),
  unit: z.string().nullable(),
  /** The patient's enrolment, or null when not accepted (always null for admins). */
  enrolment: questEnrolmentSchema.nullable(),
});
export type Quest = z.infer<typeof questSchema>;

/** GET /quests: the catalogue with the patient's own progress, and their points and badges. */
export const questListSchema = z.object({
  quests: z.array(questSchema),
  totalPoints: z.number().int(),
  badges: z.array(z.object({ badge: z.string(), questId: z.string(), completedAt: z.string() })),
});
export type QuestList = z.infer<typeof questListSchema>;

/** POST /quests/{id}/progress: one entry per India day, not in the future, not before acceptance. */
export const questProgressSchema = z.object({
  date: z.string().refine(isCalendarDay, MSG_QUESTS.invalidDate),
  value: z.number().int().min(L.value.min).max(L.value.max).optional(),
});
export type QuestProgressInput = z.infer<typeof questProgressSchema>;

export const questChangedSchema = z.object({ msg: z.string(), message: z.string(), quest: questSchema });
export type QuestChanged = z.infer<typeof questChangedSchema>;

/** POST /admin/quests and PUT /admin/quests/{id}. */
export const questInputSchema = z.object({
  title: z.string().trim().min(L.title.min).max(L.title.max),
  description: z.string().trim().min(L.description.min).max(L.description.max),
  category: z.enum(QUEST_CATEGORIES),
  kind: z.enum(QUEST_KINDS).default('manual'),
  points: z.number().int().min(L.points.min).max(L.points.max),
  durationDays: z.number().int().min(L.durationDays.min).max(L.durationDays.max),
  badge: z.string().trim().min(L.badge.min).max(L.badge.max),
  unit: z.string().trim().max(L.unit.max).nullable().optional(),
});
export type QuestInput = z.input<typeof questInputSchema>;

/** GET /admin/quests: the catalogue as admins manage it, with how many patients accepted each. */
export const adminQuestSchema = questSchema.omit({ enrolment: true }).extend({
  enrolments: z.number().int(),
  completions: z.number().int(),
});
export type AdminQuest = z.infer<typeof adminQuestSchema>;
export const adminQuestListSchema = z.object({ quests: z.array(adminQuestSchema) });
export const adminQuestChangedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  quest: adminQuestSchema,
});
