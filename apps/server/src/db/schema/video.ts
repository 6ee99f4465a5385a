import {
  VIDEO_CALL_KINDS,
  VIDEO_CALL_STATUSES,
  VIDEO_PARTICIPANT_ROLES,
} from '@arogya/contract/constants/video';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { appointments } from './appointments';
import { users } from './users';

/**
 * A video call (spec 01 §3, §4): a booked video consultation or a family bridge, started by the
 * professional. At most one active call per patient (a partial unique index), so "the active call" of a
 * patient is one row.
 */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
  },
  (t) => [
    uniqueIndex('video_calls_one_active_per_patient_key').on(t.patientId).where(sql`${t.status} = 'active'`),
    index('video_calls_patient_idx').on(t.patientId, t.startedAt, t.id),
    index('video_calls_professional_idx').on(t.professionalId, t.startedAt, t.id),
    check('video_calls_kind_check', sql`${t.kind} in (${sqlList(VIDEO_CALL_KINDS)})`),
    check('video_calls_status_check', sql`${t.status} in (${sqlList(VIDEO_CALL_STATUSES)})`),
    check('video_calls_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);

/** Who joined a call (the professional when starting it; the others through POST …/join). */
export const videoCallParticipants = pgTable(
  'video_call_participants',
  {
    callId: uuid('call_id')
      .notNull()
      .references(() => videoCalls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.callId, t.userId] }),
    index('video_call_participants_user_idx').on(t.userId),
    check('video_call_participants_role_check', sql`${t.role} in (${sqlList(VIDEO_PARTICIPANT_ROLES)})`),
  ],
);
