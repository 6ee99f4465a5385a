import type { Appointment } from '@arogya/contract/schemas/appointments';
import { myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderPage } from '../../../../test/app-harness';
import { contractUser } from '../../../../test/fixtures';
import { contractJson } from '../../../../test/msw';
import { appointment, DOCTOR_ID } from '../test/appointment-fixtures';
import { DoctorDashboardPage, NurseDashboardPage } from './dashboard-pages';

const socketHandlers = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../../../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: () => void) => {
    socketHandlers.set(event, handler);
  },
}));

const LIST = 'GET /api/appointments/my-appointments';

beforeEach(() => {
  // 24 November 2026, 10:00 in India.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T04:30:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
});

type Role = 'doctor' | 'nurse' | 'technician' | 'ambulance' | 'admin' | 'patient';

function stub(role: Role, { list = [] as Appointment[] | (() => Response), pro = false } = {}) {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(
        sessionUserSchema,
        contractUser({
          _id: DOCTOR_ID,
          id: DOCTOR_ID,
          role,
          name: 'Arjun Mehta',
          subscriptionTier: pro ? 'pro' : 'free',
        }),
      ),
    [LIST]: typeof list === 'function' ? list : () => contractJson(myAppointmentsSchema, { data: list }),
  });
}

function renderAt(path: '/doctor/dashboard' | '/nurse/dashboard') {
  renderPage(path === '/doctor/dashboard' ? <DoctorDashboardPage /> : <NurseDashboardPage />, {
    path,
    routes: [
      { path: '/doctor/dashboard', element: <DoctorDashboardPage /> },
      { path: '/nurse/dashboard', element: <NurseDashboardPage /> },
    ].filter((r) => r.path !== path),
  });
}

function linkTargets(): string[] {
  const section = screen.getByRole('region', { name: 'Quick links' });
  return within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('DoctorDashboardPage — the home of every non-patient (spec 01 §2, spec 02 §2)', () => {
  it("greets the doctor, counts today's and pending appointments, lists the next ones, and links their tools", async () => {
    stub('doctor', {
      list: [
        appointment({
          status: 'Confirmed',
          appointmentDate: '2026-11-24',
          appointmentTime: '01:00 PM',
          startsAt: '2026-11-24T07:30:00.000Z',
          patient: { _id: 'p1', name: 'Priya Sharma' },
        }),
        appointment({
          status: 'Pending',
          appointmentDate: '2026-11-26',
          startsAt: '2026-11-26T05:30:00.000Z',
          patient: { _id: 'p2', name: 'Rahul Verma' },
        }),
        appointment({
          status: 'Cancelled',
          appointmentDate: '2026-11-24',
          startsAt: '2026-11-24T06:00:00.000Z',
          patient: { _id: 'p3', name: 'Kiran Rao' },
        }),
      ],
    });
    renderAt('/doctor/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Arjun Mehta')).toBeInTheDocument();
    expect(await screen.findByText("Today's appointments")).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(stat("Today's appointments")).toBe('1');
    expect(stat('Awaiting confirmation')).toBe('1');
    expect(stat('Confirmed upcoming')).toBe('1');

    const next = within(screen.getByRole('region', { name: 'Next appointments' })).getAllByRole('listitem');
    expect(next.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Priya Sharma'),
      expect.stringContaining('Rahul Verma'),
    ]);
    expect(screen.getByRole('link', { name: /View all appointments/ })).toHaveAttribute(
      'href',
      '/doctor/appointments',
    );

    expect(linkTargets()).toEqual([
      '/doctor/appointments',
      '/doctor/availability',
      '/doctor/edit-profile',
      '/specialist/second-opinions',
      '/upgrade-pro',
    ]);
    expect(screen.getByRole('link', { name: /Upgrade to Pro/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Doctor Dashboard | Arogya'));
  });

  it('shows a Pro doctor the PRO badge and Demand Hotspots', async () => {
    stub('doctor', { pro: true });
    renderAt('/doctor/dashboard');
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(linkTargets()).toContain('/demand-hotspot');
    expect(screen.queryByRole('link', { name: /Upgrade to Pro/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your Pro Plan/ })).toHaveAttribute('href', '/upgrade-pro');
  });

  it("shows 'Could not fetch appointments.' with Retry, and keeps the links", async () => {
    let calls = 0;
    stub('doctor', {
      list: () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'boom') : contractJson(myAppointmentsSchema, { data: [] });
      },
    });
    renderAt('/doctor/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch appointments.');
    expect(linkTargets()).toContain('/doctor/appointments');
  });

  it('updates the counts when the socket announces a booking', async () => {
    let list: Appointment[] = [];
    stub('doctor', { list: () => contractJson(myAppointmentsSchema, { data: list }) });
    renderAt('/doctor/dashboard');
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    list = [
      appointment({
        status: 'Pending',
        startsAt: '2026-11-26T05:30:00.000Z',
        patient: { _id: 'p', name: 'New Patient' },
      }),
    ];
    await act(async () => socketHandlers.get('new_notification')?.());
    expect(await screen.findByText('New Patient')).toBeInTheDocument();
  });

  it('shows a nurse the Nurse Dashboard at /doctor/dashboard, where sign-in sends her, without moving', async () => {
    stub('nurse');
    // No other route is mounted: a redirect would land on the catch-all location probe instead.
    renderPage(<DoctorDashboardPage />, { path: '/doctor/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a patient to /dashboard', async () => {
    stub('patient');
    renderAt('/doctor/dashboard');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['technician', 'Technician Dashboard', ['/technician/schedule', '/technician/profile', '/2fa-setup']],
    ['ambulance', 'Ambulance Driver Dashboard', ['/driver/dashboard', '/2fa-setup']],
    ['admin', 'Admin Dashboard', ['/admin', '/admin/edit-profile', '/2fa-setup']],
  ] as const)(
    'gives a %s the generic dashboard titled by role, with only their links',
    async (role, title, links) => {
      const api = stub(role);
      renderAt('/doctor/dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(linkTargets()).toEqual(links);
      // The title is set by an effect, which may run just after the heading is on screen.
      await waitFor(() => expect(document.title).toBe(`${title} | Arogya`));
      // Appointments are a doctor's and nurse's: nothing to fetch for these roles.
      expect(api.callsTo(LIST)).toHaveLength(0);
      expect(screen.queryByText("Today's appointments")).not.toBeInTheDocument();
    },
  );
});

describe('NurseDashboardPage (spec 02 §2)', () => {
  it('links appointments, availability, profile, Upgrade (non-Pro) and Community Moderation', async () => {
    stub('nurse');
    renderAt('/nurse/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(linkTargets()).toEqual([
      '/nurse/appointments',
      '/nurse/availability',
      '/nurse/edit-profile',
      '/upgrade-pro',
      '/nurse/moderation',
    ]);
    expect(screen.getByRole('link', { name: /Community Moderation/ })).toHaveAttribute(
      'href',
      '/nurse/moderation',
    );
    expect(screen.getByRole('link', { name: /View all appointments/ })).toHaveAttribute(
      'href',
      '/nurse/appointments',
    );
  });

  it('gives a Pro nurse Demand Hotspots instead of Upgrade', async () => {
    stub('nurse', { pro: true });
    renderAt('/nurse/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse Dashboard' })).toBeInTheDocument();
    expect(linkTargets()).toContain('/demand-hotspot');
    expect(linkTargets()).not.toContain('/upgrade-pro');
  });

  it('sends a doctor to /doctor/dashboard', async () => {
    stub('doctor');
    renderAt('/nurse/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeInTheDocument();
  });
});
