import { QUEST_CATEGORIES, QUEST_KINDS } from '@arogya/contract/constants/quests';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/**
 * A Health Quest of the catalogue (decision 040). `slug` names seeded quests so the seed stays idempotent.
 * Deleting a quest archives it: it leaves the catalogue, while patients who accepted it keep their record.
 */
export const quests = pgTable(
  'quests',
  {
    id: idColumn(),
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull().default('manual'),
    points: integer('points').notNull(),
    durationDays: integer('duration_days').notNull(),
    badge: text('badge').notNull(),
    /** What a day's value counts ("minutes", "glasses"); null when a day is simply done. */
    unit: text('unit'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quests_slug_idx').on(t.slug),
    check('quests_category_check', sql`${t.category} in (${sqlList(QUEST_CATEGORIES)})`),
    check('quests_kind_check', sql`${t.kind} in (${sqlList(QUEST_KINDS)})`),
    check('quests_points_check', sql`${t.points} > 0`),
    check('quests_duration_check', sql`${t.durationDays} > 0`),
  ],
);

/** A patient's accepted quest: once per patient and quest. Dates are India calendar days. */
export const questEnrolments = pgTable(
  'quest_enrolments',
  {
    id: idColumn(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedOn: date('accepted_on', { mode: 'string' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The quest's points, fixed when it was completed (an admin's later edit does not change them). */
    pointsAwarded: integer('points_awarded').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quest_enrolments_quest_patient_idx').on(t.questId, t.patientId),
    index('quest_enrolments_patient_idx').on(t.patientId),
  ],
);

/** One logged day of an accepted quest. */
export const questProgress = pgTable(
  'quest_progress',
  {
    id: idColumn(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => questEnrolments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quest_progress_enrolment_day_idx').on(t.enrolmentId, t.day)],
);
