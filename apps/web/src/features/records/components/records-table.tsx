import { MSG_RECORDS } from '@arogya/contract/messages/records';
import type { HealthRecord } from '@arogya/contract/schemas/records';
import { Download, Share2, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useDeleteRecord, useDownloadRecord } from '../api/record-actions';
import { formatBytes, typeLabel } from '../lib/validate-files';

function sourceNote(record: HealthRecord): string | null {
  if (record.source === 'prescription') return MSG_RECORDS.sourcePrescription;
  if (record.source === 'lab-report') return MSG_RECORDS.sourceLabReport;
  return null;
}

function Actions({ record, onShare }: { record: HealthRecord; onShare: (r: HealthRecord) => void }) {
  const download = useDownloadRecord();
  const remove = useDeleteRecord();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`${MSG_RECORDS.download}: ${record.name}`}
        disabled={download.isPending}
        onClick={() =>
          download.mutate(record, { onError: (e) => notifyRequestFailure(e, MSG_RECORDS.notFound) })
        }
      >
        <Download aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${MSG_RECORDS.share}: ${record.name}`}
        onClick={() => onShare(record)}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {record.shares.length > 0 && <span>{record.shares.length}</span>}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${MSG_RECORDS.delete}: ${record.name}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(record._id, {
            onSuccess: (r) => toast.success(r.msg),
            onError: (e) => notifyRequestFailure(e, MSG_RECORDS.notFound),
          })
        }
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** The history table (spec 02 §2: File, Type, Size, Uploaded, Status) with download, share and delete. */
export function RecordsTable({
  records,
  onShare,
}: {
  records: readonly HealthRecord[];
  onShare: (r: HealthRecord) => void;
}) {
  return (
    <Card className="relative min-w-0 overflow-x-auto p-0">
      <h2 className="px-4 pt-4 font-semibold text-slate-900 dark:text-white">{MSG_RECORDS.history}</h2>
      <table className="mt-2 w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {MSG_RECORDS.colFile}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {MSG_RECORDS.colType}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {MSG_RECORDS.colSize}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {MSG_RECORDS.colUploaded}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {MSG_RECORDS.colStatus}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{MSG_RECORDS.download}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {records.map((r) => (
            <tr key={r._id} data-testid="record-row">
              <td className="max-w-[16rem] px-4 py-3 text-slate-900 dark:text-white">
                <span className="block truncate">{r.name}</span>
                {sourceNote(r) && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{sourceNote(r)}</span>
                )}
              </td>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{typeLabel(r.type)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">
                {r.source === 'prescription' ? '—' : formatBytes(r.size)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-300">
                {formatDateTime(r.uploadedAt)}
              </td>
              <td className="px-4 py-3">
                <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                  {r.status}
                </span>
              </td>
              <td className="px-4 py-3">
                <Actions record={r} onShare={onShare} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
