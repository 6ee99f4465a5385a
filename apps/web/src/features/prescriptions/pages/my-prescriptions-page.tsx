import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSocketEvent } from '../../../lib/socket';
import { useDoseTimes } from '../api/dose-times';
import { useAdherence } from '../api/get-adherence';
import { useMyPrescriptions } from '../api/get-my-prescriptions';
import { useTodayChecklist } from '../api/get-today';
import { prescriptionKeys } from '../api/keys';
import { AdherenceBanner } from '../components/adherence-banner';
import { DoseTimesForm } from '../components/dose-times-form';
import { PrescriptionCard } from '../components/prescription-card';
import { TodaysChecklist } from '../components/todays-checklist';

/**
 * My Prescriptions (spec 01 §2): the adherence banner, Today's Checklist, the patient's dose times and a
 * card per prescription with pill counts and its PDF. A new or changed prescription refreshes it live.
 */
export function MyPrescriptionsPage() {
  const queryClient = useQueryClient();
  const prescriptions = useMyPrescriptions();
  const today = useTodayChecklist();
  const adherence = useAdherence();
  const doseTimes = useDoseTimes();
  useSocketEvent(SOCKET_EVENTS.prescriptionsUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
  });

  let body: React.ReactNode;
  if (prescriptions.isPending) {
    body = <LoadingState />;
  } else if (prescriptions.isError) {
    body = (
      <ErrorState
        className="mt-6"
        message={MSG_PRESCRIPTIONS.loadFailed}
        onRetry={() => void prescriptions.refetch()}
        retrying={prescriptions.isFetching}
      />
    );
  } else if (prescriptions.data.length === 0) {
    body = (
      <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50">
        <ClipboardList aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
        <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">
          {MSG_PRESCRIPTIONS.noPrescriptions}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="mt-6 flex flex-col gap-6">
        {adherence.data && <AdherenceBanner adherence={adherence.data} />}
        {today.isError ? (
          <ErrorState message={MSG_PRESCRIPTIONS.loadFailed} onRetry={() => void today.refetch()} />
        ) : today.data ? (
          <TodaysChecklist checklist={today.data} />
        ) : (
          <LoadingState className="py-8" />
        )}
        {doseTimes.data && <DoseTimesForm key={JSON.stringify(doseTimes.data)} times={doseTimes.data} />}
        <section aria-labelledby="prescriptions-heading" className="flex flex-col gap-4">
          <h2 id="prescriptions-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {MSG_PRESCRIPTIONS.yourPrescriptions}
          </h2>
          {prescriptions.data.map((rx) => (
            <PrescriptionCard key={rx._id} rx={rx} />
          ))}
        </section>
      </div>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_PRESCRIPTIONS.title}
      </h1>
      {body}
    </Container>
  );
}
