import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import type { AuditLogEntry } from '@arogya/contract/schemas/admin';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/get-audit-log';

function detailsText(details: AuditLogEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** The audit log (who, what, when): filter by action, or by a person (click their name); 25 a page. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [actor, setActor] = useState<{ id: string; name: string } | null>(null);
  const log = useAuditLog({ page, ...(action && { action }), ...(actor && { actor: actor.id }) });

  return (
    <section aria-labelledby="audit-log-heading">
      <h2 id="audit-log-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_ADMIN.auditLog}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_ADMIN.auditLogHint}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={MSG_ADMIN.auditAction}
          className="w-full sm:w-72"
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
          }}
          options={[{ value: '', label: MSG_ADMIN.auditAllActions }, ...(log.data?.actions ?? [])]}
        />
        {actor && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            {fill(MSG_ADMIN.auditFilteredByActor, { name: actor.name })}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setActor(null);
                setPage(1);
              }}
            >
              {MSG_ADMIN.auditClearActor}
            </Button>
          </p>
        )}
      </div>
      <div className="mt-5">
        {log.isPending ? (
          <LoadingState className="py-12" />
        ) : log.isError ? (
          <ErrorState
            message={MSG_ADMIN.loadAuditFailed}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : log.data.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
            <ScrollText aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
            <p className="font-medium text-slate-700 dark:text-slate-300">{MSG_ADMIN.auditEmpty}</p>
          </div>
        ) : (
          <>
            <ol
              aria-label={MSG_ADMIN.auditLog}
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900"
            >
              {log.data.entries.map((entry) => (
                <li
                  key={entry._id}
                  className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-start sm:gap-4"
                >
                  <time
                    dateTime={entry.createdAt}
                    className="shrink-0 text-slate-600 sm:w-44 dark:text-slate-400"
                  >
                    {formatDateTime(entry.createdAt)}
                  </time>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                        {entry.action}
                      </code>
                      <span className="text-slate-600 dark:text-slate-400">{MSG_ADMIN.auditActor}:</span>
                      {entry.actor ? (
                        <button
                          type="button"
                          className="font-medium text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
                          onClick={() => {
                            setActor({ id: entry.actor!.id, name: entry.actor!.name });
                            setPage(1);
                          }}
                        >
                          {entry.actor.name}
                        </button>
                      ) : (
                        <span className="font-medium">{MSG_ADMIN.auditSystem}</span>
                      )}
                      {entry.target && (
                        <>
                          <span className="text-slate-600 dark:text-slate-400">{MSG_ADMIN.auditTarget}:</span>
                          <span className="font-medium">{entry.target.name}</span>
                        </>
                      )}
                    </p>
                    {Object.keys(entry.details).length > 0 && (
                      <p className="mt-1 break-words text-xs text-slate-600 dark:text-slate-400">
                        {detailsText(entry.details)}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <nav aria-label={MSG_ADMIN.auditLog} className="mt-4 flex items-center justify-between gap-3">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {MSG_ADMIN.previousPage}
              </Button>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {fill(MSG_ADMIN.pageOf, { page: log.data.page, pages: log.data.totalPages })}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= log.data.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                {MSG_ADMIN.nextPage}
              </Button>
            </nav>
          </>
        )}
      </div>
    </section>
  );
}
