import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import {
  cancelSubscriptionResultSchema,
  createSubscriptionResultSchema,
  subscriptionStatusResponseSchema,
  subscriptionTestCheckoutResultSchema,
  verifySubscriptionResultSchema,
} from '@arogya/contract/schemas/subscription';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { UpgradeProPage } from './upgrade-pro-page';

const STATUS = 'GET /api/subscription/status';
const doctor = contractUser({ role: 'doctor', subscriptionTier: 'free' });
const free = subscriptionStatusResponseSchema.parse({
  data: { tier: 'free', expiry: null, subscription: { status: null, cancelAtPeriodEnd: false, mode: null } },
});
const pro = subscriptionStatusResponseSchema.parse({
  data: {
    tier: 'pro',
    expiry: '2026-12-21T10:00:00.000Z',
    subscription: { status: 'active', cancelAtPeriodEnd: false, mode: 'test' },
  },
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

describe('UpgradeProPage', () => {
  it('offers the plan, pays through the test checkout and announces the Test Mode success', async () => {
    let paid = false;
    const api = stubApi({
      'GET /api/auth/me': () =>
        contractJson(sessionUserSchema, { ...doctor, subscriptionTier: paid ? 'pro' : 'free' }),
      [STATUS]: () => contractJson(subscriptionStatusResponseSchema, paid ? pro : free),
      'POST /api/subscription/create': () =>
        contractJson(
          createSubscriptionResultSchema,
          {
            subscriptionId: 'sub_T1',
            testMode: true,
            key: 'rzp_test_arogya_offline',
            amount: 99_900,
            currency: 'INR',
            description: 'Arogya Pro — monthly plan',
          },
          201,
        ),
      'POST /api/subscription/test-checkout/sub_T1/pay': () =>
        contractJson(subscriptionTestCheckoutResultSchema, {
          razorpay_payment_id: 'pay_T1',
          razorpay_subscription_id: 'sub_T1',
          razorpay_signature: 'ab'.repeat(32),
        }),
      'POST /api/subscription/verify': () => {
        paid = true;
        return contractJson(verifySubscriptionResultSchema, {
          msg: MSG_SUBSCRIPTION.activated,
          message: MSG_SUBSCRIPTION.activated,
          data: { user: { ...doctor, subscriptionTier: 'pro' } },
          testMode: true,
        });
      },
    });
    renderPage(<UpgradeProPage />, { path: '/upgrade-pro' });
    expect(await screen.findByText(MSG_SUBSCRIPTION.loading)).toBeInTheDocument();
    const upgrade = await screen.findByRole('button', { name: MSG_SUBSCRIPTION.upgradeToPro });
    expect(screen.getByText(MSG_SUBSCRIPTION.whyUpgrade)).toBeInTheDocument();
    expect(screen.getByText(MSG_SUBSCRIPTION.faqCancelA)).toBeInTheDocument();
    await userEvent.click(upgrade);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('checkout-amount')).toHaveTextContent('₹999');
    await userEvent.click(within(dialog).getByRole('button', { name: /Pay/ }));
    expect(
      await screen.findByText(`${MSG_SUBSCRIPTION.activated} ${MSG_SUBSCRIPTION.testModeSuffix}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/doctor/dashboard'));
    expect(api.callsTo('POST /api/subscription/verify')[0]?.body).toEqual({
      razorpay_payment_id: 'pay_T1',
      razorpay_subscription_id: 'sub_T1',
      razorpay_signature: 'ab'.repeat(32),
    });
  });

  it('shows the already-Pro state with the expiry and cancels after confirmation', async () => {
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, { ...doctor, subscriptionTier: 'pro' }),
      [STATUS]: () => contractJson(subscriptionStatusResponseSchema, pro),
      'POST /api/subscription/cancel': () =>
        contractJson(cancelSubscriptionResultSchema, {
          msg: 'Your Pro subscription is cancelled. You keep Pro until Mon, 21 Dec 2026.',
          message: 'Your Pro subscription is cancelled. You keep Pro until Mon, 21 Dec 2026.',
          data: { ...pro.data, subscription: { ...pro.data.subscription, cancelAtPeriodEnd: true } },
        }),
    });
    renderPage(<UpgradeProPage />, { path: '/upgrade-pro' });
    expect(await screen.findByText(MSG_SUBSCRIPTION.alreadyPro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG_SUBSCRIPTION.goToDashboard })).toHaveAttribute(
      'href',
      '/doctor/dashboard',
    );
    await userEvent.click(screen.getByRole('button', { name: MSG_SUBSCRIPTION.cancelButton }));
    await userEvent.click(await screen.findByRole('button', { name: MSG_SUBSCRIPTION.cancelConfirm }));
    expect(await screen.findByText(/You keep Pro until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG_SUBSCRIPTION.cancelButton })).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and a failed create as the spec text', async () => {
    let fail = true;
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, doctor),
      [STATUS]: () =>
        fail ? apiError(500, 'Something went wrong.') : contractJson(subscriptionStatusResponseSchema, free),
      'POST /api/subscription/create': () => apiError(503, 'down'),
    });
    renderPage(<UpgradeProPage />, { path: '/upgrade-pro' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await userEvent.click(await screen.findByRole('button', { name: MSG_SUBSCRIPTION.upgradeToPro }));
    expect(await screen.findByText(MSG_SUBSCRIPTION.createFailed)).toBeInTheDocument();
    expect(screen.queryByText(MSG_PAYMENTS.testMode)).not.toBeInTheDocument();
  });

  it('sends patients to their dashboard', async () => {
    stubApi({ 'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role: 'patient' })) });
    renderPage(<UpgradeProPage />, { path: '/upgrade-pro' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});
