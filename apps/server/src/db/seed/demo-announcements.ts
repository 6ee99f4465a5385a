import type { AnnouncementSeverity, AnnouncementTarget } from '@arogya/contract/constants/announcements';
import type { Database } from '../client';
import { announcements } from '../schema/care';
import { stableUuid } from './stable-id';

/** The demo banner texts: one for everyone, one for the professionals. */
export const DEMO_ANNOUNCEMENTS: ReadonlyArray<{
  key: string;
  message: string;
  severity: AnnouncementSeverity;
  targetRole: AnnouncementTarget;
}> = [
  {
    key: 'welcome',
    message:
      'Welcome to Arogya: book verified doctors and nurses for a home visit or a video consultation in seven cities.',
    severity: 'Info',
    targetRole: 'All Users',
  },
  {
    key: 'professionals-calendar',
    message:
      'Professionals: set your weekly hours on My Availability and take single days off there. Patients can book only the slots inside your hours.',
    severity: 'Warning',
    targetRole: 'Professionals Only',
  },
];

export function demoAnnouncementId(key: string): string {
  return stableUuid(`demo-announcement:${key}`);
}

/**
 * Seeds the demo announcements under stable ids; a row that exists is left alone, so an admin's edits
 * (or deactivation) survive a restart. Each is a minute newer than the one before it: the banner shows
 * the newest meant for the viewer, so professionals see theirs and everyone else the welcome.
 */
export async function seedDemoAnnouncements(db: Database, now: Date): Promise<void> {
  await db
    .insert(announcements)
    .values(
      DEMO_ANNOUNCEMENTS.map((a, i) => {
        const at = new Date(now.getTime() - (DEMO_ANNOUNCEMENTS.length - 1 - i) * 60_000);
        return {
          id: demoAnnouncementId(a.key),
          message: a.message,
          severity: a.severity,
          targetRole: a.targetRole,
          isActive: true,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing({ target: announcements.id });
}
