/**
 * Prescriptions and dose tracking (spec 01 §3, §4, §9; issue 14). Doses follow the Indian "1-0-1" notation:
 * morning, afternoon, night.
 */

/** Adherence score and streak are computed over this many days. */
export const ADHERENCE_WINDOW_DAYS = 30;
/** The longest window the adherence route accepts (ours). */
export const ADHERENCE_MAX_DAYS = 365;

/** The three dose times of the "1-0-1" notation, in order. */
export const DOSE_SLOTS = ['morning', 'afternoon', 'night'] as const;
export type DoseSlot = (typeof DOSE_SLOTS)[number];
export const DOSE_SLOT_LABELS: Readonly<Record<DoseSlot, string>> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  night: 'Night',
};
/** A patient's dose times until they change them (India wall clock, 24-hour 'HH:MM'). */
export const DEFAULT_DOSE_TIMES: Readonly<Record<DoseSlot, string>> = {
  morning: '08:00',
  afternoon: '14:00',
  night: '21:00',
};

/** "1-0-1": how many units at each dose time (0–9 each; at least one dose a day). */
export const FREQUENCY_PATTERN = /^[0-9]-[0-9]-[0-9]$/;
/** "5 days", "2 weeks", "1 month" (a month counts 30 days). */
export const DURATION_PATTERN = /^([1-9][0-9]{0,2})\s*(day|days|week|weeks|month|months)$/i;
export const MAX_MEDICINES = 20;
export const MAX_PILL_COUNT = 1000;

/** A missed dose is reported this long after its time when nothing was logged. */
export const MISSED_DOSE_AFTER_MINUTES = 60;
/** How often the missed-dose sweep runs, and how far back it looks (ours). */
export const MISSED_DOSE_SWEEP_CRON = '*/5 * * * *';
export const MISSED_DOSE_LOOKBACK_HOURS = 6;
/** Smart stock: the patient is told once when the remaining pills cover fewer days than this. */
export const LOW_STOCK_DAYS = 3;

/**
 * Substances that may not be prescribed through telemedicine (Telemedicine Practice Guidelines 2020, list
 * "Prohibited": Schedule X of the Drugs and Cosmetics Rules and narcotic and psychotropic substances under
 * the NDPS Act). Matched case-insensitively as words in the medicine's name. Maintained here.
 */
export const RESTRICTED_SUBSTANCES = [
  'alprazolam',
  'amobarbital',
  'amphetamine',
  'buprenorphine',
  'butorphanol',
  'chlordiazepoxide',
  'clonazepam',
  'codeine',
  'diazepam',
  'fentanyl',
  'glutethimide',
  'ketamine',
  'lorazepam',
  'meprobamate',
  'methadone',
  'methaqualone',
  'methylphenidate',
  'midazolam',
  'morphine',
  'nitrazepam',
  'oxycodone',
  'pentazocine',
  'pethidine',
  'phenobarbital',
  'secobarbital',
  'tapentadol',
  'tramadol',
  'zolpidem',
] as const;

/** Medicine names the issuing form suggests (common generics in Indian practice); free text is allowed. */
export const COMMON_GENERICS = [
  'Amlodipine',
  'Amoxicillin',
  'Amoxicillin + Clavulanic acid',
  'Atorvastatin',
  'Azithromycin',
  'Cetirizine',
  'Ciprofloxacin',
  'Dolo (Paracetamol)',
  'Domperidone',
  'Doxycycline',
  'Glimepiride',
  'Ibuprofen',
  'Levocetirizine',
  'Losartan',
  'Metformin',
  'Metronidazole',
  'Montelukast',
  'ORS (Oral rehydration salts)',
  'Omeprazole',
  'Ondansetron',
  'Pantoprazole',
  'Paracetamol',
  'Rabeprazole',
  'Salbutamol inhaler',
  'Telmisartan',
  'Thyroxine (Levothyroxine)',
  'Vitamin D3 (Cholecalciferol)',
  'Zinc sulphate',
] as const;
