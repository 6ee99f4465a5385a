import type { DischargeRequestStatus } from '@arogya/contract/constants/discharge-concierge';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import type { AdminDischargeRequest } from '@arogya/contract/schemas/discharge-concierge';
import { CheckCheck, Hospital } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useDischargeRequests } from '../api/get-discharge-requests';
import { useMarkDischargeHandled } from '../api/mark-discharge-handled';

const FILTERS: ReadonlyArray<{ value: DischargeRequestStatus | undefined; label: string }> = [
  { value: undefined, label: MSG_ADMIN.dischargeAll },
  { value: 'new', label: MSG_ADMIN.dischargeNew },
  { value: 'handled', label: MSG_ADMIN.dischargeHandled },
];

function RequestCard({ request }: { request: AdminDischargeRequest }) {
  const mark = useMarkDischargeHandled();
  const handled = request.status === 'handled';
  return (
    <li
      aria-label={request.patientName}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-white">{request.patientName}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{request.hospitalName}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            handled
              ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
              : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
          )}
        >
          {handled ? MSG_ADMIN.dischargeHandled : MSG_ADMIN.dischargeNew}
        </span>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li>{fill(MSG_ADMIN.dischargeDischargeOn, { date: formatDate(request.dischargeDate) })}</li>
        <li>
          <a
            className="font-medium text-teal-800 hover:underline dark:text-teal-300"
            href={`tel:${request.phone}`}
          >
            {request.phone}
          </a>
          {request.email && <span className="break-all"> · {request.email}</span>}
        </li>
        <li className="text-xs text-slate-600 dark:text-slate-400">
          {fill(MSG_ADMIN.dischargeReceived, { date: formatDateTime(request.createdAt) })}
          {request.requester && ` · ${request.requester.name}`}
        </li>
        {handled && request.handledAt && (
          <li className="text-xs text-slate-600 dark:text-slate-400">
            {fill(MSG_ADMIN.dischargeHandledBy, {
              name: request.handledBy?.name ?? MSG_ADMIN.auditSystem,
              date: formatDateTime(request.handledAt),
            })}
          </li>
        )}
      </ul>
      {!handled && (
        <Button
          size="sm"
          className="mt-4"
          disabled={mark.isPending}
          onClick={() =>
            mark.mutate(request._id, {
              onSuccess: ({ msg }) => toast.success(msg),
              onError: (error) => notifyRequestFailure(error, MSG_ADMIN.dischargeMarkFailed),
            })
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {mark.isPending ? MSG_ADMIN.marking : MSG_ADMIN.markHandled}
        </Button>
      )}
    </li>
  );
}

/** Discharge Concierge requests, newest first: filter All / New / Handled; Mark handled (it stays listed). */
export function DischargeRequests() {
  const [status, setStatus] = useState<DischargeRequestStatus | undefined>(undefined);
  const list = useDischargeRequests(status);
  return (
    <section aria-labelledby="discharge-requests-heading">
      <h2 id="discharge-requests-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_ADMIN.dischargeRequests}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_ADMIN.dischargeRequestsHint}</p>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">{MSG_ADMIN.dischargeRequests}</legend>
        {FILTERS.map((f) => (
          <Button
            key={f.label}
            size="sm"
            variant={status === f.value ? 'primary' : 'outline'}
            aria-pressed={status === f.value}
            onClick={() => setStatus(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </fieldset>
      <div className="mt-5">
        {list.isPending ? (
          <LoadingState className="py-12" />
        ) : list.isError ? (
          <ErrorState
            message={MSG_ADMIN.loadDischargeFailed}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
            <Hospital aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
            <p className="font-medium text-slate-700 dark:text-slate-300">{MSG_ADMIN.dischargeEmpty}</p>
          </div>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {list.data.map((r) => (
              <RequestCard key={r._id} request={r} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
