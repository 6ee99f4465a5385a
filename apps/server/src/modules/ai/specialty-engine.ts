import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import type { DoctorSearchSpecialty } from '@arogya/contract/constants/directory';
import type { BodySymptom } from '@arogya/contract/constants/triage';
import {
  CHILD_TERMS,
  EXTRA_TERMS,
  MAIN_WEIGHT,
  SYMPTOM_KNOWLEDGE,
  type SymptomKnowledge,
} from './specialty-knowledge';

/**
 * The built-in, deterministic specialty suggestion (DESIGN §1, AI). It reads the picker's comma-joined
 * symptoms or free text, checks red flags first — a red flag always means "call 112 now" — and otherwise
 * scores the specialists the symptoms point to. Same input, same answer; no network, no model.
 */
export interface LocalSuggestion {
  specialty: DoctorSearchSpecialty;
  reasoning: string;
  emergency: boolean;
  /** The red-flag rule that fired, if any (for logs and tests; never sent to the client). */
  redFlag: RedFlagId | null;
  /** What was recognised, in the words of the knowledge base. */
  matched: string[];
}

const GP: DoctorSearchSpecialty = 'General Physician';
const NOT_A_DIAGNOSIS = 'This is guidance to choose a doctor, not a diagnosis.';

// ---------------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------------

/** Lower case, one kind of apostrophe, single spaces: what every term is compared against. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word, whitespace-tolerant pattern for a term ("chest pain" also finds "chest   pain"). */
function termPattern(term: string): RegExp {
  const body = escapeRegExp(normalise(term)).replace(/ /g, '\\s+');
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'g');
}

/**
 * "no fever", "not vomiting", "without chest pain": a term in the same clause after a negation does
 * not count. Clauses end at punctuation and at "but" ("no fever but a headache").
 */
function isNegated(text: string, start: number): boolean {
  const before = text.slice(0, start);
  const clauseStart = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf('.'),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.lastIndexOf(' but '),
    before.lastIndexOf(' and no '), // "chest pain and no fever": the negation belongs to what follows
  );
  const clause = before.slice(clauseStart + 1);
  return /(?<![a-z])(no|not|without|never|denies|deny|don't|dont|didn't|doesn't|isn't|haven't|hasn't)(?![a-z])/.test(
    clause,
  );
}

interface Matcher<K> {
  key: K;
  pattern: RegExp;
  length: number;
}

interface Found<K> {
  key: K;
  start: number;
  end: number;
  term: string;
}

/**
 * Finds the keys whose terms appear, longest terms first, each stretch of text used once: "numbness in
 * feet" is one symptom, not also the "numbness" of the hands.
 */
function findAll<K>(text: string, matchers: readonly Matcher<K>[]): Found<K>[] {
  const taken: Array<[number, number]> = [];
  const found: Found<K>[] = [];
  for (const m of matchers) {
    for (const hit of text.matchAll(m.pattern)) {
      const start = hit.index ?? 0;
      const end = start + hit[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      if (!isNegated(text, start)) found.push({ key: m.key, start, end, term: hit[0] });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function matchersFor<K>(entries: ReadonlyArray<readonly [K, readonly string[]]>): Matcher<K>[] {
  return entries
    .flatMap(([key, terms]) =>
      terms.map((term) => ({ key, pattern: termPattern(term), length: term.length })),
    )
    .sort((a, b) => b.length - a.length);
}

type ContentKey = { kind: 'symptom'; symptom: BodySymptom } | { kind: 'extra'; index: number };

const CONTENT_MATCHERS = matchersFor<ContentKey>([
  ...(Object.entries(SYMPTOM_KNOWLEDGE) as Array<[BodySymptom, SymptomKnowledge]>).map(
    ([symptom, k]) => [{ kind: 'symptom', symptom } as ContentKey, [symptom, ...k.synonyms]] as const,
  ),
  ...EXTRA_TERMS.map((extra, index) => [{ kind: 'extra', index } as ContentKey, extra.terms] as const),
]);

const CHILD_MATCHERS = matchersFor([[true, CHILD_TERMS] as const]);

/** A migraine is a headache for the red-flag rules. */
const MIGRAINE = EXTRA_TERMS.findIndex((e) => e.terms.includes('migraine'));

// ---------------------------------------------------------------------------------------------------
// Red flags
// ---------------------------------------------------------------------------------------------------

/** Words the red-flag rules look for besides the picker's symptoms. */
const SIGNAL_TERMS = {
  sweating: ['sweating', 'sweaty', 'sweats', 'cold sweat', 'clammy'],
  radiatingPain: ['left arm pain', 'pain in left arm', 'pain in my left arm', 'jaw pain', 'pain spreading'],
  faceDroop: [
    'face droop',
    'face drooping',
    'face is drooping',
    'drooping face',
    'droopy face',
    'facial droop',
    'mouth drooping',
    'uneven smile',
  ],
  slurredSpeech: [
    'slurred speech',
    'slurring',
    'speech is slurred',
    'trouble speaking',
    'difficulty speaking',
    'cannot speak',
    "can't speak",
    'unable to speak',
  ],
  oneSidedWeakness: [
    'sudden weakness',
    'sudden numbness',
    'suddenly weak',
    'suddenly numb',
    'weakness on one side',
    'weakness of one side',
    'numbness on one side',
    'numbness of one side',
    'one side of my body',
    'one side of the body',
    'one-sided weakness',
    'one sided weakness',
  ],
  severe: [
    'severe',
    'worst',
    'unbearable',
    'excruciating',
    'intense',
    'extreme',
    'very bad',
    'sudden',
    'suddenly',
  ],
  thunderclap: ['worst headache', 'thunderclap', 'worst headache of my life'],
  stiffNeck: [
    'stiff neck',
    'neck stiffness',
    'cannot bend my neck',
    "can't bend my neck",
    'cannot bend neck',
  ],
  confusion: ['confusion', 'confused', 'disoriented', 'not making sense'],
  cannotBreathe: [
    "can't breathe",
    'cant breathe',
    'cannot breathe',
    'can not breathe',
    'unable to breathe',
    'not able to breathe',
    'gasping',
    'struggling to breathe',
    'choking',
    'blue lips',
    'lips turning blue',
  ],
  bloodVomit: [
    'vomiting blood',
    'vomited blood',
    'vomit blood',
    'blood in vomit',
    'throwing up blood',
    'coughing blood',
    'coughing up blood',
    'coughed up blood',
  ],
  fainting: [
    'fainting',
    'fainted',
    'faint',
    'passed out',
    'passing out',
    'blacked out',
    'blackout',
    'lost consciousness',
    'loss of consciousness',
    'unconscious',
    'collapsed',
  ],
  selfHarm: [
    'suicidal',
    'suicide',
    'kill myself',
    'end my life',
    'want to die',
    'self harm',
    'self-harm',
    'hurt myself',
  ],
} as const satisfies Record<string, readonly string[]>;
type Signal = keyof typeof SIGNAL_TERMS;

/** Each signal is looked for on its own: overlapping words may feed several rules. */
const SIGNAL_MATCHERS = (Object.entries(SIGNAL_TERMS) as Array<[Signal, readonly string[]]>).map(
  ([signal, terms]) => ({ signal, matchers: matchersFor([[signal, terms] as const]) }),
);

interface Facts {
  symptoms: ReadonlySet<BodySymptom>;
  signals: ReadonlySet<Signal>;
  headache: boolean;
}

export type RedFlagId =
  | 'heart-attack'
  | 'stroke'
  | 'brain-emergency'
  | 'severe-breathing'
  | 'vomiting-blood'
  | 'fainting'
  | 'self-harm';

interface RedFlagRule {
  id: RedFlagId;
  /** Who should follow up once the emergency is over. */
  specialty: DoctorSearchSpecialty;
  applies(f: Facts): boolean;
  /** After "Call 112 now.": why, what to do meanwhile (never a medicine), and who follows up. */
  why: string;
}

const has = (f: Facts, s: BodySymptom) => f.symptoms.has(s);
const sig = (f: Facts, s: Signal) => f.signals.has(s);

/** In order: the first rule that applies is the one explained. */
export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    id: 'heart-attack',
    specialty: 'Cardiologist',
    applies: (f) =>
      has(f, 'Chest pain') &&
      (has(f, 'Shortness of breath') ||
        has(f, 'Palpitations') ||
        sig(f, 'sweating') ||
        sig(f, 'radiatingPain')),
    why: 'Chest pain together with breathlessness, a racing heart, sweating or pain spreading to the arm or jaw can be a heart attack, and every minute counts. Do not drive yourself; rest until help arrives. Once you are safe, a Cardiologist should follow up.',
  },
  {
    id: 'stroke',
    specialty: 'Neurologist',
    applies: (f) =>
      sig(f, 'faceDroop') ||
      sig(f, 'slurredSpeech') ||
      sig(f, 'oneSidedWeakness') ||
      (has(f, 'Arm weakness') &&
        (has(f, 'Numbness or tingling in hands') ||
          has(f, 'Difficulty walking') ||
          has(f, 'Blurred vision'))),
    why: 'Sudden weakness or numbness, a drooping face or slurred speech can be a stroke, and treatment works best in the first hours. Note the time the symptoms started. Once you are safe, a Neurologist should follow up.',
  },
  {
    id: 'brain-emergency',
    specialty: 'Neurologist',
    applies: (f) =>
      sig(f, 'thunderclap') ||
      (f.headache && sig(f, 'severe') && (sig(f, 'stiffNeck') || (has(f, 'Fever') && sig(f, 'confusion')))) ||
      (f.headache && has(f, 'Fever') && (sig(f, 'stiffNeck') || sig(f, 'confusion'))),
    why: 'A severe headache with a stiff neck, fever or confusion can be meningitis or bleeding in the brain and needs urgent care. Once you are safe, a Neurologist should follow up.',
  },
  {
    id: 'severe-breathing',
    specialty: GP,
    applies: (f) => sig(f, 'cannotBreathe') || (has(f, 'Shortness of breath') && sig(f, 'severe')),
    why: 'Severe difficulty breathing needs emergency care. Sit upright and stay as calm as you can while help comes. Once you are safe, a General Physician should follow up.',
  },
  {
    id: 'vomiting-blood',
    specialty: GP,
    applies: (f) => sig(f, 'bloodVomit'),
    why: 'Vomiting or coughing up blood can mean bleeding inside the body and needs emergency care. Once you are safe, a General Physician should follow up.',
  },
  {
    id: 'fainting',
    specialty: 'Cardiologist',
    applies: (f) => sig(f, 'fainting'),
    why: 'Fainting can come from a heart rhythm problem and should be checked urgently, especially if it happened without warning or during effort. Once you are safe, a Cardiologist should follow up.',
  },
  {
    id: 'self-harm',
    specialty: GP,
    applies: (f) => sig(f, 'selfHarm'),
    why: 'If you might act on thoughts of harming yourself, you deserve help right away. You can also call Tele-MANAS on 14416, free and at any hour, to talk to a counsellor. When you are ready, a General Physician can help you find ongoing care.',
  },
];

/**
 * Not emergencies by themselves, but a word on when they become one: said with the suggestion so a
 * person who picked "Chest pain" alone still learns when to call 112.
 */
const SAFETY_NOTES: ReadonlyArray<{ applies(f: Facts): boolean; note: string }> = [
  {
    applies: (f) => has(f, 'Chest pain'),
    note: `If the chest pain is severe, spreads to your arm or jaw, or comes with sweating or breathlessness, call ${EMERGENCY_NUMBER} now.`,
  },
  {
    applies: (f) => has(f, 'Shortness of breath') || has(f, 'Wheezing'),
    note: `If breathing becomes very hard or your lips turn blue, call ${EMERGENCY_NUMBER} now.`,
  },
  {
    applies: (f) => f.headache && (has(f, 'Fever') || has(f, 'Neck pain')),
    note: `If your neck is stiff (you cannot bend your chin to your chest), or you feel confused or very drowsy, call ${EMERGENCY_NUMBER} now.`,
  },
  {
    applies: (f) => has(f, 'Arm weakness') || has(f, 'Difficulty walking') || has(f, 'Blurred vision'),
    note: `If this started suddenly, or your face droops or your speech is slurred, call ${EMERGENCY_NUMBER} now.`,
  },
];

// ---------------------------------------------------------------------------------------------------
// The suggestion
// ---------------------------------------------------------------------------------------------------

export function suggestSpecialtyLocally(input: string): LocalSuggestion {
  const text = normalise(input);
  const content = findAll(text, CONTENT_MATCHERS);
  const symptoms = new Set<BodySymptom>();
  const extras = new Set<number>();
  for (const hit of content) {
    if (hit.key.kind === 'symptom') symptoms.add(hit.key.symptom);
    else extras.add(hit.key.index);
  }
  const signals = new Set<Signal>();
  for (const { signal, matchers } of SIGNAL_MATCHERS) {
    if (findAll(text, matchers).length > 0) signals.add(signal);
  }
  const child = findAll(text, CHILD_MATCHERS).length > 0;
  const headache = symptoms.has('Headache') || extras.has(MIGRAINE);

  const matched = [...[...symptoms], ...[...extras].map((i) => EXTRA_TERMS[i]!.label)];

  const facts: Facts = { symptoms, signals, headache };
  const redFlag = RED_FLAG_RULES.find((rule) => rule.applies(facts));
  if (redFlag) {
    return {
      specialty: forChild(redFlag.specialty, child),
      reasoning: `Call ${EMERGENCY_NUMBER} now. ${redFlag.why}`,
      emergency: true,
      redFlag: redFlag.id,
      matched,
    };
  }

  if (symptoms.size === 0 && extras.size === 0) {
    const specialty = forChild(GP, child);
    return {
      specialty,
      reasoning: `We could not match your description to a symptom we know, so a ${specialty} is the best first step: they can examine you and refer you to a specialist if needed. ${NOT_A_DIAGNOSIS}`,
      emergency: false,
      redFlag: null,
      matched,
    };
  }

  // Score: each symptom pulls towards its specialist, and a little towards the others it may concern.
  const scores = new Map<DoctorSearchSpecialty, number>();
  const add = (s: DoctorSearchSpecialty, w: number) => scores.set(s, (scores.get(s) ?? 0) + w);
  const contributions: Array<{
    specialty: DoctorSearchSpecialty;
    also: readonly DoctorSearchSpecialty[];
    label: string;
    reason: string;
  }> = [];
  for (const symptom of symptoms) {
    const k = SYMPTOM_KNOWLEDGE[symptom];
    add(k.specialty, MAIN_WEIGHT);
    for (const [other, w] of Object.entries(k.also ?? {}) as Array<[DoctorSearchSpecialty, number]>)
      add(other, w);
    contributions.push({
      specialty: k.specialty,
      also: Object.keys(k.also ?? {}) as DoctorSearchSpecialty[],
      label: symptom.toLowerCase(),
      reason: k.reason,
    });
  }
  for (const index of extras) {
    const extra = EXTRA_TERMS[index]!;
    add(extra.specialty, MAIN_WEIGHT);
    contributions.push({
      specialty: extra.specialty,
      also: [],
      label: extra.label.toLowerCase(),
      reason: extra.reason,
    });
  }

  const notes = SAFETY_NOTES.filter((n) => n.applies(facts))
    .map((n) => ` ${n.note}`)
    .join('');
  const best = Math.max(...scores.values());
  const leaders = [...scores.entries()].filter(([, score]) => score === best).map(([s]) => s);
  const listed = listOf(contributions.map((c) => c.label));

  if (leaders.length > 1) {
    // Evenly split: a General Physician sees the whole picture first and refers on.
    const specialty = forChild(GP, child);
    return {
      specialty,
      reasoning: `Your symptoms (${listed}) point to more than one specialist (${listOf(leaders)}), so a ${specialty} is the best first step: they can examine you and refer you on.${notes} ${NOT_A_DIAGNOSIS}`,
      emergency: false,
      redFlag: null,
      matched,
    };
  }

  const winner = leaders[0]!;
  const specialty = forChild(winner, child);
  const decisive = contributions.find((c) => c.specialty === winner) ?? contributions[0]!;
  let why: string;
  if (specialty !== winner) {
    why = `For a child, a Pediatrician is the best first doctor for ${listed}: they examine children and refer on when needed.`;
  } else if (contributions.length === 1) {
    why = decisive.reason;
  } else {
    const pulling = listOf(
      contributions.filter((c) => c.specialty === winner || c.also.includes(winner)).map((c) => c.label),
    );
    why = `A ${specialty} fits your symptoms best (${pulling}). ${decisive.reason}`;
  }
  return {
    specialty,
    reasoning: `${why}${notes} ${NOT_A_DIAGNOSIS}`,
    emergency: false,
    redFlag: null,
    matched,
  };
}

/** There is no age field: only free text saying "my child…" turns a General Physician into a Pediatrician. */
function forChild(specialty: DoctorSearchSpecialty, child: boolean): DoctorSearchSpecialty {
  return child && specialty === GP ? 'Pediatrician' : specialty;
}

/** "a", "a and b", "a, b and c" — at most five, then "and N more". */
function listOf(items: readonly string[]): string {
  const unique = [...new Set(items)];
  const shown = unique.slice(0, 5);
  const rest = unique.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
