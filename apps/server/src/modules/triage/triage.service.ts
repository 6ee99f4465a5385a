import { fill } from '@arogya/contract/messages/fill';
import { MSG_TRIAGE } from '@arogya/contract/messages/triage';
import type { TriageResponse } from '@arogya/contract/schemas/triage';
import { ValidationError } from '../../lib/errors';
import { hasWords, runTriage } from './triage-engine';

/** POST /triage/question: one step of the local triage engine, or a 400 that names the bad answer. */
export function askTriage(symptom: string, answers: readonly string[]): TriageResponse {
  // "???" passes the length check but names nothing.
  if (!hasWords(symptom)) {
    throw new ValidationError(MSG_TRIAGE.describeSymptom, [
      { path: 'body.symptom', message: MSG_TRIAGE.describeSymptom },
    ]);
  }
  const step = runTriage(symptom, answers);
  switch (step.kind) {
    case 'question':
      return { topic: step.topic, question: step.question, answerOptions: step.answerOptions };
    case 'summary':
      return { topic: step.topic, summary: step.summary, emergency: step.emergency };
    case 'invalid': {
      const message =
        step.reason === 'already-complete'
          ? MSG_TRIAGE.alreadyComplete
          : fill(MSG_TRIAGE.invalidAnswer, { question: step.question ?? '' });
      throw new ValidationError(message, [{ path: `body.answers.${step.index}`, message }]);
    }
  }
}
