import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { Sparkles } from 'lucide-react';
import { ErrorState } from '../../../../components/ui/error-state';
import { InfoNote } from '../../../../components/ui/info-note';
import { LoadingState } from '../../../../components/ui/loading-state';
import { Modal } from '../../../../components/ui/modal';
import { isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { usePatientSummary } from '../api/get-patient-summary';

/**
 * 'AI-Generated Patient Summary' (spec 02 §2, §7): GET /appointments/{id}/summary when opened. While it
 * loads, a spinner; if the request fails, 'Could not fetch summary.'; if the answer cannot be read,
 * 'Failed to load summary.' — both with Retry.
 */
export function PatientSummaryModal({
  appointmentId,
  patientName,
  onClose,
}: {
  appointmentId: string;
  patientName: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={MSG_APPOINTMENTS.aiPatientSummary}
      description={patientName}
    >
      <SummaryBody appointmentId={appointmentId} />
    </Modal>
  );
}

function SummaryBody({ appointmentId }: { appointmentId: string }) {
  const summary = usePatientSummary(appointmentId);

  if (summary.isPending) return <LoadingState label={MSG_APPOINTMENTS.proSummaryLoading} className="py-12" />;
  if (summary.isError) {
    const message = isApiError(summary.error)
      ? MSG_APPOINTMENTS.summaryFetchFailed
      : MSG_APPOINTMENTS.summaryLoadFailed;
    if (!isApiError(summary.error)) console.error('Unreadable patient summary', summary.error);
    return (
      <ErrorState message={message} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
    );
  }

  const { summary: text, sections, generatedAt } = summary.data;
  return (
    // A long summary scrolls the modal's body, which then takes the focus itself (see Modal).
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl bg-teal-50 p-4 dark:bg-teal-950/50">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-300" />
        <p className="leading-relaxed whitespace-pre-line text-slate-900 dark:text-slate-100">{text}</p>
      </div>
      {sections.map((section) => (
        <section key={section.title}>
          <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            {section.title}
          </h3>
          {section.items.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-teal-600 dark:text-slate-300 dark:marker:text-teal-400">
              {section.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items are plain sentences and may repeat.
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <InfoNote>{MSG_APPOINTMENTS.proSummaryDisclaimer}</InfoNote>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {fill(MSG_APPOINTMENTS.proSummaryGenerated, { time: formatDateTime(generatedAt) })}
      </p>
    </div>
  );
}
