import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportGroup } from '@arogya/contract/schemas/support';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CancelDialog } from '../../../components/cancel-dialog';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { Tabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminGroups } from '../api/admin-groups';
import { useDeleteGroup } from '../api/delete-group';
import { FlaggedSupportMessages, useFlaggedSupportCount } from '../components/flagged-support-messages';
import { GroupCard } from '../components/group-card';

/** The members list opens after a click: its code (the dialog) loads on demand. */
const MembersModal = onDemand(() => import('../components/members-modal').then((m) => m.MembersModal), {
  isOpen: (props) => props.group !== null,
});

/** The group form opens after a click: its code (the form library, the dialog) loads on demand. */
const GroupFormModal = onDemand(
  () => import('../components/group-form-modal').then((m) => m.GroupFormModal),
  { isOpen: (props) => props.open },
);

/**
 * One section of Content Moderation: its title (none when the content heads itself), how many items wait,
 * and its list. Other areas' reported items (the forum's) join through `extraSections`, composed by the route.
 */
export interface ModerationSection {
  key: string;
  title?: string;
  count: number;
  content: ReactNode;
}

/** Nurse Moderation Dashboard (/nurse/moderation, spec 02 §2): Manage Groups (n) and Content Moderation (n). */
export function ModerationPage({ extraSections = [] }: { extraSections?: ModerationSection[] }) {
  const groups = useAdminGroups();
  const supportCount = useFlaggedSupportCount();
  const sections: ModerationSection[] = [
    {
      key: 'support',
      title: MSG_SUPPORT.contentModerationTitle,
      count: supportCount,
      content: <FlaggedSupportMessages />,
    },
    ...extraSections,
  ];
  const waiting = sections.reduce((sum, s) => sum + s.count, 0);

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_SUPPORT.moderationDashboard}
      </h1>
      <div className="mt-6">
        <Tabs
          label={MSG_SUPPORT.communityModeration}
          items={[
            {
              value: 'groups',
              label: fill(MSG_SUPPORT.manageGroups, { count: groups.data?.length ?? 0 }),
              content: <ManageGroups groups={groups} />,
            },
            {
              value: 'content',
              label: fill(MSG_SUPPORT.contentModeration, { count: waiting }),
              content: (
                <div className="space-y-8">
                  {sections.map((s) => (
                    <section key={s.key} aria-labelledby={s.title ? `moderation-${s.key}` : undefined}>
                      {s.title && (
                        <h2
                          id={`moderation-${s.key}`}
                          className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
                        >
                          {s.title} ({s.count})
                        </h2>
                      )}
                      {s.content}
                    </section>
                  ))}
                </div>
              ),
            },
          ]}
        />
      </div>
    </Container>
  );
}

function ManageGroups({ groups }: { groups: ReturnType<typeof useAdminGroups> }) {
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<SupportGroup | null>(null);
  const [creating, setCreating] = useState(false);
  const [members, setMembers] = useState<SupportGroup | null>(null);
  const [deleting, setDeleting] = useState<SupportGroup | null>(null);

  if (groups.isPending) return <LoadingState />;
  if (groups.isError) {
    return <ErrorState message={MSG_SUPPORT.loadGroupsFailed} onRetry={() => void groups.refetch()} />;
  }
  return (
    <div>
      <Button onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {MSG_SUPPORT.createGroup}
      </Button>
      {groups.data.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">{MSG_SUPPORT.noGroups}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {groups.data.map((g) => (
            <li key={g._id}>
              <GroupCard
                group={g}
                actions={
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${MSG_SUPPORT.edit} ${g.name}`}
                      onClick={() => setEditing(g)}
                    >
                      {MSG_SUPPORT.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${MSG_SUPPORT.viewMembers}: ${g.name}`}
                      onClick={() => setMembers(g)}
                    >
                      {MSG_SUPPORT.viewMembers}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`${MSG_SUPPORT.deleteGroup} ${g.name}`}
                      onClick={() => setDeleting(g)}
                    >
                      {MSG_SUPPORT.deleteGroup}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <GroupFormModal
        open={creating || editing !== null}
        group={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <MembersModal group={members} onClose={() => setMembers(null)} />
      <CancelDialog
        open={deleting !== null}
        title={deleting ? `${MSG_SUPPORT.deleteGroup} ${deleting.name}` : ''}
        keepLabel={MSG_SUPPORT.cancel}
        confirmLabel={MSG_SUPPORT.deleteGroup}
        pendingLabel={MSG_SUPPORT.deleteGroup}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(MSG_SUPPORT.groupDeleted),
            onError: (error) =>
              toast.error(isApiError(error) && error.message ? error.message : MSG_SUPPORT.deleteGroupFailed),
            onSettled: () => setDeleting(null),
          })
        }
      >
        <p>{MSG_SUPPORT.confirmDeleteGroup}</p>
      </CancelDialog>
    </div>
  );
}
