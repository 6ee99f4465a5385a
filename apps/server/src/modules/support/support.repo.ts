import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  supportGroups,
  supportMembers,
  supportMessages,
  supportProfiles,
  supportRemovals,
  supportReports,
} from '../../db/schema/support';
import { users } from '../../db/schema/users';

export type SupportGroupRow = typeof supportGroups.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
type Db = Database | Tx;

// Groups

export function listGroups(db: Db): Promise<SupportGroupRow[]> {
  return db.select().from(supportGroups).orderBy(asc(supportGroups.name), asc(supportGroups.id));
}

export async function findGroup(db: Db, id: string): Promise<SupportGroupRow | null> {
  const [row] = await db.select().from(supportGroups).where(eq(supportGroups.id, id)).limit(1);
  return row ?? null;
}

/** The group, its row locked until the transaction ends (counts change in one order). */
export async function lockGroup(tx: Tx, id: string): Promise<SupportGroupRow | null> {
  const [row] = await tx.select().from(supportGroups).where(eq(supportGroups.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertGroup(
  db: Db,
  values: typeof supportGroups.$inferInsert,
): Promise<SupportGroupRow> {
  const [row] = await db.insert(supportGroups).values(values).returning();
  if (!row) throw new Error('support group insert returned nothing');
  return row;
}

export async function updateGroup(
  db: Db,
  id: string,
  values: Partial<Pick<SupportGroupRow, 'name' | 'description' | 'category' | 'isActive' | 'updatedAt'>>,
): Promise<SupportGroupRow | null> {
  const [row] = await db.update(supportGroups).set(values).where(eq(supportGroups.id, id)).returning();
  return row ?? null;
}

export async function deleteGroup(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(supportGroups)
    .where(eq(supportGroups.id, id))
    .returning({ id: supportGroups.id });
  return rows.length > 0;
}

export async function bumpCounts(db: Db, id: string, members: number, messages: number): Promise<void> {
  await db
    .update(supportGroups)
    .set({
      memberCount: sql`${supportGroups.memberCount} + ${members}`,
      messageCount: sql`${supportGroups.messageCount} + ${messages}`,
    })
    .where(eq(supportGroups.id, id));
}

// Members

export async function groupIdsOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ groupId: supportMembers.groupId })
    .from(supportMembers)
    .where(eq(supportMembers.userId, userId));
  return new Set(rows.map((r) => r.groupId));
}

export async function isMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportMembers.id })
    .from(supportMembers)
    .where(and(eq(supportMembers.groupId, groupId), eq(supportMembers.userId, userId)))
    .limit(1);
  return !!row;
}

/** Adds the member; false when they already were one (the unique key decides, also under races). */
export async function insertMember(tx: Tx, groupId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(supportMembers)
    .values({ groupId, userId, joinedAt: at })
    .onConflictDoNothing()
    .returning({ id: supportMembers.id });
  return rows.length > 0;
}

/** Removes a membership by user; returns the user id removed, or null. */
export async function deleteMemberByUser(tx: Tx, groupId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .delete(supportMembers)
    .where(and(eq(supportMembers.groupId, groupId), eq(supportMembers.userId, userId)))
    .returning({ userId: supportMembers.userId });
  return row?.userId ?? null;
}

/** Removes a membership by its id; returns the user id removed, or null. */
export async function deleteMemberById(tx: Tx, groupId: string, memberId: string): Promise<string | null> {
  const [row] = await tx
    .delete(supportMembers)
    .where(and(eq(supportMembers.groupId, groupId), eq(supportMembers.id, memberId)))
    .returning({ userId: supportMembers.userId });
  return row?.userId ?? null;
}

/** Members with their anonymous names, first joined first. */
export function listMembers(db: Db, groupId: string) {
  return db
    .select({
      id: supportMembers.id,
      joinedAt: supportMembers.joinedAt,
      displayName: supportProfiles.displayName,
    })
    .from(supportMembers)
    .leftJoin(supportProfiles, eq(supportProfiles.userId, supportMembers.userId))
    .where(eq(supportMembers.groupId, groupId))
    .orderBy(asc(supportMembers.joinedAt), asc(supportMembers.id));
}

export async function insertRemoval(db: Db, values: typeof supportRemovals.$inferInsert): Promise<void> {
  await db.insert(supportRemovals).values(values);
}

/** The end of the newest block still running for this person in this group, or null. */
export async function activeBlock(db: Db, groupId: string, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: supportRemovals.blockedUntil })
    .from(supportRemovals)
    .where(
      and(
        eq(supportRemovals.groupId, groupId),
        eq(supportRemovals.userId, userId),
        gt(supportRemovals.blockedUntil, now),
      ),
    )
    .orderBy(desc(supportRemovals.blockedUntil))
    .limit(1);
  return row?.until ?? null;
}

// Profiles

export async function findDisplayName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ displayName: supportProfiles.displayName })
    .from(supportProfiles)
    .where(eq(supportProfiles.userId, userId))
    .limit(1);
  return row?.displayName ?? null;
}

/** Inserts the profile unless the person or the name exists; true when this name was stored. */
export async function insertProfile(db: Db, userId: string, displayName: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(supportProfiles)
    .values({ userId, displayName, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ userId: supportProfiles.userId });
  return rows.length > 0;
}

export async function updateDisplayName(
  db: Db,
  userId: string,
  displayName: string,
  at: Date,
): Promise<void> {
  await db
    .update(supportProfiles)
    .set({ displayName, updatedAt: at })
    .where(eq(supportProfiles.userId, userId));
}

// Messages

/** Messages members may see: neither hidden nor removed. */
const visible = and(eq(supportMessages.hidden, false), isNull(supportMessages.removedAt));

/**
 * One page of a group's visible messages, newest first, older than `before` when given (by creation
 * time, the id breaking ties). One more than `limit` is read to tell whether older ones exist.
 */
export async function pageOfMessages(
  db: Db,
  groupId: string,
  before: SupportMessageRow | null,
  limit: number,
  readerId: string,
) {
  const conditions: (SQL | undefined)[] = [eq(supportMessages.groupId, groupId), visible];
  if (before) {
    conditions.push(
      or(
        sql`${supportMessages.createdAt} < ${before.createdAt.toISOString()}`,
        and(
          sql`${supportMessages.createdAt} = ${before.createdAt.toISOString()}`,
          sql`${supportMessages.id} < ${before.id}`,
        ),
      ),
    );
  }
  return db
    .select({
      message: supportMessages,
      // Spelled out: inside a subquery drizzle leaves columns unqualified, and `id` would be the report's.
      reportedByMe: sql<boolean>`exists (select 1 from support_reports r where r.message_id = support_messages.id and r.reporter_id = ${readerId})`,
    })
    .from(supportMessages)
    .where(and(...conditions))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit + 1);
}

export async function findMessage(db: Db, groupId: string, id: string): Promise<SupportMessageRow | null> {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, id), eq(supportMessages.groupId, groupId)))
    .limit(1);
  return row ?? null;
}

export async function insertMessage(
  db: Db,
  values: typeof supportMessages.$inferInsert,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned nothing');
  return row;
}

/** Stores a report; false when this person already reported the message. */
export async function insertReport(
  tx: Tx,
  messageId: string,
  reporterId: string,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(supportReports)
    .values({ messageId, reporterId, reason, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: supportReports.id });
  return rows.length > 0;
}

/**
 * Counts one more report (the row lock orders concurrent reports) and hides the message when the count
 * reaches `threshold`, unless a moderator already approved it. Returns the row after the update.
 */
export async function countReport(tx: Tx, messageId: string, threshold: number) {
  const [row] = await tx
    .update(supportMessages)
    .set({
      reportCount: sql`${supportMessages.reportCount} + 1`,
      needsReview: sql`${supportMessages.needsReview} or not ${supportMessages.isModerated}`,
      hidden: sql`${supportMessages.hidden} or (${supportMessages.reportCount} + 1 >= ${threshold} and not ${supportMessages.isModerated})`,
    })
    .where(eq(supportMessages.id, messageId))
    .returning();
  return row ?? null;
}

export async function moderateMessage(
  tx: Tx,
  messageId: string,
  values: Pick<SupportMessageRow, 'moderatedBy' | 'moderatedAt'> &
    Partial<Pick<SupportMessageRow, 'removedAt' | 'hidden' | 'isModerated'>>,
) {
  const [row] = await tx
    .update(supportMessages)
    .set({ ...values, needsReview: false })
    .where(and(eq(supportMessages.id, messageId), isNull(supportMessages.removedAt)))
    .returning();
  return row ?? null;
}

/** The moderators' queue: reported or self-harm messages not yet decided, oldest first. */
export async function flaggedMessages(db: Db) {
  const rows = await db
    .select({ message: supportMessages, groupName: supportGroups.name })
    .from(supportMessages)
    .innerJoin(supportGroups, eq(supportGroups.id, supportMessages.groupId))
    .where(and(eq(supportMessages.needsReview, true), isNull(supportMessages.removedAt)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const ids = rows.map((r) => r.message.id);
  const reasons =
    ids.length === 0
      ? []
      : await db
          .select({ messageId: supportReports.messageId, reason: supportReports.reason })
          .from(supportReports)
          .where(inArray(supportReports.messageId, ids))
          .orderBy(asc(supportReports.createdAt));
  return rows.map((r) => ({
    ...r,
    reasons: reasons.filter((x) => x.messageId === r.message.id && x.reason).map((x) => x.reason as string),
  }));
}

/** The account behind a message, for an admin's audited escalation only. */
export async function findAuthorIdentity(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
