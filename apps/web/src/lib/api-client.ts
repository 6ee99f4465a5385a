import { REQUEST_TIMEOUT_MS } from '@arogya/contract/constants/shell';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { ApiError, isApiError } from './api-error';
import { clearToken, getToken, loginPath } from './auth-token';

export { ApiError, isApiError };

/**
 * The one way the web app talks to the API (spec 01 §7, §8; spec 02 §7):
 * base `/api`, credentials sent, 15 s timeout, `Authorization: Bearer <token>` when a token is stored.
 * - 401: the token is removed and the browser goes to /login (unless it is already there or the caller opts out).
 * - Other failures: an `ApiError` carrying the server's `message ?? msg ?? default`, shown as a toast by default.
 * - Network errors and timeouts: only logged, then thrown (no toast), so a page can show its own message.
 */

/**
 * Shows `message` as an error toast. sonner is imported on the first error rather than with the shell (the
 * landing page's JavaScript budget); the request fails only after the toast is queued, as before.
 */
async function toastError(message: string): Promise<void> {
  try {
    const { toast } = await import('sonner');
    toast.error(message);
  } catch (cause) {
    console.error('Could not show the error', message, cause);
  }
}
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData and Blob are sent as they are. */
  body?: unknown;
  /** Empty values (undefined, null, '') are dropped. */
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Show the error as a toast (default true). */
  toastOnError?: boolean;
  /** The text used when the server gives neither `message` nor `msg` (also on a 401, when given). */
  errorMessage?: string;
  /** Send the browser to /login on a 401 (default true). */
  redirectOnUnauthorized?: boolean;
  /**
   * A 401 that means "this proof was wrong", not "the session ended" (a password re-checked before deleting
   * the account): keep the stored token (default false: a 401 removes it).
   */
  keepSessionOnUnauthorized?: boolean;
  timeoutMs?: number;
  responseType?: 'json' | 'blob' | 'text';
  /** Validates and types the response, e.g. `schema.parse`. */
  parse?: (data: unknown) => T;
}

export function buildApiUrl(path: string, query?: Query): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const base = normalised === API_BASE || normalised.startsWith(`${API_BASE}/`) ? '' : API_BASE;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${base}${normalised}${search ? `?${search}` : ''}`;
}

function readServerMessage(body: unknown): { message?: string; code?: string; details?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : typeof record.msg === 'string' && record.msg.trim() !== ''
        ? record.msg
        : undefined;
  return {
    ...(message !== undefined && { message }),
    ...(typeof record.code === 'string' && { code: record.code }),
    ...(record.details !== undefined && { details: record.details }),
  };
}

async function readBody(response: Response, responseType: 'json' | 'blob' | 'text'): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (responseType === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function goToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  window.location.assign(loginPath(`${pathname}${search}`));
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    headers: extraHeaders,
    signal,
    toastOnError = true,
    errorMessage,
    redirectOnUnauthorized = true,
    keepSessionOnUnauthorized = false,
    timeoutMs = REQUEST_TIMEOUT_MS,
    responseType = 'json',
    parse,
  } = options;

  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (cause) {
    if (signal?.aborted && !timedOut) throw cause;
    console.error(`${method} ${path} failed: ${timedOut ? 'timed out' : 'network error'}`, cause);
    throw new ApiError(MSG_SHELL.networkError, {
      status: 0,
      code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      cause,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 401) {
    if (!keepSessionOnUnauthorized) clearToken();
    const { message, code, details } = readServerMessage(await readBody(response, 'json').catch(() => null));
    // A 401 usually means the session ended; a caller that expects one (a login form) names its own text.
    const error = new ApiError(message ?? errorMessage ?? MSG_SHELL.sessionExpired, {
      status: 401,
      code,
      details,
    });
    if (redirectOnUnauthorized && window.location.pathname !== '/login') {
      goToLogin();
    } else if (toastOnError) {
      await toastError(error.message);
    }
    throw error;
  }

  if (!response.ok) {
    const { message, code, details } = readServerMessage(await readBody(response, 'json').catch(() => null));
    const error = new ApiError(message ?? errorMessage ?? MSG_SHELL.genericError, {
      status: response.status,
      code,
      details,
    });
    if (toastOnError) await toastError(error.message);
    throw error;
  }

  const data = await readBody(response, responseType);
  return parse ? parse(data) : (data as T);
}

type MethodOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The server's field-level complaints (`details: [{ path: 'body.password', message }]`) as
 * `{ password: message }` — the first message per top-level body field — for showing beside the field.
 */
export function bodyFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error) || !Array.isArray(error.details)) return result;
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const [where, field] = path.split('.');
    if (where === 'body' && field && !(field in result)) result[field] = message;
  }
  return result;
}
