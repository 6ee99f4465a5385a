// Messages of the `notifications` area: in-app notifications and reminder e-mails. The spec shows only the
// bell (its texts live in `shell`); everything here is ours (see ../messages.ts).
export const MSG_NOTIFICATIONS = {
  // Not in the spec — ours
  markedRead: 'Notification marked as read.',
  notFound: 'Notification not found.',
  booked: 'New booking: {bookingType} with {patient} on {date} at {time}.',
  cancelledByPatient: '{patient} cancelled the {bookingType} on {date} at {time}.',
  confirmed: '{professional} confirmed your {bookingType} on {date} at {time}.',
  cancelledByProfessional: '{professional} cancelled your {bookingType} on {date} at {time}.',
  cancelledByProfessionalRefunded:
    '{professional} cancelled your {bookingType} on {date} at {time}. ₹{fee} has been refunded to your care fund.',
  completed:
    'Your {bookingType} with {professional} on {date} is complete. Their notes are in My Appointments.',
  reminderPatient: 'Reminder: your {bookingType} with {professional} is {when}, on {date} at {time}.',
  reminderProfessional: 'Reminder: {bookingType} with {patient} {when}, on {date} at {time}.',
  inHours: 'in {hours} hours',
  inOneHour: 'in 1 hour',
  inMinutes: 'in {minutes} minutes',
  reminderEmailSubject: 'Reminder: your {bookingType} on {date} at {time}',
  reminderEmailBody:
    'Hello {name},\n\nThis is a reminder of your {bookingType} with {professional} on {date} at {time} (India time).\n\nTo see or cancel it, open My Appointments: {link}\nAppointments can be cancelled up to 24 hours before they start.\n\nArogya',
} as const;
