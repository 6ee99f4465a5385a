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
  pastDate: 'Days that have already passed cannot be marked available.',
  invalidDate: '{date} is not a real calendar day.',
  professionalNotFound: 'This doctor or nurse could not be found.',
  // Added by the availability page (ours)
  loading: 'Loading your availability...',
  daysSelected: '{count} days selected',
  oneDaySelected: '1 day selected',
  noDaysSelected: 'No days selected yet.',
  professionalsOnly: 'Only doctors and nurses set availability.',
  calendarLabel: 'Days of {month}',
  legendAvailable: 'Available',
  legendToday: 'Today',
  legendPast: 'Passed',
  unsavedChanges: 'You have unsaved changes.',
  dayHasBookings:
    '{date} already has {count} bookings. Keep the day, or cancel those bookings first so the patients are told.',
  dayHasOneBooking:
    '{date} already has 1 booking. Keep the day, or cancel that booking first so the patient is told.',
} as const;
