import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { paymentHistorySchema } from '@arogya/contract/schemas/payments';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { PaymentHistoryPage } from './payment-history-page';

const URL_PAGE_1 = 'GET /api/payment/my-history?page=1&limit=20';

const history = paymentHistorySchema.parse({
  data: [
    {
      _id: 'p-2',
      razorpayOrderId: 'order_B',
      razorpayPaymentId: 'pay_B',
      createdAt: '2026-11-20T10:00:00.000Z',
      description: 'Top-up of your care fund',
      amount: 125_000_00,
      currency: 'INR',
      status: 'failed',
      type: 'care_fund_topup',
      refundedAmount: 0,
      refundedAt: null,
    },
    {
      _id: 'p-1',
      razorpayOrderId: 'order_A',
      razorpayPaymentId: 'pay_A',
      createdAt: '2026-11-19T10:00:00.000Z',
      description: "Donation to Priya's Care Fund",
      amount: 50_050,
      currency: 'INR',
      status: 'success',
      type: 'care_fund_donation',
      refundedAmount: 0,
      refundedAt: null,
    },
  ],
  page: 1,
  limit: 20,
  hasMore: false,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

describe('PaymentHistoryPage', () => {
  it('shows amounts from paise with ₹ and Indian grouping, Paid and Failed, a receipt only when paid', async () => {
    stubApi({ [URL_PAGE_1]: () => contractJson(paymentHistorySchema, history) });
    renderPage(<PaymentHistoryPage />, { path: '/payment-history' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MSG_PAYMENTS.heading);
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('₹1,25,000')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(MSG_PAYMENTS.failed)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('₹500.50')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(MSG_PAYMENTS.paid)).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: /Download receipt/ }),
    ).toBeInTheDocument();
  });

  it("says 'No payments found.' when there are none", async () => {
    stubApi({
      [URL_PAGE_1]: () =>
        contractJson(paymentHistorySchema, { data: [], page: 1, limit: 20, hasMore: false }),
    });
    renderPage(<PaymentHistoryPage />, { path: '/payment-history' });
    expect(screen.getByText(MSG_PAYMENTS.loading)).toBeInTheDocument();
    expect(await screen.findByText(MSG_PAYMENTS.empty)).toBeInTheDocument();
  });

  it('shows the spec’s failure text with a retry', async () => {
    stubApi({ [URL_PAGE_1]: () => apiError(500, 'boom', 'INTERNAL') });
    renderPage(<PaymentHistoryPage />, { path: '/payment-history' });
    expect(await screen.findByText(MSG_PAYMENTS.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
