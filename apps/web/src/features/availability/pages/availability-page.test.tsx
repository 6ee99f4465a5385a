import type { MySchedule } from '@arogya/contract/schemas/availability';
import { myScheduleSchema } from '@arogya/contract/schemas/availability';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { AvailabilityPage } from './availability-page';

const ME = '7f1c2b9e-0000-4000-8000-0000000000d1';

const MON_FRI = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
const SCHEDULE: MySchedule = {
  window: { first: '2026-11-26', last: '2027-02-23' },
  weeklyHours: MON_FRI,
  exceptions: [{ date: '2026-11-30', available: false, hours: null }],
  days: [],
  schedule: [
    {
      date: '2026-11-26',
      source: 'weekly',
      hours: { start: '10:00', end: '13:00' },
      slots: ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM'],
    },
    {
      date: '2026-11-27',
      source: 'weekly',
      hours: { start: '10:00', end: '13:00' },
      slots: ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM'],
    },
  ],
  bookings: [
    { _id: 'b1', date: '2026-11-27', time: '11:30 AM', patientName: 'Asha Rao', status: 'Confirmed' },
  ],
};

beforeEach(() => {
  // 26 November 2026, 09:30 in India (only Date is faked: user events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}, role: 'doctor' | 'nurse' | 'patient' = 'doctor') {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ _id: ME, id: ME, role, name: 'Neha Kapoor' })),
    'GET /api/availability/me': () => contractJson(myScheduleSchema, SCHEDULE),
    ...routes,
  });
}

function renderEditor() {
  renderPage(<AvailabilityPage />, { path: '/doctor/availability' });
  return userEvent.setup();
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('AvailabilityPage (spec 02 §2, §7, §8; decision 053)', () => {
  it('shows the weekly hours and a calendar that moves month by month through the window', async () => {
    stub();
    const user = renderEditor();
    expect(await screen.findByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monday from' })).toHaveValue('10:00');
    expect(screen.getAllByText('Slots: 11:00 AM, 11:30 AM, 12:00 PM, 12:30 PM')).toHaveLength(5);

    const november = screen.getByRole('list', { name: 'Days of November 2026' });
    expect(within(november).getAllByRole('button')).toHaveLength(30);
    expect(day(/^Wednesday, 25 November 2026/)).toBeDisabled();
    expect(day(/^Thursday, 26 November 2026, Weekly hours, 4 slots/)).toHaveAttribute('aria-current', 'date');
    expect(day(/^Friday, 27 November 2026, .*Has bookings/)).toBeEnabled();
    expect(day(/^Monday, 30 November 2026, Day off/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    for (const month of ['December 2026', 'January 2027', 'February 2027']) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(screen.getByRole('list', { name: `Days of ${month}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day(/^Tuesday, 23 February 2027/)).toBeEnabled();
    expect(day(/^Wednesday, 24 February 2027/)).toBeDisabled();
  });

  it('saves the weekly hours, copying Monday to the other weekdays', async () => {
    const api = stub({
      'PUT /api/availability/weekly-hours': () =>
        contractJson(myScheduleSchema, { ...SCHEDULE, msg: 'Weekly hours saved.' }),
    });
    const user = renderEditor();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Monday until' }), '14:30');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('Weekly hours saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/availability/weekly-hours')[0]?.body).toEqual({
      weeklyHours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '14:30' })),
        { weekday: 6, start: '10:00', end: '15:00' },
      ],
    });
  });

  it('keeps a refusal on screen, naming the bookings a new week would strand', async () => {
    const msg =
      'This change would leave bookings without a slot: Fri, 27 Nov 2026 11:30 AM with Asha Rao. Keep those hours, or cancel the bookings first so the patients are told.';
    stub({ 'PUT /api/availability/weekly-hours': () => apiError(409, msg, 'CONFLICT') });
    const user = renderEditor();
    await user.click(await screen.findByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  });

  it('names the bookings of a day and does not offer to take it off', async () => {
    stub();
    const user = renderEditor();
    await screen.findByRole('list', { name: 'Days of November 2026' });
    await user.click(day(/^Friday, 27 November 2026/));
    const panel = screen.getByRole('region', { name: 'Friday, 27 November 2026' });
    expect(panel).toHaveTextContent(
      'Booked: 11:30 AM with Asha Rao. A day with bookings cannot be removed; cancel the bookings first.',
    );
    expect(within(panel).getByRole('button', { name: 'Take this day off' })).toBeDisabled();
  });

  it("changes a single day: other hours, and back to the weekly hours — 'Availability updated successfully!'", async () => {
    const api = stub({
      'PUT /api/availability/exceptions/2026-12-01': () =>
        contractJson(myScheduleSchema, { ...SCHEDULE, msg: 'Day updated.' }),
      'DELETE /api/availability/exceptions/2026-11-30': () =>
        contractJson(myScheduleSchema, { ...SCHEDULE, exceptions: [] }),
    });
    const user = renderEditor();
    await screen.findByRole('list', { name: 'Days of November 2026' });
    await user.click(day(/^Monday, 30 November 2026/));
    expect(screen.getByText('You are off this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to weekly hours' }));
    expect(await screen.findByText('Availability updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/availability/exceptions/2026-11-30')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(day(/^Tuesday, 1 December 2026/));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tuesday, 1 December 2026 from' }),
      '13:00',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tuesday, 1 December 2026 until' }),
      '15:00',
    );
    await user.click(screen.getByRole('button', { name: 'Use these hours this day' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/availability/exceptions/2026-12-01')).toHaveLength(1),
    );
    expect(api.callsTo('PUT /api/availability/exceptions/2026-12-01')[0]?.body).toEqual({
      available: true,
      start: '13:00',
      end: '15:00',
    });
  });

  it("says 'You must be logged in.' when the session is gone before saving", async () => {
    const api = stub();
    const user = renderEditor();
    await screen.findByRole('checkbox', { name: 'Monday' });
    window.localStorage.removeItem('token');
    await user.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(await screen.findByText('You must be logged in.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/availability/weekly-hours')).toHaveLength(0);
  });

  it("says 'Could not fetch availability.' with Retry instead of an empty editor", async () => {
    let calls = 0;
    stub({
      'GET /api/availability/me': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'boom') : contractJson(myScheduleSchema, SCHEDULE);
      },
    });
    const user = renderEditor();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Could not fetch availability.',
    );
    expect(screen.queryByRole('button', { name: 'Save weekly hours' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Monday' })).toBeChecked();
  });

  it('tells other roles that availability is for doctors and nurses', async () => {
    stub({}, 'patient');
    renderEditor();
    expect(await screen.findByText('Only doctors and nurses set availability.')).toBeInTheDocument();
  });
});
