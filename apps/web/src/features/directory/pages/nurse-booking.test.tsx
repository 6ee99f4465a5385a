import { appointmentBookedSchema } from '@arogya/contract/schemas/appointments';
import { providerDetailSchema } from '@arogya/contract/schemas/directory';
import { publicProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractAppointment, contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { providerDetail } from '../test/provider-fixtures';
import { NurseProfilePage } from './nurse-profile-page';

const ID = '7f1c2b9e-0000-4000-8000-0000000000e1';
const ME = '7f1c2b9e-0000-4000-8000-000000000001';
const BOOK = 'POST /api/appointments';

const nurse = providerDetail({
  _id: ID,
  id: ID,
  role: 'nurse',
  name: 'Maria Fernandes',
  specialty: 'Elder Care',
  fee: 600,
  availableDates: [{ date: '2026-11-23' }],
  takenSlots: [],
});

beforeEach(() => {
  // Sunday 22 November 2026, 09:30 in India: every slot of the 23rd is still ahead (only Date is faked).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET /api/nurses/${ID}`]: () => contractJson(providerDetailSchema, nurse),
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ _id: ME, id: ME, name: 'Priya Sharma' })),
    [`GET /api/profile/${ME}`]: () =>
      contractJson(publicProfileSchema, {
        _id: ME,
        id: ME,
        name: 'Priya Sharma',
        role: 'patient',
        city: null,
        specialty: null,
        experience: null,
        qualifications: [],
        bio: null,
        verifiedSkills: [],
        averageRating: 0,
        numReviews: 0,
        isVerified: false,
        subscriptionTier: 'free',
        profilePictureUrl: null,
        careFundBalance: 450,
      }),
    [BOOK]: () =>
      contractJson(
        appointmentBookedSchema,
        {
          msg: 'Nurse assignment booked successfully!',
          message: 'Nurse assignment booked successfully!',
          careFundBalance: 450,
          data: contractAppointment({ bookingType: 'Nurse Assignment' }),
        },
        201,
      ),
    ...routes,
  });
}

function renderNurse(at = `/nurses/${ID}`) {
  renderPage(<NurseProfilePage />, { path: '/nurses/:id', at });
  return userEvent.setup();
}

const summary = () => screen.getByRole('region', { name: 'Booking Summary' });
const slot = (name: string) =>
  within(screen.getByRole('list', { name: 'Time slots' })).getByRole('button', { name });

/** The booking details and summary are drawn a task after the top of the page (components/ui/deferred). */
const bookingDrawn = () => screen.findByRole('region', { name: 'Booking Summary' });

describe('Booking a nurse (spec 01 §2, §5)', () => {
  it("sends a visitor to log in: 'You must be logged in to book an assignment.', then /login?redirect=", async () => {
    const api = stub();
    const user = renderNurse(`/nurses/${ID}?symptoms=Care`);
    await screen.findByRole('heading', { level: 1, name: 'Maria Fernandes' });
    await bookingDrawn();
    expect(within(summary()).queryByText(/Care fund balance/)).not.toBeInTheDocument();
    await user.click(within(summary()).getByRole('button', { name: 'Confirm & Book Nurse' }));
    expect(await screen.findByText('You must be logged in to book an assignment.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?redirect=/nurses/${ID}%3Fsymptoms%3DCare`,
    );
    expect(api.callsTo(BOOK)).toHaveLength(0);
    expect(api.callsTo(`GET /api/profile/${ME}`)).toHaveLength(0);
  });

  it("asks for the care required: 'Please describe the care required.'", async () => {
    window.localStorage.setItem('token', 'tok');
    const api = stub();
    const user = renderNurse();
    await screen.findByRole('heading', { level: 1, name: 'Maria Fernandes' });
    await bookingDrawn();
    await user.click(slot('03:00 PM'));
    await user.click(await within(summary()).findByRole('button', { name: 'Confirm & Book Nurse' }));
    expect(field('Describe Care Requirements')).toHaveAccessibleDescription(
      'Please describe the care required.',
    );
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('books a Nurse Assignment at ₹600 with the fee due, and never offers a care fund that is too low', async () => {
    window.localStorage.setItem('token', 'tok');
    const api = stub();
    const user = renderNurse();
    await screen.findByRole('heading', { level: 1, name: 'Maria Fernandes' });
    await bookingDrawn();
    expect(await within(summary()).findByText('Care fund balance: ₹450')).toBeInTheDocument();
    expect(within(summary()).queryByRole('button', { name: 'Pay from Care Fund' })).not.toBeInTheDocument();
    await user.click(slot('09:00 AM'));
    await user.click(field('Describe Care Requirements'));
    await user.paste('Help after knee surgery, dressing twice a day');
    await user.click(within(summary()).getByRole('button', { name: 'Confirm & Book Nurse' }));
    expect(await screen.findByText('Nurse assignment booked successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-appointments');
    expect(api.callsTo(BOOK)[0]?.body).toEqual({
      doctor: ID,
      appointmentDate: '2026-11-23',
      appointmentTime: '09:00 AM',
      bookingType: 'Nurse Assignment',
      symptoms: 'Help after knee surgery, dressing twice a day',
      previousMeds: '',
      fee: 600,
      paymentMethod: 'external',
    });
  });
});
