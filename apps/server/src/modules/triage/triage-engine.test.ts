import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { describe, expect, it } from 'vitest';
import { editDistance, matchTopic } from './symptom-matcher';
import { runTriage, type TriageStep } from './triage-engine';
import { TRIAGE_TOPICS, TRIAGE_TREES, type TriageTopic } from './triage-trees';

/** Words that would make a text prescribe or diagnose; no triage text may contain them. */
const PRESCRIBING =
  /\b(\d+\s?mg|tablets?|capsules?|pills?|doses?|dosage|syrup|antibiotics?|paracetamol|ibuprofen|aspirin|prescri\w*|you have (a|an)\b|diagnos\w*)/i;

const TREE_TOPICS = TRIAGE_TOPICS.filter((t) => t !== 'general');

interface Path {
  answers: string[];
  end: Extract<TriageStep, { kind: 'summary' }>;
  questionsAsked: number;
  /** The red-flag option that ended it, if any. */
  redFlag: string | null;
}

/** Every way through a tree: each option of each question asked, until the engine answers a summary. */
function allPaths(symptom: string): Path[] {
  const paths: Path[] = [];
  const walk = (answers: string[]) => {
    const step = runTriage(symptom, answers);
    if (step.kind === 'invalid') throw new Error(`invalid at ${answers.join(' > ')}`);
    if (step.kind === 'summary') {
      const tree = TRIAGE_TREES[step.topic];
      const last = answers.at(-1);
      const redFlag =
        last !== undefined && step.emergency
          ? (tree.questions.flatMap((q) => q.options).find((o) => o.value === last && o.redFlag)?.value ??
            null)
          : null;
      paths.push({ answers, end: step, questionsAsked: answers.length, redFlag });
      return;
    }
    expect(step.answerOptions.length).toBeGreaterThanOrEqual(2);
    expect(new Set(step.answerOptions.map((o) => o.value)).size).toBe(step.answerOptions.length);
    for (const o of step.answerOptions) walk([...answers, o.value]);
  };
  walk([]);
  return paths;
}

/** A symptom text that reaches each tree: its first term. */
function symptomFor(topic: TriageTopic): string {
  return topic === 'general' ? 'itchy eyes' : TRIAGE_TREES[topic].terms[0]!;
}

describe('the trees', () => {
  it('cover the ten complaints the issue names, plus a general one', () => {
    expect(TREE_TOPICS).toEqual([
      'fever',
      'cough',
      'headache',
      'chest-pain',
      'abdominal-pain',
      'back-pain',
      'rash',
      'breathlessness',
      'injury',
      'dizziness',
    ]);
    for (const topic of TRIAGE_TOPICS) expect(TRIAGE_TREES[topic].topic).toBe(topic);
  });

  it.each(TRIAGE_TOPICS.map((t) => [t]))('%s: every path ends in a summary after 2–4 questions', (topic) => {
    const paths = allPaths(symptomFor(topic));
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) {
      expect(p.end.topic).toBe(topic);
      expect(p.questionsAsked).toBeLessThanOrEqual(4);
      if (!p.end.emergency) expect(p.questionsAsked).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(TRIAGE_TOPICS.map((t) => [t]))(
    '%s: summaries are plain sentences that never prescribe or diagnose',
    (topic) => {
      for (const { end, answers } of allPaths(symptomFor(topic))) {
        const where = `${topic}: ${answers.join(' > ')}`;
        expect(end.summary, where).toMatch(/^[A-Z\p{Lu}]/u);
        expect(end.summary, where).toMatch(/\.$/);
        expect(end.summary, where).not.toMatch(/undefined|null|\s{2}|\s[,.]|,,/);
        expect(end.summary, where).not.toMatch(PRESCRIBING);
        expect(end.summary.length, where).toBeLessThan(600);
        if (end.emergency)
          expect(end.summary, where).toMatch(new RegExp(`^Call ${EMERGENCY_NUMBER} now\\. `));
        else expect(end.summary, where).not.toContain(EMERGENCY_NUMBER);
      }
    },
  );

  it.each(TRIAGE_TOPICS.map((t) => [t]))('%s: every red-flag answer escalates at once', (topic) => {
    const tree = TRIAGE_TREES[topic];
    const redFlags = tree.questions.flatMap((q) => q.options.filter((o) => o.redFlag).map((o) => o.value));
    expect(redFlags.length, `${topic} has red flags`).toBeGreaterThan(0);
    const paths = allPaths(symptomFor(topic));
    // Each red flag is reachable, and wherever it is chosen the flow ends there with an emergency.
    for (const value of redFlags) {
      const ending = paths.filter((p) => p.redFlag === value);
      expect(ending.length, `${topic}: ${value} is reachable`).toBeGreaterThan(0);
      for (const p of ending) {
        expect(p.end.emergency).toBe(true);
        expect(p.end.summary).toContain(
          tree.questions.flatMap((q) => q.options).find((o) => o.value === value && o.redFlag)!.redFlag!,
        );
      }
    }
    // No path that avoided every red flag is an emergency.
    for (const p of paths.filter((x) => x.redFlag === null)) expect(p.end.emergency).toBe(false);
  });

  it('asks the follow-up only when its answer calls for it', () => {
    const afterRash = runTriage('fever', ['1-3-days', '100-102', 'rash']);
    expect(afterRash).toMatchObject({ kind: 'question', question: expect.stringMatching(/glass/) });
    expect(runTriage('fever', ['1-3-days', '100-102', 'body-ache'])).toMatchObject({ kind: 'summary' });
    expect(runTriage('injury', ['head'])).toMatchObject({
      kind: 'question',
      question: 'After the head injury, did any of these happen?',
    });
    expect(runTriage('injury', ['limb'])).toMatchObject({
      question: 'Can you move it and put weight on it?',
    });
  });
});

describe('the summaries the issue describes', () => {
  it.each<[string, string[], string]>([
    [
      'fever',
      ['1-3-days', '100-102', 'body-ache'],
      'Fever for 1–3 days, up to 102°F, with body ache and tiredness.',
    ],
    [
      'fever',
      ['today', 'not-measured', 'none'],
      'Fever since today, temperature not measured, no other symptoms.',
    ],
    ['cough', ['1-3-weeks', 'dry', 'fever'], 'Dry cough for 1–3 weeks, with fever.'],
    [
      'chest pain',
      ['none', 'comes-and-goes', 'burning'],
      'Chest pain burning, after meals or when lying down, coming and going over days or weeks, no sweating, breathlessness or spreading pain.',
    ],
    [
      'injury',
      ['limb', 'limited', '1-3-days'],
      'Injury to an arm or leg, 1–3 days ago; swollen or bruised, with limited movement.',
    ],
    [
      'rash',
      ['none', 'limbs', 'itchy', '1-3-days'],
      'Itchy rash on the arms or legs, for 1–3 days, no other symptoms.',
    ],
    ['itchy eyes.', ['none', '1-3-days', 'moderate'], 'Itchy eyes for 1–3 days, moderate, no warning signs.'],
  ])('%s %j → %s', (symptom, answers, summary) => {
    expect(runTriage(symptom, answers)).toEqual({
      kind: 'summary',
      topic: expect.any(String),
      emergency: false,
      summary,
    });
  });

  it.each<[string, string[], RegExp]>([
    ['chest pain', ['sweating'], /heart attack/],
    ['chest pain', ['spreading'], /heart attack/],
    ['breathlessness', ['at-rest'], /at rest/],
    ['fever', ['1-3-days', 'above-102', 'stiff-neck'], /stiff neck/],
    ['fever', ['1-3-days', 'above-102', 'rash', 'does-not-fade'], /do not fade/],
    ['injury', ['head', 'lost-consciousness'], /consciousness/],
    ['headache', ['sudden-worst'], /sudden, very severe headache/],
    ['dizziness', ['stroke-signs'], /slurred speech/],
    ['back pain', ['lower', '1-6-weeks', 'strain', 'bladder'], /bladder/],
    ['rash', ['swelling'], /allergic reaction/],
  ])('%s %j is an emergency', (symptom, answers, why) => {
    const step = runTriage(symptom, answers);
    expect(step).toMatchObject({ kind: 'summary', emergency: true });
    if (step.kind !== 'summary') throw new Error('unreachable');
    expect(step.summary.startsWith(`Call ${EMERGENCY_NUMBER} now.`)).toBe(true);
    expect(step.summary).toMatch(why);
    expect(step.summary).toMatch(/Reported: /);
  });

  it('escalates on the typed words alone, before any question', () => {
    for (const text of ['chest pain and sweating', 'sudden slurred speech', 'coughing up blood']) {
      const step = runTriage(text, []);
      expect(step, text).toMatchObject({ kind: 'summary', emergency: true });
      if (step.kind === 'summary')
        expect(step.summary.startsWith(`Call ${EMERGENCY_NUMBER} now.`)).toBe(true);
    }
  });

  it('still escalates when answers were sent after a red flag', () => {
    expect(runTriage('chest pain', ['sweating', 'gone', 'sharp'])).toMatchObject({ emergency: true });
  });
});

describe('answers that do not fit', () => {
  it('names the question whose answer is not an option', () => {
    expect(runTriage('fever', ['1-3-days', 'hot'])).toEqual({
      kind: 'invalid',
      topic: 'fever',
      index: 1,
      reason: 'not-an-option',
      question: 'What is the highest temperature you measured?',
    });
  });

  it('refuses an answer to a question that was not asked (a follow-up skipped)', () => {
    // 'fades' answers the rash follow-up, which is asked only after 'rash'.
    expect(runTriage('fever', ['1-3-days', '100-102', 'body-ache', 'fades'])).toMatchObject({
      kind: 'invalid',
      index: 3,
      reason: 'already-complete',
    });
  });

  it('refuses an option value of another tree', () => {
    expect(runTriage('cough', ['1-3-days'])).toMatchObject({ kind: 'invalid', index: 0 });
  });
});

describe('matching the typed symptom', () => {
  it.each<[string, TriageTopic]>([
    ['Fever', 'fever'],
    ['high temperature since yesterday', 'fever'],
    ['bukhar hai', 'fever'],
    ['बुखार', 'fever'],
    ['khansi', 'cough'],
    ['खांसी और जुकाम', 'cough'],
    ['sir dard', 'headache'],
    ['सिर दर्द', 'headache'],
    ['my head hurts', 'headache'],
    ['tight chest', 'chest-pain'],
    ['seene mein dard', 'chest-pain'],
    ['stomach ache after food', 'abdominal-pain'],
    ['my stomach hurts', 'abdominal-pain'],
    ['pet mein dard', 'abdominal-pain'],
    ['lower back pain', 'back-pain'],
    ['kamar dard', 'back-pain'],
    ['itching all over', 'rash'],
    ['khujli', 'rash'],
    ['short of breath', 'breathlessness'],
    ['saans phoolna', 'breathlessness'],
    ['I fell off my bike', 'injury'],
    ['chot lagi', 'injury'],
    ['feeling dizzy', 'dizziness'],
    ['chakkar aa raha hai', 'dizziness'],
  ])('%s → %s', (text, topic) => {
    expect(matchTopic(text)?.topic).toBe(topic);
  });

  it.each<[string, TriageTopic]>([
    ['fevr', 'fever'],
    ['feaver', 'fever'],
    ['headahce', 'headache'],
    ['chest pian', 'chest-pain'],
    ['dizzyness', 'dizziness'],
    ['breathlesness', 'breathlessness'],
    ['abdominal pian', 'abdominal-pain'],
  ])('forgives the typo in %s', (text, topic) => {
    expect(matchTopic(text)).toMatchObject({ topic, exact: false });
  });

  it.each(['cold', 'rush', 'hair fall', 'itchy eyes', 'feedback', 'tired'])(
    'does not stretch %s into a tree',
    (text) => {
      expect(matchTopic(text)).toBeNull();
      expect(runTriage(text, [])).toMatchObject({ kind: 'question', topic: 'general' });
    },
  );

  it('respects a negation, in English before the word and in Hindi after it', () => {
    expect(matchTopic('no fever but a bad cough')?.topic).toBe('cough');
    expect(matchTopic('without fever; dizzy')?.topic).toBe('dizziness');
    expect(matchTopic('bukhar nahi hai, khansi hai')?.topic).toBe('cough');
    expect(matchTopic('no fever')).toBeNull();
  });

  it('takes chest pain and breathlessness first, otherwise the complaint named first', () => {
    expect(matchTopic('headache and chest pain')?.topic).toBe('chest-pain');
    expect(matchTopic('cough and breathlessness')?.topic).toBe('breathlessness');
    expect(matchTopic('fever and headache')?.topic).toBe('fever');
    expect(matchTopic('headache and fever')?.topic).toBe('headache');
  });

  it('measures edit distance with swaps counted once', () => {
    expect(editDistance('pian', 'pain', 2)).toBe(1);
    expect(editDistance('fevr', 'fever', 2)).toBe(1);
    expect(editDistance('cold', 'cough', 5)).toBe(3);
    expect(editDistance('abcdef', 'zzzzzz', 1)).toBe(2);
  });
});
