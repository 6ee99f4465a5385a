import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { suggestSpecialtyLocally } from './specialty-engine';

/**
 * The "AI-Generated Patient Summary" of the appointment manager (spec 02 §2), built by a local,
 * deterministic engine (DESIGN §1, AI): what the patient reported for this visit, the medicines they
 * listed, their visits on the platform and the follow-ups, and points for the professional to check.
 * It assists the professional: it restates and organises what is on record, and never suggests a
 * diagnosis, a medicine or a dose.
 */

export interface VisitSummaryInput {
  patientName: string;
  /** India calendar day of "now" (YYYY-MM-DD): tells past visits from upcoming ones. */
  today: string;
  appointment: {
    date: string;
    time: string;
    bookingType: string;
    symptoms: string;
    previousMeds: string;
    hasReport: boolean;
  };
  /** The patient's other appointments on the platform, with any professional, cancelled ones excluded. */
  history: ReadonlyArray<{
    date: string;
    time: string;
    bookingType: string;
    status: string;
    professionalName: string;
    /** Specialty, or the role for a professional without one. */
    professionalDesignation: string;
    /** Only for completed visits (what the professional wrote when completing it). */
    doctorNotes: string | null;
  }>;
  followUps: ReadonlyArray<{
    date: string;
    note: string;
    professionalName: string;
    booked: boolean;
  }>;
}

export interface PatientSummaryParts {
  summary: string;
  sections: Array<{ title: string; items: string[] }>;
}

export const SUMMARY_SECTION_TITLES = [
  'Presenting complaint',
  'Previous medication',
  'Visit history',
  'Follow-ups',
  'Points to check',
] as const;

/** The newest visits listed; older ones are counted. */
const HISTORY_SHOWN = 10;
const NOTE_CHARS = 300;
const QUOTE_CHARS = 300;

/**
 * Words in the reported symptoms a professional should look at first. Each is a prompt to ask or
 * examine — not a conclusion.
 */
const WATCH_WORDS: ReadonlyArray<{ pattern: RegExp; point: string }> = [
  { pattern: /\bchest (pain|tightness|pressure)\b|\bseene\b|\bchhati\b/, point: 'chest pain' },
  {
    pattern: /\b(breathless\w*|short(ness)? of breath|difficulty breathing|can'?t breathe|saans)\b/,
    point: 'breathing difficulty',
  },
  { pattern: /\b(blood|bleeding|black stools?)\b/, point: 'bleeding' },
  { pattern: /\b(faint\w*|passed out|black(ed)? out|unconscious\w*)\b/, point: 'fainting' },
  { pattern: /\b(confus\w*|drows\w*|disoriented)\b/, point: 'confusion or drowsiness' },
  { pattern: /\bstiff neck\b|\bneck stiffness\b/, point: 'a stiff neck' },
  {
    pattern: /\b(slurred|numb\w*|weakness|paralys\w*|face droop\w*)\b/,
    point: 'weakness, numbness or speech changes',
  },
  { pattern: /\b(seizures?|convulsions?)\b/, point: 'a seizure' },
  { pattern: /\b(pregnan\w*|missed period)\b/, point: 'pregnancy' },
  { pattern: /\b(allerg\w*|swelling of (the )?(face|lips|tongue))\b/, point: 'an allergy or swelling' },
  { pattern: /\b(suicid\w*|self[- ]harm|kill myself|end my life)\b/, point: 'thoughts of self-harm' },
  { pattern: /\b(weight loss|losing weight|night sweats)\b/, point: 'weight loss or night sweats' },
  { pattern: /\b(fall|fell|injur\w*|accident)\b/, point: 'an injury or fall' },
];

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '2026-11-28' → '28 Nov 2026' (the day as written). */
export function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}

/** One line of free text: single spaces, and cut at a word boundary with an ellipsis when long. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Ends free text with a full stop unless it already ends a sentence. */
function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** "Metformin 500, Amlodipine; vitamin D" → each medicine on its own line. */
export function splitMedicines(text: string): string[] {
  return text
    .split(/[\n;,]+/)
    .map((m) => m.replace(/\s+/g, ' ').trim())
    .filter((m) => m.length > 0 && !/^(none|nil|no|na|n\/a|-)$/i.test(m));
}

/** A sortable key of a day and a slot time ('2026-11-28', '01:30 PM' → '2026-11-28 13:30'). */
function slotKey(date: string, time: string): string {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!m) return `${date} ${time}`;
  const hours = (Number(m[1]) % 12) + (m[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return `${date} ${String(hours).padStart(2, '0')}:${m[2]}`;
}

/** 'an In-Home Visit', 'a Video Consultation'. */
function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function buildPatientSummary(input: VisitSummaryInput): PatientSummaryParts {
  const { appointment: a, today } = input;
  const symptoms = a.symptoms.trim();
  const medicines = splitMedicines(a.previousMeds);
  const history = [...input.history].sort((x, y) =>
    slotKey(y.date, y.time).localeCompare(slotKey(x.date, x.time)),
  );
  const past = history.filter((h) => h.date < today || h.status === 'Completed');
  const upcoming = history.filter((h) => !past.includes(h));
  const completed = history.filter((h) => h.status === 'Completed');
  const lastCompleted = completed[0];

  // Presenting complaint
  const complaint: string[] = [
    `${a.bookingType} on ${formatDay(a.date)} at ${a.time}.`,
    symptoms ? `Reported: ${symptoms.replace(/\s+/g, ' ')}` : 'No symptoms were described at booking.',
    a.hasReport
      ? 'The patient attached a medical report to this booking.'
      : 'No medical report was attached.',
  ];

  // Previous medication
  const medication = medicines.length > 0 ? medicines : ['None reported at booking.'];

  // Visit history
  const visits: string[] = history.slice(0, HISTORY_SHOWN).map((h) => {
    const when = upcoming.includes(h) ? `Upcoming, ${formatDay(h.date)}` : formatDay(h.date);
    const notes =
      h.status === 'Completed' && h.doctorNotes?.trim()
        ? ` Notes: ${asSentence(excerpt(h.doctorNotes, NOTE_CHARS))}`
        : '';
    return `${when}: ${h.bookingType} with ${h.professionalName} (${h.professionalDesignation}), ${h.status}.${notes}`;
  });
  if (history.length > HISTORY_SHOWN) {
    visits.push(`${plural(history.length - HISTORY_SHOWN, 'earlier visit', 'earlier visits')} not shown.`);
  }
  if (visits.length === 0) visits.push('This is the first appointment of this patient on Arogya.');

  // Follow-ups
  const followUps = [...input.followUps].sort((x, y) => y.date.localeCompare(x.date));
  const followUpItems = followUps.map((f) => {
    const state = f.booked ? 'booked' : f.date < today ? 'not booked, date passed' : 'not booked yet';
    const note = f.note.trim() ? ` Note: ${asSentence(excerpt(f.note, NOTE_CHARS))}` : '';
    return `${formatDay(f.date)}, suggested by ${f.professionalName} (${state}).${note}`;
  });
  if (followUpItems.length === 0) followUpItems.push('No follow-ups on record.');

  // Points to check
  const points: string[] = [];
  const lowered = symptoms.toLowerCase();
  const local = symptoms ? suggestSpecialtyLocally(symptoms) : null;
  if (local?.emergency) {
    points.push(
      `The reported symptoms match an emergency pattern. If they are present now, the patient should call ${EMERGENCY_NUMBER} rather than wait for the visit.`,
    );
  }
  const watched = WATCH_WORDS.filter((w) => w.pattern.test(lowered)).map((w) => w.point);
  if (watched.length > 0) points.push(`The symptoms mention ${listOf(watched)}: ask about these first.`);
  if (!symptoms) points.push('Ask what brings the patient to this visit: no symptoms were given.');
  if (medicines.length > 0) {
    points.push('Confirm each listed medicine, how it is taken, and any allergies, with the patient.');
  } else {
    points.push('Ask about current medicines and allergies: none were listed at booking.');
  }
  if (a.hasReport) points.push('Review the attached medical report before the visit.');
  const missed = followUps.filter((f) => !f.booked && f.date < today);
  if (missed.length > 0) {
    points.push(
      `${plural(missed.length, 'earlier follow-up was', 'earlier follow-ups were')} not booked (${listOf(missed.map((f) => formatDay(f.date)))}): ask how things went since.`,
    );
  }
  if (lastCompleted?.doctorNotes?.trim()) {
    points.push(
      `Read the notes of the last completed visit (${formatDay(lastCompleted.date)}) in the visit history.`,
    );
  }

  // The paragraph
  const sentences: string[] = [];
  const quoted = symptoms
    ? ` reporting: "${excerpt(symptoms, QUOTE_CHARS).replace(/[.!?]+$/, '')}"`
    : ', with no symptoms described';
  sentences.push(
    `${input.patientName} booked ${article(a.bookingType)} ${a.bookingType} for ${formatDay(a.date)} at ${a.time}${quoted}.`,
  );
  sentences.push(
    medicines.length > 0
      ? `Previous medication listed: ${listOf(medicines.map((m) => excerpt(m, 80)))}.`
      : 'No previous medication was listed.',
  );
  if (history.length === 0) {
    sentences.push('This is their first appointment on Arogya.');
  } else {
    const start = slotKey(a.date, a.time);
    const visitNumber = history.filter((h) => slotKey(h.date, h.time) < start).length + 1;
    let visitsSentence = `This is their ${ordinal(visitNumber)} appointment on Arogya (${plural(completed.length, 'completed visit', 'completed visits')} on record`;
    if (upcoming.length > 0) visitsSentence += `, ${upcoming.length} more upcoming`;
    visitsSentence += ')';
    if (lastCompleted) {
      visitsSentence += `; the last completed visit was on ${formatDay(lastCompleted.date)} with ${lastCompleted.professionalName} (${lastCompleted.professionalDesignation})`;
    }
    sentences.push(`${visitsSentence}.`);
  }
  if (input.followUps.length > 0) {
    sentences.push(`${plural(input.followUps.length, 'follow-up is', 'follow-ups are')} on record.`);
  }
  if (local?.emergency || watched.length > 0) {
    sentences.push('Some reported symptoms need checking first (see Points to check).');
  }
  sentences.push('This summary restates what is on record; it is not a diagnosis.');

  return {
    summary: sentences.join(' '),
    sections: [
      { title: 'Presenting complaint', items: complaint },
      { title: 'Previous medication', items: medication },
      { title: 'Visit history', items: visits },
      { title: 'Follow-ups', items: followUpItems },
      { title: 'Points to check', items: points },
    ],
  };
}
