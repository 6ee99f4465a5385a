import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { Download, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReport } from '../api/cases';
import { useDownloadCaseFile } from '../api/files';

/** The report of a completed case (spec 02 §3), its attachments and its PDF. */
export function ReportView({ requestId }: { requestId: string }) {
  const report = useReport(requestId);
  const download = useDownloadCaseFile();

  function save(url: string, filename: string) {
    download.mutate(
      { url, filename },
      { onError: (e) => toast.error(isApiError(e) ? e.message : MSG_SECOND_OPINION.downloadFailed) },
    );
  }

  if (report.isPending) return <LoadingState label={MSG_SECOND_OPINION.loading} />;
  if (report.isError) {
    return (
      <ErrorState
        message={MSG_SECOND_OPINION.loadReportFailed}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  const r = report.data;
  const section = 'mt-5';
  const heading = 'text-sm font-semibold uppercase tracking-wide text-teal-800 dark:text-teal-300';
  const body = 'mt-1 whitespace-pre-line text-slate-900 dark:text-slate-100';
  return (
    <article data-testid="so-report">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {fill(MSG_SECOND_OPINION.reportBy, { doctorName: r.doctorName, specialty: r.specialty })} ·{' '}
        {formatDateTime(r.createdAt)}
      </p>
      <section className={section}>
        <h3 className={heading}>{MSG_SECOND_OPINION.diagnosis}</h3>
        <p className={body}>{r.diagnosis}</p>
      </section>
      <section className={section}>
        <h3 className={heading}>{MSG_SECOND_OPINION.recommendations}</h3>
        <p className={body}>{r.recommendations}</p>
      </section>
      {r.notes && (
        <section className={section}>
          <h3 className={heading}>{MSG_SECOND_OPINION.notes}</h3>
          <p className={body}>{r.notes}</p>
        </section>
      )}
      {r.attachments.length > 0 && (
        <section className={section}>
          <h3 className={heading}>{MSG_SECOND_OPINION.attachments}</h3>
          <ul className="mt-2 space-y-2">
            {r.attachments.map((a) => (
              <li key={a._id}>
                <Button variant="outline" size="sm" onClick={() => save(a.url, a.filename)}>
                  <FileText aria-hidden="true" className="size-4" />
                  {a.filename}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6">
        <Button
          onClick={() =>
            save(
              `/api/second-opinions/${encodeURIComponent(r.requestId)}/report/pdf`,
              `second-opinion-report-${r.createdAt.slice(0, 10)}.pdf`,
            )
          }
          disabled={download.isPending}
        >
          <Download aria-hidden="true" className="size-4" />
          {MSG_SECOND_OPINION.downloadPdf}
        </Button>
      </div>
    </article>
  );
}
