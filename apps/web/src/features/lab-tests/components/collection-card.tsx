import { FEES } from '@arogya/contract/constants/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { CheckCircle2, Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDownloadLabReport } from '../api/download-lab-report';
import { useUpdateLabStatus } from '../api/update-lab-status';
import { useUploadLabReport } from '../api/upload-lab-report';
import { LabStatusBadge } from './lab-status-badge';
import { LabTestFacts } from './lab-test-facts';

/**
 * One collection on the technician's schedule, with what they can do next: mark the sample collected
 * (recording the payment taken at the door), record a payment later, upload the report (which completes
 * it) and download it again.
 */
export function CollectionCard({ test, actions = true }: { test: LabTest; actions?: boolean }) {
  const headingId = useId();
  const paidId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [paid, setPaid] = useState(true);
  const update = useUpdateLabStatus();
  const upload = useUploadLabReport();
  const download = useDownloadLabReport();
  const fail = (error: Error) => toast.error(error.message);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
          {test.testName}
        </h3>
        <LabStatusBadge status={test.status} />
      </header>
      <LabTestFacts test={test} party="technician" />
      {actions && test.status === 'Scheduled' && (
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={paidId}
            className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              id={paidId}
              type="checkbox"
              className="size-4 accent-teal-700"
              checked={paid}
              onChange={(event) => setPaid(event.target.checked)}
            />
            {fill(MSG_LAB.paymentReceived, { fee: formatRupees(FEES.LAB_TEST) })}
          </label>
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: test._id, status: 'Sample Collected', ...(paid && { paidAtCollection: true }) },
                { onSuccess: ({ msg }) => toast.success(msg), onError: fail },
              )
            }
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {MSG_LAB.markCollected}
          </Button>
        </div>
      )}
      {actions && (test.status === 'Sample Collected' || test.status === 'Completed') && (
        <div className="flex flex-wrap gap-2">
          {test.status === 'Sample Collected' && !test.paidAtCollection && (
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: test._id, status: 'Sample Collected', paidAtCollection: true },
                  { onSuccess: ({ msg }) => toast.success(msg), onError: fail },
                )
              }
            >
              {MSG_LAB.recordPayment}
            </Button>
          )}
          <input
            ref={fileRef}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="sr-only"
            tabIndex={-1}
            aria-label={MSG_LAB.uploadReport}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) {
                upload.mutate(
                  { id: test._id, file },
                  { onSuccess: ({ msg }) => toast.success(msg), onError: fail },
                );
              }
            }}
          />
          <Button size="sm" disabled={upload.isPending} onClick={() => fileRef.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            {upload.isPending ? MSG_LAB.uploading : MSG_LAB.uploadReport}
          </Button>
          {test.reportUrl && (
            <Button
              size="sm"
              variant="outline"
              disabled={download.isPending}
              onClick={() => download.mutate(test, { onError: fail })}
            >
              <Download aria-hidden="true" className="size-4" />
              {MSG_LAB.downloadReport}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
