import { ERROR_CODES, type ErrorCode } from '@arogya/contract/errors';
import { errorSchema } from '@arogya/contract/schemas/common';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { contractJson, server } from './msw';

/** One recorded request to the stubbed API. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** The request's own signal: `aborted` once the app has given up on it. */
  signal: AbortSignal;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * A tiny API on Mock Service Worker: handlers keyed by "METHOD /api/path" (query strings included, as
 * the app sends them). The app's real `fetch` runs; MSW answers at the network boundary, so headers,
 * bodies and aborts behave as in a browser. Unknown routes answer 404. Every request is recorded in
 * `calls` (its URL relative to the page, its body parsed when it is JSON).
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn((call: ApiCall) => call);
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const sameOrigin = url.origin === window.location.origin;
      const call: ApiCall = {
        method: request.method,
        url: sameOrigin ? `${url.pathname}${url.search}` : request.url,
        body: await readBody(request),
        headers: caseInsensitive(Object.fromEntries(request.headers.entries())),
        signal: request.signal,
      };
      calls.push(call);
      fetchMock(call);
      const handler = routes[`${call.method} ${call.url}`];
      if (!handler) return apiError(404, 'Route not found.', 'NOT_FOUND');
      try {
        return await handler(call);
      } catch {
        // A handler that throws is a network failure: `fetch` rejects, as when the server is unreachable.
        return HttpResponse.error();
      }
    }),
  );
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}

/** Headers as a plain object that answers `Authorization` and `authorization` alike, as `fetch`'s did. */
function caseInsensitive(headers: Record<string, string>): Record<string, string> {
  return new Proxy(headers, {
    get: (target, key) => (typeof key === 'string' ? target[key.toLowerCase()] : undefined),
  });
}

/**
 * The request body as the app built it: JSON parsed, a multipart form as the page's own `FormData` with
 * `File`s (so a test checks the file's name and type), other text as text.
 */
async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const received = await request.clone().formData();
    const form = new FormData();
    for (const [name, value] of received.entries()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new File([await value.arrayBuffer()], value.name, { type: value.type }));
    }
    return form;
  }
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON: leave it as text
  }
}

/**
 * An API error in the server's shape, parsed by the contract's error schema: a code the server does not
 * have, or a status the server never sends with that code (`ERROR_CODES`), fails the test. Without a code,
 * the status's own (BAD_REQUEST for a 400).
 */
export function apiError(status: number, message: string, code: ErrorCode = codeOf(status)): Response {
  const sentWithItsStatus = errorSchema.refine((error) => ERROR_CODES[error.code] === status, {
    message: `The server sends ${code} with status ${ERROR_CODES[code]}, not ${status}.`,
  });
  return contractJson(sentWithItsStatus, { message, msg: message, code, requestId: 'req-test' }, status);
}

function codeOf(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  const codes = Object.keys(ERROR_CODES) as ErrorCode[];
  return codes.find((code) => ERROR_CODES[code] === status) ?? 'INTERNAL';
}
