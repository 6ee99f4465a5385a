import type { DischargeRequestStatus } from '@arogya/contract/constants/discharge-concierge';
import type { DischargeRequestValues } from '@arogya/contract/schemas/discharge-concierge';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { dischargeRequests } from '../../db/schema/discharge-concierge';
import { users } from '../../db/schema/users';

export type DischargeRequestRow = typeof dischargeRequests.$inferSelect;

/** Lists are bounded; the admin list is of recent requests, newest first. */
export const DISCHARGE_LIST_LIMIT = 200;

export async function insertDischargeRequest(
  db: Database | Tx,
  values: DischargeRequestValues,
  userId: string | null,
  now: Date,
): Promise<DischargeRequestRow> {
  const [row] = await db
    .insert(dischargeRequests)
    .values({
      userId,
      patientName: values.patientName,
      phone: values.phone,
      email: values.email ?? null,
      hospitalName: values.hospitalName,
      dischargeDate: values.dischargeDate,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no discharge request');
  return row;
}

export async function requestsOfUser(db: Database | Tx, userId: string): Promise<DischargeRequestRow[]> {
  return db
    .select()
    .from(dischargeRequests)
    .where(eq(dischargeRequests.userId, userId))
    .orderBy(desc(dischargeRequests.createdAt), desc(dischargeRequests.id))
    .limit(DISCHARGE_LIST_LIMIT);
}

export interface AdminDischargeRow {
  request: DischargeRequestRow;
  requesterName: string | null;
  handlerName: string | null;
}

/** Requests for the admin, newest first, optionally of one status, with the requester's and handler's names. */
export async function listDischargeRequests(
  db: Database | Tx,
  status: DischargeRequestStatus | undefined,
): Promise<AdminDischargeRow[]> {
  const requester = alias(users, 'discharge_requester');
  const handler = alias(users, 'discharge_handler');
  return db
    .select({ request: dischargeRequests, requesterName: requester.name, handlerName: handler.name })
    .from(dischargeRequests)
    .leftJoin(requester, eq(requester.id, dischargeRequests.userId))
    .leftJoin(handler, eq(handler.id, dischargeRequests.handledBy))
    .where(status ? eq(dischargeRequests.status, status) : undefined)
    .orderBy(desc(dischargeRequests.createdAt), desc(dischargeRequests.id))
    .limit(DISCHARGE_LIST_LIMIT);
}

/**
 * Marks a new request handled, only if it is still new: of two admins at once, exactly one update
 * matches. Null when nothing new had this id.
 */
export async function markHandled(
  db: Database | Tx,
  id: string,
  adminId: string,
  now: Date,
): Promise<DischargeRequestRow | null> {
  const [row] = await db
    .update(dischargeRequests)
    .set({ status: 'handled', handledBy: adminId, handledAt: now })
    .where(and(eq(dischargeRequests.id, id), eq(dischargeRequests.status, 'new')))
    .returning();
  return row ?? null;
}

export async function dischargeRequestExists(db: Database | Tx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dischargeRequests.id })
    .from(dischargeRequests)
    .where(eq(dischargeRequests.id, id))
    .limit(1);
  return rows.length > 0;
}
