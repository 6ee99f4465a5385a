import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../lib/auth-session';
import { fakeSession, fakeUser, TestProviders } from '../../test/session';
import { RouteGuard } from './route-guard';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(
  path: string,
  session: AuthSession,
  guard: { adminOnly?: boolean; roles?: ('nurse' | 'admin' | 'patient')[] },
) {
  return render(
    <TestProviders session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RouteGuard {...guard} />}>
            <Route path="/protected" element={<p>Secret page</p>} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('RouteGuard', () => {
  it('shows Loading... while the session loads', () => {
    renderAt('/protected', fakeSession({ loading: true }), {});
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login, keeping where they were going', () => {
    renderAt('/protected?tab=past', fakeSession(), {});
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=/protected%3Ftab%3Dpast');
  });

  it('waits (no redirect) while a logout is taking the browser to /login itself', () => {
    renderAt('/protected', fakeSession({ signingOut: true }), {});
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('lets any logged-in user through a login-required route', () => {
    renderAt('/protected', fakeSession({ user: fakeUser({ role: 'technician' }) }), {});
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('admin-only: lets an admin in and sends anyone else to /', () => {
    const { unmount } = renderAt('/protected', fakeSession({ user: fakeUser({ role: 'admin' }) }), {
      adminOnly: true,
    });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
    unmount();

    renderAt('/protected', fakeSession({ user: fakeUser({ role: 'doctor' }) }), { adminOnly: true });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('roles list: requires membership, otherwise redirects to /', () => {
    const { unmount } = renderAt('/protected', fakeSession({ user: fakeUser({ role: 'nurse' }) }), {
      roles: ['nurse', 'admin'],
    });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
    unmount();

    renderAt('/protected', fakeSession({ user: fakeUser({ role: 'patient' }) }), {
      roles: ['nurse', 'admin'],
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
