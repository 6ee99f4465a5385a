import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

/** Every action the audit log knows. Add to this list; never reuse a name for something else. */
export const AUDIT_ACTIONS = [
  'user.registered',
  'user.approved',
  'user.rejected',
  'user.resubmitted',
  'user.deactivated',
  'profile_change.approved',
  'profile_change.rejected',
  'password.reset_requested',
  'password.reset',
  'password.changed',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_code_used',
  'appointment.booked',
  'appointment.status_changed',
  'lab_test.booked',
  'lab_test.status_changed',
  'lab_test.cancelled',
  'lab_test.report_uploaded',
  'review.moderated',
  'support.group_deleted',
  'support.member_removed',
  'support.message_moderated',
  'support.identity_revealed',
  'announcement.created',
  'announcement.updated',
  'announcement.deleted',
  'discharge_request.handled',
  'second_opinion_specialty.approved',
  'second_opinion_specialty.rejected',
  'quest.created',
  'quest.updated',
  'quest.deleted',
  'export.requested',
  'export.downloaded',
  'erasure.requested',
  'erasure.cancelled',
  'erasure.completed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  actorId: string | null;
  targetUserId?: string | null;
  details?: Record<string, string | number | boolean | null>;
  ip?: string | null;
  /** When it happened: the service's clock, like every timestamp a service writes. */
  at: Date;
}

/** Writes one audit row; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    createdAt: entry.at,
  });
}

/** A person named by an audit row, as far as the account still exists. */
export interface AuditPerson {
  id: string;
  name: string;
  role: string;
}

export interface AuditRow {
  id: string;
  action: string;
  actor: AuditPerson | null;
  target: AuditPerson | null;
  details: unknown;
  createdAt: Date;
}

/** One page of the audit log, newest first, optionally of one action and/or one actor, with the total. */
export async function listAuditLog(
  db: Database | Tx,
  filter: { action?: string | undefined; actorId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const actor = alias(users, 'audit_actor');
  const target = alias(users, 'audit_target');
  const where = and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
  );
  const [rows, [counted]] = await readAll(db, [
    () =>
      db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          actorId: actor.id,
          actorName: actor.name,
          actorRole: actor.role,
          targetId: target.id,
          targetName: target.name,
          targetRole: target.role,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(target, eq(target.id, auditLog.targetUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const person = (id: string | null, name: string | null, role: string | null) =>
    id && name !== null && role !== null ? { id, name, role } : null;
  return {
    rows: rows.map((r) => ({
      id: r.id,
      action: r.action,
      details: r.details,
      createdAt: r.createdAt,
      actor: person(r.actorId, r.actorName, r.actorRole),
      target: person(r.targetId, r.targetName, r.targetRole),
    })),
    total: counted?.total ?? 0,
  };
}
