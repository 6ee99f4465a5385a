import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import type { Announcement, AnnouncementValues } from '@arogya/contract/schemas/announcements';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { recordAudit } from '../audit/audit.repo';
import { toAnnouncement } from './announcement-view';
import { announcementTargetsFor } from './announcements.policy';
import {
  deleteAnnouncement,
  findActiveAnnouncements,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements.repo';

export interface AnnouncementServiceDeps {
  db: Database;
  clock: Clock;
}

/** What the audit log keeps of an announcement: enough to recognise it, nothing more. */
function auditDetails(values: Pick<Announcement, 'message' | 'severity' | 'targetRole' | 'isActive'>) {
  return {
    message: values.message.slice(0, 120),
    severity: values.severity,
    targetRole: values.targetRole,
    isActive: values.isActive,
  };
}

export function createAnnouncementService({ db, clock }: AnnouncementServiceDeps) {
  return {
    /** The active announcements meant for the viewer (null: not signed in), newest first. */
    async activeFor(viewer: SessionUser | null): Promise<Announcement[]> {
      const rows = await findActiveAnnouncements(
        db,
        announcementTargetsFor(viewer?.role ?? null),
        clock.now(),
      );
      return rows.map(toAnnouncement);
    },

    /** Every announcement, newest first (admin). */
    async list(): Promise<Announcement[]> {
      return (await listAnnouncements(db)).map(toAnnouncement);
    },

    async create(admin: SessionUser, values: AnnouncementValues, ip: string | null): Promise<Announcement> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await insertAnnouncement(tx, values, admin.id, now);
        const announcement = toAnnouncement(row);
        await recordAudit(tx, {
          at: now,
          action: 'announcement.created',
          actorId: admin.id,
          details: { announcementId: row.id, ...auditDetails(announcement) },
          ip,
        });
        return announcement;
      });
    },

    async update(
      admin: SessionUser,
      id: string,
      values: AnnouncementValues,
      ip: string | null,
    ): Promise<Announcement> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await updateAnnouncement(tx, id, values, now);
        if (!row) throw new NotFoundError(MSG_ADMIN.announcementNotFound);
        const announcement = toAnnouncement(row);
        await recordAudit(tx, {
          at: now,
          action: 'announcement.updated',
          actorId: admin.id,
          details: { announcementId: row.id, ...auditDetails(announcement) },
          ip,
        });
        return announcement;
      });
    },

    async remove(admin: SessionUser, id: string, ip: string | null): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await deleteAnnouncement(tx, id);
        if (!row) throw new NotFoundError(MSG_ADMIN.announcementNotFound);
        await recordAudit(tx, {
          at: now,
          action: 'announcement.deleted',
          actorId: admin.id,
          details: { announcementId: row.id, ...auditDetails(toAnnouncement(row)) },
          ip,
        });
      });
    },
  };
}
