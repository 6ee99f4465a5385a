import type { Announcement } from '@arogya/contract/schemas/announcements';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../lib/http/access';
import { toAnnouncement } from './announcement-view';
import { announcementTargetsFor } from './announcements.policy';
import { findActiveAnnouncements } from './announcements.repo';

export interface AnnouncementServiceDeps {
  db: Database;
}

export function createAnnouncementService({ db }: AnnouncementServiceDeps) {
  return {
    /** The active announcements meant for the viewer (null: not signed in), newest first. */
    async activeFor(viewer: SessionUser | null): Promise<Announcement[]> {
      const rows = await findActiveAnnouncements(db, announcementTargetsFor(viewer?.role ?? null));
      return rows.map(toAnnouncement);
    },
  };
}
