import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import {
  careFundSettingsResultSchema,
  careFundSettingsSchema,
  donateSchema,
  donationOrderSchema,
  myCareFundSchema,
  publicCareFundSchema,
  slugOrIdParamsSchema,
} from '@arogya/contract/schemas/care-fund';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import type { PaymentsService } from '../payments/payments.service';
import { createCareFundService } from './care-fund.service';

const tags = ['care-fund'];
const security = [{ bearerAuth: [] }];

export function registerCareFundRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  payments: PaymentsService,
): void {
  const service = createCareFundService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/care-fund/my-fund',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_CARE_FUND.patientsOnly },
      schema: {
        tags,
        summary: 'Your care fund: balance (rupees), statement (paise) and public page settings',
        security,
        response: { 200: myCareFundSchema },
      },
    },
    async (request) => service.myFund(requireUser(request)),
  );

  app.put(
    '/care-fund/settings',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_CARE_FUND.patientsOnly },
      schema: {
        tags,
        summary: 'Make your fund public or private, with its page address, name and story',
        security,
        body: careFundSettingsSchema,
        response: { 200: careFundSettingsResultSchema },
      },
    },
    async (request) => {
      const settings = await service.updateSettings(requireUser(request), request.body);
      return { msg: MSG_CARE_FUND.settingsSaved, message: MSG_CARE_FUND.settingsSaved, settings };
    },
  );

  app.get(
    '/care-fund/public/:slugOrId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A public fund’s page by patient id or slug (404 when unknown or private)',
        description:
          'Display name, story, balance, donation count and recent donors’ chosen names — nothing else.',
        params: slugOrIdParamsSchema,
        response: { 200: publicCareFundSchema },
      },
    },
    async (request) => service.publicFund(request.params.slugOrId),
  );

  app.post(
    '/care-fund/donate',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Start a donation to a public fund (visitors too); credited only on a verified payment',
        description:
          'Amount in paise, ₹10 to ₹1,00,000. Complete it like any order, then POST /payment/verify.',
        body: donateSchema,
        response: { 201: donationOrderSchema },
      },
    },
    async (request, reply) => {
      const fundId = await service.donationTarget(request.body);
      const order = await payments.createOrder(request.user, {
        amount: request.body.amount,
        type: 'care_fund_donation',
        referenceId: fundId,
        donorName: request.body.donorName,
        donorMessage: request.body.message,
      });
      return reply.status(201).send(order);
    },
  );
}
