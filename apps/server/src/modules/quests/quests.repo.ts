import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { questEnrolments, questProgress, quests } from '../../db/schema/quests';

type Db = Database | Tx;
export type QuestRow = typeof quests.$inferSelect;
export type EnrolmentRow = typeof questEnrolments.$inferSelect;

/** The catalogue (not archived), oldest first — the seeded order. */
export async function activeQuests(db: Db): Promise<QuestRow[]> {
  return db
    .select()
    .from(quests)
    .where(isNull(quests.archivedAt))
    .orderBy(asc(quests.createdAt), asc(quests.id));
}

export async function questsByIds(db: Db, ids: string[]): Promise<QuestRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(quests).where(inArray(quests.id, ids));
}

export async function findQuest(db: Db, id: string): Promise<QuestRow | null> {
  const [row] = await db.select().from(quests).where(eq(quests.id, id));
  return row ?? null;
}

export async function enrolmentsOf(db: Db, patientId: string): Promise<EnrolmentRow[]> {
  return db.select().from(questEnrolments).where(eq(questEnrolments.patientId, patientId));
}

export async function findEnrolment(
  db: Db,
  questId: string,
  patientId: string,
): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(questEnrolments)
    .where(and(eq(questEnrolments.questId, questId), eq(questEnrolments.patientId, patientId)));
  return row ?? null;
}

/** Locks the enrolment row, so two logs of one quest complete it once. */
export async function lockEnrolment(tx: Tx, id: string): Promise<EnrolmentRow | null> {
  const [row] = await tx.select().from(questEnrolments).where(eq(questEnrolments.id, id)).for('update');
  return row ?? null;
}

export async function insertEnrolment(
  db: Db,
  row: { questId: string; patientId: string; acceptedOn: string; acceptedAt: Date },
): Promise<EnrolmentRow> {
  const [inserted] = await db.insert(questEnrolments).values(row).returning();
  return inserted!;
}

/** Logged days per enrolment, oldest first. */
export async function progressOf(db: Db, enrolmentIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (enrolmentIds.length === 0) return out;
  const rows = await db
    .select({ enrolmentId: questProgress.enrolmentId, day: questProgress.day })
    .from(questProgress)
    .where(inArray(questProgress.enrolmentId, enrolmentIds))
    .orderBy(asc(questProgress.day));
  for (const r of rows) out.set(r.enrolmentId, [...(out.get(r.enrolmentId) ?? []), r.day]);
  return out;
}

/** Inserts the day; false when that day is already logged (the unique index decides, also under a race). */
export async function insertProgress(
  tx: Tx,
  row: { enrolmentId: string; day: string; value: number | null; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(questProgress)
    .values(row)
    .onConflictDoNothing({ target: [questProgress.enrolmentId, questProgress.day] })
    .returning({ id: questProgress.id });
  return inserted.length > 0;
}

export async function countProgress(tx: Tx, enrolmentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(questProgress)
    .where(eq(questProgress.enrolmentId, enrolmentId));
  return row?.n ?? 0;
}

/** Marks the enrolment completed once: false when it already was. */
export async function completeEnrolment(db: Db, id: string, points: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(questEnrolments)
    .set({ completedAt: at, pointsAwarded: points })
    .where(and(eq(questEnrolments.id, id), isNull(questEnrolments.completedAt)))
    .returning({ id: questEnrolments.id });
  return rows.length > 0;
}

export async function totalPointsOf(db: Db, patientId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${questEnrolments.pointsAwarded}), 0)::int` })
    .from(questEnrolments)
    .where(and(eq(questEnrolments.patientId, patientId), isNotNull(questEnrolments.completedAt)));
  return Number(row?.total ?? 0);
}

// --- admin -----------------------------------------------------------------------------------------

export async function enrolmentCounts(
  db: Db,
): Promise<Map<string, { enrolments: number; completions: number }>> {
  const rows = await db
    .select({
      questId: questEnrolments.questId,
      enrolments: count(),
      completions: sql<number>`count(${questEnrolments.completedAt})::int`,
    })
    .from(questEnrolments)
    .groupBy(questEnrolments.questId);
  return new Map(
    rows.map((r) => [r.questId, { enrolments: r.enrolments, completions: Number(r.completions) }]),
  );
}

export async function insertQuest(db: Db, row: typeof quests.$inferInsert): Promise<QuestRow> {
  const [inserted] = await db.insert(quests).values(row).returning();
  return inserted!;
}

export async function updateQuest(
  db: Db,
  id: string,
  changes: Partial<typeof quests.$inferInsert>,
): Promise<QuestRow | null> {
  const [row] = await db
    .update(quests)
    .set(changes)
    .where(and(eq(quests.id, id), isNull(quests.archivedAt)))
    .returning();
  return row ?? null;
}

export async function archiveQuest(db: Db, id: string, at: Date): Promise<QuestRow | null> {
  const [row] = await db
    .update(quests)
    .set({ archivedAt: at, updatedAt: at })
    .where(and(eq(quests.id, id), isNull(quests.archivedAt)))
    .returning();
  return row ?? null;
}
