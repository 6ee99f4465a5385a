import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/session';
import { AvailabilityPage } from './availability-page';

const ME = '7f1c2b9e-0000-4000-8000-0000000000d1';

beforeEach(() => {
  // 22 November 2026, 09:30 in India (only Date is faked: user events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}, role: 'doctor' | 'nurse' | 'patient' = 'doctor') {
  return stubApi({
    'GET /api/auth/me': () => jsonResponse(contractUser({ _id: ME, id: ME, role, name: 'Neha Kapoor' })),
    [`GET /api/availability/${ME}`]: () =>
      jsonResponse({ availableDates: [{ date: '2026-11-24' }, { date: '2026-11-27' }] }),
    ...routes,
  });
}

function renderCalendar() {
  renderPage(<AvailabilityPage />, { path: '/doctor/availability' });
  return userEvent.setup();
}

const day = (name: string) => screen.getByRole('button', { name });

describe('AvailabilityPage (spec 02 §2, §5, §7, §8)', () => {
  it('shows the days of the current month, past days disabled, starting from the saved days', async () => {
    stub();
    renderCalendar();
    const days = within(await screen.findByRole('list', { name: 'Days of November 2026' })).getAllByRole(
      'button',
    );
    expect(days).toHaveLength(30);
    expect(day('Saturday, 21 November 2026')).toBeDisabled();
    expect(day('Sunday, 1 November 2026')).toBeDisabled();
    expect(day('Sunday, 22 November 2026')).toBeEnabled();
    expect(day('Sunday, 22 November 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Tuesday, 24 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Friday, 27 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Wednesday, 25 November 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 days selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /December/ })).not.toBeInTheDocument();
  });

  it("toggles days and saves them: 'Availability updated successfully!'", async () => {
    const api = stub({
      'POST /api/availability': ({ body }) =>
        jsonResponse({ msg: 'Availability updated successfully!', ...(body as object) }),
    });
    const user = renderCalendar();
    await screen.findByRole('list', { name: 'Days of November 2026' });
    await user.click(day('Friday, 27 November 2026'));
    await user.click(day('Monday, 30 November 2026'));
    await user.click(day('Sunday, 22 November 2026'));
    expect(day('Friday, 27 November 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Monday, 30 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Availability updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/availability')[0]?.body).toEqual({
      availableDates: [{ date: '2026-11-22' }, { date: '2026-11-24' }, { date: '2026-11-30' }],
    });
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(screen.getByText('3 days selected')).toBeInTheDocument();
  });

  it("says 'Failed to update availability.' when saving fails, and keeps the choice", async () => {
    stub({ 'POST /api/availability': () => new Response(null, { status: 500 }) });
    const user = renderCalendar();
    await screen.findByRole('list', { name: 'Days of November 2026' });
    await user.click(day('Monday, 30 November 2026'));
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Failed to update availability.')).toBeInTheDocument();
    expect(day('Monday, 30 November 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the message on screen when a day that holds bookings cannot be removed', async () => {
    const msg =
      'Tue, 24 Nov 2026 already has 2 bookings. Keep the day, or cancel those bookings first so the patients are told.';
    stub({ 'POST /api/availability': () => apiError(409, msg, 'CONFLICT') });
    const user = renderCalendar();
    await screen.findByRole('list', { name: 'Days of November 2026' });
    await user.click(day('Monday, 30 November 2026'));
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    // The next change clears it.
    await user.click(day('Monday, 30 November 2026'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'You must be logged in.' when the session is gone before saving", async () => {
    const api = stub();
    const user = renderCalendar();
    await screen.findByRole('list', { name: 'Days of November 2026' });
    window.localStorage.removeItem('token');
    await user.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('You must be logged in.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/availability')).toHaveLength(0);
  });

  it("says 'Could not fetch availability.' with Retry instead of an empty calendar", async () => {
    let calls = 0;
    stub({
      [`GET /api/availability/${ME}`]: () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'boom') : jsonResponse({ availableDates: [] });
      },
    });
    const user = renderCalendar();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Could not fetch availability.',
    );
    expect(screen.queryByRole('button', { name: 'Save Availability' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No days selected yet.')).toBeInTheDocument();
  });

  it('tells other roles that availability is for doctors and nurses', async () => {
    stub({}, 'patient');
    renderCalendar();
    expect(await screen.findByText('Only doctors and nurses set availability.')).toBeInTheDocument();
  });
});
