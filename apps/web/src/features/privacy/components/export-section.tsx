import type { ExportStatus } from '@arogya/contract/constants/privacy';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import type { ExportView } from '@arogya/contract/schemas/privacy';
import { CircleAlert, CircleCheck, CircleX, Download, FileArchive, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useDownloadExport } from '../api/download-export';
import { useExports } from '../api/get-exports';
import { useRequestExport } from '../api/request-export';
import { formatBytes } from '../lib/format-bytes';

const STATUS: Record<ExportStatus, { label: string; className: string; Icon: typeof CircleCheck }> = {
  pending: {
    label: MSG_PRIVACY.exportStatusPending,
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
    Icon: LoaderCircle,
  },
  ready: {
    label: MSG_PRIVACY.exportStatusReady,
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
    Icon: CircleCheck,
  },
  failed: {
    label: MSG_PRIVACY.exportStatusFailed,
    className: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
    Icon: CircleAlert,
  },
  expired: {
    label: MSG_PRIVACY.exportStatusExpired,
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
    Icon: CircleX,
  },
};

function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { label, className, Icon } = STATUS[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-3.5', status === 'pending' && 'animate-spin motion-reduce:animate-none')}
      />
      {label}
    </span>
  );
}

/** What a row says under its dates: how to get it, or why it cannot be had. */
function hintFor(item: ExportView): string | null {
  switch (item.status) {
    case 'pending':
      return MSG_PRIVACY_WEB.exportPendingHint;
    case 'failed':
      return MSG_PRIVACY_WEB.exportFailedHint;
    case 'expired':
      return MSG_PRIVACY_WEB.exportExpiredHint;
    default:
      return null;
  }
}

function ExportRow({ item }: { item: ExportView }) {
  const download = useDownloadExport();
  const requested = formatDateTime(item.requestedAt);
  const facts = [
    fill(MSG_PRIVACY_WEB.exportRequestedAt, { date: requested }),
    item.readyAt &&
      item.status !== 'expired' &&
      fill(MSG_PRIVACY_WEB.exportReadyAt, { date: formatDateTime(item.readyAt) }),
    item.expiresAt &&
      (item.status === 'expired'
        ? fill(MSG_PRIVACY_WEB.exportExpiredAt, { date: formatDateTime(item.expiresAt) })
        : fill(MSG_PRIVACY_WEB.exportExpiresAt, { date: formatDateTime(item.expiresAt) })),
    item.sizeBytes !== null && item.status === 'ready' && formatBytes(item.sizeBytes),
  ].filter((fact): fact is string => typeof fact === 'string');
  const hint = hintFor(item);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileArchive
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-slate-500 dark:text-slate-400"
        />
        <div className="min-w-0 space-y-1">
          <ExportStatusBadge status={item.status} />
          <p className="text-sm text-slate-700 dark:text-slate-300">{facts.join(' · ')}</p>
          {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
        </div>
      </div>
      {item.status === 'ready' && (
        <Button
          variant="outline"
          className="shrink-0"
          disabled={download.isPending}
          aria-label={fill(MSG_PRIVACY_WEB.downloadLabel, { date: requested })}
          onClick={() =>
            download.mutate(item, {
              onError: (error) => notifyRequestFailure(error, MSG_PRIVACY_WEB.downloadFailed),
            })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? MSG_PRIVACY_WEB.downloading : MSG_PRIVACY.exportDownload}
        </Button>
      )}
    </li>
  );
}

/**
 * "Download your data": what the export holds and its rules (one a day, 7 days to download), the request
 * button (a refusal such as the once-a-day 429 is shown beside it, in the server's words), and the list of
 * exports with their status, refreshed when the "ready" notification arrives.
 */
export function ExportSection() {
  const listHeadingId = useId();
  const exports = useExports();
  const request = useRequestExport();
  const refusal = request.isError
    ? isApiError(request.error) && request.error.status !== 0
      ? request.error.message
      : MSG_PRIVACY_WEB.exportFailedToRequest
    : null;

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.exportIntro}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.exportRules}</p>
      <div className="space-y-3">
        <Button
          disabled={request.isPending}
          onClick={() =>
            request.mutate(undefined, { onSuccess: () => toast.success(MSG_PRIVACY_WEB.exportRequested) })
          }
        >
          <FileArchive aria-hidden="true" className="size-4" />
          {request.isPending ? MSG_PRIVACY_WEB.exportRequesting : MSG_PRIVACY_WEB.exportRequest}
        </Button>
        {refusal && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </p>
        )}
      </div>
      <div>
        <h3 id={listHeadingId} className="font-semibold text-slate-900 dark:text-white">
          {MSG_PRIVACY_WEB.exportsHeading}
        </h3>
        {exports.isPending ? (
          <LoadingState className="py-6" />
        ) : exports.isError ? (
          <ErrorState
            className="mt-3 py-6"
            message={MSG_PRIVACY_WEB.exportsLoadFailed}
            onRetry={() => void exports.refetch()}
            retrying={exports.isFetching}
          />
        ) : exports.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{MSG_PRIVACY.noExports}</p>
        ) : (
          <ul aria-labelledby={listHeadingId} className="divide-y divide-slate-200 dark:divide-slate-800">
            {exports.data.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
