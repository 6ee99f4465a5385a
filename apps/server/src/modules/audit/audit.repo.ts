import type { Database, Tx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

/** Every action the audit log knows. Add to this list; never reuse a name for something else. */
export const AUDIT_ACTIONS = [
  'user.registered',
  'user.approved',
  'user.rejected',
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
  'quest.created',
  'quest.updated',
  'quest.deleted',
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
