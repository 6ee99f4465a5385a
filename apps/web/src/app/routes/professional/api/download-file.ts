import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { api } from '../../../../lib/api-client';

/**
 * Files behind the bearer token: a plain <a href> or <audio src> would not carry it, so they are fetched
 * as blobs through the api client and handed to the page as object URLs or downloads.
 */

/** Duck-typed: a Blob from another realm (a test runner's fetch) is still a file. */
function isBlob(value: unknown): value is Blob {
  return (
    value instanceof Blob ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as Blob).arrayBuffer === 'function' &&
      typeof (value as Blob).size === 'number')
  );
}

function asBlob(data: unknown): Blob {
  if (!isBlob(data)) throw new Error('Expected a file in the response.');
  return data;
}

/** GET /api/appointments/{id}/intake-form → the server-generated PDF. */
export function getIntakeForm(id: string): Promise<Blob> {
  return api.get(`/appointments/${encodeURIComponent(id)}/intake-form`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
    errorMessage: MSG_APPOINTMENTS.proIntakeFailed,
    timeoutMs: 30_000,
    parse: asBlob,
  });
}

/** An uploaded file (`/api/files/<id>`: a report or a voice note). */
export function getPrivateFile(
  path: string,
  options: { errorMessage?: string; toastOnError?: boolean; signal?: AbortSignal } = {},
): Promise<Blob> {
  return api.get(path, {
    ...options,
    responseType: 'blob',
    headers: { Accept: '*/*' },
    timeoutMs: 60_000,
    parse: asBlob,
  });
}
