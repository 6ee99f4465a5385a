import { myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { myCareFundSchema } from '@arogya/contract/schemas/care-fund';
import {
  adherenceSchema,
  prescriptionListSchema,
  prescriptionSchema,
} from '@arogya/contract/schemas/prescriptions';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderPage } from '../../../../test/app-harness';
import { contractAppointment, contractUser } from '../../../../test/fixtures';
import { contractJson } from '../../../../test/msw';
import { PatientDashboardPage } from './patient-dashboard-page';

const LIST = 'GET /api/appointments/my-appointments';
const PRESCRIPTIONS = 'GET /api/prescriptions/my-prescriptions';
const ADHERENCE = 'GET /api/prescriptions/adherence?days=30';
/** A prescription in the contract's shape. */
const PRESCRIPTION = prescriptionSchema.parse({
  _id: 'rx-1',
  date: '2026-11-20',
  doctor: {
    _id: 'd-1',
    name: 'Ananya Iyer',
    specialty: 'General Physician',
    qualifications: ['MBBS'],
    registrationNumber: 'MMC-2011-045678',
    contact: '+919800000001',
  },
  patient: { _id: 'p-1', name: 'Priya Sharma', age: 34, sex: 'Female' },
  diagnosis: 'Hypertension',
  advice: null,
  medicines: [],
  appointmentId: 'a-1',
  startDate: '2026-11-20',
  endDate: '2026-12-19',
  active: true,
  editable: false,
  createdAt: '2026-11-20T05:00:00.000Z',
});

const upcoming = contractAppointment({
  _id: 'a-1',
  id: 'a-1',
  doctor: { _id: 'd-1', name: 'Dr. Rohan Mehta', specialty: 'General Physician', role: 'doctor' },
  patient: { _id: 'p-1', name: 'Priya Sharma' },
  appointmentDate: '2026-11-25',
  appointmentTime: '11:00 AM',
  symptoms: 'Fever',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}, role: 'patient' | 'doctor' | 'nurse' = 'patient') {
  return stubApi({
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role, name: 'Priya Sharma' })),
    [LIST]: () => contractJson(myAppointmentsSchema, { data: [upcoming] }),
    ...routes,
  });
}

const renderDashboard = () => renderPage(<PatientDashboardPage />, { path: '/dashboard' });

describe('PatientDashboardPage (spec 01 §2)', () => {
  it('greets the patient by name, shows the next appointment, the Care Navigator prompt and the 13 tiles in order', async () => {
    stub();
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Priya Sharma' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account security' })).toHaveAttribute(
      'href',
      '/account/security',
    );

    const next = screen.getByRole('region', { name: 'Next appointment' });
    expect(await within(next).findByText('Dr. Rohan Mehta')).toBeInTheDocument();
    expect(within(next).getByText('In-Home Visit · General Physician')).toBeInTheDocument();
    expect(within(next).getByText('Wednesday, 25 November 2026, 11:00 AM')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'View all appointments' })).toHaveAttribute(
      'href',
      '/my-appointments',
    );

    const navigator = screen.getByRole('region', { name: 'Not sure what kind of care you need?' });
    expect(within(navigator).getByRole('link', { name: 'Open Care Navigator' })).toHaveAttribute(
      'href',
      '/care-navigator',
    );

    const tiles = within(screen.getByRole('navigation', { name: 'Your services' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/search',
      '/search-nurses',
      '/book-lab-test',
      '/care-circle',
      '/my-appointments',
      '/my-prescriptions',
      '/video-consult',
      '/book-ambulance',
      '/care-fund',
      '/my-health-records',
      '/payment-history',
      '/support-community',
      '/second-opinion-request',
    ]);
    expect(tiles[0]).toHaveAccessibleName(/^Find a Doctor/);
    expect(tiles[6]).toHaveAccessibleName(/^Video Consultation/);
  });

  it('hides the adherence card while prescriptions do not exist (404), with no toast', async () => {
    const api = stub({ [PRESCRIPTIONS]: () => apiError(404, 'Route not found.', 'NOT_FOUND') });
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    await within(screen.getByRole('region', { name: 'Next appointment' })).findByText('Dr. Rohan Mehta');
    expect(api.callsTo(PRESCRIPTIONS)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Medication adherence' })).not.toBeInTheDocument();
    expect(screen.queryByText('Route not found.')).not.toBeInTheDocument();
    expect(api.callsTo(ADHERENCE)).toHaveLength(0);
  });

  it('hides the adherence card for an empty list', async () => {
    const api = stub({ [PRESCRIPTIONS]: () => contractJson(prescriptionListSchema, []) });
    renderDashboard();
    await within(await screen.findByRole('region', { name: 'Next appointment' })).findByText(
      'Dr. Rohan Mehta',
    );
    expect(screen.queryByRole('region', { name: 'Medication adherence' })).not.toBeInTheDocument();
    expect(api.callsTo(ADHERENCE)).toHaveLength(0);
  });

  it('shows the adherence score and streak once prescriptions exist, linking to My Prescriptions', async () => {
    stub({
      [PRESCRIPTIONS]: () => contractJson(prescriptionListSchema, [PRESCRIPTION]),
      [ADHERENCE]: () =>
        contractJson(adherenceSchema, { adherenceScore: 86, streak: 5, dosesDue: 50, dosesTaken: 43 }),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Medication adherence' });
    expect(await within(card).findByText('Adherence: 86%')).toBeInTheDocument();
    expect(within(card).queryByText('No doses due yet.')).not.toBeInTheDocument();
    expect(within(card).getByText('5-day streak')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View My Prescriptions' })).toHaveAttribute(
      'href',
      '/my-prescriptions',
    );
  });

  it('says there is nothing due yet when no dose has come due', async () => {
    stub({
      [PRESCRIPTIONS]: () => contractJson(prescriptionListSchema, [PRESCRIPTION]),
      [ADHERENCE]: () =>
        contractJson(adherenceSchema, { adherenceScore: 0, streak: 0, dosesDue: 0, dosesTaken: 0 }),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Medication adherence' });
    expect(await within(card).findByText('No doses due yet.')).toBeInTheDocument();
  });

  it('offers Find a Doctor when nothing is ahead, and says so when appointments cannot be fetched', async () => {
    stub({
      [LIST]: () => contractJson(myAppointmentsSchema, { data: [{ ...upcoming, status: 'Cancelled' }] }),
    });
    renderDashboard();
    const next = await screen.findByRole('region', { name: 'Next appointment' });
    expect(await within(next).findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/search');
  });

  it("shows 'Could not fetch your appointments.' in the card when the list fails", async () => {
    stub({ [LIST]: () => apiError(500, 'down', 'INTERNAL') });
    renderDashboard();
    const next = await screen.findByRole('region', { name: 'Next appointment' });
    expect(await within(next).findByText('Could not fetch your appointments.')).toBeInTheDocument();
  });

  it.each(['doctor', 'nurse'] as const)('sends a %s to their own home', async (role) => {
    stub({}, role);
    renderDashboard();
    expect(await screen.findByTestId('location')).toHaveTextContent('/doctor/dashboard');
  });

  it('counts down to the next appointment on the app clock and links to its card', async () => {
    stub();
    renderDashboard();
    const next = await screen.findByRole('region', { name: 'Next appointment' });
    // 25 Nov 11:00 India is 05:30 UTC; the clock says 22 Nov 04:00 UTC.
    expect(await within(next).findByText('Starts in 3 days, 1 hour')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Open this appointment' })).toHaveAttribute(
      'href',
      '/my-appointments?tab=upcoming#a-1',
    );
    // The clock moves on: the card reads it again when the tab is shown (no waiting on timers).
    vi.setSystemTime(new Date('2026-11-25T05:12:00Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(next).findByText('Starts in 18 minutes')).toBeInTheDocument();
    vi.setSystemTime(new Date('2026-11-25T05:29:30Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(next).findByText('Starting now')).toBeInTheDocument();
  });

  it('shows the care fund balance with a link to the fund', async () => {
    stub({
      'GET /api/care-fund/my-fund': () =>
        contractJson(myCareFundSchema, {
          careFundBalance: 125000,
          statement: [],
          settings: { isPublic: false, slug: null, story: '', displayName: 'Priya Sharma' },
          fundId: 'p-1',
          donationsCount: 0,
        }),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Care fund' });
    expect(await within(card).findByText('Balance: ₹1,25,000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open your care fund' })).toHaveAttribute(
      'href',
      '/care-fund',
    );
  });

  it('says so when the care fund cannot be loaded, and still links to it', async () => {
    stub({ 'GET /api/care-fund/my-fund': () => apiError(500, 'down', 'INTERNAL') });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Care fund' });
    expect(await within(card).findByText('Could not load your care fund balance.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open your care fund' })).toHaveAttribute(
      'href',
      '/care-fund',
    );
  });
});
