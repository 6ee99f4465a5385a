import { triageRequestSchema, triageResponseSchema } from '@arogya/contract/schemas/triage';
import type { ZodApp } from '../../lib/http/zod-app';
import { askTriage } from './triage.service';

export function registerTriageRoutes(app: ZodApp): void {
  app.post(
    '/triage/question',
    {
      // The booking page asks before sign-in is required; nothing is stored.
      config: { access: 'public' },
      schema: {
        tags: ['triage'],
        summary: 'The next triage question for a symptom, or the summary once the questions are answered',
        description:
          '`answers` are the `value`s chosen so far, in order. The local engine has question trees for fever, ' +
          'cough, headache, chest pain, abdominal pain, back pain, rash, breathlessness, injury and dizziness ' +
          '(others get a short general tree). A red flag — in the typed symptom or in an answer — ends the ' +
          'flow with `emergency: true` and a summary that begins "Call 112 now." Never diagnoses or prescribes.',
        body: triageRequestSchema,
        response: { 200: triageResponseSchema },
      },
    },
    async (request) => askTriage(request.body.symptom, request.body.answers),
  );
}
