// Messages of the `navigator` area: spec texts first, verbatim; ours below the marker (see ../messages.ts).
export const MSG_NAVIGATOR = {
  startOver: 'Start Over',
  comingSoon: 'Coming Soon',
  // Not in the spec — ours
  title: 'Care Navigator',
  intro: 'Answer a few questions and we will point you to the right kind of care.',
  emergencyQuestion: 'Is this a life-threatening emergency?',
  yes: 'Yes',
  no: 'No',
  concernQuestion: 'What best describes your concern?',
  dailyActivitiesQuestion:
    'Does this need medical care at home, such as wound dressing, injections or post-operative care?',
  emergencyTitle: 'Get emergency help now',
  emergencyBody: 'Call 112 immediately or book an ambulance.',
  emergencyCta: 'Book an Ambulance',
  doctorTitle: 'See a doctor',
  doctorBody: 'A doctor can assess your symptoms and plan your treatment.',
  doctorCta: 'Find a Doctor',
  nurseTitle: 'Get a nurse at home',
  nurseBody: 'A trained nurse can provide care and monitoring at home.',
  nurseCta: 'Find a Nurse',
  caregiverTitle: 'Caregiver support',
  caregiverBody: 'Help with daily activities at home. Caregiver booking is coming soon.',
} as const;
