/** Longest texts accepted on appointments (ours: room for a real history, bounded against abuse). */
export const MAX_TEXT = {
  symptoms: 2000,
  previousMeds: 1000,
  doctorNotes: 5000,
  relayNote: 2000,
  followUpNote: 1000,
  patientNote: 1000,
  notificationMessage: 500,
} as const;
