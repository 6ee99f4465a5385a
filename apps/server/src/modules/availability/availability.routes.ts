import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import {
  availabilitySchema,
  availabilityUpdatedSchema,
  setAvailabilitySchema,
} from '@arogya/contract/schemas/availability';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { AVAILABILITY_ROLES } from './availability.repo';
import { createAvailabilityService } from './availability.service';

const security = [{ bearerAuth: [] }];

export function registerAvailabilityRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  const service = createAvailabilityService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/availability/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['availability'],
        summary: "A doctor's or nurse's available days, from today (India time) on",
        params: idParamsSchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => service.forProfessional(request.params.id),
  );

  app.post(
    '/availability',
    {
      // The availability page's own text when the session is missing (spec 02 §5).
      config: { access: AVAILABILITY_ROLES, unauthorizedMessage: MSG_AVAILABILITY.mustLogin },
      schema: {
        tags: ['availability'],
        summary: 'Replace your available days of the current month (India time)',
        description:
          'Every day must belong to the current month and not have passed; duplicates are collapsed. ' +
          'The days sent replace all of your days of this month.',
        security,
        body: setAvailabilitySchema,
        response: { 200: availabilityUpdatedSchema },
      },
    },
    async (request) => {
      const saved = await service.setOwn(
        requireUser(request),
        request.body.availableDates.map((d) => d.date),
      );
      return { msg: MSG_AVAILABILITY.updated, ...saved };
    },
  );
}
