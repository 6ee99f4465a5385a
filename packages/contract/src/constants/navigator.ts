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
