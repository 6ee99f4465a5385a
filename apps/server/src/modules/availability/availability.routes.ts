import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import {
  availabilitySchema,
  availabilityUpdatedSchema,
  exceptionDateParamsSchema,
  myScheduleSchema,
  setAvailabilitySchema,
  setDayExceptionSchema,
  setWeeklyHoursSchema,
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
        summary: "A doctor's or nurse's bookable days in the rolling window, with the slots offered",
        description:
          'Days from today (India time) to the end of the rolling window on which at least one slot is offered, ' +
          'from the weekly hours, single-day exceptions and days marked on the calendar (decision 053).',
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
        summary: 'Replace your available days of one month (India time)',
        description:
          'Without `month`, every day must belong to the current month and not have passed; with `month` ' +
          "('YYYY-MM', inside the rolling window) the days must belong to that month. Duplicates are " +
          'collapsed. The days sent replace all of your marked days of that month. A change that would ' +
          'leave a booking without its slot is refused (409).',
        security,
        body: setAvailabilitySchema,
        response: { 200: availabilityUpdatedSchema },
      },
    },
    async (request) => {
      const saved = await service.setOwn(
        requireUser(request),
        request.body.availableDates.map((d) => d.date),
        request.body.month,
      );
      return { msg: MSG_AVAILABILITY.updated, ...saved };
    },
  );

  app.get(
    '/availability/me',
    {
      config: { access: AVAILABILITY_ROLES, unauthorizedMessage: MSG_AVAILABILITY.mustLogin },
      schema: {
        tags: ['availability'],
        summary: 'Your schedule: weekly hours, exceptions, marked days, bookable days and bookings',
        security,
        response: { 200: myScheduleSchema },
      },
    },
    async (request) => service.mySchedule(requireUser(request)),
  );

  app.put(
    '/availability/weekly-hours',
    {
      config: { access: AVAILABILITY_ROLES, unauthorizedMessage: MSG_AVAILABILITY.mustLogin },
      schema: {
        tags: ['availability'],
        summary: 'Replace your weekly hours',
        description:
          'One set of hours per weekday (0 = Sunday … 6 = Saturday), HH:MM India time on the half hour. ' +
          "A weekday left out has no weekly hours. The hours must hold at least one of the role's slots. " +
          'A change that would leave a booking without its slot is refused (409).',
        security,
        body: setWeeklyHoursSchema,
        response: { 200: myScheduleSchema },
      },
    },
    async (request) => service.setWeeklyHours(requireUser(request), request.body.weeklyHours),
  );

  app.put(
    '/availability/exceptions/:date',
    {
      config: { access: AVAILABILITY_ROLES, unauthorizedMessage: MSG_AVAILABILITY.mustLogin },
      schema: {
        tags: ['availability'],
        summary: 'Change one day: off, open all day, or other hours',
        description:
          'The day must lie from today to the end of the rolling window. `available` false takes the day ' +
          'off; true without hours opens the whole day; true with `start` and `end` sets other hours. ' +
          'A day holding bookings cannot lose their slots (409 naming them).',
        security,
        params: exceptionDateParamsSchema,
        body: setDayExceptionSchema,
        response: { 200: myScheduleSchema },
      },
    },
    async (request) => service.setException(requireUser(request), request.params.date, request.body),
  );

  app.delete(
    '/availability/exceptions/:date',
    {
      config: { access: AVAILABILITY_ROLES, unauthorizedMessage: MSG_AVAILABILITY.mustLogin },
      schema: {
        tags: ['availability'],
        summary: "Remove one day's exception (the weekly hours apply again)",
        security,
        params: exceptionDateParamsSchema,
        response: { 200: myScheduleSchema },
      },
    },
    async (request) => service.clearException(requireUser(request), request.params.date),
  );
}
