import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  createOrderSchema,
  orderIdParamsSchema,
  paymentHistoryQuerySchema,
  paymentHistorySchema,
  paymentOrderSchema,
  testCheckoutResultSchema,
  verifyPaymentResultSchema,
  verifyPaymentSchema,
} from '@arogya/contract/schemas/payments';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import { registerRazorpayWebhook } from '../../lib/http/raw-json-body';
import type { ZodApp } from '../../lib/http/zod-app';
import { createPaymentProvider } from '../../lib/payments';
import { careFundPaymentPurposes } from '../care-fund/care-fund.service';
import { secondOpinionPaymentPurposes } from '../second-opinions/second-opinions.service';
import { createPaymentsService, type PaymentsService, toPaymentRecord } from './payments.service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/** The payment routes; returns the service so other areas (the care fund's donations) start orders with it. */
export function registerPaymentRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
): PaymentsService {
  const { config } = ctx;
  const service = createPaymentsService({
    db: ctx.db,
    clock: ctx.clock,
    provider: createPaymentProvider(config.payments, config.appSecret),
    purposes: { ...careFundPaymentPurposes(), ...secondOpinionPaymentPurposes() },
    enabled: config.payments.enabled,
    webhookSecret: config.payments.webhookSecret,
  });

  app.post(
    '/payment/create-order',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Start a payment order (amounts in paise)',
        description:
          '`referenceId`: the second-opinion request, the fund’s patient id for a donation, the payer’s own id ' +
          'for a top-up. Priced types must repeat the server’s price; donations and top-ups are ₹10 to ₹1,00,000. ' +
          '`mode` says which checkout to open: Razorpay’s, or in test mode Arogya’s own.',
        security,
        body: createOrderSchema,
        response: { 201: paymentOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOrder(requireUser(request), request.body)),
  );

  app.post(
    '/payment/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verify a completed checkout and settle the payment, exactly once',
        description:
          'The signature is HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. ' +
          'A signed-in payer’s order needs that payer; a visitor’s donation order is proven by its id and the ' +
          'signature. A replay answers the same success and changes nothing; a bad signature is 400.',
        body: verifyPaymentSchema,
        response: { 200: verifyPaymentResultSchema },
      },
    },
    async (request) => {
      const result = await service.verify(request.user, request.body);
      return {
        msg: MSG_PAYMENTS.paymentSuccessful,
        message: MSG_PAYMENTS.paymentSuccessful,
        success: true as const,
        payment: toPaymentRecord(result.payment, result.providerOrderId),
      };
    },
  );

  app.post(
    '/payment/test-checkout/:orderId/pay',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Test mode only: complete an order as Razorpay’s checkout would (404 with Razorpay keys)',
        description:
          'Returns a `pay_…` id and its signature; POST them to /payment/verify like Razorpay’s handler does.',
        params: orderIdParamsSchema,
        response: { 200: testCheckoutResultSchema },
      },
    },
    async (request) => service.testCheckoutPay(request.params.orderId),
  );

  // Razorpay signs the raw body: this route keeps it as bytes instead of parsed JSON.
  registerRazorpayWebhook(app, {
    path: '/payment/webhook',
    tags,
    summary: 'Razorpay webhook: payment.captured, payment.failed, order.paid',
    handle: (raw, signature, eventId) => service.webhook(raw, signature, eventId),
  });

  app.get(
    '/payment/my-history',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Your payments, newest first (amounts in paise)',
        security,
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentHistorySchema },
      },
    },
    async (request) => service.history(requireUser(request), request.query.page, request.query.limit),
  );

  app.get(
    '/payment/:id/receipt',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The PDF receipt of one of your successful payments',
        security,
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await service.receipt(requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  return service;
}
