import { labCancellable } from '@arogya/contract/constants/lab-tests';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { Download, FlaskConical, XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useDownloadLabReport } from '../api/download-lab-report';
import { LabStatusBadge } from './lab-status-badge';
import { LabTestFacts } from './lab-test-facts';

/**
 * A lab collection on My Appointments: its facts, the report once ready, Cancel while allowed, and what the
 * app adds below (`extra`: rating the collection).
 */
export function PatientLabTestCard({
  test,
  now,
  onCancel,
  extra,
}: {
  test: LabTest;
  now: Date;
  onCancel: (test: LabTest) => void;
  extra?: ReactNode;
}) {
  const headingId = useId();
  const download = useDownloadLabReport();
  const cancellable =
    test.status === 'Scheduled' && labCancellable(test.collectionDate, test.collectionTime, now);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="rounded-xl bg-violet-100 p-2 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100">
            <FlaskConical aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-violet-800 uppercase dark:text-violet-200">
              {MSG_LAB.labCollection}
            </p>
            <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
              {test.testName}
            </h3>
          </div>
        </div>
        <LabStatusBadge status={test.status} />
      </header>
      <LabTestFacts test={test} party="patient" />
      {test.cancellationReason && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{test.cancellationReason}</p>
      )}
      {(test.reportUrl || cancellable) && (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {test.reportUrl && (
            <Button
              size="sm"
              onClick={() =>
                download.mutate(test, {
                  onError: (error) => toast.error(error.message || MSG_LAB.reportNotReady),
                })
              }
              disabled={download.isPending}
            >
              <Download aria-hidden="true" className="size-4" />
              {MSG_LAB.downloadReport}
            </Button>
          )}
          {cancellable && (
            <Button size="sm" variant="outline" onClick={() => onCancel(test)}>
              <XCircle aria-hidden="true" className="size-4" />
              {MSG_LAB.cancelCollection}
            </Button>
          )}
        </div>
      )}
      {extra}
    </article>
  );
}
