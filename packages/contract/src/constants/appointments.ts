/** Fees in whole rupees. */
export const FEES = {
  DOCTOR_IN_HOME_VISIT: 2000,
  DOCTOR_VIDEO_CONSULTATION: 400,
  NURSE_PER_DAY: 600,
  /** Includes the visit and transport. */
  LAB_TEST: 800,
} as const;

/** Discharge Concierge (priced in US dollars, one-time; marketing only — no payment flow). */
export const DISCHARGE_CONCIERGE = { priceUsd: 299, replyWithinHours: 1, supportHours: 72 } as const;

export const BOOKING_TYPES = ['In-Home Visit', 'Video Consultation', 'Nurse Assignment'] as const;

export type BookingType = (typeof BOOKING_TYPES)[number];

/** The appointment-type toggle on the doctor profile. */
export const DOCTOR_BOOKING_TYPES = ['In-Home Visit', 'Video Consultation'] as const;

/** The fee in rupees of a booking type. The server takes fees from here, never from the client. */
export function feeFor(bookingType: BookingType): number {
  switch (bookingType) {
    case 'In-Home Visit':
      return FEES.DOCTOR_IN_HOME_VISIT;
    case 'Video Consultation':
      return FEES.DOCTOR_VIDEO_CONSULTATION;
    case 'Nurse Assignment':
      return FEES.NURSE_PER_DAY;
  }
}

export const APPOINTMENT_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses a patient may cancel from (at least `CANCELLATION_CUTOFF_HOURS` ahead). */
export const PATIENT_CANCELLABLE_STATUSES = ['Pending', 'Confirmed'] as const;

/**
 * Status changes a professional may make (spec 02 §4): Pending → Confirmed or Cancelled; Confirmed →
 * Completed (with notes). Completed and Cancelled are final.
 */
export const PROFESSIONAL_STATUS_TRANSITIONS: Readonly<
  Record<AppointmentStatus, readonly AppointmentStatus[]>
> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Completed'],
  Completed: [],
  Cancelled: [],
};

/** Patient's My Appointments tabs. */
export const PATIENT_APPOINTMENT_TABS = ['Upcoming', 'Cancelled', 'Past'] as const;

export type PatientAppointmentTab = (typeof PATIENT_APPOINTMENT_TABS)[number];

/** The `?tab=` value of My Appointments for each tab (lower case in addresses). */
const PATIENT_APPOINTMENT_TAB_PARAMS = {
  Upcoming: 'upcoming',
  Cancelled: 'cancelled',
  Past: 'past',
} as const satisfies Record<PatientAppointmentTab, string>;

/** The tab named by a `?tab=` value (any case), or null for anything else. */
export function patientTabFromParam(value: string | null | undefined): PatientAppointmentTab | null {
  const wanted = value?.trim().toLowerCase();
  return PATIENT_APPOINTMENT_TABS.find((tab) => PATIENT_APPOINTMENT_TAB_PARAMS[tab] === wanted) ?? null;
}

/**
 * The address of one appointment's card: `/my-appointments?tab=past#<id>` opens that tab, scrolls to the
 * card and highlights it. Every notification about a patient's appointment links here.
 */
export function patientAppointmentLink(appointmentId: string, tab: PatientAppointmentTab): string {
  return `/my-appointments?tab=${PATIENT_APPOINTMENT_TAB_PARAMS[tab]}#${appointmentId}`;
}

/** Professional appointment manager tabs. */
export const PROFESSIONAL_APPOINTMENT_TABS = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;

export const DOCTOR_SLOTS = [
  '11:00 AM',
  '11:30 AM',
  '12:00 PM',
  '12:30 PM',
  '01:00 PM',
  '01:30 PM',
  '02:00 PM',
] as const;

export const NURSE_SLOTS = ['09:00 AM', '12:00 PM', '03:00 PM', '06:00 PM'] as const;

/** India local time zone: slot dates and times are wall-clock times here (DESIGN §3). */
export const TIME_ZONE = 'Asia/Kolkata';

/** A patient may cancel only while at least this many hours remain before the appointment. */
export const CANCELLATION_CUTOFF_HOURS = 24;

/** The "Cancellation not allowed" toast stays this long (spec 01 §8: "for 5 s"). */
export const CANCELLATION_ERROR_TOAST_MS = 5000;

/** Calendar events (template link and .ics) last 1 hour. */
export const CALENDAR_EVENT_MINUTES = 60;

/** Appointment manager list: symptoms truncated to this many characters. */
export const SYMPTOMS_PREVIEW_CHARS = 50;

/** Reminders are sent this many hours before an appointment (ours: a day ahead and an hour ahead). */
export const REMINDER_HOURS_BEFORE = [24, 1] as const;
