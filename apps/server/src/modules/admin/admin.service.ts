import { AUDIT_LOG_PAGE_SIZE } from '@arogya/contract/constants/admin';
import { ROLES, type Role } from '@arogya/contract/constants/auth';
import { MATERIAL_PROFILE_FIELDS } from '@arogya/contract/constants/profiles';
import { INDIA_OFFSET_MINUTES, indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type {
  AuditLogEntry,
  AuditLogPage,
  DecideProfileChangeInput,
  PendingProfileChange,
  PendingUser,
  PlatformStats,
  ProfileChangeDiff,
} from '@arogya/contract/schemas/admin';
import type { MaterialChanges } from '@arogya/contract/schemas/users';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import { AUDIT_ACTIONS, type AuditRow, listAuditLog, recordAudit } from '../audit/audit.repo';
import type { SessionService } from '../auth/sessions';
import { insertNotifications, pushNotifications } from '../notifications/notifications.service';
import {
  changeExists,
  decidePendingChange,
  listPendingChanges,
  type PendingChangeRow,
} from '../profiles/profile-changes.repo';
import { findAccount } from '../profiles/profiles.repo';
import { applyApprovedChanges } from '../profiles/profiles.service';
import { activeProfessionalExists, decidePending, listPendingProfessionals } from './admin.repo';
import { platformCounts } from './platform-stats.repo';

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  /** A rejection ends the professional's sessions (doctors and nurses got one at registration). */
  sessions: Pick<SessionService, 'endAllOf' | 'disconnect'>;
  /** Tells a professional at once that their profile change was decided. */
  events: DomainEventSink;
}

/** Where a professional edits their profile (the notification's link). */
const EDIT_PROFILE_PATH: Partial<Record<Role, string>> = {
  doctor: '/doctor/edit-profile',
  nurse: '/nurse/edit-profile',
  ambulance: '/driver/edit-profile',
};

/** Before → after for each proposed field; "before" is the approved value patients see now. */
function diffOf({ change, user, profile }: PendingChangeRow): ProfileChangeDiff[] {
  const proposed = change.changes as MaterialChanges;
  const current: MaterialChanges = {
    name: user.name,
    specialty: profile.specialty ?? undefined,
    licenseNumber: profile.licenseNumber ?? undefined,
    verifiedSkills: profile.verifiedSkills,
    vehicleRegistrationNumber: profile.vehicleRegistrationNumber ?? undefined,
  };
  return MATERIAL_PROFILE_FIELDS.filter((field) => proposed[field] !== undefined).map((field) => ({
    field,
    before: current[field] ?? null,
    after: proposed[field] ?? null,
  }));
}

/** Midnight of the India day that contains `now`, as an instant. */
function indiaDayStart(now: Date): Date {
  return new Date(Date.parse(`${indiaDate(now)}T00:00:00Z`) - INDIA_OFFSET_MINUTES * 60_000);
}

/** Details are stored as JSON objects of scalars; anything else (never written) is shown as nothing. */
function scalarDetails(details: unknown): AuditLogEntry['details'] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
    ),
  ) as AuditLogEntry['details'];
}

function toAuditEntry(row: AuditRow): AuditLogEntry {
  const person = (p: AuditRow['actor']) => (p ? { id: p.id, name: p.name, role: p.role as Role } : null);
  return {
    _id: row.id,
    action: row.action,
    actor: person(row.actor),
    target: person(row.target),
    details: scalarDetails(row.details),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Verification of professionals (DESIGN §6): the Pending Approvals list, approve, reject with a reason. */
export function createAdminService({ db, clock, sessions, events }: AdminServiceDeps) {
  async function decide(
    admin: SessionUser,
    userId: string,
    status: 'approved' | 'rejected',
    reason: string | null,
    ip: string | null,
  ): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const decided = await decidePending(tx, userId, { status, reason, reviewedBy: admin.id, now });
      if (!decided) {
        throw (await activeProfessionalExists(tx, userId))
          ? new ConflictError(MSG_ADMIN.alreadyDecided)
          : new NotFoundError(MSG_ADMIN.userNotFound);
      }
      await recordAudit(tx, {
        at: clock.now(),
        action: status === 'approved' ? 'user.approved' : 'user.rejected',
        actorId: admin.id,
        targetUserId: userId,
        details: reason ? { reason } : {},
        ip,
      });
      if (status === 'rejected') await sessions.endAllOf(userId, { tx });
    });
    if (status === 'rejected') sessions.disconnect(userId);
  }

  return {
    /** One page of the audit log, newest first; `actions` lists what the filter offers. */
    async auditLog(query: {
      page: number;
      action?: string | undefined;
      actor?: string | undefined;
    }): Promise<AuditLogPage> {
      const { rows, total } = await listAuditLog(
        db,
        { action: query.action, actorId: query.actor },
        { limit: AUDIT_LOG_PAGE_SIZE, offset: (query.page - 1) * AUDIT_LOG_PAGE_SIZE },
      );
      return {
        entries: rows.map(toAuditEntry),
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)),
        total,
        actions: [...AUDIT_ACTIONS].sort(),
      };
    },

    /** Live platform counts; "today" is the India date of the clock. */
    async platformStats(): Promise<PlatformStats> {
      const now = clock.now();
      const counts = await platformCounts(db, indiaDayStart(now));
      const usersByRole = Object.fromEntries(ROLES.map((role) => [role, counts.usersByRole[role] ?? 0]));
      return { ...counts, usersByRole: usersByRole as PlatformStats['usersByRole'], asOf: now.toISOString() };
    },

    async listPending(): Promise<PendingUser[]> {
      const rows = await listPendingProfessionals(db);
      return rows.map((r) => ({
        _id: r.id,
        id: r.id,
        name: r.name,
        role: r.role as Role,
        email: r.email,
        specialty: r.specialty,
        city: r.city,
        flags: r.flags,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    approve: (admin: SessionUser, userId: string, ip: string | null) =>
      decide(admin, userId, 'approved', null, ip),
    reject: (admin: SessionUser, userId: string, reason: string, ip: string | null) =>
      decide(admin, userId, 'rejected', reason, ip),

    /** Approved professionals' changes to verified details, oldest first, each with its diff. */
    async listProfileChanges(): Promise<PendingProfileChange[]> {
      const rows = await listPendingChanges(db);
      return rows.map((row) => ({
        _id: row.change.id,
        id: row.change.id,
        userId: row.user.id,
        name: row.user.name,
        role: row.user.role as Role,
        email: row.user.email,
        diff: diffOf(row),
        flags: row.profile.fraudFlags,
        createdAt: row.change.createdAt.toISOString(),
      }));
    },

    /**
     * Approves a pending change (its values become what patients see, atomically) or rejects it (the
     * approved values stay). Either way the professional is notified. Of two admins deciding at once,
     * one wins and the other gets 409.
     */
    async decideProfileChange(
      admin: SessionUser,
      id: string,
      input: { action: DecideProfileChangeInput['action']; reason?: string | undefined },
      ip: string | null,
    ): Promise<void> {
      const now = clock.now();
      const approve = input.action === 'approve';
      const reason = approve ? null : (input.reason ?? null);
      const created = await db.transaction(async (tx) => {
        const change = await decidePendingChange(tx, id, {
          status: approve ? 'approved' : 'rejected',
          reason,
          reviewedBy: admin.id,
          now,
        });
        if (!change) {
          throw (await changeExists(tx, id))
            ? new ConflictError(MSG_ADMIN.changeAlreadyDecided)
            : new NotFoundError(MSG_ADMIN.changeNotFound);
        }
        if (approve) await applyApprovedChanges(tx, change.userId, change.changes as MaterialChanges, now);
        await recordAudit(tx, {
          at: clock.now(),
          action: approve ? 'profile_change.approved' : 'profile_change.rejected',
          actorId: admin.id,
          targetUserId: change.userId,
          details: { changeId: change.id, ...(reason ? { reason } : {}) },
          ip,
        });
        const owner = await findAccount(tx, change.userId);
        return insertNotifications(
          tx,
          [
            {
              userId: change.userId,
              kind: approve ? 'profile_change_approved' : 'profile_change_rejected',
              message: approve
                ? MSG_PROFILE.changeApprovedNotice
                : fill(MSG_PROFILE.changeRejectedNotice, { reason: reason ?? '' }),
              link: EDIT_PROFILE_PATH[owner?.user.role as Role] ?? null,
              dedupeKey: `profile-change:${change.id}`,
            },
          ],
          clock.now(),
        );
      });
      pushNotifications(events, created);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
