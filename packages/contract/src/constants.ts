/**
 * Business constants shared by the server and the web app. Sources are §9 of spec 01 (core, booking and
 * care) and spec 02 (community, admin and professional tools), plus constants named elsewhere in the
 * spec (cited per block). Anything marked "ours" is not in the spec and was decided here.
 */
import { fill, MSG } from './messages';

/** `Object.keys` typed as a non-empty tuple of the object's keys (for `z.enum`). */
export function keysOf<T extends Record<string, unknown>>(
  obj: T,
): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(obj) as [keyof T & string, ...(keyof T & string)[]];
}

// ---------------------------------------------------------------------------------------------------------
// App shell and requests (spec 01 §7, §9)
// ---------------------------------------------------------------------------------------------------------

/** Every API request times out after 15 s (both specs). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** The footer's back-to-top button appears after this much vertical scroll. */
export const BACK_TO_TOP_OFFSET_PX = 400;
/** Options for `navigator.geolocation.getCurrentPosition` — shaped as the DOM `PositionOptions`. */
export const GEOLOCATION = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
} as const;

/** Browser local-storage keys. Only `token` is named by the spec (spec 01 §4); the others are ours. */
export const STORAGE_KEYS = {
  token: 'token',
  theme: 'theme',
  dismissedAnnouncements: 'dismissedAnnouncements',
} as const;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** The theme toggle defaults to light (spec 01 §2). */
export const DEFAULT_THEME: Theme = 'light';

/** Generic modal sizes; `lg` is the default (spec 01 §2). */
export const MODAL_SIZES = ['md', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const DEFAULT_MODAL_SIZE: ModalSize = 'lg';

// ---------------------------------------------------------------------------------------------------------
// Roles and routing (spec 01 §4, §6; spec 02 §2, §6)
// ---------------------------------------------------------------------------------------------------------

export const ROLES = ['patient', 'doctor', 'nurse', 'technician', 'ambulance', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Admin is never offered at registration. */
export const SELF_REGISTER_ROLES = ['patient', 'doctor', 'nurse', 'technician', 'ambulance'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** Labels of the register page's role selector, in the spec's order. */
export const ROLE_LABELS: Readonly<Record<SelfRegisterRole, string>> = {
  patient: 'Patient',
  doctor: 'Doctor',
  nurse: 'Nurse',
  technician: 'Lab Technician',
  ambulance: 'Ambulance Driver',
};

/** Professional roles: they give phone and professional details at registration. */
export const PROFESSIONAL_ROLES = ['doctor', 'nurse', 'technician', 'ambulance'] as const;
export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];

/** Roles that must wait for admin approval before they can work (spec 01 §4, §6). */
export const PENDING_APPROVAL_ROLES = ['technician', 'ambulance'] as const;

/** Roles that may buy the Pro subscription (spec 02 §5). */
export const PRO_ELIGIBLE_ROLES = ['doctor', 'nurse'] as const;

/** Account approval states (ours — DESIGN §6). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * What an admin verified about a professional (ours): when an approved professional changes one of these,
 * the change waits for an admin's review and the listing keeps the approved value until then. Other
 * fields (phone, city, bio, experience, qualifications, picture, service area) apply at once.
 */
export const MATERIAL_PROFILE_FIELDS = ['name', 'specialty', 'licenseNumber', 'verifiedSkills'] as const;
export type MaterialProfileField = (typeof MATERIAL_PROFILE_FIELDS)[number];
export const MATERIAL_PROFILE_FIELD_LABELS: Readonly<Record<MaterialProfileField, string>> = {
  name: 'Name',
  specialty: 'Specialty',
  licenseNumber: 'License number',
  verifiedSkills: 'Verified skills',
};

/** Where the logo and login send a role (spec 01 §4 "Routing after login"). Ambulance drivers go to `/`. */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'patient':
      return '/dashboard';
    case 'doctor':
    case 'nurse':
      return '/doctor/dashboard';
    case 'technician':
      return '/technician/dashboard';
    default:
      return '/';
  }
}

/**
 * Where a patient goes after login: the `redirect` query parameter when it is a safe in-app path, else
 * `/dashboard`; other roles use `homePathFor`. After a two-factor verify use `homePathFor` (the spec sends
 * a patient to `/dashboard` then, ignoring `redirect`).
 */
export function postLoginPathFor(role: Role, redirect?: string | null): string {
  if (role === 'patient' && redirect && isSafeRedirect(redirect)) return redirect;
  return homePathFor(role);
}

/** An in-app absolute path only (no scheme, no protocol-relative `//host`, no backslash tricks). */
export function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\r\n]/.test(path);
}

/**
 * Where registration sends a new user (spec 01 §4): patient `/dashboard`, doctor `/doctor/dashboard`,
 * nurse `/nurse/dashboard`; technician and ambulance see the pending-approval text and go to `/`.
 */
export function postRegistrationPathFor(role: SelfRegisterRole): string {
  switch (role) {
    case 'patient':
      return '/dashboard';
    case 'doctor':
      return '/doctor/dashboard';
    case 'nurse':
      return '/nurse/dashboard';
    default:
      return '/';
  }
}

/**
 * The role's own dashboard (spec 02 §2: Go to Dashboard on the upgrade page, dashboard routes). Unlike
 * `homePathFor`, nurses get `/nurse/dashboard` and drivers `/driver/dashboard`.
 */
export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'patient':
      return '/dashboard';
    case 'doctor':
      return '/doctor/dashboard';
    case 'nurse':
      return '/nurse/dashboard';
    case 'technician':
      return '/technician/dashboard';
    case 'ambulance':
      return '/driver/dashboard';
  }
}

// ---------------------------------------------------------------------------------------------------------
// Registration and auth (spec 01 §5; spec 02 §5, §9)
// ---------------------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 6;
/** Ours: bounds the work of hashing an attacker-chosen password. */
export const PASSWORD_MAX_LENGTH = 128;
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Placeholder of the phone field at registration. */
export const PHONE_PLACEHOLDER = '+91 9876543210';

export const DOCTOR_SPECIALTIES = [
  'Cardiologist',
  'Dermatologist',
  'Gynecologist',
  'Dentist',
  'Pediatrician',
  'General Physician',
] as const;
export type DoctorSpecialty = (typeof DOCTOR_SPECIALTIES)[number];

/** The search filter's list: the registration list plus Neurologist (appended). */
export const DOCTOR_SEARCH_SPECIALTIES = [...DOCTOR_SPECIALTIES, 'Neurologist'] as const;
export type DoctorSearchSpecialty = (typeof DOCTOR_SEARCH_SPECIALTIES)[number];

export const NURSE_CARE_CATEGORIES = [
  'Elder Care',
  'Child Care',
  'Post-Operative Care',
  'General Nursing',
] as const;
export type NurseCareCategory = (typeof NURSE_CARE_CATEGORIES)[number];

export const NURSE_SEARCH_CATEGORIES = [
  'Elder Care',
  'Child Care',
  'Post-Operative Care',
  'General Nursing (GNM)',
  'Auxiliary Nursing (ANM)',
] as const;
export type NurseSearchCategory = (typeof NURSE_SEARCH_CATEGORIES)[number];

/** Every specialty a nurse record may carry: the registration categories plus the search-only ANM one. */
export const NURSE_SPECIALTIES = [...NURSE_CARE_CATEGORIES, 'Auxiliary Nursing (ANM)'] as const;
export type NurseSpecialty = (typeof NURSE_SPECIALTIES)[number];

/**
 * Ours — the spec's search labels differ from the registration labels. A search category matches these
 * stored nurse specialties: "General Nursing (GNM)" matches registered "General Nursing"; "Auxiliary
 * Nursing (ANM)" matches only nurses stored with that exact specialty (seeded; not offered at registration).
 */
export const NURSE_SEARCH_MATCHES: Readonly<Record<NurseSearchCategory, readonly NurseSpecialty[]>> = {
  'Elder Care': ['Elder Care'],
  'Child Care': ['Child Care'],
  'Post-Operative Care': ['Post-Operative Care'],
  'General Nursing (GNM)': ['General Nursing'],
  'Auxiliary Nursing (ANM)': ['Auxiliary Nursing (ANM)'],
};

/** Cities for registration and search. */
export const CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Patna', 'Kolkata', 'Chennai'] as const;
export type City = (typeof CITIES)[number];

export const AMBULANCE_CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Hyderabad', 'Chennai'] as const;
export type AmbulanceCity = (typeof AMBULANCE_CITIES)[number];

/** Every city the product knows (search cities plus Hyderabad, which only the ambulance list has). */
export type KnownCity = City | AmbulanceCity;

/** Experience choices: 1 to 30 years. */
export const EXPERIENCE_YEARS: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * A centre and a rough radius (km) covering each city's urban area, used by the seed to scatter
 * professionals and by search (ours; real coordinates of the city centres).
 */
export const CITY_CENTRES: Readonly<Record<KnownCity, { lat: number; lng: number; radiusKm: number }>> = {
  Mumbai: { lat: 19.076, lng: 72.8777, radiusKm: 25 },
  Delhi: { lat: 28.6139, lng: 77.209, radiusKm: 30 },
  Bangalore: { lat: 12.9716, lng: 77.5946, radiusKm: 25 },
  Pune: { lat: 18.5204, lng: 73.8567, radiusKm: 20 },
  Patna: { lat: 25.5941, lng: 85.1376, radiusKm: 12 },
  Kolkata: { lat: 22.5726, lng: 88.3639, radiusKm: 20 },
  Chennai: { lat: 13.0827, lng: 80.2707, radiusKm: 25 },
  Hyderabad: { lat: 17.385, lng: 78.4867, radiusKm: 25 },
};

/** On localhost the spec uses fixed Delhi coordinates when geolocation fails (spec 01 §8). */
export const DEV_FALLBACK_LOCATION = { lat: CITY_CENTRES.Delhi.lat, lng: CITY_CENTRES.Delhi.lng } as const;

// ---------------------------------------------------------------------------------------------------------
// Doctor search and maps (spec 01 §4, §9; spec 02 §2, §9)
// ---------------------------------------------------------------------------------------------------------

export const SEARCH_DEFAULTS = { sortBy: 'rating_desc', radiusKm: 10, pageSize: 6 } as const;
export const SEARCH_RADII_KM = [2, 5, 10] as const;
export type SearchRadiusKm = (typeof SEARCH_RADII_KM)[number];

/**
 * Doctor search sort orders. Only `rating_desc` (the default) is named by the spec; the others and all
 * labels are ours. `distance_asc` needs lat/lng and otherwise falls back to `rating_desc`.
 */
export const DOCTOR_SORTS = {
  rating_desc: 'Highest Rated',
  experience_desc: 'Most Experienced',
  reviews_desc: 'Most Reviewed',
  distance_asc: 'Nearest First',
} as const;
export type DoctorSort = keyof typeof DOCTOR_SORTS;

/** A map position as Leaflet takes it: [lat, lng]. */
export type LatLngTuple = readonly [lat: number, lng: number];

export const MAP_DEFAULT = {
  /** The centre of India. */
  center: [20.5937, 78.9629] as LatLngTuple,
  zoom: 5,
  /** Zoom when the user's location is known. */
  userZoom: 11,
  /** Zoom when centred on the average position of the listed doctors. */
  doctorsAverageZoom: 10,
} as const;

/** Service-area drawing map: Mumbai-area centre, zoom 11, 13 when an area exists; at least 3 points. */
export const SERVICE_AREA_MAP = {
  center: [19.076, 72.8777] as LatLngTuple,
  zoom: 11,
  zoomWithArea: 13,
  minPoints: 3,
} as const;

/** Demand-insights heatmap (spec 02 §2, §9): "centred near 20.59, 78.96" — the same centre of India. */
export const DEMAND_MAP = {
  center: [20.5937, 78.9629] as LatLngTuple,
  zoom: 5,
  heat: { radius: 25, blur: 15, maxZoom: 10 },
  /** Rows of the Top Demand Areas table (top by intensity). */
  topAreas: 10,
} as const;

/** Demand thresholds: strictly above `highAbove` is High, strictly above `mediumAbove` Medium, else Low. */
export const DEMAND_LEVELS = {
  highAbove: 20,
  mediumAbove: 10,
  /** The High Demand Zones tile counts points with intensity strictly above this. */
  highDemandZoneAbove: 10,
  heatRadius: 25,
  heatBlur: 15,
  heatMaxZoom: 10,
  topTableRows: 10,
} as const;
export const DEMAND_LEVEL_NAMES = ['High', 'Medium', 'Low'] as const;
export type DemandLevel = (typeof DEMAND_LEVEL_NAMES)[number];

export function demandLevel(intensity: number): DemandLevel {
  if (intensity > DEMAND_LEVELS.highAbove) return 'High';
  if (intensity > DEMAND_LEVELS.mediumAbove) return 'Medium';
  return 'Low';
}

export function isHighDemandZone(intensity: number): boolean {
  return intensity > DEMAND_LEVELS.highDemandZoneAbove;
}

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

/** The floating chat assistant (spec 01 §4, §5, §9). */
export const CHAT = { maxLength: 1000, textareaMaxHeightPx: 128, closeAnimationMs: 250 } as const;

/** A coordinate pair with latitude or longitude exactly 0 is invalid (spec 01 §5). */
export function isValidCoordinatePair(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat !== 0 &&
    lng !== 0 &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

// ---------------------------------------------------------------------------------------------------------
// Booking, fees and appointments (spec 01 §3–§5, §9)
// ---------------------------------------------------------------------------------------------------------

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

export const PAISE_PER_RUPEE = 100;
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

export const PAYMENT_METHODS = ['careFund', 'external'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
export type DoctorSlot = (typeof DOCTOR_SLOTS)[number];

export const NURSE_SLOTS = ['09:00 AM', '12:00 PM', '03:00 PM', '06:00 PM'] as const;
export type NurseSlot = (typeof NURSE_SLOTS)[number];

export const LAB_SLOTS = [
  '08:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 02:00 PM',
  '02:00 PM - 04:00 PM',
] as const;
export type LabSlot = (typeof LAB_SLOTS)[number];

/** India local time zone: slot dates and times are wall-clock times here (DESIGN §3). */
export const TIME_ZONE = 'Asia/Kolkata';

/** A patient may cancel only while at least this many hours remain before the appointment. */
export const CANCELLATION_CUTOFF_HOURS = 24;
/** The "Cancellation not allowed" toast stays this long (spec 01 §8: "for 5 s"). */
export const CANCELLATION_ERROR_TOAST_MS = 5000;
/** Calendar events (template link and .ics) last 1 hour. */
export const CALENDAR_EVENT_MINUTES = 60;

/** Follow-up choices in days; the date sent is today plus that many days (spec 02 §5). */
export const FOLLOW_UP_DAYS = [7, 14, 30, 60, 90] as const;
export type FollowUpDays = (typeof FOLLOW_UP_DAYS)[number];
export const DEFAULT_FOLLOW_UP_DAYS: FollowUpDays = 14;

/** The availability calendar shows 30 day buttons of the current month. */
export const AVAILABILITY_CALENDAR_DAYS = 30;
/** Appointment manager list: symptoms truncated to this many characters. */
export const SYMPTOMS_PREVIEW_CHARS = 50;

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

/** Reminders are sent this many hours before an appointment (ours: a day ahead and an hour ahead). */
export const REMINDER_HOURS_BEFORE = [24, 1] as const;

/**
 * Medical reports and voice notes (ours — the spec's client posted them to a media host). The type is
 * read from the bytes; the file is readable only by its owner and the professional of its appointment.
 */
export const REPORT_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;
export const VOICE_NOTE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/wav', 'video/webm'],
} as const;

/**
 * Storage each person may hold across every upload (ours): 200 MB — forty full-size reports, or years of
 * pictures and voice notes. An upload that would pass it is refused whole (413). Files nothing refers to
 * are removed after `orphanGraceHours`, and their bytes are given back to the owner's allowance.
 */
export const STORAGE_QUOTA = {
  bytesPerUser: 200 * 1024 * 1024,
  orphanGraceHours: 24,
} as const;

/** Socket.IO events (spec 01 §7): the client emits `join_user_room`, the server pushes `new_notification`. */
export const SOCKET_EVENTS = {
  joinUserRoom: 'join_user_room',
  newNotification: 'new_notification',
  /** Ours: an appointment of yours changed (lists refresh without a reload). */
  appointmentUpdated: 'appointment_updated',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Ambulance (spec 01 §2–§5, §9; spec 02 §2, §4, §9)
// ---------------------------------------------------------------------------------------------------------

/** Emergency types; the first, General, is the default. */
export const EMERGENCY_TYPES = [
  'General',
  'Critical',
  'Non-Emergency',
  'Trauma',
  'Cardiac',
  'Respiratory',
] as const;
export type EmergencyType = (typeof EMERGENCY_TYPES)[number];
export const DEFAULT_EMERGENCY_TYPE: EmergencyType = 'General';

export const AMBULANCE_TYPES = [
  'Advanced Life Support',
  'Basic Life Support',
  'Boat Ambulance',
  'Air Ambulance',
] as const;
export type AmbulanceType = (typeof AMBULANCE_TYPES)[number];

/** The spec's client sends these fixed coordinates with every ambulance request (spec 01 §3). */
export const AMBULANCE_FIXED_COORDINATES = { lng: 72.8777, lat: 19.076 } as const;

/** An unaccepted ambulance request expires after this long (shown to drivers). */
export const AMBULANCE_REQUEST_EXPIRY_SECONDS = 30;
export const EMERGENCY_NUMBER = '112';

export const AMBULANCE_TRIP_ACTIONS = ['accept', 'decline'] as const;
export type AmbulanceTripAction = (typeof AMBULANCE_TRIP_ACTIONS)[number];

export const MARKETING_CLAIMS = {
  ambulances: 5000,
  ambulanceCities: 65,
  satisfactionPercent: 98,
  readmissionReductionPercent: 60,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Care circle, video and prescriptions (spec 01 §3–§5, §7, §9)
// ---------------------------------------------------------------------------------------------------------

/** Roles a patient can invite; Family is the default. */
export const CARE_CIRCLE_ROLES = ['Family', 'Doctor', 'Nurse'] as const;
export type CareCircleRole = (typeof CARE_CIRCLE_ROLES)[number];
export const DEFAULT_CARE_CIRCLE_ROLE: CareCircleRole = 'Family';
/** Member statuses: the spec shows Active, anything else as pending. */
export const CARE_CIRCLE_MEMBER_STATUSES = ['Active', 'Pending'] as const;

export const VIDEO_CALL_STATUSES = ['active', 'ended'] as const;
export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];

export const ACTIVE_CALL_POLL_MS = 30_000;
/** The join-call notification auto-dismisses after a 30 s countdown. */
export const JOIN_CALL_TOAST_MS = 30_000;
export const CALL_HISTORY_LIMIT = 5;

// ---------------------------------------------------------------------------------------------------------
// Lab tests and technician (spec 01 §3, §9; spec 02 §4, §9)
// ---------------------------------------------------------------------------------------------------------

/** Upcoming and completed lab-collection lists show at most this many. */
export const LAB_LIST_CAP = 5;
/** Lab collection statuses (ours; the spec only names Completed). */
export const LAB_TEST_STATUSES = ['Scheduled', 'Completed', 'Cancelled'] as const;
export type LabTestStatus = (typeof LAB_TEST_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// Pro subscription and payments (spec 02 §1, §3, §7, §9)
// ---------------------------------------------------------------------------------------------------------

export const PRO_PLAN = {
  priceRupees: 999,
  period: 'month',
  commissionPro: 0.15,
  commissionStandard: 0.2,
  visibilityClaim: '3x',
} as const;

export const PAYMENT_CURRENCY = 'INR';

/** Subscription tiers: the spec names `pro`; `free` (the rest) is ours. */
export const SUBSCRIPTION_TIERS = ['free', 'pro'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
/** Subscription statuses: the spec names `active`; the others are ours. */
export const SUBSCRIPTION_STATUSES = ['created', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Pro member only when tier is pro, expiry is in the future and the subscription is active (spec 02 §3). */
export function isProMember(
  sub: {
    tier: string | null | undefined;
    expiry: Date | string | number | null | undefined;
    status: string | null | undefined;
  },
  now: Date | number,
): boolean {
  if (sub.tier !== 'pro' || sub.status !== 'active' || sub.expiry == null) return false;
  const expiry = new Date(sub.expiry).getTime();
  return Number.isFinite(expiry) && expiry > new Date(now).getTime();
}

/** Payment `type`: the spec names `second_opinion`; `subscription` is ours. */
export const PAYMENT_TYPES = ['second_opinion', 'subscription'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** A payment record with this status is shown as Paid; anything else as Failed. */
export const PAYMENT_SUCCESS_STATUS = 'success';
/** Second-opinion `paymentStatus` value once paid. */
export const PAID_PAYMENT_STATUS = 'paid';

// ---------------------------------------------------------------------------------------------------------
// Forum (spec 02 §2–§5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Forum categories value → label, in the spec's order. The list filter adds `all`; the ask form omits it. */
export const FORUM_CATEGORIES = {
  general: 'General Health',
  nutrition: 'Nutrition',
  fitness: 'Fitness',
  'mental-health': 'Mental Health',
  'chronic-conditions': 'Chronic Conditions',
  'women-health': "Women's Health",
  pediatrics: 'Pediatrics',
  'elderly-care': 'Elderly Care',
  medication: 'Medication',
  symptoms: 'Symptoms',
  prevention: 'Prevention',
} as const;
export type ForumCategory = keyof typeof FORUM_CATEGORIES;
export const FORUM_CATEGORY_VALUES = keysOf(FORUM_CATEGORIES);
/** The filter value meaning "no filter" for category and status. */
export const FORUM_FILTER_ALL = 'all';
/** Label of the `all` category filter (ours). */
export const FORUM_ALL_CATEGORIES_LABEL = 'All Categories';

/** Sort orders; `recent` is the default. Most Recent and Oldest First are the spec's labels, the rest ours. */
export const FORUM_SORTS = {
  recent: 'Most Recent',
  'most-viewed': 'Most Viewed',
  'most-answers': 'Most Answers',
  unanswered: 'Unanswered',
  oldest: 'Oldest First',
} as const;
export type ForumSort = keyof typeof FORUM_SORTS;
export const DEFAULT_FORUM_SORT: ForumSort = 'recent';

export const QUESTION_STATUSES = ['open', 'answered', 'closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The status filter: `all` plus each question status (labels ours). */
export const FORUM_STATUSES = {
  all: 'All Statuses',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
} as const;
export type ForumStatusFilter = keyof typeof FORUM_STATUSES;

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** Roles a forum author is shown with. */
export const FORUM_AUTHOR_ROLES = ['doctor', 'nurse', 'patient'] as const;

export const FORUM_LIMITS = {
  pageSize: 10,
  /** Page-number buttons shown around the current page. */
  pageButtons: 5,
  titleMin: 10,
  titleMax: 200,
  bodyMin: 20,
  bodyMax: 2000,
  answerMin: 20,
  answerMax: 3000,
  tagsMax: 5,
  tagMaxLength: 30,
  previewChars: 150,
  tagsOnCard: 3,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Support community (spec 02 §5, §7, §9)
// ---------------------------------------------------------------------------------------------------------

export const SUPPORT_GROUP_CATEGORIES = [
  'Chronic Pain',
  'Mental Health',
  'Diabetes',
  'Heart Disease',
  'Cancer',
  'Arthritis',
  'Respiratory Conditions',
  'Neurological Disorders',
  'Autoimmune Diseases',
  'General Health',
] as const;
export type SupportGroupCategory = (typeof SUPPORT_GROUP_CATEGORIES)[number];

export const SUPPORT_MESSAGE_MAX = 1000;
/** A message reported by this many different members is hidden until a moderator decides (DESIGN §6). */
export const SUPPORT_REPORT_HIDE_THRESHOLD = 3;
export const MODERATION_ACTIONS = ['approve', 'remove'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------------------
// Second opinions (spec 02 §3–§5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Base price in rupees by specialty, in the spec's order. */
export const SECOND_OPINION_PRICES = {
  cardiology: 2999,
  neurology: 2999,
  oncology: 3499,
  orthopedics: 2499,
  dermatology: 1999,
  endocrinology: 2499,
  gastroenterology: 2799,
  hematology: 2999,
  nephrology: 2799,
  pulmonology: 2499,
  rheumatology: 2699,
  urology: 2499,
  gynecology: 2299,
  pediatrics: 2199,
  psychiatry: 2499,
  radiology: 3199,
  pathology: 2399,
  'emergency-medicine': 2999,
  'internal-medicine': 2299,
  surgery: 3499,
} as const;
export type SecondOpinionSpecialty = keyof typeof SECOND_OPINION_PRICES;
export const SECOND_OPINION_SPECIALTIES = keysOf(SECOND_OPINION_PRICES);

/** Display label of a second-opinion specialty value ('emergency-medicine' → 'Emergency Medicine'). */
export function secondOpinionSpecialtyLabel(specialty: SecondOpinionSpecialty): string {
  return specialty
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Ours — which second-opinion specialty a doctor's directory specialty can answer (a specialist sees only
 * paid cases of their specialty, DESIGN §6). Dentists take no second-opinion cases.
 */
export const DOCTOR_SECOND_OPINION_SPECIALTY: Readonly<
  Record<DoctorSearchSpecialty, SecondOpinionSpecialty | null>
> = {
  Cardiologist: 'cardiology',
  Dermatologist: 'dermatology',
  Gynecologist: 'gynecology',
  Dentist: null,
  Pediatrician: 'pediatrics',
  'General Physician': 'internal-medicine',
  Neurologist: 'neurology',
};

export const URGENCY_LEVELS = {
  routine: { hours: 48, multiplier: 1 },
  urgent: { hours: 24, multiplier: 1.5 },
  critical: { hours: 12, multiplier: 2 },
} as const;
export type UrgencyLevel = keyof typeof URGENCY_LEVELS;
export const URGENCY_LEVEL_VALUES = keysOf(URGENCY_LEVELS);

/** Price in rupees: the base price times the urgency multiplier, rounded (half up) to a whole rupee. */
export function secondOpinionPrice(specialty: SecondOpinionSpecialty, urgency: UrgencyLevel): number {
  return Math.round(SECOND_OPINION_PRICES[specialty] * URGENCY_LEVELS[urgency].multiplier);
}

export const SECOND_OPINION_STATUSES = [
  'pending',
  'assigned',
  'in-review',
  'completed',
  'cancelled',
] as const;
export type SecondOpinionStatus = (typeof SECOND_OPINION_STATUSES)[number];

/** My Second Opinions tabs: value (status filter, `all` = none) → label. */
export const SECOND_OPINION_TABS = {
  all: 'All',
  pending: 'Pending',
  assigned: 'Assigned',
  'in-review': 'In Review',
  completed: 'Completed',
} as const;

export const RESPONSE_TYPES = ['written', 'video', 'both'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/**
 * Second-opinion uploads: PDF, JPEG, PNG, Word doc and docx, 50 MB each. The spec's picker also lists
 * .txt; it is offered in `pickerAccept` but rejected by validation (the server checks magic bytes and plain
 * text has none), which shows the "not a valid file type" message.
 */
export const SECOND_OPINION_FILE = {
  maxBytes: 52_428_800,
  mimeTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
  pickerAccept: '.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt',
  /** Upload `category` value. */
  category: 'medical-report',
} as const;

/**
 * The deadline countdown (spec 02 §9). Wording is ours: 'Overdue' when the deadline is now or past;
 * under 24 hours whole hours rounded down ('5h left', 'Less than 1h left' under an hour); otherwise
 * whole days rounded down ('1 day left', '2 days left'). An unparseable deadline counts as 'Overdue'.
 */
export function deadlineLabel(deadline: Date | string | number, now: Date | number): string {
  const msLeft = new Date(deadline).getTime() - new Date(now).getTime();
  if (!(msLeft > 0)) return MSG.secondOpinion.overdue;
  const hour = 3_600_000;
  if (msLeft < 24 * hour) {
    const hours = Math.floor(msLeft / hour);
    return hours === 0 ? MSG.secondOpinion.lessThanAnHourLeft : fill(MSG.secondOpinion.hoursLeft, { hours });
  }
  const days = Math.floor(msLeft / (24 * hour));
  return days === 1 ? MSG.secondOpinion.oneDayLeft : fill(MSG.secondOpinion.daysLeft, { days });
}

// ---------------------------------------------------------------------------------------------------------
// Records, announcements, admin (spec 02 §3, §5, §8, §9)
// ---------------------------------------------------------------------------------------------------------

/**
 * Image uploads (profile pictures; ours — the spec's client posted to an image host). The server checks
 * the bytes, not the declared type, and stops reading at the limit.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** Where an uploaded file is served; a profile's picture URL must be one of these. */
  publicPathPrefix: '/api/files/',
} as const;

export const ANNOUNCEMENT_SEVERITIES = ['Info', 'Warning', 'Error'] as const;
export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

export const ANNOUNCEMENT_TARGETS = ['All Users', 'Patients Only', 'Professionals Only'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];

/** Fraud flag code → label shown to admins (spec 02 §8). */
export const FRAUD_FLAGS = {
  DUPLICATE_GOV_ID: 'Duplicate Government ID detected',
  DUPLICATE_PHONE: 'Duplicate phone number detected',
  DISPOSABLE_EMAIL: 'Disposable/temporary email detected',
  INVALID_LICENSE_FORMAT: 'License number format appears invalid',
  SUSPICIOUS_ACTIVITY: 'Suspicious activity detected',
} as const;
export type FraudFlag = keyof typeof FRAUD_FLAGS;
export const FRAUD_FLAG_CODES = keysOf(FRAUD_FLAGS);

/** The label of a fraud flag code; unknown codes are shown raw. */
export function fraudFlagLabel(code: string): string {
  return Object.hasOwn(FRAUD_FLAGS, code) ? FRAUD_FLAGS[code as FraudFlag] : code;
}

// ---------------------------------------------------------------------------------------------------------
// Care Navigator (spec 02 §2, §9)
// ---------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------
// Landing page contact block (spec 01 §1 — the values themselves are ours)
// ---------------------------------------------------------------------------------------------------------

export const CONTACT_DETAILS = {
  address:
    'Arogya Health Services Pvt. Ltd., 4th Floor, Trade Centre, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
  phone: '+91 22 6900 1122',
  email: 'care@arogya.health',
  hours: 'Mon-Fri 08:00 AM to 7:00 PM',
  map: { lat: 19.066, lng: 72.8686 },
} as const;
