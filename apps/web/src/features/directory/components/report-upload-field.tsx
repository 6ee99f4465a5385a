import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { FileText, LoaderCircle, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { REPORT_ACCEPT, REPORT_MAX_MB, reportFileProblem } from '../lib/report-file';

/**
 * The report as the booking sees it: nothing; uploading; uploaded (its file id goes with the booking); or
 * chosen while signed out, to be uploaded when the booking is sent. `uploading` is not stored: it is the
 * page's upload mutation while it is pending.
 */
export type ReportState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string }
  | { status: 'ready'; name: string; fileId: string }
  | { status: 'pending'; name: string; file: File };

export const NO_REPORT: ReportState = { status: 'empty' };

/** The server's refusal of an upload, or 'Upload failed. Please try again.'. */
export function uploadFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status !== 0) return error.message;
  return MSG_APPOINTMENTS.uploadFailed;
}

/**
 * Optional report upload (spec 01 §2): PDF, JPEG or PNG up to 10 MB, checked here before anything is sent
 * and by the server from the bytes. A signed-in patient's file is uploaded at once (POST
 * /api/uploads/report, through `upload`, the page's upload mutation); the chosen file's name shows with a
 * Remove button.
 */
export function ReportUploadField({
  value,
  onChange,
  canUpload,
  upload,
}: {
  value: ReportState;
  onChange: (next: ReportState) => void;
  canUpload: boolean;
  upload: (file: File) => Promise<{ _id: string }>;
}) {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const chooseId = `${inputId}-choose`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [error, setError] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = reportFileProblem(file);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setError(null);
    if (!canUpload) {
      onChange({ status: 'pending', name: file.name, file });
      return;
    }
    try {
      const uploaded = await upload(file);
      onChange({ status: 'ready', name: file.name, fileId: uploaded._id });
    } catch (cause) {
      // The report stays empty.
      console.error('Report upload failed', cause);
      setError(uploadFailureMessage(cause));
    }
  }

  const busy = value.status === 'uploading';
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend id={labelId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {MSG_BOOKING.uploadReport}
      </legend>
      {value.status === 'empty' ? (
        <label className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-400 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-teal-600 hover:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-teal-400 dark:hover:bg-slate-800">
          <Paperclip aria-hidden="true" className="size-4" />
          <span id={chooseId}>{MSG_BOOKING.reportUploadChoose}</span>
          <input
            id={inputId}
            aria-labelledby={`${labelId} ${chooseId}`}
            type="file"
            accept={REPORT_ACCEPT}
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => void pick(event)}
          />
        </label>
      ) : (
        <div className="flex items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900">
          {busy ? (
            <LoaderCircle
              aria-hidden="true"
              className="size-5 shrink-0 animate-spin text-teal-700 motion-reduce:animate-none dark:text-teal-300"
            />
          ) : (
            <FileText aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
          )}
          <p className="min-w-0 flex-1 truncate text-sm text-slate-900 dark:text-slate-100" role="status">
            {busy
              ? MSG_BOOKING.reportUploadInProgress
              : fill(MSG_BOOKING.reportUploadAttached, { name: value.name })}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange(NO_REPORT)}
            aria-label={fill(MSG_BOOKING.reportUploadRemove, { name: value.name })}
            className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {fill(MSG_BOOKING.reportUploadHint, { size: REPORT_MAX_MB })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
