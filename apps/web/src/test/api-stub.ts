import { vi } from 'vitest';
import { jsonResponse } from './session';

/** One recorded request to the stubbed API. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with a tiny API: handlers keyed by "METHOD /api/path" (query strings included). Unknown
 * routes answer 404. Every request is recorded in `calls`.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Leave as text.
      }
    }
    const call: ApiCall = { method, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    return handler ? handler(call) : jsonResponse({ message: 'Route not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}

/** An API error in the server's shape. */
export function apiError(status: number, message: string, code = 'BAD_REQUEST'): Response {
  return jsonResponse({ message, msg: message, code, requestId: 'req-test' }, status);
}
