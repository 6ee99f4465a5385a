import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { useAuthSession } from '../../../lib/auth-session';
import { linkedCardProps, useScrollToLinkedCard } from '../../../lib/linked-card';
import { useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { useCancelLabTest } from '../api/cancel-lab-test';
import { useMyLabTests } from '../api/get-my-lab-tests';
import { labTestKeys } from '../api/lab-test-keys';
import { PatientLabTestCard } from './patient-lab-test-card';

/** The cancel dialog opens after a click: its code (the dialog) loads on demand. */
const CancelLabTestDialog = onDemand(
  () => import('./cancel-lab-test-dialog').then((m) => m.CancelLabTestDialog),
  { isOpen: (props) => props.test !== null },
);

/**
 * The patient's lab collections, as their own cards on My Appointments (self-contained: it loads, refreshes
 * on the server's nudges and cancels by itself). Renders nothing when there are none, or for other roles.
 * `extra` is what the app adds to each card (rating a completed collection), so this feature does not
 * import that one.
 */
export function MyLabTests({ extra }: { extra?: (test: LabTest) => ReactNode } = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuthSession();
  const isPatient = user?.role === 'patient';
  const tests = useMyLabTests(isPatient);
  const cancel = useCancelLabTest();
  const [toCancel, setToCancel] = useState<LabTest | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: labTestKeys.mine });
  // A notification's link to one collection (`/my-appointments#<id>`): scroll to its card and highlight it.
  const { hash } = useLocation();
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  const target = tests.data?.some((test) => test._id === wanted) ? wanted : null;
  useScrollToLinkedCard(target);
  useSocketEvent(SOCKET_EVENTS.labTestUpdated, refresh);

  if (!isPatient) return null;
  if (tests.isPending) return <LoadingState label={MSG_LAB.loadingCollections} />;
  if (tests.isError) {
    return (
      <ErrorState
        message={MSG_LAB.fetchFailed}
        onRetry={() => void tests.refetch()}
        retrying={tests.isFetching}
        className="mt-6"
      />
    );
  }
  if (tests.data.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="my-lab-tests" className="mt-10">
      <h2 id="my-lab-tests" className="text-2xl font-bold text-slate-900 dark:text-white">
        {MSG_LAB.labTests}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2">
        {tests.data.map((test) => (
          <li key={test._id} {...linkedCardProps(test._id, test._id === target)}>
            <PatientLabTestCard test={test} now={now} onCancel={setToCancel} extra={extra?.(test)} />
          </li>
        ))}
      </ul>
      <CancelLabTestDialog
        test={toCancel}
        pending={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={(test, reason) =>
          cancel.mutate(
            { id: test._id, ...(reason && { reason }) },
            {
              onSuccess: ({ msg }) => toast.success(msg),
              onError: (error) => toast.error(error.message),
              onSettled: () => setToCancel(null),
            },
          )
        }
      />
    </section>
  );
}
