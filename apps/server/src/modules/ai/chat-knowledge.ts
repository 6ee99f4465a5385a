import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { CANCELLATION_CUTOFF_HOURS, FEES } from '@arogya/contract/constants/appointments';
import { LAB_CANCEL_CUTOFF_HOURS } from '@arogya/contract/constants/lab-tests';
import { PRO_PLAN } from '@arogya/contract/constants/subscription';
import type { ChatLink } from '@arogya/contract/schemas/ai';

/**
 * What the built-in chat assistant knows about Arogya: one entry per topic, with the words (English and
 * Hinglish) that name it, the answer and the pages it points to. Answers are written from the product's
 * constants, so a fee or a cut-off changes here when it changes in the contract.
 */

export type KnowledgeIntent =
  | 'cancellation'
  | 'fees'
  | 'booking'
  | 'care-fund'
  | 'lab-tests'
  | 'ambulance'
  | 'pro'
  | 'privacy'
  | 'nurses'
  | 'second-opinion'
  | 'prescriptions'
  | 'quests'
  | 'navigator'
  | 'account';

export interface KnowledgeEntry {
  intent: KnowledgeIntent;
  /** Tested against the normalised message (lower case, single spaces). */
  patterns: readonly RegExp[];
  reply: string;
  links: readonly ChatLink[];
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const percent = (r: number) => `${Math.round(r * 100)}%`;

/** Order matters: the first entry whose pattern matches answers ("cancel and refund" is cancellation). */
export const CHAT_KNOWLEDGE: readonly KnowledgeEntry[] = [
  {
    intent: 'cancellation',
    patterns: [
      /\bcancel\w*/,
      /\brefund\w*/,
      /\b(paisa|paise|pese|paise) wapas\b/,
      /\bradd\b/,
      /\bmoney back\b/,
    ],
    reply:
      `You can cancel a Pending or Confirmed appointment from My Appointments as long as at least ` +
      `${CANCELLATION_CUTOFF_HOURS} hours remain before it starts; within the last ${CANCELLATION_CUTOFF_HOURS} hours ` +
      `the button shows "Cannot Cancel". If you paid from your care fund, the fee goes back to the care fund ` +
      `automatically, once; an online payment is refunded to the way you paid. Lab tests can be cancelled ` +
      `until ${LAB_CANCEL_CUTOFF_HOURS} hours before the collection slot.`,
    links: [
      { label: 'My Appointments', href: '/my-appointments' },
      { label: 'Payment History', href: '/payment-history' },
    ],
  },
  {
    intent: 'care-fund',
    patterns: [/\bcare ?fund\b/, /\bdonat\w*/, /\bcrowd ?fund\w*/],
    reply:
      'The care fund lets family and friends help pay for your care. Share your public care fund page; ' +
      'donations add to your balance, and when the balance covers a fee you can choose "Pay from Care Fund" ' +
      'while booking. Every donation, payment and refund is listed in your statement.',
    links: [
      { label: 'My Care Fund', href: '/care-fund' },
      { label: 'Payment History', href: '/payment-history' },
    ],
  },
  {
    intent: 'pro',
    patterns: [/\bpro\b/, /\bsubscri\w*/, /\bupgrade\b/, /\bcommission\b/],
    reply:
      `Arogya Pro is for doctors and nurses: ${rupees(PRO_PLAN.priceRupees)} a ${PRO_PLAN.period} for a Pro ` +
      `badge, up to ${PRO_PLAN.visibilityClaim} more visibility in search and a ${percent(PRO_PLAN.commissionPro)} ` +
      `commission instead of ${percent(PRO_PLAN.commissionStandard)}. You can cancel any time.`,
    links: [{ label: 'Upgrade to Pro', href: '/upgrade-pro' }],
  },
  {
    intent: 'fees',
    patterns: [
      /\b(fee|fees|price|prices|cost|costs|charge|charges|pricing)\b/,
      /\bhow much\b/,
      /\bkitn[aie] (paisa|paise|rupay\w*|kharcha|lagega|lagta|lagti|hai)\b/,
      /\bkharcha\b/,
    ],
    reply:
      `A doctor's home visit costs ${rupees(FEES.DOCTOR_IN_HOME_VISIT)} and a video consultation ` +
      `${rupees(FEES.DOCTOR_VIDEO_CONSULTATION)}. A nurse costs ${rupees(FEES.NURSE_PER_DAY)} a day, and a lab ` +
      `test at home ${rupees(FEES.LAB_TEST)} including the visit and transport. You see the fee before you confirm.`,
    links: [
      { label: 'Find a Doctor', href: '/search' },
      { label: 'Find a Nurse', href: '/search-nurses' },
    ],
  },
  {
    intent: 'lab-tests',
    patterns: [
      /\blab\b/,
      /\bblood test\b/,
      /\b(sample|test) collection\b/,
      /\bjaa?nch\b/,
      /\b(cbc|thyroid test|sugar test|lipid)\b/,
    ],
    reply:
      `A lab technician can collect samples at your home. Choose the test, a day and a two-hour slot on Book ` +
      `a Lab Test; the visit costs ${rupees(FEES.LAB_TEST)}. You get a reminder with the preparation the ` +
      `evening before, and the report appears in your bookings when it is ready.`,
    links: [{ label: 'Book a Lab Test', href: '/book-lab-test' }],
  },
  {
    intent: 'ambulance',
    patterns: [/\bambulance\b/, /\bemergency (number|help|service)\b/],
    reply:
      `In an emergency call ${EMERGENCY_NUMBER} first. You can also book an ambulance on Arogya: the request ` +
      `goes to the nearest available drivers in your city, and the first to accept comes to you.`,
    links: [{ label: 'Book an Ambulance', href: '/book-ambulance' }],
  },
  {
    intent: 'second-opinion',
    patterns: [/\bsecond opinion\b/, /\bdusr[ia] (rai|raay|opinion)\b/],
    reply:
      'You can ask a specialist to review your case: describe it, upload your reports and choose written, ' +
      'video or both. A specialist of that field accepts the case and sends you a written report.',
    links: [
      { label: 'Request a Second Opinion', href: '/second-opinion-request' },
      { label: 'My Second Opinions', href: '/my-second-opinions' },
    ],
  },
  {
    intent: 'prescriptions',
    patterns: [
      /\bprescriptions?\b/,
      /\b(dose|medicine|medication) reminders?\b/,
      /\badherence\b/,
      /\bstreak\b/,
    ],
    reply:
      'Prescriptions your doctor issues appear in My Prescriptions. Mark each dose as taken to get reminders, ' +
      'an adherence score and a streak; your health records live in My Health Records.',
    links: [
      { label: 'My Prescriptions', href: '/my-prescriptions' },
      { label: 'My Health Records', href: '/my-health-records' },
    ],
  },
  {
    intent: 'privacy',
    patterns: [
      /\bprivacy\b/,
      /\bprivate\b/,
      /\bmy data\b/,
      /\b(data|information) (safe|secure|surakshit)\b/,
      /\bwho can see\b/,
    ],
    reply:
      'Your health details are shown only to you and to the professionals you book or share them with, and we ' +
      'never sell them. This chat is not stored unless you are signed in and ask to keep the conversation.',
    links: [{ label: 'Privacy Policy', href: '/privacy' }],
  },
  {
    intent: 'quests',
    patterns: [/\bquests?\b/, /\bpoints\b/, /\bbadges?\b/],
    reply:
      'Health Quests are small challenges, such as walking 30 minutes a day for a week. Accept one, log each ' +
      'day, and earn points and a badge when you finish.',
    links: [{ label: 'Health Quests', href: '/health-quests' }],
  },
  {
    intent: 'nurses',
    patterns: [/\bnurse\w*/, /\bcaregiver\b/, /\b(elder|post-?operative) care\b/],
    reply:
      `Verified nurses can care for you at home for ${rupees(FEES.NURSE_PER_DAY)} a day: elder care, child ` +
      'care, post-operative care and general nursing. Search by city and care category, then book the days you need.',
    links: [{ label: 'Find a Nurse', href: '/search-nurses' }],
  },
  {
    intent: 'navigator',
    patterns: [
      /\bwhich (doctor|specialist)\b/,
      /\bwhat kind of (doctor|care)\b/,
      /\bhelp me choose\b/,
      /\bkaun sa doctor\b/,
    ],
    reply:
      'The Care Navigator asks a few short questions and tells you whether a doctor, a nurse or emergency help ' +
      'fits best. You can also describe your symptom here and I will suggest a specialist.',
    links: [{ label: 'Care Navigator', href: '/care-navigator' }],
  },
  {
    intent: 'booking',
    patterns: [
      /\bbook\w*/,
      /\bappointment\w*/,
      /\b(video )?consult\w*/,
      /\bhome visit\b/,
      /\bdoctor (chahiye|ko dikhana|dikhana)\b/,
      /\bmilna hai\b/,
    ],
    reply:
      'To book a doctor, open Find a Doctor, filter by specialty and city, open a doctor and pick a free slot, ' +
      'an in-home visit or a video consultation. Pending bookings are confirmed by the doctor, and you get a ' +
      'reminder 24 hours and 1 hour before.',
    links: [
      { label: 'Find a Doctor', href: '/search' },
      { label: 'My Appointments', href: '/my-appointments' },
    ],
  },
  {
    intent: 'account',
    patterns: [/\b(password|log ?in|sign ?in|sign ?up|register|account|2fa|two-factor)\b/],
    reply:
      'You can create an account on the Register page and log in with your e-mail and password. Forgot it? ' +
      'Use "Forgot password" on the login page. Two-factor authentication is in your account security settings.',
    links: [
      { label: 'Login', href: '/login' },
      { label: 'Register', href: '/register' },
    ],
  },
];

/** Hinglish symptom words rewritten into the English the symptom engines know (longest phrases first). */
export const HINGLISH_SYMPTOMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bkhoon ki ult(i|iyan|iyaan)\b/g, 'vomiting blood'],
  [/\b(seen[ae]|chh?aa?ti) (mein|me|main) (dard|dukh\w*)\b/g, 'chest pain'],
  [/\bsaa?ns (nahi|nahin) (aa rahi|aa raha|le pa \w+)\b/g, "can't breathe"],
  [/\bsaa?ns (lene )?(mein|me) (taklee?f|dikkat|pareshani)\b/g, 'shortness of breath'],
  [/\bsaa?ns phool\w*\b/g, 'shortness of breath'],
  [/\b(sar|sir) ?dard\b/g, 'headache'],
  [/\bpet (mein |me )?dard\b/g, 'stomach pain'],
  [/\b(daa?nt) (mein |me )?dard\b/g, 'toothache'],
  [/\bgal[ae] (mein |me )?(dard|kharab|kharash)\b/g, 'sore throat'],
  [/\bkamar (mein |me )?dard\b/g, 'back pain'],
  [/\b(jod|jodon|joron) (mein |me )?dard\b/g, 'joint pain'],
  [/\bbukh?aa?r\b/g, 'fever'],
  [/\bkhaa?nsi\b/g, 'cough'],
  [/\bult(i|iyan|iyaan)\b/g, 'vomiting'],
  [/\bchakk?ar\b/g, 'dizziness'],
  [/\bbehosh\b/g, 'fainted'],
  [/\bkhujli\b/g, 'itching'],
  [/\bdast\b/g, 'diarrhoea'],
  [/\bpaseen?a\b/g, 'sweating'],
  [/\b(khudkushi|aatmahatya|marna chaht[aie]|jaan dena)\b/g, 'suicidal'],
  [/\b(bachch?[ae]|bacch[ae]|beti|beta)\b/g, 'child'],
];

/** The assistant's own sentences (ours). */
export const CHAT_TEXT = {
  greeting:
    'Hello! I can help you book a doctor or nurse, explain fees, cancellations and refunds, the care fund, lab ' +
    'tests at home, ambulances, Arogya Pro and privacy. You can also describe a symptom.',
  thanks: 'You are welcome! Is there anything else I can help you with?',
  unknown:
    'I am not sure I understood. I can help with booking a doctor or nurse, fees, cancellations and refunds, ' +
    'the care fund, lab tests at home, ambulances, Arogya Pro and privacy — or describe a symptom and I will ' +
    'suggest which kind of doctor to see.',
  refusePrescription:
    'I am sorry, I cannot recommend medicines or doses — only a doctor who has examined you can do that safely. ' +
    'A video consultation is a quick way to ask one.',
  refuseDiagnosis:
    'I understand you want to know what is going on, but I cannot diagnose — a doctor who examines you can. ' +
    'I can help you choose which kind of doctor to see.',
  emergencyMeanwhile:
    'Do not wait for an appointment and do not drive yourself; if you can, have someone stay with you.',
  symptomNext: 'The symptom helper on Find a Doctor asks a few questions to describe it well, starting with:',
} as const;
