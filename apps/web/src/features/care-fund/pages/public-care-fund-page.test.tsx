import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import {
  donationOrderSchema,
  type PublicCareFund,
  publicCareFundSchema,
} from '@arogya/contract/schemas/care-fund';
import { paymentOrderSchema } from '@arogya/contract/schemas/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { PublicCareFundPage } from './public-care-fund-page';

const FUND_ID = '3f0f5842-5249-569b-898a-8f7c9dbbe822';

function fund(overrides: Partial<PublicCareFund> = {}): PublicCareFund {
  return publicCareFundSchema.parse({
    fundId: FUND_ID,
    slug: 'priya-sharma',
    displayName: 'Priya',
    story: 'Knee surgery recovery at home.',
    careFundBalance: 125_000,
    donationsCount: 2,
    recentDonors: [{ name: 'Anonymous', amount: 75_050, message: '', createdAt: '2026-11-20T10:00:00.000Z' }],
    ...overrides,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('PublicCareFundPage', () => {
  it('shows the balance in Indian digit grouping and donors in rupees from paise', async () => {
    stubApi({ 'GET /api/care-fund/public/priya-sharma': () => contractJson(publicCareFundSchema, fund()) });
    renderPage(<PublicCareFundPage />, { path: '/care-fund/:patientId', at: '/care-fund/priya-sharma' });
    expect(await screen.findByTestId('fund-balance')).toHaveTextContent('₹1,25,000');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Priya's Care Fund");
    expect(screen.getByText('₹750.50')).toBeInTheDocument();
  });

  it('reads the slug query parameter before the path', async () => {
    const api = stubApi({
      'GET /api/care-fund/public/from-query': () =>
        contractJson(publicCareFundSchema, fund({ slug: 'from-query' })),
    });
    renderPage(<PublicCareFundPage />, {
      path: '/care-fund/:patientId',
      at: '/care-fund/ignored?slug=from-query',
    });
    expect(await screen.findByTestId('fund-balance')).toBeInTheDocument();
    expect(api.callsTo('GET /api/care-fund/public/from-query')).toHaveLength(1);
  });

  it("shows 'Invalid fund identifier.' for an unknown fund", async () => {
    stubApi({
      'GET /api/care-fund/public/nope': () => apiError(404, MSG_CARE_FUND.invalidFundIdentifier, 'NOT_FOUND'),
    });
    renderPage(<PublicCareFundPage />, { path: '/care-fund/:patientId', at: '/care-fund/nope' });
    expect(await screen.findByText(MSG_CARE_FUND.invalidFundIdentifier)).toBeInTheDocument();
  });

  it('refuses an amount out of bounds before any order is started', async () => {
    const api = stubApi({
      'GET /api/care-fund/public/priya-sharma': () => contractJson(publicCareFundSchema, fund()),
    });
    renderPage(<PublicCareFundPage />, { path: '/care-fund/:patientId', at: '/care-fund/priya-sharma' });
    const amount = await screen.findByLabelText(
      new RegExp(MSG_CARE_FUND.amountRupees.replace(/[()₹]/g, '.')),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: MSG_CARE_FUND.donate }));
    expect(await screen.findByText(MSG_CARE_FUND.amountOutOfBounds)).toBeInTheDocument();
    expect(api.callsTo('POST /api/care-fund/donate')).toHaveLength(0);
  });

  it('opens the test checkout with the amount and purpose; Cancel verifies nothing', async () => {
    const order = paymentOrderSchema.parse({
      order: { id: 'order_Test123', amount: 100_000, currency: 'INR' },
      key: 'rzp_test_arogya_offline',
      mode: 'test',
      description: "Donation to Priya's Care Fund",
    });
    const api = stubApi({
      'GET /api/care-fund/public/priya-sharma': () => contractJson(publicCareFundSchema, fund()),
      'POST /api/care-fund/donate': () => contractJson(donationOrderSchema, order, 201),
    });
    renderPage(<PublicCareFundPage />, { path: '/care-fund/:patientId', at: '/care-fund/priya-sharma' });
    await userEvent.click(await screen.findByRole('button', { name: MSG_CARE_FUND.donate }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG_PAYMENTS.testMode);
    expect(within(dialog).getByTestId('checkout-amount')).toHaveTextContent('₹1,000');
    expect(api.callsTo('POST /api/care-fund/donate')[0]?.body).toMatchObject({
      fundId: FUND_ID,
      amount: 100_000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: MSG_PAYMENTS.testCheckoutCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/payment/verify')).toHaveLength(0);
  });
});
