import { render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { routes } from './router';
import { PatientDoctorRoute } from './shell/patient-doctor-route';
import { RouteGuard } from './shell/route-guard';

type Guard = 'public' | 'login' | 'admin' | 'patient-only' | string;

/** The guard that protects a path, read from the route table. */
function guardOf(path: string): Guard {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === '*') return 'not-found';
  for (const { route } of matches) {
    const element = route.element;
    if (!isValidElement(element)) continue;
    if (element.type === PatientDoctorRoute) return 'patient-only';
    if (element.type === RouteGuard) {
      const props = element.props as { adminOnly?: boolean; roles?: readonly string[] };
      if (props.adminOnly) return 'admin';
      if (props.roles) return `roles:${[...props.roles].sort().join(',')}`;
      return 'login';
    }
  }
  return 'public';
}

describe('route table (spec 01 §2, spec 02 §2)', () => {
  it.each([
    '/',
    '/register',
    '/login',
    '/forgot-password',
    '/reset-password/abc',
    '/search',
    '/search-nurses',
    '/nurses/n1',
    '/book-ambulance',
    '/ambulance/track/t1',
    '/follow-up/a1',
    '/care-navigator',
    '/care-circle',
    '/about',
    '/services',
    '/discharge-concierge',
    '/testimonials',
    '/contact',
    '/care-fund/p1',
    '/forum',
    '/forum/question/q1',
    '/privacy',
    '/terms',
  ])('%s is public', (path) => {
    expect(guardOf(path)).toBe('public');
  });

  it.each([
    '/dashboard',
    '/book-lab-test',
    '/video-consult',
    '/my-appointments',
    '/my-prescriptions',
    '/my-health-records',
    '/payment-history',
    '/care-fund',
    '/technician/dashboard',
    '/driver/dashboard',
    '/upgrade-pro',
    '/demand-hotspot',
    '/2fa-setup',
    '/account/security',
    '/support-community',
    '/support-community/g1',
    '/second-opinion-request',
    '/my-second-opinions',
    '/specialist-second-opinions',
    '/specialist/second-opinions',
    '/forum/ask',
  ])('%s requires login', (path) => {
    expect(guardOf(path)).toBe('login');
  });

  it('guards the admin, moderation, doctor and role-specific routes', () => {
    expect(guardOf('/admin')).toBe('admin');
    expect(guardOf('/admin/edit-profile')).toBe('admin');
    expect(guardOf('/nurse/moderation')).toBe('roles:admin,nurse');
    expect(guardOf('/doctors/d1')).toBe('patient-only');
    expect(guardOf('/health-quests')).toBe('roles:patient');
    // Signed in is enough to reach them; other roles see 'Access Denied' on the page itself.
    expect(guardOf('/technician/schedule')).toBe('login');
    expect(guardOf('/technician/profile')).toBe('login');
    expect(guardOf('/no/such/page')).toBe('not-found');
  });

  // Login-required in the spec's tables and each one role's page: a role mismatch goes to / (spec 01 §2
  // Route guard; issue #22 item 9). A signed-out visitor still goes to /login first.
  it.each([
    ['/doctor/dashboard', 'roles:admin,ambulance,doctor,nurse,technician'],
    ['/doctor/edit-profile', 'roles:doctor'],
    ['/doctor/appointments', 'roles:doctor'],
    ['/doctor/availability', 'roles:doctor'],
    ['/nurse/dashboard', 'roles:nurse'],
    ['/nurse/edit-profile', 'roles:nurse'],
    ['/nurse/appointments', 'roles:nurse'],
    ['/nurse/availability', 'roles:nurse'],
    ['/driver/edit-profile', 'roles:ambulance'],
  ])('%s is for %s', (path, guard) => {
    expect(guardOf(path)).toBe(guard);
  });
});

describe('the app, rendered through the router', () => {
  beforeEach(() => {
    // No route is stubbed: every request the pages make is answered 404 'Route not found.'.
    stubApi({});
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  function renderAt(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('renders the 404 page inside the shell for an unknown path', async () => {
    renderAt('/definitely-not-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a visitor from a protected page to /login with the redirect', async () => {
    const router = renderAt('/my-appointments');
    // The login page is a lazy chunk with its form libraries, transformed on first use: on a busy machine
    // (the whole suite on two cores) it has taken over 5 s. The wait only catches a hang.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Arogya' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/my-appointments');
  });

  it('/doctors/{id} for a non-patient clears local storage and goes to /login?redirect=/doctors/{id}', async () => {
    window.localStorage.setItem('something', 'else');
    window.localStorage.setItem('theme', 'dark');
    const router = renderAt('/doctors/d-42');
    // The login page is a lazy chunk with its form libraries, transformed on first use: on a busy machine
    // (the whole suite on two cores) it has taken over 5 s. The wait only catches a hang.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Arogya' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=/doctors/d-42',
    );
    expect(window.localStorage.getItem('something')).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('/__boom shows the error boundary', async () => {
    renderAt('/__boom');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
