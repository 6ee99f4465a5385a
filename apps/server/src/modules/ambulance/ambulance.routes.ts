import { AMBULANCE_STATUS_LABELS } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { fill } from '@arogya/contract/messages/fill';
import {
  ambulanceBookedSchema,
  ambulanceOfferListSchema,
  ambulanceRequestListSchema,
  ambulanceTripListSchema,
  bookAmbulanceSchema,
  cancelAmbulanceSchema,
  cancelledAmbulanceSchema,
  driverStateSchema,
  driverStatusResponseSchema,
  driverStatusSchema,
  respondAcceptedSchema,
  respondAmbulanceSchema,
  trackingParamsSchema,
  trackingSchema,
  tripResponseSchema,
  tripStatusSchema,
} from '@arogya/contract/schemas/ambulance';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { ambulanceServiceFor, trackingPath } from './ambulance.service';

const security = [{ bearerAuth: [] }];
const tags = ['ambulance'];
const driversOnly = { access: ['ambulance'] as const, forbiddenMessage: MSG_AMBULANCE.driversOnly };

export function registerAmbulanceRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events' | 'config'>,
): void {
  const service = ambulanceServiceFor(ctx);

  app.post(
    '/ambulance/book',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Request an ambulance (signed in or not)',
        description:
          'patientName, contactNumber, address and city (one of the six ambulance cities) are required; ' +
          'emergencyType defaults to General; coordinates are [longitude, latitude]. The request is offered at ' +
          'once to the nearest online drivers of the city. Visitors are limited to 5 bookings an hour per client ' +
          'address and per contact number (429). The answer carries a tracking link for family.',
        body: bookAmbulanceSchema,
        response: { 201: ambulanceBookedSchema },
      },
    },
    async (request, reply) => {
      const { msg, token, data } = await service.book(request.user ?? null, request.body, request.ip);
      return reply.status(201).send({
        msg,
        message: msg,
        requestId: data._id,
        trackingToken: token,
        trackingUrl: trackingPath(token),
        data,
      });
    },
  );

  app.post(
    '/ambulance/respond',
    {
      config: driversOnly,
      schema: {
        tags,
        summary: 'Accept or decline a request offered to you (drivers)',
        description: 'The first accept wins; a later one is answered 409. `id` is accepted for `requestId`.',
        security,
        body: respondAmbulanceSchema,
        response: { 200: respondAcceptedSchema },
      },
    },
    async (request) => service.respond(requireUser(request), request.body.requestId, request.body.action),
  );

  app.get(
    '/ambulance/offers',
    {
      config: driversOnly,
      schema: {
        tags,
        summary: 'Requests offered to you and still open (drivers)',
        security,
        response: { 200: ambulanceOfferListSchema },
      },
    },
    async (request) => ({ data: await service.openOffers(requireUser(request)) }),
  );

  app.get(
    '/ambulance/trips',
    {
      config: driversOnly,
      schema: {
        tags,
        summary: 'Your active and recent trips (drivers)',
        security,
        response: { 200: ambulanceTripListSchema },
      },
    },
    async (request) => ({ data: await service.trips(requireUser(request)) }),
  );

  app.put(
    '/ambulance/trips/:id/status',
    {
      config: driversOnly,
      schema: {
        tags,
        summary: 'Move your trip forward: en_route, arrived, completed (drivers)',
        security,
        params: idParamsSchema,
        body: tripStatusSchema,
        response: { 200: tripResponseSchema },
      },
    },
    async (request) => {
      const data = await service.advanceTrip(requireUser(request), request.params.id, request.body.status);
      return {
        msg: fill(MSG_AMBULANCE.statusChanged, { status: AMBULANCE_STATUS_LABELS[data.status] }),
        data,
      };
    },
  );

  app.get(
    '/ambulance/my',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Your ambulance requests, newest first',
        security,
        response: { 200: ambulanceRequestListSchema },
      },
    },
    async (request) => ({ data: await service.mine(requireUser(request)) }),
  );

  app.post(
    '/ambulance/requests/:id/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cancel a request before the ambulance arrives (the requester, or the tracking link holder)',
        params: idParamsSchema,
        body: cancelAmbulanceSchema,
        response: { 200: cancelledAmbulanceSchema },
      },
    },
    async (request) => {
      const data = await service.cancel(
        request.user ?? null,
        request.params.id,
        request.body.reason,
        request.body.trackingToken,
      );
      return { msg: MSG_AMBULANCE.cancelled, data };
    },
  );

  app.get(
    '/ambulance/track/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Follow a request by its tracking link (no sign-in; ends with the trip)',
        params: trackingParamsSchema,
        response: { 200: trackingSchema },
      },
    },
    async (request) => ({ data: await service.track(request.params.token) }),
  );

  app.get(
    '/ambulance/driver/status',
    {
      config: driversOnly,
      schema: {
        tags,
        summary: 'Whether you are online (drivers)',
        security,
        response: { 200: driverStateSchema },
      },
    },
    async (request) => service.driverState(requireUser(request)),
  );

  app.put(
    '/profile/me/driver-status',
    {
      config: driversOnly,
      schema: {
        tags,
        summary: 'Go online or offline (approved drivers)',
        security,
        body: driverStatusSchema,
        response: { 200: driverStatusResponseSchema },
      },
    },
    async (request) => {
      const state = await service.setOnline(requireUser(request), request.body.isOnline);
      return { msg: state.isOnline ? MSG_AMBULANCE.wentOnline : MSG_AMBULANCE.wentOffline, ...state };
    },
  );
}
