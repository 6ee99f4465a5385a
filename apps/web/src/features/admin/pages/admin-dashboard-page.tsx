import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { AnnouncementsManager } from '../components/announcements-manager';
import { AuditLog } from '../components/audit-log';
import { DischargeRequests } from '../components/discharge-requests';
import { PendingApprovals } from '../components/pending-approvals';
import { PlatformStats } from '../components/platform-stats';
import { ProfileChanges } from '../components/profile-changes';

/**
 * The dashboard's sections, top to bottom. Each is self-contained (it loads its own data and shows its own
 * loading, error and empty states): a new one is an import and one line here.
 */
const SECTIONS: ReadonlyArray<{ key: string; element: ReactNode }> = [
  { key: 'platform-stats', element: <PlatformStats /> },
  { key: 'pending-approvals', element: <PendingApprovals /> },
  { key: 'profile-changes', element: <ProfileChanges /> },
  { key: 'announcements', element: <AnnouncementsManager /> },
  { key: 'discharge-requests', element: <DischargeRequests /> },
  { key: 'audit-log', element: <AuditLog /> },
];

/**
 * /admin (spec 02 §2): title, a link to /admin/edit-profile, the Pending Approvals list and the
 * announcements manager; ours: live platform counts, approved professionals' profile changes, Discharge
 * Concierge requests and the audit log.
 */
export function AdminDashboardPage({ sections }: { sections?: ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {MSG_ADMIN.title}
        </h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/edit-profile" variant="outline">
            <UserCog aria-hidden="true" className="size-4" />
            {MSG_ADMIN.editProfile}
          </ButtonLink>
          <ButtonLink to="/admin/second-opinion-specialties" variant="outline">
            {MSG_SECOND_OPINION.specialtyApprovals}
          </ButtonLink>
        </div>
      </div>
      {SECTIONS.map(({ key, element }) => (
        <div key={key} className="mt-12">
          {element}
        </div>
      ))}
      {/* What other areas add (reported reviews, forum posts, quests); the router composes them. */}
      {sections && <div className="mt-12 space-y-12">{sections}</div>}
    </Container>
  );
}
