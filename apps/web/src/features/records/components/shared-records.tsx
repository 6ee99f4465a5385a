import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { useSharedWithMe } from '../api/get-shared-with-me';
import { useDownloadRecord } from '../api/record-actions';

/** On an appointment: the records this patient shared with the signed-in doctor or nurse. */
export function SharedRecords({ patientId }: { patientId: string }) {
  const shared = useSharedWithMe();
  const download = useDownloadRecord();
  const mine = (shared.data ?? []).filter((r) => r.patient._id === patientId);
  if (mine.length === 0) return null;
  return (
    <section className="space-y-1.5 text-sm">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {MSG_RECORDS.sharedWithYou}
      </h3>
      <ul className="space-y-1">
        {mine.map((r) => (
          <li key={r._id} className="flex items-center justify-between gap-2">
            <span
              className="min-w-0 truncate text-slate-800 dark:text-slate-200"
              title={formatDateTime(r.sharedAt)}
            >
              {r.name}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${MSG_RECORDS.download}: ${r.name}`}
              disabled={download.isPending}
              onClick={() =>
                download.mutate(r, { onError: (e) => notifyRequestFailure(e, MSG_RECORDS.notFound) })
              }
            >
              <Download aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
