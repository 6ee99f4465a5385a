import { PRO_ELIGIBLE_ROLES } from '@arogya/contract/constants/subscription';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  earningsQuerySchema,
  earningsResponseSchema,
} from '@arogya/contract/schemas/subscription';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAnalyticsService } from './analytics.service';
import { createEarningsService } from './earnings.service';

const security = [{ bearerAuth: [] }];

/** The professional's own earnings and analytics (doctors and nurses; only their own rows). */
export function registerEarningsRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  const earnings = createEarningsService(ctx);
  const analytics = createAnalyticsService(ctx);

  app.get(
    '/earnings/me',
    {
      config: { access: PRO_ELIGIBLE_ROLES },
      schema: {
        tags: ['subscription'],
        summary: 'Your earnings per India month (paise): visits, gross, commission, net and Pro savings',
        description:
          'Completed visits with their commission as recorded at completion: 15 % when you were Pro at booking ' +
          'time, 20 % otherwise. Every month of the range is listed, oldest first.',
        security,
        querystring: earningsQuerySchema,
        response: { 200: earningsResponseSchema },
      },
    },
    async (request) => ({ data: await earnings.mine(requireUser(request).id, request.query.months) }),
  );

  app.get(
    '/analytics/me',
    {
      config: { access: PRO_ELIGIBLE_ROLES },
      schema: {
        tags: ['subscription'],
        summary:
          'Your weekly search appearances, profile views and bookings (weeks for Pro, totals for others)',
        security,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => ({ data: await analytics.mine(requireUser(request).id, request.query.weeks) }),
  );
}
