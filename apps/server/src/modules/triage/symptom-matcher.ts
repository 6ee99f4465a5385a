import { TRIAGE_TREES, type TriageTopic, type TriageTree } from './triage-trees';

/**
 * Which question tree a typed symptom belongs to. Whole words only ("back pain" is not found inside
 * "feedback painting"), small typos forgiven ("fevr", "headahce", "chest pian"), negations respected
 * ("no fever, but a cough" is a cough), English, Hinglish and Hindi alike. Deterministic.
 */

export interface TopicMatch {
  topic: TriageTopic;
  /** The words of the text that matched, as typed. */
  matched: string;
  /** False when a typo had to be forgiven. */
  exact: boolean;
}

/** Lower case, one kind of apostrophe, Unicode-normalised (a typed "साँस" and a stored one compare equal). */
export function normaliseSymptom(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

interface Token {
  word: string;
  /** Index of the clause the word is in: a negation reaches only to the end of its clause. */
  clause: number;
}

/** Letters (with their combining marks, so Devanagari words stay whole), digits and apostrophes. */
const WORD = /[\p{L}\p{M}\p{N}']+/gu;
/** Clause breaks: punctuation (the danda too), and "but" ("no fever but a cough"). */
const CLAUSE_BREAK = /[,.;:!?()\n।]|\bbut\b|\blekin\b/u;

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  normaliseSymptom(text)
    .split(new RegExp(CLAUSE_BREAK.source, 'gu'))
    .forEach((clause, i) => {
      for (const m of clause.matchAll(WORD)) tokens.push({ word: m[0], clause: i });
    });
  return tokens;
}

/** "no fever", "without a cough": the negation comes first in English. */
const NEGATION_BEFORE = new Set([
  'no',
  'not',
  'without',
  'never',
  'denies',
  "don't",
  'dont',
  "didn't",
  "doesn't",
  "isn't",
  "haven't",
  "hasn't",
]);
/** "bukhar nahi hai", "बुखार नहीं": in Hindi it comes after. */
const NEGATION_AFTER = new Set(['nahi', 'nahin', 'nai', 'नहीं', 'नही']);
const NEGATION_AFTER_REACH = 3;

function isNegated(tokens: readonly Token[], start: number, end: number): boolean {
  const clause = tokens[start]?.clause;
  for (let i = start - 1; i >= 0 && tokens[i]?.clause === clause; i--) {
    if (NEGATION_BEFORE.has(tokens[i]!.word)) return true;
  }
  for (let i = end; i < Math.min(tokens.length, end + NEGATION_AFTER_REACH); i++) {
    if (tokens[i]?.clause !== clause) break;
    if (NEGATION_AFTER.has(tokens[i]!.word)) return true;
  }
  return false;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), stopping early once it cannot be
 * at most `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a typed word is the known word, forgiving typos in proportion to its length: short words must
 * be exact (a swap of two letters is forgiven from four letters on: "pian"), words of five to seven letters
 * may have one slip, longer ones two. "cold" never becomes "cough", nor "rush" "rash".
 */
function wordMatches(typed: string, known: string): 'exact' | 'fuzzy' | null {
  if (typed === known) return 'exact';
  const n = [...known].length;
  if (n < 4) return null;
  if (n === 4) {
    return typed.length === 4 && editDistance(typed, known, 1) === 1 && sameLetters(typed, known)
      ? 'fuzzy'
      : null;
  }
  const allowed = n >= 8 ? 2 : 1;
  return editDistance(typed, known, allowed) <= allowed ? 'fuzzy' : null;
}

function sameLetters(a: string, b: string): boolean {
  return [...a].sort().join('') === [...b].sort().join('');
}

interface Candidate {
  tree: TriageTree;
  start: number;
  end: number;
  exact: boolean;
  words: number;
}

/** Every tree with its terms split into words once. */
const TERM_INDEX = Object.values(TRIAGE_TREES).map((tree) => ({
  tree,
  terms: tree.terms.map((t) => normaliseSymptom(t).match(WORD) ?? []).filter((w) => w.length > 0),
}));

/**
 * The tree for a typed symptom, or null when none fits. When several complaints are named, chest pain
 * and breathlessness go first (they are the ones that cannot wait); otherwise the one named first wins,
 * and an exact match beats a forgiven typo.
 */
export function matchTopic(symptom: string): TopicMatch | null {
  const tokens = tokenise(symptom);
  const candidates: Candidate[] = [];
  for (const { tree, terms } of TERM_INDEX) {
    for (const term of terms) {
      for (let start = 0; start + term.length <= tokens.length; start++) {
        let exact = true;
        let ok = true;
        for (let k = 0; k < term.length; k++) {
          const token = tokens[start + k]!;
          // A term never spans two clauses ("chest, pain" is two things).
          if (token.clause !== tokens[start]!.clause) {
            ok = false;
            break;
          }
          const m = wordMatches(token.word, term[k]!);
          if (!m) {
            ok = false;
            break;
          }
          if (m === 'fuzzy') exact = false;
        }
        const end = start + term.length;
        if (ok && !isNegated(tokens, start, end)) {
          candidates.push({ tree, start, end, exact, words: term.length });
        }
      }
    }
  }
  candidates.sort(
    (a, b) =>
      a.tree.priority - b.tree.priority ||
      Number(b.exact) - Number(a.exact) ||
      a.start - b.start ||
      b.words - a.words,
  );
  const best = candidates[0];
  if (!best) return null;
  return {
    topic: best.tree.topic,
    matched: tokens
      .slice(best.start, best.end)
      .map((t) => t.word)
      .join(' '),
    exact: best.exact,
  };
}
