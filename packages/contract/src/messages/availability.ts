// Messages of the `availability` area: spec texts first, verbatim; ours below the marker (see ../messages.ts).
export const MSG_AVAILABILITY = {
  mustLogin: 'You must be logged in.',
  fetchFailed: 'Could not fetch availability.',
  updateFailed: 'Failed to update availability.',
  updated: 'Availability updated successfully!',
  // Not in the spec — ours
  title: 'My Availability',
  hint: 'Select the days you are available this month.',
  save: 'Save Availability',
  saving: 'Saving...',
  dateOutOfRange: 'Availability can only be set for the current month.',
} as const;
