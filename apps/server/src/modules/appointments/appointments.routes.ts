import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import {
  appointmentBookedSchema,
  appointmentUpdatedSchema,
  bookAppointmentSchema,
  myAppointmentsSchema,
  updateAppointmentSchema,
} from '@arogya/contract/schemas/appointments';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAppointmentService } from './appointments.service';

const security = [{ bearerAuth: [] }];

export function registerAppointmentRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events'>,
): void {
  const service = createAppointmentService({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    events: ctx.events,
  });

  app.post(
    '/appointments',
    {
      config: {
        access: ['patient'],
        // The booking page's own text when the session is missing (spec 01 §5).
        unauthorizedMessage: MSG_BOOKING.mustLoginAppointment,
        forbiddenMessage: MSG_BOOKING.patientsOnly,
      },
      schema: {
        tags: ['appointments'],
        summary: 'Book a doctor or nurse (patients)',
        description:
          '`doctor` is the professional id (a nurse too). The slot must be one of the role’s slots on a day ' +
          'the professional marked available, still ahead (India time), and free. `fee` (rupees) must equal ' +
          'the fee of the booking type. Paying from the care fund debits it in the same transaction. ' +
          '409 when the slot was just taken.',
        security,
        body: bookAppointmentSchema,
        response: { 201: appointmentBookedSchema },
      },
    },
    async (request, reply) => {
      const result = await service.book(requireUser(request), request.body, request.ip);
      return reply.status(201).send({ ...result, message: result.msg });
    },
  );

  app.get(
    '/appointments/my-appointments',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['appointments'],
        summary: 'Your appointments: a patient’s own, or those booked with a doctor or nurse',
        description: 'Earliest first. The professional’s view adds the relay notes of other professionals.',
        security,
        response: { 200: myAppointmentsSchema },
      },
    },
    async (request) => ({ data: await service.listMine(requireUser(request)) }),
  );

  app.put(
    '/appointments/:id',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['appointments'],
        summary: 'Change an appointment’s status',
        description:
          'The patient may cancel a Pending or Confirmed appointment at least 24 hours ahead (a care-fund ' +
          'payment is refunded). The professional may confirm or cancel a Pending one and complete a ' +
          'Confirmed one (doctorNotes required). Anyone else: 403.',
        security,
        params: idParamsSchema,
        body: updateAppointmentSchema,
        response: { 200: appointmentUpdatedSchema },
      },
    },
    async (request) => {
      const result = await service.changeStatus(
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return { ...result, message: result.msg };
    },
  );
}
