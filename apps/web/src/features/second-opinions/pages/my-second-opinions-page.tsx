import { SECOND_OPINION_TABS } from '@arogya/contract/constants/second-opinions';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import type { SecondOpinion } from '@arogya/contract/schemas/second-opinions';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FileText, Plus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { TextAreaField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { Tabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { useCheckout } from '../../../lib/checkout';
import { useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { secondOpinionKeys } from '../api/keys';
import { useCancelSecondOpinion, useMyRequests, usePaySecondOpinion } from '../api/requests';
import { CaseCard } from '../components/case-summary';
import { ReportView } from '../components/report-view';

function CancelDialog({ request, onClose }: { request: SecondOpinion | null; onClose: () => void }) {
  const cancel = useCancelSecondOpinion();
  const [reason, setReason] = useState('');
  async function confirm() {
    if (!request) return;
    try {
      await cancel.mutateAsync({ id: request._id, reason });
      toast.success(MSG_SECOND_OPINION.cancelled);
      onClose();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.cannotCancel);
    }
  }
  return (
    <ModalOnDemand
      open={request !== null}
      onClose={onClose}
      title={MSG_SECOND_OPINION.cancelRequest}
      size="md"
    >
      <p className="text-slate-700 dark:text-slate-200">{MSG_SECOND_OPINION.confirmCancel}</p>
      <TextAreaField
        className="mt-4"
        label={MSG_SECOND_OPINION.cancelReason}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {MSG_SECOND_OPINION.keepRequest}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
          {MSG_SECOND_OPINION.cancelRequest}
        </Button>
      </div>
    </ModalOnDemand>
  );
}

function RequestList({
  status,
  now,
  onPay,
  paying,
  onReport,
  onCancel,
}: {
  status: string;
  now: number;
  onPay: (r: SecondOpinion) => void;
  paying: string | null;
  onReport: (r: SecondOpinion) => void;
  onCancel: (r: SecondOpinion) => void;
}) {
  const list = useMyRequests(status);
  if (list.isPending) return <LoadingState label={MSG_SECOND_OPINION.loading} />;
  if (list.isError) {
    return (
      <ErrorState
        message={MSG_SECOND_OPINION.loadRequestsFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <p className="py-8 text-center text-slate-600 dark:text-slate-300">{MSG_SECOND_OPINION.noRequests}</p>
    );
  }
  return (
    <ul className="grid gap-4">
      {list.data.map((r) => {
        const unpaid = r.status === 'pending' && r.paymentStatus !== 'paid';
        const cancellable =
          r.status === 'pending' || (r.overdue && (r.status === 'assigned' || r.status === 'in-review'));
        return (
          <li key={r._id}>
            <CaseCard
              request={r}
              now={now}
              person={
                r.specialistId
                  ? fill(MSG_SECOND_OPINION.specialistLabel, { name: r.specialistId.name })
                  : r.paymentStatus === 'paid' && r.status === 'pending'
                    ? MSG_SECOND_OPINION.awaitingSpecialist
                    : null
              }
              actions={
                <>
                  {unpaid && (
                    <Button size="sm" onClick={() => onPay(r)} disabled={paying !== null}>
                      <CreditCard aria-hidden="true" className="size-4" />
                      {MSG_SECOND_OPINION.payNow}
                    </Button>
                  )}
                  {r.status === 'completed' && (
                    <Button size="sm" onClick={() => onReport(r)}>
                      <FileText aria-hidden="true" className="size-4" />
                      {MSG_SECOND_OPINION.viewReport}
                    </Button>
                  )}
                  {cancellable && (
                    <Button size="sm" variant="outline" onClick={() => onCancel(r)}>
                      <XCircle aria-hidden="true" className="size-4" />
                      {MSG_SECOND_OPINION.cancelRequest}
                    </Button>
                  )}
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** My Second Opinions (spec 02 §2, §4): status tabs, cards, Pay Now, View Report, cancel. */
export function MySecondOpinionsPage() {
  const now = useNow();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('all');
  const [reportOf, setReportOf] = useState<SecondOpinion | null>(null);
  const [cancelOf, setCancelOf] = useState<SecondOpinion | null>(null);
  const { pay, dialog } = useCheckout();
  const payment = usePaySecondOpinion(pay);
  useSocketEvent(SOCKET_EVENTS.secondOpinionUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all });
  });

  async function payFor(r: SecondOpinion) {
    try {
      const outcome = await payment.mutateAsync(r._id);
      if (outcome.status === 'paid') {
        toast.success(
          outcome.testMode
            ? `${MSG_SECOND_OPINION.paymentSuccess} ${MSG_PAYMENTS.testMode}`
            : MSG_SECOND_OPINION.paymentSuccess,
        );
      } else if (outcome.status === 'failed') toast.error(MSG_SECOND_OPINION.paymentVerificationFailed);
      else toast(MSG_SECOND_OPINION.paymentCancelled);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.initiatePaymentFailed);
    }
  }

  const content = (
    <RequestList
      status={tab}
      now={now}
      onPay={(r) => void payFor(r)}
      paying={payment.isPending ? 'busy' : null}
      onReport={setReportOf}
      onCancel={setCancelOf}
    />
  );

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_SECOND_OPINION.mySecondOpinions}
        </h1>
        <ButtonLink to="/second-opinion-request">
          <Plus aria-hidden="true" className="size-4" />
          {MSG_SECOND_OPINION.requestTitle}
        </ButtonLink>
      </div>
      <Tabs
        className="mt-6"
        label={MSG_SECOND_OPINION.mySecondOpinions}
        value={tab}
        onValueChange={setTab}
        items={Object.entries(SECOND_OPINION_TABS).map(([value, label]) => ({
          value,
          label,
          content: value === tab ? content : null,
        }))}
      />
      <ModalOnDemand
        open={reportOf !== null}
        onClose={() => setReportOf(null)}
        title={MSG_SECOND_OPINION.reportTitle}
        description={reportOf?.title}
        size="lg"
      >
        {reportOf && <ReportView requestId={reportOf._id} />}
      </ModalOnDemand>
      <CancelDialog request={cancelOf} onClose={() => setCancelOf(null)} />
      {dialog}
    </Container>
  );
}
