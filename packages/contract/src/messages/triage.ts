// Messages of the `triage` area (the symptom helper on the booking pages). The spec shows no texts for
// it, so every entry is ours; the questions and summaries themselves live in the server's local engine.
export const MSG_TRIAGE = {
  // Not in the spec — ours
  describeSymptom: 'Please describe your symptom.',
  invalidAnswer: 'Please choose one of the answers offered for "{question}".',
  alreadyComplete: 'This symptom check is already complete. Type your symptom again to start over.',
} as const;
