import { RECORDS_RECENT } from '@arogya/contract/constants/records';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import type { HealthRecord } from '@arogya/contract/schemas/records';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { indiaToday } from '../../../lib/india-date';
import { typeLabel } from '../lib/validate-files';

/** The summary panel (total, this month, file types) and recent activity (the first 3), spec 02 §2. */
export function RecordsSummary({ records }: { records: readonly HealthRecord[] }) {
  const month = indiaToday().slice(0, 7);
  const thisMonth = records.filter((r) => indiaToday(new Date(r.uploadedAt)).slice(0, 7) === month).length;
  const types = new Map<string, number>();
  for (const r of records) types.set(typeLabel(r.type), (types.get(typeLabel(r.type)) ?? 0) + 1);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="p-5">
        <dl className="grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_RECORDS.totalRecords}</dt>
            <dd className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="records-total">
              {records.length}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_RECORDS.thisMonth}</dt>
            <dd className="text-2xl font-bold text-slate-900 dark:text-white">{thisMonth}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_RECORDS.fileTypes}</dt>
            <dd className="text-2xl font-bold text-slate-900 dark:text-white">{types.size}</dd>
          </div>
        </dl>
        {types.size > 0 && (
          <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
            {[...types].map(([label, n]) => `${label} ${n}`).join(' · ')}
          </p>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900 dark:text-white">{MSG_RECORDS.recentActivity}</h2>
        <ul className="mt-2 space-y-2">
          {records.slice(0, RECORDS_RECENT).map((r) => (
            <li key={r._id} className="flex justify-between gap-3 text-sm">
              <span className="truncate text-slate-800 dark:text-slate-200">{r.name}</span>
              <span className="shrink-0 text-slate-600 dark:text-slate-400">
                {formatDateTime(r.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
