import { PRO_ELIGIBLE_ROLES } from '@arogya/contract/constants/subscription';
import { formatSlotDay, indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import {
  cancelSubscriptionResultSchema,
  createSubscriptionResultSchema,
  createSubscriptionSchema,
  subscriptionIdParamsSchema,
  subscriptionStatusResponseSchema,
  subscriptionTestCheckoutResultSchema,
  verifySubscriptionResultSchema,
  verifySubscriptionSchema,
} from '@arogya/contract/schemas/subscription';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import { registerRazorpayWebhook } from '../../lib/http/raw-json-body';
import type { ZodApp } from '../../lib/http/zod-app';
import { createPaymentProvider } from '../../lib/payments';
import { createSubscriptionService, type SubscriptionService } from './subscription.service';

const tags = ['subscription'];
const security = [{ bearerAuth: [] }];
/** Only doctors and nurses; others 403 with the spec's text, visitors 401 'Please login to upgrade'. */
const professionals = {
  access: PRO_ELIGIBLE_ROLES,
  forbiddenMessage: MSG_SUBSCRIPTION.professionalsOnly,
  unauthorizedMessage: MSG_SUBSCRIPTION.loginToUpgrade,
} as const;

export function buildSubscriptionService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'events'>,
): SubscriptionService {
  const { config } = ctx;
  return createSubscriptionService({
    db: ctx.db,
    clock: ctx.clock,
    provider: createPaymentProvider(config.payments, config.appSecret),
    events: ctx.events,
    enabled: config.payments.enabled,
    webhookSecret: config.payments.webhookSecret,
    razorpayPlanId: config.payments.proPlanId,
  });
}

/** The Pro subscription (spec 02 §7 Subscription; issue 13). */
export function registerSubscriptionRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'events'>,
): void {
  const service = buildSubscriptionService(ctx);

  app.get(
    '/subscription/status',
    {
      config: professionals,
      schema: {
        tags,
        summary: 'Your subscription: tier (pro only while the Pro member rule holds), expiry, status',
        security,
        response: { 200: subscriptionStatusResponseSchema },
      },
    },
    async (request) => ({ data: await service.status(requireUser(request)) }),
  );

  app.post(
    '/subscription/create',
    {
      config: professionals,
      schema: {
        tags,
        summary: 'Start the monthly Pro subscription (an empty planId means the monthly plan)',
        description:
          'Answers the unpaid subscription started earlier if there is one; 409 while one is active. ' +
          '`testMode` true means Arogya’s own checkout signs the payment (no real money).',
        security,
        body: createSubscriptionSchema,
        response: { 201: createSubscriptionResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), request.body.planId)),
  );

  app.post(
    '/subscription/verify',
    {
      config: professionals,
      schema: {
        tags,
        summary: 'Verify the first payment of your subscription and activate Pro',
        description:
          'The signature is HMAC-SHA256 of `payment_id|subscription_id` with the key secret, compared in ' +
          'constant time; the subscription must be yours (404 otherwise). A bad signature is 400 in every mode.',
        security,
        body: verifySubscriptionSchema,
        response: { 200: verifySubscriptionResultSchema },
      },
    },
    async (request) => {
      const { user, testMode } = await service.verify(requireUser(request), request.body);
      return {
        msg: MSG_SUBSCRIPTION.activated,
        message: MSG_SUBSCRIPTION.activated,
        data: { user },
        testMode,
      };
    },
  );

  app.post(
    '/subscription/test-checkout/:subscriptionId/pay',
    {
      config: professionals,
      schema: {
        tags,
        summary:
          'Test mode only: pay your unpaid subscription as Razorpay’s checkout would (404 with Razorpay keys)',
        security,
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionTestCheckoutResultSchema },
      },
    },
    async (request) => service.testCheckoutPay(requireUser(request), request.params.subscriptionId),
  );

  app.post(
    '/subscription/cancel',
    {
      config: professionals,
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period: Pro stays until then, no further charge',
        security,
        response: { 200: cancelSubscriptionResultSchema },
      },
    },
    async (request) => {
      const data = await service.cancel(requireUser(request));
      const msg = fill(MSG_SUBSCRIPTION.cancelled, {
        date: data.expiry ? formatSlotDay(indiaDate(new Date(data.expiry))) : '',
      });
      return { msg, message: msg, data };
    },
  );

  // Razorpay signs the raw body: this route keeps it as bytes instead of parsed JSON.
  registerRazorpayWebhook(app, {
    path: '/subscription/webhook',
    tags,
    summary: 'Razorpay webhook: subscription.charged, subscription.pending, subscription.halted',
    handle: (raw, signature, eventId) => service.webhook(raw, signature, eventId),
  });
}
