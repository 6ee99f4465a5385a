import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { idParamsSchema, msgSchema } from '@arogya/contract/schemas/common';
import {
  locationResponseSchema,
  locationSchema,
  ownProfileSchema,
  publicProfileSchema,
  updateProfileSchema,
} from '@arogya/contract/schemas/users';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { ambulanceServiceFor } from '../ambulance/ambulance.service';
import { createAppointmentService } from '../appointments/appointments.service';
import { createProfileService } from './profiles.service';

const security = [{ bearerAuth: [] }];

export function registerProfileRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events' | 'sessions' | 'config'>,
): void {
  const appointments = createAppointmentService({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    events: ctx.events,
  });
  const profiles = createProfileService({
    db: ctx.db,
    clock: ctx.clock,
    sessions: ctx.sessions,
    appointments,
  });
  const ambulance = ambulanceServiceFor(ctx);

  app.get(
    '/profile/me',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['profiles'],
        summary: 'Your own profile',
        security,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => profiles.getOwn(requireUser(request)),
  );

  app.put(
    '/profile/me',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['profiles'],
        summary: 'Update your profile (the fields your role may change; email is read-only)',
        security,
        body: updateProfileSchema,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => profiles.updateOwn(requireUser(request), request.body),
  );

  app.delete(
    '/profile/me',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['profiles'],
        summary: 'Deactivate your account (ends every session)',
        security,
        response: { 200: msgSchema },
      },
    },
    async (request) => {
      await profiles.deactivate(requireUser(request), request.ip);
      return { msg: MSG_PROFILE.deactivated, message: MSG_PROFILE.deactivated };
    },
  );

  app.post(
    '/profile/resubmit',
    {
      config: { access: ['doctor', 'nurse', 'technician', 'ambulance'] },
      schema: {
        tags: ['profiles'],
        summary: 'Send your rejected application back for review (after correcting your details)',
        description:
          'Only a rejected application can be resubmitted (409 otherwise): it returns to the Pending ' +
          'Approvals list of the admins, and the rejection reason is cleared (kept in the audit log).',
        security,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => profiles.resubmit(requireUser(request), request.ip),
  );

  app.put(
    '/profile/location',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['profiles'],
        summary: 'Save your current position',
        security,
        body: locationSchema,
        response: { 200: locationResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const location = await profiles.saveLocation(user, request.body);
      // An online driver's position also reaches their open trips' tracking pages, as the dashboard's
      // socket `driver_location` does (decision 057).
      if (user.role === 'ambulance') await ambulance.savePosition(user, request.body);
      return { msg: MSG_PROFILE.locationSaved, location };
    },
  );

  app.get(
    '/profile/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profiles'],
        summary: "A person's public profile",
        params: idParamsSchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => profiles.getPublic(request.params.id, request.user),
  );
}
