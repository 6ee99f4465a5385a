/**
 * Lab tests at home (spec 01 §3, §5, §9; spec 02 §3, §4, §9): slots, statuses, limits and the test
 * catalogue. The slot and date rules live here so the booking form and the server apply the same ones.
 */

/** The four collection windows of a day (spec 01 §9), India wall-clock time. */
export const LAB_SLOTS = [
  '08:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 02:00 PM',
  '02:00 PM - 04:00 PM',
] as const;
export type LabSlot = (typeof LAB_SLOTS)[number];

/** Upcoming and completed lab-collection lists show at most this many (spec 02 §9). */
export const LAB_LIST_CAP = 5;

/**
 * Collection statuses: Scheduled (a technician is assigned at booking) → Sample Collected → Completed
 * (the report is ready), or Cancelled. The spec names Completed; the others are ours.
 */
export const LAB_TEST_STATUSES = ['Scheduled', 'Sample Collected', 'Completed', 'Cancelled'] as const;
export type LabTestStatus = (typeof LAB_TEST_STATUSES)[number];

/** The moves a technician may make with PUT /lab-tests/{id}/status; Completed comes with the report. */
export const TECHNICIAN_LAB_TRANSITIONS: Readonly<Record<LabTestStatus, readonly LabTestStatus[]>> = {
  Scheduled: ['Sample Collected'],
  'Sample Collected': [],
  Completed: [],
  Cancelled: [],
};

/** Statuses that still hold a place in a technician's slot. */
export const LAB_ACTIVE_STATUSES = ['Scheduled', 'Sample Collected'] as const;

/** Collections one technician takes in one slot (ours). */
export const LAB_SLOT_CAPACITY = 4;
/** A collection can be booked at most this many days ahead (ours). */
export const LAB_BOOKING_MAX_DAYS_AHEAD = 30;
/** The patient may cancel until this many hours before the slot starts (ours). */
export const LAB_CANCEL_CUTOFF_HOURS = 2;
/** The preparation reminder goes out at this India hour on the evening before the collection (ours). */
export const LAB_REMINDER_HOUR = 19;
/** Longest texts of a booking (ours). */
export const LAB_MAX_TEXT = { testName: 120, patientAddress: 500, cancelReason: 500 } as const;

/** A technician's working days (ours), Monday first. */
export const WORK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WorkDay = (typeof WORK_DAYS)[number];
/** Until a technician says otherwise they work Monday to Saturday. */
export const DEFAULT_WORK_DAYS: readonly WorkDay[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type LabSampleType = 'Blood' | 'Urine' | 'Stool' | 'Blood and urine';

export interface LabCatalogueTest {
  name: string;
  sampleType: LabSampleType;
  preparation: string;
}

/** Common home-collection tests in India (ours). The booking stores the test's name. */
export const LAB_CATALOGUE: readonly LabCatalogueTest[] = [
  { name: 'Complete Blood Count (CBC)', sampleType: 'Blood', preparation: 'No special preparation needed.' },
  {
    name: 'Lipid Profile',
    sampleType: 'Blood',
    preparation: 'Fast 10–12 hours before the collection; water is allowed.',
  },
  { name: 'HbA1c (Glycated Haemoglobin)', sampleType: 'Blood', preparation: 'No fasting needed.' },
  {
    name: 'Fasting Blood Sugar (FBS)',
    sampleType: 'Blood',
    preparation: 'Fast 8–10 hours before the collection; water is allowed.',
  },
  {
    name: 'Post-Prandial Blood Sugar (PPBS)',
    sampleType: 'Blood',
    preparation: 'Give the sample exactly 2 hours after a normal meal.',
  },
  {
    name: 'Thyroid Profile (T3, T4, TSH)',
    sampleType: 'Blood',
    preparation: 'Prefer a morning sample; take thyroid medicine after the collection.',
  },
  {
    name: 'Liver Function Test (LFT)',
    sampleType: 'Blood',
    preparation: 'Fast 8–10 hours before the collection; avoid alcohol for 24 hours.',
  },
  {
    name: 'Kidney Function Test (KFT)',
    sampleType: 'Blood',
    preparation: 'No fasting needed; avoid heavy exercise for 24 hours.',
  },
  { name: 'Vitamin D (25-OH)', sampleType: 'Blood', preparation: 'No special preparation needed.' },
  {
    name: 'Vitamin B12',
    sampleType: 'Blood',
    preparation:
      'Fast 6–8 hours before the collection; stop B12 supplements for 48 hours if your doctor agrees.',
  },
  {
    name: 'Urine Routine and Microscopy',
    sampleType: 'Urine',
    preparation:
      'Collect the first morning urine, midstream, in the sterile container the technician gives you.',
  },
  {
    name: 'Urine Culture',
    sampleType: 'Urine',
    preparation: 'Collect a midstream sample before starting any antibiotic.',
  },
  {
    name: 'Iron Studies',
    sampleType: 'Blood',
    preparation: 'Fast 8–10 hours; stop iron tablets for 24 hours if your doctor agrees.',
  },
  { name: 'Serum Electrolytes', sampleType: 'Blood', preparation: 'No special preparation needed.' },
  { name: 'C-Reactive Protein (CRP)', sampleType: 'Blood', preparation: 'No special preparation needed.' },
  {
    name: 'Dengue NS1 Antigen',
    sampleType: 'Blood',
    preparation: 'No special preparation needed; best within 5 days of the fever starting.',
  },
  {
    name: 'Malaria Antigen',
    sampleType: 'Blood',
    preparation: 'No special preparation needed; best while the fever is present.',
  },
  { name: 'Widal Test (Typhoid)', sampleType: 'Blood', preparation: 'No special preparation needed.' },
  {
    name: 'Erythrocyte Sedimentation Rate (ESR)',
    sampleType: 'Blood',
    preparation: 'No special preparation needed.',
  },
  {
    name: 'Prostate-Specific Antigen (PSA)',
    sampleType: 'Blood',
    preparation: 'Avoid cycling and sexual activity for 48 hours before the collection.',
  },
  {
    name: 'Uric Acid',
    sampleType: 'Blood',
    preparation: 'Fast 4 hours; avoid red meat and alcohol the day before.',
  },
  {
    name: 'Stool Routine',
    sampleType: 'Stool',
    preparation: 'Collect a fresh sample in the sterile container the technician gives you.',
  },
  {
    name: 'Full Body Checkup',
    sampleType: 'Blood and urine',
    preparation: 'Fast 10–12 hours; collect the first morning urine.',
  },
];

/** The catalogue test with this name, whatever its case and surrounding spaces; undefined when none. */
export function findLabTest(name: string): LabCatalogueTest | undefined {
  const wanted = name.trim().toLowerCase();
  return LAB_CATALOGUE.find((t) => t.name.toLowerCase() === wanted);
}

const SLOT_PATTERN = /^(\d{2}):(\d{2}) (AM|PM) - (\d{2}):(\d{2}) (AM|PM)$/;
const toMinutes = (h: string, m: string, half: string) =>
  (Number(h) % 12) * 60 + (half === 'PM' ? 720 : 0) + Number(m);

/** A lab slot's window in minutes after India midnight, e.g. '08:00 AM - 10:00 AM' → 480..600. */
export function labSlotWindow(slot: LabSlot): { start: number; end: number } {
  const m = SLOT_PATTERN.exec(slot);
  if (!m) throw new Error(`not a lab slot: ${slot}`);
  return { start: toMinutes(m[1]!, m[2]!, m[3]!), end: toMinutes(m[4]!, m[5]!, m[6]!) };
}

const INDIA_OFFSET_MINUTES = 330;

/** India's calendar day ('YYYY-MM-DD') and minutes after India midnight of an instant, whatever TZ runs. */
function indiaDayAndMinutes(now: Date): { day: string; minutes: number } {
  const shifted = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return {
    day: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant an India wall-clock day plus minutes after midnight stands for. */
export function indiaInstant(day: string, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - INDIA_OFFSET_MINUTES) * 60_000);
}

/** The day `days` after a 'YYYY-MM-DD' day. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The working-day name of a 'YYYY-MM-DD' day. */
export function workDayOf(day: string): WorkDay {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WORK_DAYS[(sundayFirst + 6) % 7]!;
}

/** Why a date and slot cannot be booked at `now`, or null when they can. */
export type LabSlotProblem = 'past-date' | 'too-far' | 'slot-over';

export function labSlotProblem(date: string, slot: LabSlot, now: Date): LabSlotProblem | null {
  const today = indiaDayAndMinutes(now);
  if (date < today.day) return 'past-date';
  if (date > shiftDay(today.day, LAB_BOOKING_MAX_DAYS_AHEAD)) return 'too-far';
  if (date === today.day && labSlotWindow(slot).end <= today.minutes) return 'slot-over';
  return null;
}

/** True while the patient may still cancel: at least LAB_CANCEL_CUTOFF_HOURS before the slot starts. */
export function labCancellable(date: string, slot: LabSlot, now: Date): boolean {
  const startsAt = indiaInstant(date, labSlotWindow(slot).start);
  return startsAt.getTime() - now.getTime() >= LAB_CANCEL_CUTOFF_HOURS * 3_600_000;
}
