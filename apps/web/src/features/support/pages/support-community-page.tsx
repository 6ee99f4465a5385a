import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportGroup } from '@arogya/contract/schemas/support';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Tabs } from '../../../components/ui/tabs';
import { useAuthSession } from '../../../lib/auth-session';
import { useSupportGroups } from '../api/get-groups';
import { GroupCard } from '../components/group-card';
import { HelplineNote } from '../components/helpline-note';
import { MembershipButton } from '../components/membership-button';

/**
 * Support community (/support-community, spec 02 §2): Browse Groups and My Groups (n). Patients join and
 * leave; everyone signed in may look. A joined group's name opens its chat.
 */
export function SupportCommunityPage() {
  const { user } = useAuthSession();
  const participant = user?.role === 'patient';
  const groups = useSupportGroups();
  const all = groups.data ?? [];
  const mine = all.filter((g) => g.isMember);

  const grid = (list: readonly SupportGroup[], empty: string) =>
    list.length === 0 ? (
      <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {empty}
      </p>
    ) : (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((group) => (
          <li key={group._id}>
            <GroupCard
              group={group}
              linked={group.isMember}
              actions={
                participant && (
                  <>
                    {group.isMember && (
                      <ButtonLink to={`/support-community/${group._id}`} size="sm" variant="secondary">
                        {MSG_SUPPORT.openChat}
                      </ButtonLink>
                    )}
                    <MembershipButton group={group} />
                  </>
                )
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_SUPPORT.title}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{MSG_SUPPORT.subtitle}</p>
      <HelplineNote className="mt-4" />
      <div className="mt-6">
        {groups.isPending ? (
          <LoadingState />
        ) : groups.isError ? (
          <ErrorState
            message={MSG_SUPPORT.loadGroupsFailed}
            onRetry={() => void groups.refetch()}
            retrying={groups.isFetching}
          />
        ) : (
          <Tabs
            label={MSG_SUPPORT.title}
            items={[
              { value: 'browse', label: MSG_SUPPORT.browseGroups, content: grid(all, MSG_SUPPORT.noGroups) },
              {
                value: 'mine',
                label: fill(MSG_SUPPORT.myGroups, { count: mine.length }),
                content: grid(mine, MSG_SUPPORT.noGroupsJoined),
              },
            ]}
          />
        )}
      </div>
    </Container>
  );
}
