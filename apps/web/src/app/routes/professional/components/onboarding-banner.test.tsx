import { myScheduleSchema } from '@arogya/contract/schemas/availability';
import { ownProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthSession } from '../../../../lib/auth-session';
import { stubApi } from '../../../../test/api-stub';
import { renderPage } from '../../../../test/app-harness';
import { contractProfile, contractUser } from '../../../../test/fixtures';
import { contractJson } from '../../../../test/msw';
import { OnboardingBanner } from './onboarding-banner';

const ME = '7f1c2b9e-0000-4000-8000-0000000000d7';
const EMPTY_SCHEDULE = {
  window: { first: '2026-11-26', last: '2027-02-23' },
  weeklyHours: [],
  exceptions: [],
  days: [],
  schedule: [],
  bookings: [],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

function Harness() {
  const { user } = useAuthSession();
  return user ? <OnboardingBanner user={user} /> : null;
}

type State = {
  role: 'doctor' | 'technician' | 'ambulance';
  approvalStatus: string;
  rejectionReason?: string;
};

function stub(initial: State, routes: Parameters<typeof stubApi>[0] = {}) {
  let state = initial;
  const api = stubApi({
    'GET /api/auth/me': () =>
      contractJson(
        sessionUserSchema,
        contractUser({
          _id: ME,
          id: ME,
          role: state.role,
          name: 'Meera Iyer',
          approvalStatus: state.approvalStatus as 'pending',
          rejectionReason: state.rejectionReason ?? null,
          isVerified: state.approvalStatus === 'approved',
        }),
      ),
    'GET /api/availability/me': () => contractJson(myScheduleSchema, EMPTY_SCHEDULE),
    'POST /api/profile/resubmit': () => {
      state = { ...state, approvalStatus: 'pending', rejectionReason: undefined };
      return contractJson(
        ownProfileSchema,
        contractProfile({ _id: ME, id: ME, role: state.role, name: 'Meera Iyer', approvalStatus: 'pending' }),
      );
    },
    ...routes,
  });
  renderPage(<Harness />, { path: '/doctor/dashboard' });
  return api;
}

describe('OnboardingBanner (decision 052)', () => {
  it('tells a pending doctor they are awaiting verification and what happens next', async () => {
    stub({ role: 'doctor', approvalStatus: 'pending' });
    const banner = await screen.findByRole('region', {
      name: "Awaiting verification — patients can't find you yet",
    });
    expect(banner).toHaveTextContent('usually within 2 working days');
    expect(within(banner).getByRole('link', { name: 'Set your availability' })).toHaveAttribute(
      'href',
      '/doctor/availability',
    );
    expect(within(banner).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/doctor/edit-profile',
    );
  });

  it('shows a rejected professional the reason, how to fix it, and resubmits them for review', async () => {
    const api = stub({
      role: 'technician',
      approvalStatus: 'rejected',
      rejectionReason: 'The licence number could not be verified.',
    });
    const banner = await screen.findByRole('region', { name: 'Your application needs changes' });
    expect(banner).toHaveTextContent('The admin said: The licence number could not be verified.');
    expect(within(banner).getByRole('link', { name: 'Correct your details' })).toHaveAttribute(
      'href',
      '/technician/profile',
    );
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Resubmit for review' }));
    expect(
      await screen.findByText('Resubmitted. An admin will review your application again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/profile/resubmit')).toHaveLength(1);
    // The session reloads: the banner now says the application is awaiting verification.
    expect(
      await screen.findByRole('region', { name: "Awaiting verification — patients can't find you yet" }),
    ).toBeInTheDocument();
  });

  it('asks an approved doctor without availability to add some, and says nothing once they have it', async () => {
    stub({ role: 'doctor', approvalStatus: 'approved' });
    const banner = await screen.findByRole('region', {
      name: 'Add your availability so patients can book you',
    });
    expect(within(banner).getByRole('link', { name: 'Set your availability' })).toHaveAttribute(
      'href',
      '/doctor/availability',
    );
  });

  it('says nothing to an approved doctor who is bookable', async () => {
    const api = stub(
      { role: 'doctor', approvalStatus: 'approved' },
      {
        'GET /api/availability/me': () =>
          contractJson(myScheduleSchema, {
            ...EMPTY_SCHEDULE,
            schedule: [{ date: '2026-11-27', source: 'weekly', hours: null, slots: ['11:00 AM'] }],
          }),
      },
    );
    await vi.waitFor(() => expect(api.callsTo('GET /api/availability/me')).toHaveLength(1));
    for (const name of [
      'Add your availability so patients can book you',
      "Awaiting verification — patients can't find you yet",
      'Your application needs changes',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });
});
