import { keysOf } from '../keys-of';

/**
 * The AI specialty suggestion's body-diagram picker. The spec gives only the number of symptoms per area
 * (head 7, chest 6, abdomen 7, arms 6, legs 7, back 5); the symptom names are ours — plain-English,
 * distinct across all areas. Selected symptoms are joined with ", " (`SYMPTOM_JOINER`).
 */
export const SYMPTOM_BODY_AREAS = {
  head: {
    label: 'Head',
    symptoms: ['Headache', 'Fever', 'Dizziness', 'Blurred vision', 'Ear pain', 'Sore throat', 'Toothache'],
  },
  chest: {
    label: 'Chest',
    symptoms: ['Chest pain', 'Shortness of breath', 'Cough', 'Palpitations', 'Wheezing', 'Heartburn'],
  },
  abdomen: {
    label: 'Abdomen',
    symptoms: [
      'Stomach pain',
      'Nausea',
      'Vomiting',
      'Diarrhoea',
      'Constipation',
      'Bloating',
      'Burning urination',
    ],
  },
  arms: {
    label: 'Arms',
    symptoms: [
      'Shoulder pain',
      'Elbow pain',
      'Wrist or hand pain',
      'Numbness or tingling in hands',
      'Arm weakness',
      'Skin rash',
    ],
  },
  legs: {
    label: 'Legs',
    symptoms: [
      'Knee pain',
      'Hip pain',
      'Ankle or foot pain',
      'Swollen legs',
      'Leg cramps',
      'Numbness in feet',
      'Difficulty walking',
    ],
  },
  back: {
    label: 'Back',
    symptoms: [
      'Lower back pain',
      'Upper back pain',
      'Neck pain',
      'Back stiffness',
      'Pain in the side (flank)',
    ],
  },
} as const;

export type BodyArea = keyof typeof SYMPTOM_BODY_AREAS;

export type BodySymptom = (typeof SYMPTOM_BODY_AREAS)[BodyArea]['symptoms'][number];

export const BODY_AREAS = keysOf(SYMPTOM_BODY_AREAS);

/** Every picker symptom, in area order. */
export const ALL_BODY_SYMPTOMS: readonly BodySymptom[] = BODY_AREAS.flatMap(
  (area) => SYMPTOM_BODY_AREAS[area].symptoms,
);

export const SYMPTOM_JOINER = ', ';
