import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAuthSession } from '../../../lib/auth-session';
import { indiaToday } from '../../../lib/india-date';
import { useSocketEvent } from '../../../lib/socket';
import { useTechnicianLabTests } from '../api/get-technician-lab-tests';
import { labTestKeys } from '../api/lab-test-keys';
import { CollectionCard } from '../components/collection-card';
import { TechnicianOnly } from '../components/technician-only';
import { collectionLists } from '../lib/collection-lists';

/**
 * Technician Dashboard (spec 02 §2, §4): links to the schedule and the profile; today's collections (with
 * their actions), the next 5 upcoming and the last 5 completed. A collection assigned or changed arrives
 * without a reload (`lab_test_updated`). `reviewsPanel` is what the app shows below (the technician's
 * rating and reviews), so this feature does not import that one.
 */
export function TechnicianDashboardPage({ reviewsPanel }: { reviewsPanel?: ReactNode } = {}) {
  return (
    <TechnicianOnly>
      <Dashboard reviewsPanel={reviewsPanel} />
    </TechnicianOnly>
  );
}

function Section({
  id,
  title,
  empty,
  tests,
  actions,
}: {
  id: string;
  title: string;
  empty: string;
  tests: LabTest[];
  actions: boolean;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title} <span className="text-slate-600 dark:text-slate-400">({tests.length})</span>
      </h2>
      {tests.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900/50 dark:text-slate-300">
          {empty}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-5 lg:grid-cols-2">
          {tests.map((test) => (
            <li key={test._id}>
              <CollectionCard test={test} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Dashboard({ reviewsPanel }: { reviewsPanel?: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useAuthSession();
  const tests = useTechnicianLabTests();
  useSocketEvent(
    SOCKET_EVENTS.labTestUpdated,
    () => void queryClient.invalidateQueries({ queryKey: labTestKeys.technician }),
  );

  let body: React.ReactNode;
  if (tests.isPending) body = <LoadingState label={MSG_LAB.loadingCollections} />;
  else if (tests.isError) {
    body = (
      <ErrorState
        className="mt-8"
        message={MSG_LAB.fetchFailed}
        onRetry={() => void tests.refetch()}
        retrying={tests.isFetching}
      />
    );
  } else {
    const lists = collectionLists(tests.data, indiaToday());
    body = (
      <>
        <Section
          id="today"
          title={MSG_LAB.todaysCollections}
          empty={MSG_LAB.noCollectionsToday}
          tests={lists.today}
          actions
        />
        <Section
          id="upcoming"
          title={MSG_LAB.upcomingCollections}
          empty={MSG_LAB.noUpcoming}
          tests={lists.upcoming}
          actions={false}
        />
        <Section
          id="completed"
          title={MSG_LAB.completedCollections}
          empty={MSG_LAB.noCompleted}
          tests={lists.completed}
          actions
        />
      </>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {MSG_LAB.technicianDashboard}
          </h1>
          {user && <p className="mt-1 text-slate-700 dark:text-slate-300">{user.name}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/technician/schedule">
            <CalendarDays aria-hidden="true" className="size-4" />
            {MSG_LAB.viewSchedule}
          </ButtonLink>
          <ButtonLink to="/technician/profile" variant="outline">
            <UserRound aria-hidden="true" className="size-4" />
            {MSG_LAB.editProfile}
          </ButtonLink>
        </div>
      </div>
      {body}
      {reviewsPanel && <div className="mt-10">{reviewsPanel}</div>}
    </Container>
  );
}
