import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/session';
import { AuthSessionProvider, roleHome, toSessionUser, useAuthSession } from './auth-session';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
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
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('anonymous @ /dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token loads the current user from /api/auth/me', async () => {
    window.localStorage.setItem('token', 't1');
    fetchMock.mockResolvedValue(jsonResponse({ user: { _id: 'u1', name: 'Ravi Kumar', role: 'doctor' } }));
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    expect(await screen.findByText('Ravi Kumar @ /dashboard')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer t1');
  });

  it('treats a failed check as logged out and removes the token (no redirect)', async () => {
    window.localStorage.setItem('token', 'stale');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/', assign });
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid token' }, 401));
    renderSession();
    expect(await screen.findByText('anonymous @ /dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the token when the check never reached the server (offline, or the page is being left)', async () => {
    window.localStorage.setItem('token', 'still-good');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSession();
    expect(await screen.findByText('anonymous @ /dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('still-good');
  });

  it('a refresh cut off mid-flight keeps the session as it was', async () => {
    window.localStorage.setItem('token', 't3');
    fetchMock.mockResolvedValueOnce(jsonResponse({ _id: 'u3', name: 'Meera Iyer', role: 'nurse' }));
    renderSession();
    expect(await screen.findByText('Meera Iyer @ /dashboard')).toBeInTheDocument();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    await act(async () => {
      await session?.refresh();
    });
    expect(window.localStorage.getItem('token')).toBe('t3');
    expect(screen.getByTestId('probe')).toHaveTextContent('Meera Iyer @ /dashboard');
  });

  it('login stores the token and loads the user; logout removes it and goes to /login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ _id: 'u2', name: 'Asha Patel', role: 'patient' }));
    const onLogout = renderSession();

    await act(async () => {
      await session?.login('fresh');
    });
    expect(window.localStorage.getItem('token')).toBe('fresh');
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
