import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../test/api-stub';
import { contractUser } from '../test/fixtures';
import { contractJson } from '../test/msw';
import { AuthSessionProvider, roleHome, toSessionUser, useAuthSession } from './auth-session';

const ME = 'GET /api/auth/me';

/** GET /api/auth/me answering this user, as the contract has it (the bare session user). */
function me(overrides: Parameters<typeof contractUser>[0]) {
  return () => contractJson(sessionUserSchema, contractUser(overrides));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

let session: ReturnType<typeof useAuthSession> | null = null;
function Probe() {
  session = useAuthSession();
  const location = useLocation();
  return (
    <p data-testid="probe">
      {session.loading ? 'loading' : (session.user?.name ?? 'anonymous')} @ {location.pathname}
    </p>
  );
}

function renderSession(onLogout = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AuthSessionProvider onLogout={onLogout}>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </AuthSessionProvider>
    </MemoryRouter>,
  );
  return onLogout;
}

describe('AuthSessionProvider', () => {
  it('without a token is logged out at once and makes no call', () => {
    const api = stubApi({});
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('anonymous @ /dashboard');
    expect(api.calls).toHaveLength(0);
  });

  it('with a token loads the current user from /api/auth/me', async () => {
    window.localStorage.setItem('token', 't1');
    const api = stubApi({ [ME]: me({ _id: 'u1', id: 'u1', name: 'Ravi Kumar', role: 'doctor' }) });
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    expect(await screen.findByText('Ravi Kumar @ /dashboard')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url).toBe('/api/auth/me');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer t1');
  });

  it('treats a failed check as logged out and removes the token (no redirect)', async () => {
    window.localStorage.setItem('token', 'stale');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/', assign });
    stubApi({ [ME]: () => apiError(401, 'Invalid token', 'UNAUTHORIZED') });
    renderSession();
    expect(await screen.findByText('anonymous @ /dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the token when the check never reached the server (offline, or the page is being left)', async () => {
    window.localStorage.setItem('token', 'still-good');
    // The server is unreachable: `fetch` rejects.
    stubApi({ [ME]: () => HttpResponse.error() });
    renderSession();
    expect(await screen.findByText('anonymous @ /dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('still-good');
  });

  it('a refresh cut off mid-flight keeps the session as it was', async () => {
    window.localStorage.setItem('token', 't3');
    // The first check answers; the refresh is cut off before any answer comes (`fetch` rejects).
    const answers = [
      me({ _id: 'u3', id: 'u3', name: 'Meera Iyer', role: 'nurse' }),
      () => HttpResponse.error(),
    ];
    const api = stubApi({ [ME]: () => (answers.shift() ?? (() => HttpResponse.error()))() });
    renderSession();
    expect(await screen.findByText('Meera Iyer @ /dashboard')).toBeInTheDocument();
    await act(async () => {
      await session?.refresh();
    });
    expect(api.callsTo(ME)).toHaveLength(2);
    expect(window.localStorage.getItem('token')).toBe('t3');
    expect(screen.getByTestId('probe')).toHaveTextContent('Meera Iyer @ /dashboard');
  });

  it('login stores the token and loads the user; logout removes it and goes to /login', async () => {
    const api = stubApi({ [ME]: me({ _id: 'u2', id: 'u2', name: 'Asha Patel', role: 'patient' }) });
    const onLogout = renderSession();

    await act(async () => {
      await session?.login('fresh');
    });
    expect(window.localStorage.getItem('token')).toBe('fresh');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer fresh');
    expect(screen.getByTestId('probe')).toHaveTextContent('Asha Patel @ /dashboard');

    act(() => session?.logout());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('probe')).toHaveTextContent('anonymous @ /login');
    expect(onLogout).toHaveBeenCalled();
  });
});

describe('session helpers', () => {
  it('accepts the user bare, under user or under data, and rejects unknown roles', () => {
    expect(toSessionUser({ _id: '1', name: 'A', role: 'nurse' })?.role).toBe('nurse');
    expect(toSessionUser({ user: { id: '2', name: 'B', role: 'admin' } })?._id).toBe('2');
    expect(toSessionUser({ data: { _id: '3', name: 'C', role: 'ambulance' } })?.name).toBe('C');
    expect(toSessionUser({ _id: '4', name: 'D', role: 'specialist' })).toBeNull();
    expect(toSessionUser(null)).toBeNull();
  });

  it('sends each role to its home', () => {
    expect(roleHome(null)).toBe('/');
    expect(roleHome({ role: 'patient' })).toBe('/dashboard');
    expect(roleHome({ role: 'admin' })).toBe('/admin');
    for (const role of ['doctor', 'nurse', 'technician', 'ambulance'] as const) {
      expect(roleHome({ role })).toBe('/doctor/dashboard');
    }
  });
});
