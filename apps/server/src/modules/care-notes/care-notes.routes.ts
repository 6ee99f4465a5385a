import {
  addPatientNoteSchema,
  appointmentUpdatedSchema,
  followUpScheduledSchema,
  followUpSchema,
  patientSummarySchema,
  relayNoteSchema,
  scheduleFollowUpSchema,
  voiceNoteSchema,
} from '@arogya/contract/schemas/appointments';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createCareNotesService } from './care-notes.service';

const security = [{ bearerAuth: [] }];
const tags = ['appointments'];

/**
 * The professional's tools on an appointment (spec 02 §7, professional side). Every route needs a
 * session; the service decides per appointment: an unknown id is 404, someone who is not its
 * professional 403 (the intake form also admits its patient, a follow-up its patient).
 */
export function registerCareNotesRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'events' | 'config'>,
): void {
  const service = createCareNotesService({
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.events,
    publicUrl: ctx.config.publicUrl,
  });

  app.post(
    '/appointments/:id/voicenote',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Save a voice note to a completed appointment (its professional only)',
        description:
          'Upload the recording with POST /uploads/voice-note first and send its `secure_url` ' +
          '(`/api/files/<id>`). The patient of the appointment can then play it.',
        security,
        params: idParamsSchema,
        body: voiceNoteSchema,
        response: { 200: appointmentUpdatedSchema },
      },
    },
    async (request) =>
      service.saveVoiceNote(requireUser(request), request.params.id, request.body.voiceNoteUrl),
  );

  app.put(
    '/appointments/:id/relay',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Set the relay note of a completed appointment (its professional only); empty clears it',
        description: 'Relay notes are shown to the other doctors and nurses caring for the same patient.',
        security,
        params: idParamsSchema,
        body: relayNoteSchema,
        response: { 200: appointmentUpdatedSchema },
      },
    },
    async (request) => service.saveRelayNote(requireUser(request), request.params.id, request.body.relayNote),
  );

  app.post(
    '/appointments/:id/patient-notes',
    {
      config: { access: ['doctor', 'nurse'] },
      schema: {
        tags,
        summary: 'Leave a note to the patient on a Pending or Confirmed visit (its professional only)',
        description:
          'The visit stays open. The note shows on the patient’s appointment card and the patient is ' +
          'notified (the notification names the professional and the day, not the note). 409 on a ' +
          'Completed or Cancelled visit.',
        security,
        params: idParamsSchema,
        body: addPatientNoteSchema,
        response: { 200: appointmentUpdatedSchema },
      },
    },
    async (request) => service.addPatientNote(requireUser(request), request.params.id, request.body.text),
  );

  app.post(
    '/appointments/:id/schedule-follow-up',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Schedule (or move) the follow-up of a completed appointment (its professional only)',
        description:
          'The date must be after today (India time) and within a year. One follow-up per appointment: ' +
          'calling again moves it until the patient has booked it (then 409). The patient is notified.',
        security,
        params: idParamsSchema,
        body: scheduleFollowUpSchema,
        response: { 200: followUpScheduledSchema },
      },
    },
    async (request) => service.scheduleFollowUp(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/follow-ups/:id',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: "A follow-up, for the /follow-up/{id} page's booking prefill (its patient and professional)",
        security,
        params: idParamsSchema,
        response: { 200: followUpSchema },
      },
    },
    async (request) => service.followUp(requireUser(request), request.params.id),
  );

  app.get(
    '/appointments/:id/summary',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'AI-Generated Patient Summary of an appointment (its professional only)',
        description:
          "Built by the local engine from this booking (symptoms, previous medication), the patient's other " +
          'visits on the platform and their follow-ups. It assists; it never diagnoses or prescribes.',
        security,
        params: idParamsSchema,
        response: { 200: patientSummarySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.patientSummary(requireUser(request), request.params.id);
    },
  );

  app.get(
    '/appointments/:id/intake-form',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The intake form of an appointment as a PDF download (its professional and its patient)',
        security,
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await service.intakeForm(requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
}
