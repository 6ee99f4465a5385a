import { DEMAND_MAX_POINTS, DEMAND_WINDOW_DAYS } from '@arogya/contract/constants/demand';
import { CITIES } from '@arogya/contract/constants/directory';
import { PRO_ELIGIBLE_ROLES } from '@arogya/contract/constants/subscription';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import {
  demandInsightsQuerySchema,
  demandInsightsResponseSchema,
} from '@arogya/contract/schemas/subscription';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { requirePro } from '../subscription/subscription.policy';
import { topDemandCells } from './demand.repo';

const DAY_MS = 86_400_000;

/**
 * GET /demand-insights (spec 02 §7): the busiest areas of the last 30 days, from the aggregated searches —
 * areas about 5 km wide, never an individual search. Pro members only; the server enforces it.
 */
export function registerDemandRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  app.get(
    '/demand-insights',
    {
      config: {
        access: PRO_ELIGIBLE_ROLES,
        forbiddenMessage: MSG_SUBSCRIPTION.proOnly,
      },
      schema: {
        tags: ['demand'],
        summary: 'Demand points of the last 30 days, busiest first (Pro members only: 403 otherwise)',
        description:
          '`city` and `specialty` narrow the points; an unknown city gives none. Intensity is the number ' +
          'of searches in the area for the specialty (a search without one counts as All Specialties).',
        security: [{ bearerAuth: [] }],
        querystring: demandInsightsQuerySchema,
        response: { 200: demandInsightsResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = ctx.clock.now();
      await requirePro(ctx.db, user.id, now);
      const { city, specialty } = request.query;
      if (city && !(CITIES as readonly string[]).includes(city)) return { data: [] };
      const data = await topDemandCells(ctx.db, {
        since: new Date(now.getTime() - DEMAND_WINDOW_DAYS * DAY_MS),
        limit: DEMAND_MAX_POINTS,
        city,
        specialty,
      });
      return { data };
    },
  );
}
