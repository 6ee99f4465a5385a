import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import type { ChatLink } from '@arogya/contract/schemas/ai';
import { matchTopic } from '../triage/symptom-matcher';
import { runTriage } from '../triage/triage-engine';
import { CHAT_KNOWLEDGE, CHAT_TEXT, HINGLISH_SYMPTOMS, type KnowledgeIntent } from './chat-knowledge';
import { normalise, suggestSpecialtyLocally } from './specialty-engine';

/**
 * The built-in chat assistant (offline, deterministic). In order: red flags (answered "call 112" at once,
 * whatever else the message says), refusals to prescribe or diagnose, questions about Arogya from the
 * knowledge base, symptom descriptions (through the specialty and triage engines), greetings, and a
 * friendly "I can help with…" for anything else. Same message, same answer.
 */

export type ChatIntent =
  | KnowledgeIntent
  | 'emergency'
  | 'refuse-prescription'
  | 'refuse-diagnosis'
  | 'symptom'
  | 'greeting'
  | 'thanks'
  | 'unknown';

export interface LocalChatAnswer {
  intent: ChatIntent;
  reply: string;
  links: ChatLink[];
  emergency: boolean;
}

/** The message in the words the engines know: lower case, Hinglish symptom phrases in English. */
export function toEngineText(message: string): string {
  let text = normalise(message);
  for (const [pattern, english] of HINGLISH_SYMPTOMS) text = text.replace(pattern, english);
  return text;
}

const PRESCRIBING = [
  /\bprescrib\w*/,
  /\bdosage\b/,
  /\bwhat dose\b/,
  /\bhow (much|many) (mg|tablets?|pills?|medicine)\b/,
  /\bhow much .*\bshould i take\b/,
  /\b(which|what|kaun ?si|kon ?si|konsi) (medicine|medication|tablet|pill|drug|antibiotic|dawa|dawai|dava|davai)s?\b/,
  /\b(medicine|medication|tablet|pill|antibiotic)s? (for|to take)\b/,
  /\b(dawa|dawai|dava|davai)\b/,
  /\bshould i take\b/,
];

const DIAGNOSING = [
  /\bdiagnos\w*/,
  /\bdo i have\b/,
  /\bwhat (disease|illness|condition) (do i|is it)\b/,
  /\bwhat is wrong with me\b/,
  /\bis (it|this) (cancer|dengue|malaria|covid|typhoid|serious|a heart attack)\b/,
  /\bkya mujhe .*\bhai\b/,
  /\bmujhe kya (hua|bimari)\b/,
  /\b(kaun ?si|kon ?si) bimari\b/,
];

const GREETING =
  /^(hi|hii+|hello|hey|namaste|namaskar|good (morning|afternoon|evening)|hola)( there)?[\s!.,]*$/;
const THANKS = /^(thanks?|thank you|thx|dhanyavaa?d|shukriya)( (so much|a lot))?[\s!.,]*$/;

function findDoctor(specialty: string): ChatLink {
  return { label: `Find a ${specialty}`, href: `/search?${new URLSearchParams({ specialty })}` };
}

const NAVIGATOR_LINK: ChatLink = { label: 'Care Navigator', href: '/care-navigator' };
const VIDEO_LINK: ChatLink = { label: 'Video Consultation', href: '/video-consult' };

/** Whether the message describes something the symptom engines recognise. */
function describesSymptoms(text: string): boolean {
  return suggestSpecialtyLocally(text).matched.length > 0 || matchTopic(text) !== null;
}

function symptomAnswer(text: string): LocalChatAnswer {
  const local = suggestSpecialtyLocally(text);
  const triage = runTriage(text, []);
  const next = triage.kind === 'question' ? ` ${CHAT_TEXT.symptomNext} “${triage.question}”` : '';
  return {
    intent: 'symptom',
    reply: `${local.reasoning}${next}`,
    links: [findDoctor(local.specialty), NAVIGATOR_LINK],
    emergency: false,
  };
}

export function answerChatLocally(message: string): LocalChatAnswer {
  const text = toEngineText(message);

  // 1. Red flags first: nothing else in the message can talk the assistant out of 112.
  const local = suggestSpecialtyLocally(text);
  const triage = local.emergency ? null : runTriage(text, []);
  if (local.emergency || (triage?.kind === 'summary' && triage.emergency)) {
    const reason = local.emergency
      ? local.reasoning
      : `Call ${EMERGENCY_NUMBER} now. ${triage?.kind === 'summary' ? triage.summary : ''}`;
    return {
      intent: 'emergency',
      reply: `${reason} ${CHAT_TEXT.emergencyMeanwhile}`.replace(/\s+/g, ' ').trim(),
      links: [
        { label: `Call ${EMERGENCY_NUMBER}`, href: `tel:${EMERGENCY_NUMBER}` },
        { label: 'Book an Ambulance', href: '/book-ambulance' },
      ],
      emergency: true,
    };
  }

  // 2. Kind refusals: no medicines, doses or diagnoses — but a way forward.
  if (PRESCRIBING.some((p) => p.test(text))) {
    return {
      intent: 'refuse-prescription',
      reply: CHAT_TEXT.refusePrescription,
      links: [VIDEO_LINK, { label: 'Find a Doctor', href: '/search' }],
      emergency: false,
    };
  }
  if (DIAGNOSING.some((p) => p.test(text))) {
    const suggestion = describesSymptoms(text) ? ` ${local.reasoning}` : '';
    return {
      intent: 'refuse-diagnosis',
      reply: `${CHAT_TEXT.refuseDiagnosis}${suggestion}`,
      links: [describesSymptoms(text) ? findDoctor(local.specialty) : NAVIGATOR_LINK, VIDEO_LINK],
      emergency: false,
    };
  }

  // 3. Short social turns.
  if (GREETING.test(text))
    return { intent: 'greeting', reply: CHAT_TEXT.greeting, links: [], emergency: false };
  if (THANKS.test(text)) return { intent: 'thanks', reply: CHAT_TEXT.thanks, links: [], emergency: false };

  // 4. Questions about Arogya.
  const entry = CHAT_KNOWLEDGE.find((e) => e.patterns.some((p) => p.test(text)));
  if (entry) return { intent: entry.intent, reply: entry.reply, links: [...entry.links], emergency: false };

  // 5. A symptom description: which specialist, and what the triage helper would ask first.
  if (describesSymptoms(text)) return symptomAnswer(text);

  return {
    intent: 'unknown',
    reply: CHAT_TEXT.unknown,
    links: [{ label: 'Find a Doctor', href: '/search' }, NAVIGATOR_LINK],
    emergency: false,
  };
}
