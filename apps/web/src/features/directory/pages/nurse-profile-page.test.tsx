import { providerDetailSchema } from '@arogya/contract/schemas/directory';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { providerDetail } from '../test/provider-fixtures';
import { NurseProfilePage } from './nurse-profile-page';

const ID = '7f1c2b9e-0000-4000-8000-0000000000e1';

beforeEach(() => {
  // Sunday 22 November 2026, 09:30 in India: every slot of the 23rd is still ahead (only Date is faked).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

const nurse = providerDetail({
  _id: ID,
  id: ID,
  role: 'nurse',
  name: 'Maria Fernandes',
  specialty: 'Elder Care',
  city: 'Mumbai',
  subscriptionTier: 'pro',
  fee: 600,
  availableDates: [{ date: '2026-11-23' }],
  takenSlots: [{ date: '2026-11-23', time: '12:00 PM' }],
});

describe('NurseProfilePage (spec 01 §2)', () => {
  it("says 'Loading Nurse Profile...', then shows 4 assignment slots with the taken one booked", async () => {
    stubApi({ [`GET /api/nurses/${ID}`]: () => contractJson(providerDetailSchema, nurse) });
    renderPage(<NurseProfilePage />, { path: '/nurses/:id', at: `/nurses/${ID}` });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Nurse Profile...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Fernandes' })).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Select Assignment Slot' })).toBeInTheDocument();

    const slots = within(screen.getByRole('list', { name: 'Time slots' })).getAllByRole('button');
    expect(slots.map((s) => s.textContent)).toEqual(['09:00 AM', '12:00 PM Booked', '03:00 PM', '06:00 PM']);
    expect(slots[1]).toHaveAttribute('aria-disabled', 'true');

    await userEvent.setup().click(slots[2]!);
    expect(slots[2]).toHaveAttribute('aria-pressed', 'true');
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('Arrival Time').nextElementSibling).toHaveTextContent('03:00 PM');
    expect(within(summary).getByText('Service Fee (per day)').nextElementSibling).toHaveTextContent('₹600');
    expect(within(summary).queryByRole('radio')).not.toBeInTheDocument();
  });

  it("shows 'Nurse not found.' for an unknown nurse", async () => {
    stubApi({ [`GET /api/nurses/${ID}`]: () => apiError(404, 'Nurse not found.', 'NOT_FOUND') });
    renderPage(<NurseProfilePage />, { path: '/nurses/:id', at: `/nurses/${ID}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nurse not found.');
    expect(screen.getByRole('link', { name: 'Find a Nurse' })).toHaveAttribute('href', '/search-nurses');
  });
});
