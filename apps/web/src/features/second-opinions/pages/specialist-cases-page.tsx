import { SOCKET_EVENTS } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { type SecondOpinion, secondOpinionReportInputSchema } from '@arogya/contract/schemas/second-opinions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { TextAreaField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { Tabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useAcceptCase, useAvailableCases, useMyCases, useStartReview, useSubmitReport } from '../api/cases';
import { useCaseFiles, useDownloadCaseFile } from '../api/files';
import { secondOpinionKeys } from '../api/keys';
import { CaseStatusBadge, DeadlineBadge } from '../components/case-status';
import { CaseCard } from '../components/case-summary';
import { FilePicker } from '../components/file-picker';
import { ReportView } from '../components/report-view';
import { SpecialtiesCard } from '../components/specialties-card';
import { formatBytes, RESPONSE_LABEL, specialtyLabel, urgencyLabel } from '../lib/labels';

type ReportIn = z.input<typeof secondOpinionReportInputSchema>;
type ReportOut = z.output<typeof secondOpinionReportInputSchema>;

function CaseFiles({ requestId }: { requestId: string }) {
  const files = useCaseFiles(requestId);
  const download = useDownloadCaseFile();
  if (files.isPending) return <LoadingState label={MSG_SECOND_OPINION.loading} />;
  if (files.isError)
    return <ErrorState message={MSG_SECOND_OPINION.loadCasesFailed} onRetry={() => void files.refetch()} />;
  if (files.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{MSG_SECOND_OPINION.noFiles}</p>;
  return (
    <ul className="space-y-2">
      {files.data.map((f) => (
        <li
          key={f._id}
          className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800"
        >
          <span className="min-w-0 truncate text-slate-900 dark:text-white">
            {f.originalName}{' '}
            <span className="text-slate-500 dark:text-slate-400">· {formatBytes(f.fileSize)}</span>
          </span>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${MSG_SECOND_OPINION.download} ${f.originalName}`}
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { url: `/api/second-opinions/files/${f._id}/download`, filename: f.originalName },
                { onError: () => toast.error(MSG_SECOND_OPINION.downloadFailed) },
              )
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {MSG_SECOND_OPINION.download}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ReportForm({ requestId, onDone }: { requestId: string; onDone: () => void }) {
  const submit = useSubmitReport();
  const [files, setFiles] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportIn, unknown, ReportOut>({
    resolver: zodResolver(secondOpinionReportInputSchema),
    defaultValues: { diagnosis: '', recommendations: '', notes: '' },
  });
  async function onValid(input: ReportOut) {
    try {
      await submit.mutateAsync({ id: requestId, input, files });
      toast.success(MSG_SECOND_OPINION.reportSubmitted);
      onDone();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.submitFailed);
    }
  }
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4" aria-busy={submit.isPending}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_SECOND_OPINION.writeReport}
      </h3>
      <TextAreaField
        label={MSG_SECOND_OPINION.diagnosis}
        required
        rows={4}
        error={errors.diagnosis?.message}
        {...register('diagnosis')}
      />
      <TextAreaField
        label={MSG_SECOND_OPINION.recommendations}
        required
        rows={4}
        error={errors.recommendations?.message}
        {...register('recommendations')}
      />
      <TextAreaField
        label={MSG_SECOND_OPINION.notes}
        rows={3}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FilePicker
        label={MSG_SECOND_OPINION.reportAttachments}
        hint={MSG_SECOND_OPINION.uploadHint}
        files={files}
        onChange={setFiles}
      />
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? MSG_SECOND_OPINION.submittingReport : MSG_SECOND_OPINION.submitReport}
      </Button>
    </form>
  );
}

function CaseModal({
  request,
  mine,
  now,
  onClose,
}: {
  request: SecondOpinion | null;
  mine: boolean;
  now: number;
  onClose: () => void;
}) {
  const accept = useAcceptCase();
  const start = useStartReview();
  if (!request) return null;
  const fact = (label: string, value: string) =>
    value ? (
      <div>
        <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{label}</dt>
        <dd className="mt-0.5 whitespace-pre-line text-slate-900 dark:text-white">{value}</dd>
      </div>
    ) : null;

  async function acceptCase(r: SecondOpinion) {
    try {
      await accept.mutateAsync(r._id);
      toast.success(MSG_SECOND_OPINION.caseAccepted);
      onClose();
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 409 ? error.message : MSG_SECOND_OPINION.acceptCaseFailed,
      );
      if (isApiError(error) && (error.status === 409 || error.status === 404)) onClose();
    }
  }
  async function startReview(r: SecondOpinion) {
    try {
      await start.mutateAsync(r._id);
      toast.success(MSG_SECOND_OPINION.reviewStarted);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.loadCasesFailed);
    }
  }

  return (
    <ModalOnDemand
      open
      onClose={onClose}
      title={request.title}
      description={MSG_SECOND_OPINION.caseDetails}
      size="xl"
    >
      <div className="flex flex-wrap gap-1.5">
        <CaseStatusBadge status={request.status} />
        <DeadlineBadge request={request} now={now} />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {fact(MSG_SECOND_OPINION.specialty, specialtyLabel(request.specialty))}
        {fact(MSG_SECOND_OPINION.urgency, urgencyLabel(request.urgencyLevel))}
        {fact(MSG_SECOND_OPINION.responseType, RESPONSE_LABEL[request.responseType])}
        {fact(MSG_SECOND_OPINION.deadline, request.deadline ? formatDateTime(request.deadline) : '')}
        {mine && fact('Patient', request.patientId.name)}
      </dl>
      <dl className="mt-4 space-y-4">
        {fact(MSG_SECOND_OPINION.description, request.description)}
        {fact(MSG_SECOND_OPINION.medicalHistory, request.medicalHistory)}
        {fact(MSG_SECOND_OPINION.currentDiagnosis, request.currentDiagnosis)}
      </dl>
      {mine && (
        <section className="mt-6">
          <h3 className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
            {MSG_SECOND_OPINION.files}
          </h3>
          <CaseFiles requestId={request._id} />
        </section>
      )}
      <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-700">
        {!mine && request.status === 'pending' && (
          <Button onClick={() => void acceptCase(request)} disabled={accept.isPending}>
            {MSG_SECOND_OPINION.acceptCase}
          </Button>
        )}
        {mine && request.status === 'assigned' && (
          <Button onClick={() => void startReview(request)} disabled={start.isPending}>
            {MSG_SECOND_OPINION.startReview}
          </Button>
        )}
        {mine && request.status === 'in-review' && <ReportForm requestId={request._id} onDone={onClose} />}
        {mine && request.status === 'completed' && <ReportView requestId={request._id} />}
      </div>
    </ModalOnDemand>
  );
}

function CaseList({
  query,
  empty,
  now,
  mine,
  onOpen,
}: {
  query: ReturnType<typeof useAvailableCases>;
  empty: string;
  now: number;
  mine: boolean;
  onOpen: (r: SecondOpinion) => void;
}) {
  if (query.isPending) return <LoadingState label={MSG_SECOND_OPINION.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        message={MSG_SECOND_OPINION.loadCasesFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0)
    return <p className="py-8 text-center text-slate-600 dark:text-slate-300">{empty}</p>;
  return (
    <ul className="grid gap-4">
      {query.data.map((r) => (
        <li key={r._id}>
          <CaseCard
            request={r}
            now={now}
            person={mine ? fill(MSG_SECOND_OPINION.patientLabel, { name: r.patientId.name }) : null}
            actions={
              <Button size="sm" variant={mine ? 'primary' : 'outline'} onClick={() => onOpen(r)}>
                <Eye aria-hidden="true" className="size-4" />
                {MSG_SECOND_OPINION.caseDetails}
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** Specialist cases (spec 02 §2, §6): Available Cases and My Cases, a case modal, the review and the report. */
export function SpecialistCasesPage() {
  const now = useNow();
  const queryClient = useQueryClient();
  const available = useAvailableCases();
  const mineQuery = useMyCases();
  const [tab, setTab] = useState('available');
  const [open, setOpen] = useState<{ id: string } | null>(null);
  useSocketEvent(SOCKET_EVENTS.secondOpinionUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all });
  });
  // The modal follows the lists, so a case that moves (accepted, started) shows its new state.
  const current = open
    ? (mineQuery.data?.find((r) => r._id === open.id) ??
      available.data?.find((r) => r._id === open.id) ??
      null)
    : null;

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_SECOND_OPINION.specialistCases}
      </h1>
      <div className="mt-6">
        <SpecialtiesCard />
      </div>
      <Tabs
        className="mt-6"
        label={MSG_SECOND_OPINION.specialistCases}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'available',
            label: fill(MSG_SECOND_OPINION.availableCases, { count: available.data?.length ?? 0 }),
            content: (
              <CaseList
                query={available}
                empty={MSG_SECOND_OPINION.noCases}
                now={now}
                mine={false}
                onOpen={(r) => setOpen({ id: r._id })}
              />
            ),
          },
          {
            value: 'mine',
            label: fill(MSG_SECOND_OPINION.myCases, { count: mineQuery.data?.length ?? 0 }),
            content: (
              <CaseList
                query={mineQuery}
                empty={MSG_SECOND_OPINION.noMyCases}
                now={now}
                mine
                onOpen={(r) => setOpen({ id: r._id })}
              />
            ),
          },
        ]}
      />
      <CaseModal
        request={current}
        mine={Boolean(current && mineQuery.data?.some((r) => r._id === current._id))}
        now={now}
        onClose={() => setOpen(null)}
      />
    </Container>
  );
}
