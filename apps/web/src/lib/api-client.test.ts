import { REQUEST_TIMEOUT_MS } from '@arogya/contract/constants/shell';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { server } from '../test/msw';
import { ApiError, api, apiRequest, buildApiUrl } from './api-client';

/**
 * The client itself, against Mock Service Worker: any status, any body (the server's error shapes, no
 * body, a body that is not JSON) and a network that fails or never answers. The routes here are not the
 * app's (the client does not care which route it calls), so the answers are plain JSON, not contract bodies.
 */

const assignMock = vi.fn();

beforeEach(() => {
  vi.spyOn(toast, 'error');
  vi.stubGlobal('location', {
    ...window.location,
    pathname: '/my-appointments',
    search: '',
    assign: assignMock,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  assignMock.mockReset();
  vi.useRealTimers();
});

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
    const stub = stubApi({ 'POST /api/appointments': () => HttpResponse.json({ ok: true }) });
    // `stubApi` records no credentials mode: a handler in front of it reads it and lets the request through.
    let credentials: RequestCredentials | undefined;
    server.use(
      http.post('*/api/appointments', ({ request }) => {
        credentials = request.credentials;
      }),
    );

    await expect(api.post('/appointments', { fee: 2000 })).resolves.toEqual({ ok: true });

    expect(stub.calls).toHaveLength(1);
    const call = stub.calls[0];
    expect(call?.url).toBe('/api/appointments');
    expect(call?.method).toBe('POST');
    expect(credentials).toBe('include');
    expect(call?.body).toEqual({ fee: 2000 });
    expect(call?.headers.Authorization).toBe('Bearer abc.def');
    expect(call?.headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const stub = stubApi({ 'GET /api/doctors': () => HttpResponse.json([]) });
    await api.get('/doctors');
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('on 401 removes the token and sends the browser to /login', async () => {
    window.localStorage.setItem('token', 'expired');
    stubApi({
      'GET /api/profile/me': () =>
        HttpResponse.json({ message: 'Token expired', msg: 'Token expired' }, { status: 401 }),
    });

    const error = await api.get('/profile/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(assignMock).toHaveBeenCalledWith('/login?redirect=/my-appointments');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on 401 without a redirect (opt-out) only clears the token and reports the message', async () => {
    window.localStorage.setItem('token', 'expired');
    stubApi({
      'POST /api/auth/login': () => HttpResponse.json({ msg: 'Invalid credentials' }, { status: 401 }),
    });

    await expect(api.post('/auth/login', {}, { redirectOnUnauthorized: false })).rejects.toThrow(
      'Invalid credentials',
    );
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(assignMock).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Invalid credentials');
  });

  it('on a 401 that only refuses a proof (keepSessionOnUnauthorized), keeps the token', async () => {
    window.localStorage.setItem('token', 'valid');
    stubApi({
      'POST /api/me/erase': () => HttpResponse.json({ msg: 'The password is not correct.' }, { status: 401 }),
    });

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
    [
      'message',
      () => HttpResponse.json({ message: 'From message', msg: 'From msg' }, { status: 500 }),
      'From message',
    ],
    ['msg', () => HttpResponse.json({ msg: 'From msg' }, { status: 500 }), 'From msg'],
    [
      'the default',
      () => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }),
      'Failed to book appointment.',
    ],
    ['the default (no body)', () => new HttpResponse(null, { status: 500 }), 'Failed to book appointment.'],
    [
      'the default (a body that is not JSON)',
      () =>
        new HttpResponse('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      'Failed to book appointment.',
    ],
  ])('shows %s as the error toast', async (_label, answer, expected) => {
    stubApi({ 'POST /api/appointments': answer });

    const error = await apiRequest('/appointments', {
      method: 'POST',
      errorMessage: 'Failed to book appointment.',
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(expected);
    expect((error as ApiError).status).toBeGreaterThanOrEqual(500);
    expect(toast.error).toHaveBeenCalledWith(expected);
  });

  it('keeps the server error code and does not toast when asked not to', async () => {
    stubApi({
      'POST /api/appointments': () =>
        HttpResponse.json({ message: 'Slot taken', msg: 'Slot taken', code: 'CONFLICT' }, { status: 409 }),
    });
    const error = (await api
      .post('/appointments', {}, { toastOnError: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('CONFLICT');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('uses the generic default when no default is given', async () => {
    stubApi({ 'GET /api/x': () => HttpResponse.json({}, { status: 500 }) });
    await expect(api.get('/x')).rejects.toThrow(MSG_SHELL.genericError);
  });

  it('aborts after the 15 s timeout, logs and throws without a toast', async () => {
    // The server never answers: the request stays open until the client gives up on it.
    let received: Request | undefined;
    server.use(
      http.get('*/api/slow', ({ request }) => {
        received = request;
        return new Promise<never>(() => {});
      }),
    );
    vi.useFakeTimers();

    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(received).toBeDefined();
    expect(received?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await pending) as ApiError;
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('TIMEOUT');
    expect(error.status).toBe(0);
    expect(console.error).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a request its caller aborts rejects with the abort itself, not logged as a failure', async () => {
    let received: Request | undefined;
    server.use(
      http.get('*/api/slow', ({ request }) => {
        received = request;
        return new Promise<never>(() => {});
      }),
    );
    const caller = new AbortController();
    const pending = api.get('/slow', { signal: caller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(received).toBeDefined());
    caller.abort();

    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(console.error).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('only logs network errors (no toast)', async () => {
    stubApi({ 'GET /api/doctors': () => HttpResponse.error() });
    const error = (await api.get('/doctors').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('NETWORK_ERROR');
    expect(console.error).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('returns undefined for 204, a body that is not JSON as text, and validates with parse', async () => {
    stubApi({
      'DELETE /api/announcements/1': () => new HttpResponse(null, { status: 204 }),
      'GET /api/count': () => HttpResponse.json({ count: 3 }),
      'GET /api/plain': () =>
        new HttpResponse('not json', { headers: { 'Content-Type': 'application/json' } }),
    });
    await expect(api.delete('/announcements/1')).resolves.toBeUndefined();

    const parse = (data: unknown) => (data as { count: number }).count;
    await expect(api.get('/count', { parse })).resolves.toBe(3);

    await expect(api.get('/plain')).resolves.toBe('not json');
  });
});
