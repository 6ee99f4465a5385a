import { REQUEST_TIMEOUT_MS } from '@arogya/contract/constants/shell';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/session';
import { ApiError, api, apiRequest, buildApiUrl } from './api-client';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const assignMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  assignMock.mockReset();
  vi.mocked(toast.error).mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', {
    ...window.location,
    pathname: '/my-appointments',
    search: '',
    assign: assignMock,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('buildApiUrl', () => {
  it('prefixes /api once and drops empty query values', () => {
    expect(
      buildApiUrl('/doctors', { city: 'Pune', specialty: '', page: 2, lat: undefined, mapView: null }),
    ).toBe('/api/doctors?city=Pune&page=2');
    expect(buildApiUrl('/api/notifications/unread')).toBe('/api/notifications/unread');
  });
});

describe('apiRequest', () => {
  it('sends credentials, JSON and the bearer token when one is stored', async () => {
    window.localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await expect(api.post('/appointments', { fee: 2000 })).resolves.toEqual({ ok: true });

    const { url, init } = lastRequest();
    expect(url).toBe('/api/appointments');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ fee: 2000 }));
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc.def');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await api.get('/doctors');
    expect((lastRequest().init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('on 401 removes the token and sends the browser to /login', async () => {
    window.localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Token expired', msg: 'Token expired' }, 401));

    const error = await api.get('/profile/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(assignMock).toHaveBeenCalledWith('/login?redirect=/my-appointments');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on 401 without a redirect (opt-out) only clears the token and reports the message', async () => {
    window.localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(jsonResponse({ msg: 'Invalid credentials' }, 401));

    await expect(api.post('/auth/login', {}, { redirectOnUnauthorized: false })).rejects.toThrow(
      'Invalid credentials',
    );
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(assignMock).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Invalid credentials');
  });

  it('on a 401 that only refuses a proof (keepSessionOnUnauthorized), keeps the token', async () => {
    window.localStorage.setItem('token', 'valid');
    fetchMock.mockResolvedValue(jsonResponse({ msg: 'The password is not correct.' }, 401));

    await expect(
      api.post(
        '/me/erase',
        {},
        { redirectOnUnauthorized: false, keepSessionOnUnauthorized: true, toastOnError: false },
      ),
    ).rejects.toThrow('The password is not correct.');
    expect(window.localStorage.getItem('token')).toBe('valid');
    expect(assignMock).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['message', { message: 'From message', msg: 'From msg' }, 'From message'],
    ['msg', { msg: 'From msg' }, 'From msg'],
    ['the default', { code: 'INTERNAL' }, 'Failed to book appointment.'],
    ['the default (no body)', undefined, 'Failed to book appointment.'],
  ])('shows %s as the error toast', async (_label, body, expected) => {
    fetchMock.mockResolvedValue(jsonResponse(body, 500));

    const error = await apiRequest('/appointments', {
      method: 'POST',
      errorMessage: 'Failed to book appointment.',
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(expected);
    expect((error as ApiError).status).toBe(500);
    expect(toast.error).toHaveBeenCalledWith(expected);
  });

  it('keeps the server error code and does not toast when asked not to', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Slot taken', msg: 'Slot taken', code: 'CONFLICT' }, 409),
    );
    const error = (await api
      .post('/appointments', {}, { toastOnError: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('CONFLICT');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('uses the generic default when no default is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 500));
    await expect(api.get('/x')).rejects.toThrow(MSG_SHELL.genericError);
  });

  it('aborts after the 15 s timeout, logs and throws without a toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(lastRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await pending) as ApiError;
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('TIMEOUT');
    expect(error.status).toBe(0);
    expect(console.error).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('only logs network errors (no toast)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api.get('/doctors').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('NETWORK_ERROR');
    expect(console.error).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('returns undefined for 204 and validates with parse', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/announcements/1')).resolves.toBeUndefined();

    fetchMock.mockResolvedValueOnce(jsonResponse({ count: 3 }));
    const parse = (data: unknown) => (data as { count: number }).count;
    await expect(api.get('/count', { parse })).resolves.toBe(3);
  });
});
