/**
 * The questionnaire: first "is this a life-threatening emergency?" (yes → emergency, no → concern type).
 * Concern types and the four recommendations are the spec's; which concern leads to which recommendation,
 * and the follow-up that separates nurse from caregiver, are ours. Question texts are in `MSG.navigator`.
 */
export const CARE_NAVIGATOR = {
  concernTypes: {
    'new-symptom': 'New physical symptom',
    'ongoing-condition': 'Ongoing condition',
    'mental-health': 'Mental or emotional health',
    'daily-activities': 'Daily activities or recovery',
  },
  recommendations: {
    emergency: { label: 'Emergency', path: '/book-ambulance', comingSoon: false },
    doctor: { label: 'Doctor', path: '/search', comingSoon: false },
    nurse: { label: 'Nurse', path: '/search-nurses', comingSoon: false },
    caregiver: { label: 'Caregiver', path: null, comingSoon: true },
  },
  /** Recommendation per concern; `daily-activities` asks one more question (medical care needed?). */
  concernRecommendation: {
    'new-symptom': 'doctor',
    'ongoing-condition': 'doctor',
    'mental-health': 'doctor',
    'daily-activities': null,
  },
  /** Answer to the daily-activities follow-up: needs medical/nursing care → nurse, else caregiver. */
  dailyActivitiesRecommendation: { yes: 'nurse', no: 'caregiver' },
} as const;

export type CareConcern = keyof typeof CARE_NAVIGATOR.concernTypes;

export type CareRecommendation = keyof typeof CARE_NAVIGATOR.recommendations;

/** Ours: the follow-up after "new physical symptom" — where it is, and the specialist that fits. */
export const NAVIGATOR_SYMPTOM_AREAS = {
  'chest-heart': { label: 'Chest pain, palpitations or blood pressure', specialty: 'Cardiologist' },
  skin: { label: 'Skin, hair or nails', specialty: 'Dermatologist' },
  'head-nerves': { label: 'Headache, dizziness, numbness or tingling', specialty: 'Neurologist' },
  teeth: { label: 'Teeth or gums', specialty: 'Dentist' },
  womens: { label: 'Periods, pregnancy or women’s health', specialty: 'Gynecologist' },
  child: { label: 'A child under 16 is unwell', specialty: 'Pediatrician' },
  general: { label: 'Fever, cough, stomach or something else', specialty: 'General Physician' },
} as const;

/** Ours: the follow-up after "ongoing condition". */
export const NAVIGATOR_CONDITIONS = {
  heart: { label: 'Heart disease or high blood pressure', specialty: 'Cardiologist' },
  diabetes: { label: 'Diabetes, thyroid or another long-term illness', specialty: 'General Physician' },
  skin: { label: 'A skin condition (eczema, psoriasis, acne)', specialty: 'Dermatologist' },
  nerves: { label: 'Migraine, epilepsy or a nerve condition', specialty: 'Neurologist' },
  pregnancy: { label: 'Pregnancy or a gynaecological condition', specialty: 'Gynecologist' },
  child: { label: 'A child’s long-term condition', specialty: 'Pediatrician' },
} as const;

/** Ours: who needs nursing at home, and the nurse search category that fits. */
export const NAVIGATOR_CARE_RECIPIENTS = {
  elder: { label: 'An older person', category: 'Elder Care' },
  child: { label: 'A child', category: 'Child Care' },
  'post-op': { label: 'Someone recovering from surgery', category: 'Post-Operative Care' },
  other: { label: 'Someone else', category: 'General Nursing (GNM)' },
} as const;
