import type { Role } from '@arogya/contract/constants';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import type { PendingUser } from '@arogya/contract/schemas/admin';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { SessionService } from '../auth/sessions';
import { activeProfessionalExists, decidePending, listPendingProfessionals } from './admin.repo';

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  /** A rejection ends the professional's sessions (doctors and nurses got one at registration). */
  sessions: Pick<SessionService, 'endAllOf' | 'disconnect'>;
}

/** Verification of professionals (DESIGN §6): the Pending Approvals list, approve, reject with a reason. */
export function createAdminService({ db, clock, sessions }: AdminServiceDeps) {
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
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
