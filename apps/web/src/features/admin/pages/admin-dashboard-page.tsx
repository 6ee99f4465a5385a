import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PendingApprovals } from '../components/pending-approvals';
import { ProfileChanges } from '../components/profile-changes';

/**
 * /admin (spec 02 §2): title, a link to /admin/edit-profile, the Pending Approvals list, and (ours) the
 * approved professionals' profile changes waiting for review, then the `sections` other areas add. The
 * announcements manager belongs to a later issue.
 */
export function AdminDashboardPage({ sections }: { sections?: ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {MSG_ADMIN.title}
        </h1>
        <ButtonLink to="/admin/edit-profile" variant="outline">
          <UserCog aria-hidden="true" className="size-4" />
          {MSG_ADMIN.editProfile}
        </ButtonLink>
        <ButtonLink to="/admin/second-opinion-specialties" variant="outline">
          {MSG_SECOND_OPINION.specialtyApprovals}
        </ButtonLink>
      </div>
      <div className="mt-10">
        <PendingApprovals />
      </div>
      <div className="mt-12">
        <ProfileChanges />
      </div>
      {/* What other areas add (reported reviews); the router composes it. */}
      {sections && <div className="mt-12 space-y-12">{sections}</div>}
    </Container>
  );
}
