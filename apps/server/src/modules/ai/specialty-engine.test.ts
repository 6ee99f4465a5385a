import { DOCTOR_SEARCH_SPECIALTIES } from '@arogya/contract/constants/directory';
import { ALL_BODY_SYMPTOMS, SYMPTOM_BODY_AREAS, SYMPTOM_JOINER } from '@arogya/contract/constants/triage';
import { describe, expect, it } from 'vitest';
import { type RedFlagId, suggestSpecialtyLocally as suggest } from './specialty-engine';
import { EXTRA_TERMS, SYMPTOM_KNOWLEDGE } from './specialty-knowledge';

/** Words that would make a reasoning prescribe; no local answer may contain them. */
const PRESCRIBING =
  /\b(\d+\s?mg|tablets?|capsules?|pills?|doses?|dosage|syrup|antibiotics?|paracetamol|ibuprofen|aspirin|prescri\w*|take\s+(a|an|some)\b)/i;

describe('knowledge base', () => {
  it('covers every picker symptom, all 38 of them, and nothing else', () => {
    expect(ALL_BODY_SYMPTOMS).toHaveLength(38);
    expect(Object.keys(SYMPTOM_KNOWLEDGE).sort()).toEqual([...ALL_BODY_SYMPTOMS].sort());
  });

  it.each(ALL_BODY_SYMPTOMS.map((s) => [s]))(
    '%s alone → a searchable specialist, a plain reason, no emergency',
    (symptom) => {
      const r = suggest(symptom);
      expect(DOCTOR_SEARCH_SPECIALTIES).toContain(r.specialty);
      expect(r.specialty).toBe(SYMPTOM_KNOWLEDGE[symptom].specialty);
      expect(r.matched).toEqual([symptom]);
      expect(r.emergency).toBe(false);
      expect(r.reasoning).toContain(r.specialty);
      expect(r.reasoning).not.toMatch(PRESCRIBING);
    },
  );

  it('maps the named examples', () => {
    const examples: Array<[string, string]> = [
      ['Skin rash', 'Dermatologist'],
      ['Toothache', 'Dentist'],
      ['Palpitations', 'Cardiologist'],
      ['Numbness or tingling in hands', 'Neurologist'],
      ['Chest pain', 'Cardiologist'],
      ['Swollen legs', 'Cardiologist'],
      ['Difficulty walking', 'Neurologist'],
      ['Fever', 'General Physician'],
      ['Cough', 'General Physician'],
      ['Lower back pain', 'General Physician'],
    ];
    for (const [symptom, specialty] of examples) expect(suggest(symptom).specialty, symptom).toBe(specialty);
  });

  it('reaches every searchable specialty from some input', () => {
    const reached = new Set<string>();
    for (const s of ALL_BODY_SYMPTOMS) reached.add(suggest(s).specialty);
    for (const e of EXTRA_TERMS) reached.add(suggest(e.terms[0]!).specialty);
    reached.add(suggest('my baby has a fever').specialty);
    expect([...reached].sort()).toEqual([...DOCTOR_SEARCH_SPECIALTIES].sort());
  });

  it('every reasoning it can give avoids prescribing', () => {
    for (const k of Object.values(SYMPTOM_KNOWLEDGE)) expect(k.reason).not.toMatch(PRESCRIBING);
    for (const e of EXTRA_TERMS) expect(e.reason).not.toMatch(PRESCRIBING);
  });
});

describe('several symptoms', () => {
  it('reads the picker format: symptoms joined by ", "', () => {
    const all = ALL_BODY_SYMPTOMS.join(SYMPTOM_JOINER);
    // Every symptom of an area recognised at once (areas chosen that hold no red-flag pair).
    for (const area of ['abdomen', 'back', 'head'] as const) {
      const picked = SYMPTOM_BODY_AREAS[area].symptoms;
      expect(suggest(picked.join(SYMPTOM_JOINER)).matched.sort()).toEqual([...picked].sort());
    }
    expect(suggest(all).matched).toHaveLength(38);
  });

  it('adds up the pull of each symptom', () => {
    // Cardiologist 2 + 2 against General Physician 1.
    expect(suggest('Palpitations, Swollen legs').specialty).toBe('Cardiologist');
    // Neurologist 2 + 2 against General Physician 1.
    expect(suggest('Numbness in feet, Difficulty walking').specialty).toBe('Neurologist');
    // Headache leans General Physician (2) and Neurologist (1); blurred vision tips it (Neurologist 3 vs 2).
    expect(suggest('Headache, Blurred vision').specialty).toBe('Neurologist');
    // Three general complaints outweigh one skin complaint.
    const mixed = suggest('Cough, Fever, Sore throat, Skin rash');
    expect(mixed.specialty).toBe('General Physician');
    expect(mixed.reasoning).toContain('cough, fever and sore throat');
  });

  it('sends an even split to a General Physician', () => {
    for (const text of ['Skin rash, Toothache', 'Skin rash, Fever', 'Chest pain, Heartburn']) {
      const r = suggest(text);
      expect(r.specialty, text).toBe('General Physician');
      expect(r.emergency).toBe(false);
      expect(r.reasoning).toMatch(/more than one specialist/);
    }
  });

  it('still says when a lone warning symptom becomes an emergency', () => {
    expect(suggest('Chest pain').reasoning).toMatch(/spreads to your arm or jaw.*call 112 now/);
    expect(suggest('Headache, Fever, Neck pain').reasoning).toMatch(/neck is stiff.*call 112 now/);
    expect(suggest('Headache, Fever, Neck pain').emergency).toBe(false);
  });
});

describe('free text', () => {
  it('matches names case-insensitively and common synonyms', () => {
    expect(suggest('SKIN RASH').specialty).toBe('Dermatologist');
    expect(suggest('itchy skin on my arms').specialty).toBe('Dermatologist');
    expect(suggest('terrible tooth pain and bleeding gums').specialty).toBe('Dentist');
    expect(suggest('my heart is racing, heart racing at night').specialty).toBe('Cardiologist');
    expect(suggest('pins and needles in my fingers').specialty).toBe('Neurologist');
    expect(suggest('loose motions since yesterday').matched).toEqual(['Diarrhoea']);
    expect(suggest('Loose   Motions').matched).toEqual(['Diarrhoea']);
  });

  it('knows a few complaints beyond the picker', () => {
    expect(suggest('irregular periods').specialty).toBe('Gynecologist');
    expect(suggest('hair fall and dandruff').specialty).toBe('Dermatologist');
    expect(suggest('migraine').specialty).toBe('Neurologist');
  });

  it('takes the longest phrase: numbness in feet is not also numb hands', () => {
    expect(suggest('numbness in feet').matched).toEqual(['Numbness in feet']);
  });

  it('ignores what is denied', () => {
    const r = suggest('no chest pain, just a cough');
    expect(r.matched).toEqual(['Cough']);
    expect(r.specialty).toBe('General Physician');
    expect(suggest('chest pain but no shortness of breath').emergency).toBe(false);
  });

  it('turns a General Physician into a Pediatrician when the text is about a child', () => {
    expect(suggest('my child has fever and cough').specialty).toBe('Pediatrician');
    // A specialist stays a specialist.
    expect(suggest('my son has a toothache').specialty).toBe('Dentist');
  });

  it('falls back to a General Physician when nothing is recognised', () => {
    const r = suggest('feeling off lately');
    expect(r).toMatchObject({ specialty: 'General Physician', emergency: false, matched: [] });
  });
});

describe('red flags: "Call 112 now", and who follows up', () => {
  const cases: Array<[RedFlagId, string, string]> = [
    ['heart-attack', 'Chest pain, Shortness of breath', 'Cardiologist'],
    ['heart-attack', 'Chest pain, Palpitations', 'Cardiologist'],
    ['heart-attack', 'chest pain and sweating a lot', 'Cardiologist'],
    ['heart-attack', 'Chest pain with left arm pain', 'Cardiologist'],
    ['stroke', 'sudden weakness in my left leg', 'Neurologist'],
    ['stroke', 'numbness on one side of the body', 'Neurologist'],
    ['stroke', 'her face is drooping', 'Neurologist'],
    ['stroke', 'slurred speech since an hour', 'Neurologist'],
    ['stroke', 'Arm weakness, Numbness or tingling in hands', 'Neurologist'],
    ['brain-emergency', 'severe headache and a stiff neck', 'Neurologist'],
    ['brain-emergency', 'Headache, Fever, stiff neck', 'Neurologist'],
    ['brain-emergency', 'severe headache, fever and confusion', 'Neurologist'],
    ['brain-emergency', 'the worst headache of my life', 'Neurologist'],
    ['severe-breathing', 'severe shortness of breath', 'General Physician'],
    ['severe-breathing', "I can't breathe", 'General Physician'],
    ['severe-breathing', 'gasping for air', 'General Physician'],
    ['vomiting-blood', 'vomiting blood since morning', 'General Physician'],
    ['vomiting-blood', 'coughing up blood', 'General Physician'],
    ['fainting', 'I fainted at work', 'Cardiologist'],
    ['fainting', 'passed out twice today', 'Cardiologist'],
    ['self-harm', 'I want to die', 'General Physician'],
  ];

  it.each(cases)('%s: %s', (rule, text, specialty) => {
    const r = suggest(text);
    expect(r.redFlag).toBe(rule);
    expect(r.emergency).toBe(true);
    expect(r.specialty).toBe(specialty);
    expect(r.reasoning.startsWith('Call 112 now')).toBe(true);
    expect(r.reasoning).toContain(specialty);
    expect(r.reasoning).not.toMatch(PRESCRIBING);
  });

  it('no single picker symptom is an emergency, and ordinary pairs are not either', () => {
    for (const s of ALL_BODY_SYMPTOMS) expect(suggest(s).emergency, s).toBe(false);
    for (const text of [
      'Headache, Fever',
      'Cough, Shortness of breath',
      'Arm weakness',
      'Chest pain, Cough',
    ]) {
      expect(suggest(text).emergency, text).toBe(false);
    }
  });

  it('is deterministic', () => {
    const text = 'Chest pain, Heartburn, Cough';
    expect(suggest(text)).toEqual(suggest(text));
  });
});
