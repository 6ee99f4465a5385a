import { unreadNotificationsSchema } from '@arogya/contract/schemas/notifications';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../lib/auth-session';
import { stubApi } from '../../test/api-stub';
import { contractJson } from '../../test/msw';
import { fakeSession, fakeUser, TestProviders } from '../../test/session';
import { Navbar } from './navbar';

vi.mock('../../lib/socket', () => ({
  useSocketEvent: () => {},
}));

beforeEach(() => {
  // The bell is the only thing the navbar loads: an empty unread list, in the contract's shape.
  stubApi({
    'GET /api/notifications/unread': () => contractJson(unreadNotificationsSchema, { notifications: [] }),
  });
});

function renderNavbar(session: AuthSession) {
  return render(
    <TestProviders session={session}>
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('Navbar', () => {
  it('logged out: logo to /, Login and Register, no bell, no Health Quests', () => {
    renderNavbar(fakeSession());
    expect(screen.getByRole('link', { name: 'Arogya home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Health Quests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account security', hidden: true })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Your data and privacy', hidden: true }),
    ).not.toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Find a Nurse' })).toHaveAttribute('href', '/search-nurses');
    expect(within(nav).getByRole('link', { name: 'Ambulance' })).toHaveAttribute('href', '/book-ambulance');
    expect(within(nav).getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
  });

  it('patient: welcome, Logout, bell, Health Quests and the logo to /dashboard', async () => {
    const logout = vi.fn();
    const user = userEvent.setup();
    renderNavbar(fakeSession({ user: fakeUser({ name: 'Asha Patel', role: 'patient' }), logout }));
    expect(screen.getByRole('link', { name: 'Arogya home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByText('Welcome, Asha Patel').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Health Quests' })[0]).toHaveAttribute(
      'href',
      '/health-quests',
    );
    // My Appointments in the bar and in the mobile menu.
    expect(
      screen
        .getAllByRole('link', { name: 'My Appointments', hidden: true })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/my-appointments', '/my-appointments']);
    // The bell is a lazy chunk (kept out of a visitor's first load): wait for it.
    expect(await screen.findByRole('button', { name: /Notifications/ })).toBeInTheDocument();
    // Account security (change password, 2FA) from the bar and from the mobile menu.
    const security = screen.getAllByRole('link', { name: 'Account security', hidden: true });
    expect(security.map((link) => link.getAttribute('href'))).toEqual([
      '/account/security',
      '/account/security',
    ]);
    // Your data (export, consents, deletion) beside it, in the bar and the mobile menu.
    const yourData = screen.getAllByRole('link', { name: 'Your data and privacy', hidden: true });
    expect(yourData.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/privacy',
      '/profile/privacy',
    ]);
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(logout).toHaveBeenCalled();
  });

  it.each([
    ['admin', '/admin'],
    ['doctor', '/doctor/dashboard'],
    ['nurse', '/doctor/dashboard'],
    ['ambulance', '/doctor/dashboard'],
  ] as const)('the logo sends a %s to %s, without Health Quests', (role, home) => {
    renderNavbar(fakeSession({ user: fakeUser({ role }) }));
    expect(screen.getByRole('link', { name: 'Arogya home' })).toHaveAttribute('href', home);
    expect(screen.queryByRole('link', { name: 'Health Quests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Appointments', hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Account security', hidden: true })[0]).toHaveAttribute(
      'href',
      '/account/security',
    );
  });

  it('the hamburger opens the menu (aria-expanded) and Escape closes it', async () => {
    const user = userEvent.setup();
    renderNavbar(fakeSession());
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('Escape closes the menu as soon as it shows, before the browser has painted', async () => {
    renderNavbar(fakeSession());
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    // A native click, outside act(): the menu is drawn in the next microtask, and effects that wait for a paint
    // have not run when the keyboard answers at once.
    toggle.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await act(async () => {});
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the menu closes on navigation', async () => {
    const user = userEvent.setup();
    renderNavbar(fakeSession());
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await user.click(within(menu).getByRole('link', { name: 'Find a Nurse' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
