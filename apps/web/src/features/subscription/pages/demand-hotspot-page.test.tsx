import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { demandInsightsResponseSchema } from '@arogya/contract/schemas/subscription';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { DemandHotspotPage } from './demand-hotspot-page';

const proDoctor = contractUser({
  role: 'doctor',
  subscriptionTier: 'pro',
  city: 'Pune',
  specialty: 'Dentist',
});
const OWN = 'GET /api/demand-insights?city=Pune&specialty=Dentist';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

describe('DemandHotspotPage', () => {
  it("asks for the professional's own city and specialty first and says when there is no demand", async () => {
    const api = stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, proDoctor),
      [OWN]: () => contractJson(demandInsightsResponseSchema, { data: [] }),
    });
    renderPage(<DemandHotspotPage />, { path: '/demand-hotspot' });
    expect(await screen.findByText(MSG_SUBSCRIPTION.noDemandData)).toBeInTheDocument();
    expect(api.callsTo(OWN)).toHaveLength(1);
    expect(screen.getByLabelText(MSG_SUBSCRIPTION.filterCity)).toHaveValue('Pune');
  });

  it('shows the error with Retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, proDoctor),
      [OWN]: () => (fail ? apiError(500, 'boom') : contractJson(demandInsightsResponseSchema, { data: [] })),
    });
    renderPage(<DemandHotspotPage />, { path: '/demand-hotspot' });
    expect(await screen.findByText(MSG_SUBSCRIPTION.loadInsightsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(MSG_SUBSCRIPTION.noDemandData)).toBeInTheDocument();
  });

  it('sends a professional without Pro to /upgrade-pro', async () => {
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, { ...proDoctor, subscriptionTier: 'free' }),
    });
    renderPage(<DemandHotspotPage />, { path: '/demand-hotspot' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upgrade-pro'));
  });

  it('follows the server when it refuses (the session said Pro, the period has just ended)', async () => {
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, proDoctor),
      [OWN]: () => apiError(403, MSG_SUBSCRIPTION.proOnly, 'FORBIDDEN'),
    });
    renderPage(<DemandHotspotPage />, { path: '/demand-hotspot' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upgrade-pro'));
  });
});
