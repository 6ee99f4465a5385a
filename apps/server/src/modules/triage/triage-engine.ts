import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { suggestSpecialtyLocally } from '../ai/specialty-engine';
import { matchTopic, normaliseSymptom } from './symptom-matcher';
import {
  type AnswersById,
  TRIAGE_TREES,
  type TriageOption,
  type TriageTopic,
  type TriageTree,
} from './triage-trees';

/**
 * The symptom triage helper (spec 01 §2, §4; DESIGN §1 AI): a deterministic walk through the question
 * tree of the typed symptom. Each call gets the symptom and every answer so far, and answers the next
 * question or — at the end — a summary for the symptoms field. A red flag, in the typed text or in an
 * answer, ends the flow at once with advice to call 112. Nothing is stored between calls.
 */

export type TriageStep =
  | {
      kind: 'question';
      topic: TriageTopic;
      question: string;
      answerOptions: Array<{ label: string; value: string }>;
    }
  | { kind: 'summary'; topic: TriageTopic; summary: string; emergency: boolean }
  /** `answers[index]` is not an option of the question it answers, or answers a question never asked. */
  | {
      kind: 'invalid';
      topic: TriageTopic;
      index: number;
      reason: 'not-an-option' | 'already-complete';
      question?: string;
    };

const EMERGENCY_MEANWHILE =
  'Do not wait for an appointment, and do not drive yourself; if you can, have someone stay with you.';

/** The typed symptom, tidied for a sentence: no control characters, single spaces, no trailing stop. */
export function cleanSymptom(symptom: string): string {
  return symptom
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?]+$/u, '');
}

/** Tidies a composed sentence: no doubled spaces or commas, no space before punctuation. */
function tidy(sentence: string): string {
  return sentence
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/,\s*\./g, '.')
    .trim();
}

function emergencySummary(why: string, reported: string): string {
  return tidy(`Call ${EMERGENCY_NUMBER} now. ${why} ${EMERGENCY_MEANWHILE} Reported: ${reported}.`);
}

export function runTriage(symptom: string, answers: readonly string[]): TriageStep {
  const typed = cleanSymptom(symptom);
  const match = matchTopic(typed);
  const tree: TriageTree = TRIAGE_TREES[match?.topic ?? 'general'];
  const topic = tree.topic;

  // The typed words alone can be an emergency ("chest pain and sweating"): no questions then.
  const local = suggestSpecialtyLocally(typed);
  if (local.emergency) {
    return {
      kind: 'summary',
      topic,
      emergency: true,
      summary: tidy(`${local.reasoning} Reported: ${typed}.`),
    };
  }

  const given: Record<string, string> = {};
  const phrases: Record<string, string> = {};
  const reported: string[] = [];
  let index = 0;
  for (const question of tree.questions) {
    if (question.when && !question.when(given)) continue;
    if (index >= answers.length) {
      return {
        kind: 'question',
        topic,
        question: question.text,
        answerOptions: question.options.map(({ label, value }) => ({ label, value })),
      };
    }
    const chosen: TriageOption | undefined = question.options.find((o) => o.value === answers[index]);
    if (!chosen) return { kind: 'invalid', topic, index, reason: 'not-an-option', question: question.text };
    given[question.id] = chosen.value;
    phrases[question.id] = chosen.phrase;
    reported.push(chosen.phrase);
    if (chosen.redFlag) {
      // Safety first: whatever else was sent after a red flag, the answer is to call 112.
      const what = tree.topic === 'general' ? typed : tree.label;
      return {
        kind: 'summary',
        topic,
        emergency: true,
        summary: emergencySummary(chosen.redFlag, [what, ...reported].join(', ')),
      };
    }
    index += 1;
  }
  if (index < answers.length) return { kind: 'invalid', topic, index, reason: 'already-complete' };
  return {
    kind: 'summary',
    topic,
    emergency: false,
    summary: tidy(tree.summarise(phrases as AnswersById, typed)),
  };
}

/** For tests and docs: whether the typed text names something (letters in any script). */
export function hasWords(symptom: string): boolean {
  return /\p{L}/u.test(normaliseSymptom(symptom));
}
