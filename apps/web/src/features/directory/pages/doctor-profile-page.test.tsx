import { providerDetailSchema } from '@arogya/contract/schemas/directory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { ProviderProfile } from '../components/provider-profile';
import { providerDetail } from '../test/provider-fixtures';
import { DoctorProfilePage } from './doctor-profile-page';

const ID = '7f1c2b9e-0000-4000-8000-0000000000d1';

/** An India wall-clock time as an instant (India is UTC+05:30 all year). */
const india = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);

beforeEach(() => {
  // Sunday 22 November 2026, 09:30 in India, before every slot of the fixture's days (only Date is faked).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(india('2026-11-22', '09:30'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDoctor(detail = providerDetail()) {
  const api = stubApi({ [`GET /api/doctors/${ID}`]: () => contractJson(providerDetailSchema, detail) });
  renderPage(<DoctorProfilePage />, { path: '/doctors/:id', at: `/doctors/${ID}` });
  return { api, user: userEvent.setup() };
}

const slotButton = (name: RegExp | string) =>
  within(screen.getByRole('list', { name: 'Time slots' })).getByRole('button', { name });

describe('DoctorProfilePage (spec 01 §2)', () => {
  it("says 'Loading Doctor's Profile...' and then shows the doctor", async () => {
    renderDoctor();
    expect(screen.getByRole('status')).toHaveTextContent("Loading Doctor's Profile...");
    expect(await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' })).toBeInTheDocument();
    expect(screen.getByText('Dermatologist')).toBeInTheDocument();
    expect(screen.getByText('9 years experience')).toBeInTheDocument();
    expect(screen.getByText('Delhi')).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (Dermatology)')).toBeInTheDocument();
    expect(screen.getByText('Dermatologist in South Delhi.')).toBeInTheDocument();
    expect(screen.getByText('Acne treatment')).toBeInTheDocument();
    expect(screen.getByText('Dermoscopy')).toBeInTheDocument();
  });

  it('shows Verified Professional when approved, and PRO only for tier pro', async () => {
    renderDoctor(providerDetail({ subscriptionTier: 'pro', isVerified: true }));
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.getByText('Verified Professional')).toBeInTheDocument();
  });

  it('hides both badges for a free, unverified doctor', async () => {
    renderDoctor(providerDetail({ subscriptionTier: 'free', isVerified: false }));
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    expect(screen.queryByText('PRO')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified Professional')).not.toBeInTheDocument();
  });

  it('chooses the first date, and disables the slots taken on the chosen date', async () => {
    const { user } = renderDoctor();
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    const dates = within(screen.getByRole('list', { name: 'Available dates' })).getAllByRole('button');
    expect(dates.map((d) => d.textContent)).toEqual(['Tue 24 Nov', 'Thu 26 Nov']);
    expect(dates[0]).toHaveAttribute('aria-pressed', 'true');
    expect(dates[1]).toHaveAttribute('aria-pressed', 'false');

    const slots = within(screen.getByRole('list', { name: 'Time slots' })).getAllByRole('button');
    expect(slots).toHaveLength(7);
    const taken = slotButton('11:30 AM Booked');
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(slots.filter((s) => s.getAttribute('aria-disabled') === 'true')).toHaveLength(1);

    // Clicking a taken slot chooses nothing.
    await user.click(taken);
    expect(taken).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Time').nextElementSibling).toHaveTextContent('Not selected');

    // Another day: its own taken slot.
    await user.click(dates[1]!);
    expect(dates[1]).toHaveAttribute('aria-pressed', 'true');
    expect(slotButton('11:30 AM')).not.toHaveAttribute('aria-disabled');
    expect(slotButton('02:00 PM Booked')).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the chosen slot pressed and sums it up with the fee for the appointment type', async () => {
    const { user } = renderDoctor();
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    await user.click(slotButton('12:00 PM'));
    expect(slotButton('12:00 PM')).toHaveAttribute('aria-pressed', 'true');

    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('Tue 24 Nov')).toBeInTheDocument();
    expect(within(summary).getByText('12:00 PM')).toBeInTheDocument();
    expect(within(summary).getByText('Total Fee').nextElementSibling).toHaveTextContent('₹2,000');

    await user.click(within(summary).getByRole('radio', { name: /Video Consultation/ }));
    expect(within(summary).getByText('Total Fee').nextElementSibling).toHaveTextContent('₹400');
    expect(within(summary).getByRole('radio', { name: /In-Home Visit/ })).not.toBeChecked();
  });

  it('ends at the summary with the booking button, and no "arriving shortly" note', async () => {
    renderDoctor();
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    // Drawn a task after the top of the page (components/ui/deferred).
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    expect(screen.queryByText(/Online booking is arriving shortly/)).not.toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Confirm & Book Appointment' })).toBeEnabled();
    // No session, so no care fund to pay from.
    expect(within(summary).queryByRole('button', { name: 'Pay from Care Fund' })).not.toBeInTheDocument();
  });

  describe("today's slots whose time has come (India time)", () => {
    it("are disabled and say 'Passed', while the later ones of today can be chosen", async () => {
      vi.setSystemTime(india('2026-11-24', '12:10'));
      const { user } = renderDoctor();
      await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
      expect(screen.getByRole('button', { name: 'Tue 24 Nov' })).toHaveAttribute('aria-pressed', 'true');

      const slots = within(screen.getByRole('list', { name: 'Time slots' })).getAllByRole('button');
      expect(slots.map((s) => s.textContent)).toEqual([
        '11:00 AM Passed',
        '11:30 AM Booked',
        '12:00 PM Passed',
        '12:30 PM',
        '01:00 PM',
        '01:30 PM',
        '02:00 PM',
      ]);
      const passed = slotButton('11:00 AM Passed');
      expect(passed).toHaveAttribute('aria-disabled', 'true');
      expect(slotButton('12:00 PM Passed')).toHaveAttribute('aria-disabled', 'true');

      // A passed slot chooses nothing; a later one of today does.
      await user.click(passed);
      expect(passed).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('Time').nextElementSibling).toHaveTextContent('Not selected');
      await user.click(slotButton('12:30 PM'));
      expect(slotButton('12:30 PM')).toHaveAttribute('aria-pressed', 'true');
      expect(slotButton('12:30 PM')).not.toHaveAttribute('aria-disabled');
    });

    it('moves the first choice to the next day with a slot once none is left today', async () => {
      vi.setSystemTime(india('2026-11-24', '14:01'));
      const { user } = renderDoctor();
      await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
      const today = screen.getByRole('button', { name: 'Tue 24 Nov' });
      const thursday = screen.getByRole('button', { name: 'Thu 26 Nov' });
      expect(thursday).toHaveAttribute('aria-pressed', 'true');
      expect(today).toHaveAttribute('aria-pressed', 'false');
      const summary = await screen.findByRole('region', { name: 'Booking Summary' });
      expect(within(summary).getByText('Thu 26 Nov')).toBeInTheDocument();
      expect(slotButton('11:00 AM')).not.toHaveAttribute('aria-disabled');

      // Today can still be looked at: every slot is passed (or booked).
      await user.click(today);
      const slots = within(screen.getByRole('list', { name: 'Time slots' })).getAllByRole('button');
      expect(slots.every((s) => s.getAttribute('aria-disabled') === 'true')).toBe(true);
      expect(slotButton('02:00 PM Passed')).toBeInTheDocument();
    });

    it('leaves out days before today', async () => {
      vi.setSystemTime(india('2026-11-25', '09:00'));
      renderDoctor();
      await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
      const dates = within(screen.getByRole('list', { name: 'Available dates' })).getAllByRole('button');
      expect(dates.map((d) => d.textContent)).toEqual(['Thu 26 Nov']);
    });

    it('lets go of a chosen slot when its time comes while the page is open (with an injected clock)', async () => {
      let now = india('2026-11-24', '12:20').getTime();
      stubApi({});
      renderPage(
        <ProviderProfile
          provider={providerDetail()}
          back={{ to: '/search', label: 'Find a Doctor' }}
          clock={() => now}
        />,
        { path: '/doctors/:id', at: `/doctors/${ID}` },
      );
      const user = userEvent.setup();
      await user.click(slotButton('12:30 PM'));
      const summary = screen.getByRole('region', { name: 'Booking Summary' });
      expect(within(summary).getByText('Time').nextElementSibling).toHaveTextContent('12:30 PM');

      // The clock moves on; the page looks again when it is shown (and every half minute).
      now = india('2026-11-24', '12:31').getTime();
      act(() => {
        fireEvent(document, new Event('visibilitychange'));
      });
      expect(slotButton('12:30 PM Passed')).toHaveAttribute('aria-disabled', 'true');
      expect(within(summary).getByText('Time').nextElementSibling).toHaveTextContent('Not selected');
    });
  });

  it('says so plainly when there are no available dates', async () => {
    renderDoctor(providerDetail({ availableDates: [], takenSlots: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    expect(screen.getByText('No available dates. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Time slots' })).not.toBeInTheDocument();
  });

  it("shows 'Could not find doctor details.' for an unknown doctor, with a way back and no Retry", async () => {
    stubApi({ [`GET /api/doctors/${ID}`]: () => apiError(404, 'Doctor not found.', 'NOT_FOUND') });
    renderPage(<DoctorProfilePage />, { path: '/doctors/:id', at: `/doctors/${ID}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not find doctor details.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/search');
  });

  it('offers Retry when the server failed, and shows the doctor once it answers', async () => {
    let calls = 0;
    stubApi({
      [`GET /api/doctors/${ID}`]: () => {
        calls += 1;
        return calls <= 2
          ? apiError(503, 'down', 'SERVICE_UNAVAILABLE')
          : contractJson(providerDetailSchema, providerDetail());
      },
    });
    renderPage(<DoctorProfilePage />, { path: '/doctors/:id', at: `/doctors/${ID}` });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Could not find doctor details.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' })).toBeInTheDocument();
  });
});
