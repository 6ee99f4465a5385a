import {
  CARE_NAVIGATOR,
  type CareConcern,
  type CareRecommendation,
  NAVIGATOR_CARE_RECIPIENTS,
  NAVIGATOR_CONDITIONS,
  NAVIGATOR_SYMPTOM_AREAS,
} from '@arogya/contract/constants/navigator';
import { MSG_NAVIGATOR } from '@arogya/contract/messages/navigator';

/**
 * The Care Navigator as a pure walk: the answers so far (as they sit in the URL) give either the next
 * question or the recommendation. Same answers, same result — so a result can be shared by its address.
 */

export interface NavigatorOption {
  value: string;
  label: string;
}

export type NavigatorStep =
  | { kind: 'question'; id: string; question: string; options: NavigatorOption[] }
  | {
      kind: 'result';
      recommendation: CareRecommendation;
      /** Doctor: the specialist the answers imply, for /search?specialty=. */
      specialty?: string;
      /** Nurse: the care category, for /search-nurses?specialty=. */
      category?: string;
      /** Mental health leads to a doctor with its own sentence. */
      mentalHealth?: boolean;
    };

const YES_NO: NavigatorOption[] = [
  { value: 'yes', label: MSG_NAVIGATOR.yes },
  { value: 'no', label: MSG_NAVIGATOR.no },
];

function options(table: Readonly<Record<string, { label: string }>>): NavigatorOption[] {
  return Object.entries(table).map(([value, { label }]) => ({ value, label }));
}

interface Node {
  id: string;
  question: string;
  options: NavigatorOption[];
  next(answer: string): Node | NavigatorStep;
}

const recipient: Node = {
  id: 'recipient',
  question: MSG_NAVIGATOR.whoNeedsCareQuestion,
  options: options(NAVIGATOR_CARE_RECIPIENTS),
  next: (answer) => ({
    kind: 'result',
    recommendation: 'nurse',
    category: NAVIGATOR_CARE_RECIPIENTS[answer as keyof typeof NAVIGATOR_CARE_RECIPIENTS].category,
  }),
};

const dailyCare: Node = {
  id: 'daily-care',
  question: MSG_NAVIGATOR.dailyActivitiesQuestion,
  options: YES_NO,
  next: (answer) =>
    CARE_NAVIGATOR.dailyActivitiesRecommendation[answer as 'yes' | 'no'] === 'nurse'
      ? recipient
      : { kind: 'result', recommendation: 'caregiver' },
};

const symptomArea: Node = {
  id: 'symptom-area',
  question: MSG_NAVIGATOR.symptomAreaQuestion,
  options: options(NAVIGATOR_SYMPTOM_AREAS),
  next: (answer) => ({
    kind: 'result',
    recommendation: 'doctor',
    specialty: NAVIGATOR_SYMPTOM_AREAS[answer as keyof typeof NAVIGATOR_SYMPTOM_AREAS].specialty,
  }),
};

const condition: Node = {
  id: 'condition',
  question: MSG_NAVIGATOR.conditionQuestion,
  options: options(NAVIGATOR_CONDITIONS),
  next: (answer) => ({
    kind: 'result',
    recommendation: 'doctor',
    specialty: NAVIGATOR_CONDITIONS[answer as keyof typeof NAVIGATOR_CONDITIONS].specialty,
  }),
};

const mentalSafety: Node = {
  id: 'mental-safety',
  question: MSG_NAVIGATOR.mentalSafetyQuestion,
  options: YES_NO,
  next: (answer) =>
    answer === 'yes'
      ? { kind: 'result', recommendation: 'emergency' }
      : { kind: 'result', recommendation: 'doctor', specialty: 'General Physician', mentalHealth: true },
};

const FOLLOW_UP: Record<CareConcern, Node> = {
  'new-symptom': symptomArea,
  'ongoing-condition': condition,
  'mental-health': mentalSafety,
  'daily-activities': dailyCare,
};

const concern: Node = {
  id: 'concern',
  question: MSG_NAVIGATOR.concernQuestion,
  options: options(
    Object.fromEntries(Object.entries(CARE_NAVIGATOR.concernTypes).map(([k, label]) => [k, { label }])),
  ),
  next: (answer) => FOLLOW_UP[answer as CareConcern],
};

export const START: Node = {
  id: 'emergency',
  question: MSG_NAVIGATOR.emergencyQuestion,
  options: YES_NO,
  next: (answer) => (answer === 'yes' ? { kind: 'result', recommendation: 'emergency' } : concern),
};

function isNode(x: Node | NavigatorStep): x is Node {
  return 'next' in x;
}

/**
 * Walks the answers from the start. Answers that are not an option of their question (an edited URL)
 * and anything after a result are dropped: `answers` says which answers were used.
 */
export function walkNavigator(given: readonly string[]): {
  step: NavigatorStep;
  answers: string[];
  trail: Array<{ question: string; answer: string }>;
} {
  let node: Node = START;
  const answers: string[] = [];
  const trail: Array<{ question: string; answer: string }> = [];
  for (const answer of given) {
    const option = node.options.find((o) => o.value === answer);
    if (!option) break;
    answers.push(answer);
    trail.push({ question: node.question, answer: option.label });
    const next = node.next(answer);
    if (!isNode(next)) return { step: next, answers, trail };
    node = next;
  }
  return {
    step: { kind: 'question', id: node.id, question: node.question, options: node.options },
    answers,
    trail,
  };
}

/** The answers as they sit in the URL: `?answers=no,new-symptom,skin`. */
export const ANSWERS_PARAM = 'answers';

export function readAnswers(params: URLSearchParams): string[] {
  return (params.get(ANSWERS_PARAM) ?? '').split(',').filter(Boolean);
}
