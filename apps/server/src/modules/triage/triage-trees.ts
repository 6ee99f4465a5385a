/**
 * The triage helper's knowledge (DESIGN §1, AI): one short question tree per common complaint. Each tree
 * asks two to four questions — how long, how bad, what comes with it — and ends in a sentence the patient
 * can send as their symptoms. Some answers are red flags: the flow stops at once and tells the patient to
 * call 112. The texts describe what the patient reported; they never name a diagnosis or a medicine.
 */

export const TRIAGE_TOPICS = [
  'fever',
  'cough',
  'headache',
  'chest-pain',
  'abdominal-pain',
  'back-pain',
  'rash',
  'breathlessness',
  'injury',
  'dizziness',
  'general',
] as const;
export type TriageTopic = (typeof TRIAGE_TOPICS)[number];

export interface TriageOption {
  label: string;
  /** What the client sends back as the answer. */
  value: string;
  /** The words this answer adds to the summary. */
  phrase: string;
  /** Set on red flags: why this needs emergency care now (after "Call 112 now."). The flow ends here. */
  redFlag?: string;
}

/** The answers given so far, by question id (the option's value). */
export type AnswersById = Readonly<Record<string, string>>;

export interface TriageQuestion {
  id: string;
  text: string;
  options: readonly TriageOption[];
  /** Asked only when this holds for the earlier answers (a follow-up that depends on one). */
  when?: (answers: AnswersById) => boolean;
}

export interface TriageTree {
  topic: TriageTopic;
  /** How the complaint is named in a summary ("chest pain"). */
  label: string;
  /** Words people type for it: English, Hinglish and Hindi (matched whole-word, with small typos forgiven). */
  terms: readonly string[];
  /** Checked before other complaints when the text names several (the more dangerous ones). */
  priority: 0 | 1;
  questions: readonly TriageQuestion[];
  /** The summary from the chosen answers' phrases (by question id); `symptom` is the patient's own words. */
  summarise(phrases: AnswersById, symptom: string): string;
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------

const option = (value: string, label: string, phrase: string, redFlag?: string): TriageOption =>
  redFlag ? { value, label, phrase, redFlag } : { value, label, phrase };

/** "How long…" answers counted in days. */
const DAYS: readonly TriageOption[] = [
  option('today', 'Since today', 'since today'),
  option('1-3-days', '1–3 days', 'for 1–3 days'),
  option('4-7-days', '4–7 days', 'for 4–7 days'),
  option('over-a-week', 'More than a week', 'for more than a week'),
];

const SEVERITY: readonly TriageOption[] = [
  option('mild', 'Mild: I can go about my day', 'mild'),
  option('moderate', 'Moderate: it gets in the way of daily work', 'moderate'),
  option('severe', 'Severe: I cannot do my usual activities', 'severe'),
];

/** "Sentence case" for the first word of a summary. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The phrases that were answered, in order, joined with commas (skipped questions leave no gap). */
function parts(p: AnswersById, ...ids: string[]): string {
  return ids
    .map((id) => p[id])
    .filter((x): x is string => !!x)
    .join(', ');
}

// ---------------------------------------------------------------------------------------------------
// The trees
// ---------------------------------------------------------------------------------------------------

const fever: TriageTree = {
  topic: 'fever',
  label: 'fever',
  terms: [
    'fever',
    'feverish',
    'high temperature',
    'temperature',
    'chills',
    'viral',
    'bukhar',
    'bukhaar',
    'bokhar',
    'taap',
    'बुखार',
    'ज्वर',
  ],
  priority: 1,
  questions: [
    { id: 'duration', text: 'How long have you had the fever?', options: DAYS },
    {
      id: 'temperature',
      text: 'What is the highest temperature you measured?',
      options: [
        option('below-100', 'Below 100°F (37.8°C)', 'up to 100°F'),
        option('100-102', '100–102°F (37.8–38.9°C)', 'up to 102°F'),
        option('above-102', 'Above 102°F (38.9°C)', 'above 102°F'),
        option('not-measured', 'I did not measure it', 'temperature not measured'),
      ],
    },
    {
      id: 'along',
      text: 'Do you have any of these along with the fever?',
      options: [
        option('body-ache', 'Body ache or tiredness', 'with body ache and tiredness'),
        option('cold-cough', 'Cough, cold or sore throat', 'with cough, cold or sore throat'),
        option(
          'stomach',
          'Vomiting, loose motions or stomach pain',
          'with vomiting, loose motions or stomach pain',
        ),
        option('urine', 'Burning while passing urine', 'with burning while passing urine'),
        option('rash', 'A rash', 'with a rash'),
        option(
          'stiff-neck',
          'A stiff neck, confusion or unusual drowsiness',
          'with a stiff neck, confusion or drowsiness',
          'Fever with a stiff neck, confusion or unusual drowsiness can be a serious infection of the brain or its coverings and needs emergency care.',
        ),
        option(
          'breathing',
          'Difficulty breathing',
          'with difficulty breathing',
          'Fever with difficulty breathing needs to be checked in an emergency department straight away.',
        ),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
    {
      id: 'rash',
      text: 'Press a glass against the rash. Do the spots fade under the glass?',
      when: (a) => a.along === 'rash',
      options: [
        option('fades', 'Yes, they fade', 'the rash fades when pressed'),
        option(
          'does-not-fade',
          'No, they stay purple or red',
          'the rash does not fade when pressed',
          'A fever with spots that do not fade under a pressed glass can be a dangerous blood infection and needs emergency care.',
        ),
      ],
    },
  ],
  summarise: (p) => `Fever ${parts(p, 'duration', 'temperature', 'along', 'rash')}.`,
};

const cough: TriageTree = {
  topic: 'cough',
  label: 'cough',
  terms: ['cough', 'coughing', 'khansi', 'khaansi', 'khasi', 'khansee', 'खांसी', 'खाँसी'],
  priority: 1,
  questions: [
    {
      id: 'duration',
      text: 'How long have you had the cough?',
      options: [
        option('under-a-week', 'Less than a week', 'for less than a week'),
        option('1-3-weeks', '1–3 weeks', 'for 1–3 weeks'),
        option('over-3-weeks', 'More than 3 weeks', 'for more than 3 weeks'),
      ],
    },
    {
      id: 'kind',
      text: 'Is the cough dry, or do you bring up phlegm?',
      options: [
        option('dry', 'Dry', 'dry'),
        option('clear-phlegm', 'With white or clear phlegm', 'with white or clear phlegm'),
        option('coloured-phlegm', 'With yellow or green phlegm', 'with yellow or green phlegm'),
        option(
          'blood',
          'With blood',
          'with blood',
          'Coughing up blood can mean bleeding in the lungs or airways and needs emergency care.',
        ),
      ],
    },
    {
      id: 'along',
      text: 'Anything else with the cough?',
      options: [
        option('fever', 'Fever', 'with fever'),
        option('wheeze', 'Wheezing or a tight chest', 'with wheezing or a tight chest'),
        option('night-sweats', 'Night sweats or weight loss', 'with night sweats or weight loss'),
        option(
          'breathless-at-rest',
          'Breathless even at rest, or lips turning blue',
          'breathless at rest',
          'Breathlessness at rest or bluish lips mean the body may not be getting enough oxygen, which needs emergency care.',
        ),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
  ],
  summarise: (p) => {
    const kind = p.kind ?? '';
    const lead = kind === 'dry' ? 'Dry cough' : `Cough ${kind}`;
    return `${lead} ${parts(p, 'duration', 'along')}.`;
  },
};

const headache: TriageTree = {
  topic: 'headache',
  label: 'headache',
  terms: [
    'headache',
    'headaches',
    'head ache',
    'head pain',
    'head is paining',
    'head hurts',
    'head is hurting',
    'migraine',
    'sir dard',
    'sar dard',
    'sirdard',
    'sardard',
    'sir mein dard',
    'sar mein dard',
    'सिरदर्द',
    'सिर दर्द',
    'सिर में दर्द',
  ],
  priority: 1,
  questions: [
    {
      id: 'onset',
      text: 'How did the headache start?',
      options: [
        option(
          'sudden-worst',
          'Suddenly, within a minute, and it is the worst headache of my life',
          'sudden and the worst ever',
          'A sudden, very severe headache that peaks within a minute can be bleeding in the brain and needs emergency care.',
        ),
        option('gradual', 'Gradually, over hours', 'that came on gradually'),
        option('usual', 'Like the headaches I usually get', 'like my usual headaches'),
      ],
    },
    {
      id: 'duration',
      text: 'How long has it lasted?',
      options: [
        option('hours', 'A few hours', 'for a few hours'),
        option('1-3-days', '1–3 days', 'for 1–3 days'),
        option('over-3-days', 'More than 3 days', 'for more than 3 days'),
        option('recurring', 'It keeps coming back over weeks', 'coming back over weeks'),
      ],
    },
    { id: 'severity', text: 'How bad is it?', options: SEVERITY },
    {
      id: 'along',
      text: 'Do you have any of these with it?',
      options: [
        option('nausea-light', 'Nausea, or light and noise bother me', 'with nausea or sensitivity to light'),
        option(
          'after-screen',
          'It comes after long screen time or little sleep',
          'after screen time or little sleep',
        ),
        option(
          'fever-stiff-neck',
          'Fever with a stiff neck or confusion',
          'with fever and a stiff neck or confusion',
          'A headache with fever and a stiff neck or confusion can be a serious infection of the brain or its coverings and needs emergency care.',
        ),
        option(
          'weakness-speech',
          'Weakness, numbness, loss of vision or trouble speaking',
          'with weakness, numbness, vision loss or trouble speaking',
          'A headache with weakness, numbness, loss of vision or trouble speaking can be a stroke, and treatment works best in the first hours.',
        ),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
  ],
  summarise: (p) => `Headache ${parts(p, 'onset', 'duration', 'severity', 'along')}.`,
};

const chestPain: TriageTree = {
  topic: 'chest-pain',
  label: 'chest pain',
  terms: [
    'chest pain',
    'pain in chest',
    'pain in my chest',
    'pain in the chest',
    'chest tightness',
    'tight chest',
    'chest pressure',
    'chest discomfort',
    'chest ache',
    'chest hurts',
    'seene mein dard',
    'seene me dard',
    'sine mein dard',
    'chhati mein dard',
    'chhati me dard',
    'chhaati mein dard',
    'chati dard',
    'chhati dard',
    'सीने में दर्द',
    'छाती में दर्द',
    'छाती दर्द',
  ],
  priority: 0,
  questions: [
    {
      id: 'along',
      text: 'Is any of this happening with the chest pain?',
      options: [
        option(
          'sweating',
          'Sweating, nausea or feeling faint',
          'with sweating, nausea or feeling faint',
          'Chest pain with sweating, nausea or faintness can be a heart attack, and every minute counts.',
        ),
        option(
          'spreading',
          'Pain spreading to the arm, jaw, neck or back',
          'spreading to the arm, jaw, neck or back',
          'Chest pain that spreads to the arm, jaw, neck or back can be a heart attack, and every minute counts.',
        ),
        option(
          'breathless',
          'Shortness of breath',
          'with shortness of breath',
          'Chest pain with shortness of breath can be a heart attack or a clot in the lungs and needs emergency care.',
        ),
        option('none', 'None of these', 'no sweating, breathlessness or spreading pain'),
      ],
    },
    {
      id: 'pattern',
      text: 'How is the pain now?',
      options: [
        option(
          'ongoing',
          'It is there now and has lasted more than 15 minutes',
          'lasting more than 15 minutes',
          'Chest pain that lasts more than 15 minutes can be a heart attack, and every minute counts.',
        ),
        option(
          'comes-and-goes',
          'It comes and goes over days or weeks',
          'coming and going over days or weeks',
        ),
        option(
          'on-effort',
          'It comes on with effort and settles with rest',
          'coming on with effort, settling with rest',
        ),
        option('gone', 'It happened once and has gone', 'once, now gone'),
      ],
    },
    {
      id: 'feel',
      text: 'What does the pain feel like?',
      options: [
        option('pressure', 'Pressure, squeezing or heaviness', 'like pressure or heaviness'),
        option(
          'sharp',
          'Sharp, worse when breathing in or pressing on the chest',
          'sharp, worse on breathing in or pressing',
        ),
        option(
          'burning',
          'Burning, after meals or when lying down',
          'burning, after meals or when lying down',
        ),
      ],
    },
  ],
  summarise: (p) => `Chest pain ${parts(p, 'feel', 'pattern', 'along')}.`,
};

const abdominalPain: TriageTree = {
  topic: 'abdominal-pain',
  label: 'abdominal pain',
  terms: [
    'abdominal pain',
    'abdomen pain',
    'pain in abdomen',
    'stomach pain',
    'stomach ache',
    'stomachache',
    'stomach cramps',
    'belly pain',
    'tummy ache',
    'tummy pain',
    'pain in stomach',
    'pain in my stomach',
    'stomach hurts',
    'tummy hurts',
    'belly hurts',
    'stomach upset',
    'upset stomach',
    'stomach',
    'abdomen',
    'tummy',
    'belly',
    'pet dard',
    'pet mein dard',
    'pet me dard',
    'pait dard',
    'pet ka dard',
    'पेट दर्द',
    'पेट में दर्द',
  ],
  priority: 1,
  questions: [
    {
      id: 'where',
      text: 'Where is the pain?',
      options: [
        option('upper', 'Upper middle, below the ribs', 'in the upper middle'),
        option('lower-right', 'Lower right side', 'in the lower right side'),
        option('lower-left', 'Lower left side', 'in the lower left side'),
        option('navel', 'Around the navel', 'around the navel'),
        option('all-over', 'All over', 'all over'),
      ],
    },
    {
      id: 'duration',
      text: 'How long have you had it?',
      options: [
        option('today', 'Since today', 'since today'),
        option('1-3-days', '1–3 days', 'for 1–3 days'),
        option('over-3-days', 'More than 3 days', 'for more than 3 days'),
        option('recurring', 'It keeps coming back', 'coming back repeatedly'),
      ],
    },
    {
      id: 'along',
      text: 'Do you have any of these with it?',
      options: [
        option('vomiting', 'Nausea or vomiting', 'with nausea or vomiting'),
        option('loose-motions', 'Loose motions', 'with loose motions'),
        option('fever', 'Fever', 'with fever'),
        option('urine', 'Burning while passing urine', 'with burning while passing urine'),
        option(
          'blood',
          'Vomiting blood, or black or bloody stools',
          'with vomiting blood or black or bloody stools',
          'Vomiting blood or passing black or bloody stools can mean bleeding inside the gut and needs emergency care.',
        ),
        option(
          'rigid',
          'Severe pain with a hard, swollen belly',
          'severe, with a hard, swollen belly',
          'Severe belly pain with a hard, swollen belly can be a surgical emergency.',
        ),
        option(
          'pregnant',
          'Pregnant or a missed period, with bleeding or feeling faint',
          'during pregnancy or after a missed period, with bleeding or faintness',
          'Belly pain in pregnancy, or after a missed period, with bleeding or faintness needs emergency care.',
        ),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
  ],
  summarise: (p) => `Abdominal pain ${parts(p, 'where', 'duration', 'along')}.`,
};

const backPain: TriageTree = {
  topic: 'back-pain',
  label: 'back pain',
  terms: [
    'back pain',
    'backache',
    'back ache',
    'lower back pain',
    'upper back pain',
    'pain in back',
    'pain in my back',
    'back hurts',
    'back is hurting',
    'slipped disc',
    'sciatica',
    'kamar dard',
    'kamar mein dard',
    'kamar me dard',
    'peeth dard',
    'peeth mein dard',
    'pith dard',
    'कमर दर्द',
    'कमर में दर्द',
    'पीठ दर्द',
    'पीठ में दर्द',
  ],
  priority: 1,
  questions: [
    {
      id: 'where',
      text: 'Where in the back is the pain?',
      options: [
        option('lower', 'Lower back', 'in the lower back'),
        option('upper', 'Upper or middle back', 'in the upper or middle back'),
        option('side', 'One side, just below the ribs', 'in one side below the ribs'),
      ],
    },
    {
      id: 'duration',
      text: 'How long have you had it?',
      options: [
        option('under-a-week', 'Less than a week', 'for less than a week'),
        option('1-6-weeks', '1–6 weeks', 'for 1–6 weeks'),
        option('over-6-weeks', 'More than 6 weeks', 'for more than 6 weeks'),
      ],
    },
    {
      id: 'cause',
      text: 'How did it start?',
      options: [
        option(
          'strain',
          'After lifting, twisting or sitting long',
          'after lifting, twisting or long sitting',
        ),
        option('fall', 'After a fall or an accident', 'after a fall or accident'),
        option('no-cause', 'No clear cause', 'with no clear cause'),
      ],
    },
    {
      id: 'along',
      text: 'Do you have any of these with it?',
      options: [
        option('leg-pain', 'Pain or tingling down one leg', 'with pain or tingling down one leg'),
        option(
          'fever-urine',
          'Fever or burning while passing urine',
          'with fever or burning while passing urine',
        ),
        option(
          'bladder',
          'Loss of bladder or bowel control, or numbness between the legs',
          'with loss of bladder or bowel control',
          'Back pain with loss of bladder or bowel control or numbness between the legs can mean pressure on the spinal nerves and needs emergency care.',
        ),
        option(
          'leg-weakness',
          'New weakness in the legs',
          'with new weakness in the legs',
          'Back pain with new weakness in the legs can mean pressure on the spinal cord or nerves and needs emergency care.',
        ),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
  ],
  summarise: (p) => `Back pain ${parts(p, 'where', 'duration', 'cause', 'along')}.`,
};

const rash: TriageTree = {
  topic: 'rash',
  label: 'rash',
  terms: [
    'rash',
    'rashes',
    'skin rash',
    'hives',
    'itching',
    'itchy skin',
    'itch',
    'spots',
    'red patches',
    'daane',
    'khujli',
    'kharish',
    'chakatte',
    'दाने',
    'खुजली',
    'चकत्ते',
  ],
  priority: 1,
  questions: [
    {
      id: 'along',
      text: 'Do you have any of these with the rash?',
      options: [
        option(
          'swelling',
          'Swelling of the lips, face or tongue, or trouble breathing',
          'with swelling of the face or trouble breathing',
          'A rash with swelling of the lips, face or tongue or trouble breathing can be a severe allergic reaction and needs emergency care.',
        ),
        option(
          'purple-spots',
          'Fever, with purple spots that do not fade when pressed',
          'with fever and spots that do not fade when pressed',
          'A fever with spots that do not fade under a pressed glass can be a dangerous blood infection and needs emergency care.',
        ),
        option('fever', 'Fever', 'with fever'),
        option(
          'new-medicine-food',
          'It began after a new medicine, food or product',
          'after a new medicine, food or product',
        ),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
    {
      id: 'where',
      text: 'Where is the rash?',
      options: [
        option('face', 'Face or neck', 'on the face or neck'),
        option('body', 'Chest, back or belly', 'on the body'),
        option('limbs', 'Arms, hands, legs or feet', 'on the arms or legs'),
        option('all-over', 'All over', 'all over'),
      ],
    },
    {
      id: 'feel',
      text: 'How does it feel?',
      options: [
        option('itchy', 'Itchy', 'itchy'),
        option('painful', 'Painful or burning, or with blisters', 'painful or blistering'),
        option('neither', 'Neither itchy nor painful', 'neither itchy nor painful'),
      ],
    },
    { id: 'duration', text: 'How long have you had it?', options: DAYS },
  ],
  summarise: (p) => `${capitalise(p.feel ?? '')} rash ${parts(p, 'where', 'duration', 'along')}.`,
};

const breathlessness: TriageTree = {
  topic: 'breathlessness',
  label: 'breathlessness',
  terms: [
    'breathlessness',
    'breathless',
    'shortness of breath',
    'short of breath',
    'out of breath',
    'difficulty breathing',
    'trouble breathing',
    'breathing difficulty',
    'breathing problem',
    'hard to breathe',
    'breathing trouble',
    'saans phoolna',
    'saans phool',
    'saans phool rahi',
    'saans ki takleef',
    'saans lene mein takleef',
    'saans lene mein dikkat',
    'sans phoolna',
    'दम फूलना',
    'सांस फूलना',
    'साँस फूलना',
    'सांस लेने में तकलीफ',
  ],
  priority: 0,
  questions: [
    {
      id: 'when',
      text: 'When do you feel breathless?',
      options: [
        option(
          'at-rest',
          'Even at rest, or I cannot speak in full sentences',
          'even at rest',
          'Breathlessness at rest, or being unable to speak in full sentences, needs emergency care.',
        ),
        option('light-effort', 'Walking on flat ground or doing light work', 'on light effort'),
        option('heavy-effort', 'Only with heavy effort, like climbing stairs', 'only on heavy effort'),
        option('lying-flat', 'When lying flat (better sitting up)', 'when lying flat'),
      ],
    },
    {
      id: 'along',
      text: 'Do you have any of these with it?',
      options: [
        option(
          'chest-pain',
          'Chest pain or pressure',
          'with chest pain',
          'Breathlessness with chest pain can be a heart attack or a clot in the lungs and needs emergency care.',
        ),
        option(
          'blue-confused',
          'Bluish lips, confusion or drowsiness',
          'with bluish lips or confusion',
          'Bluish lips, confusion or drowsiness with breathlessness mean the body may not be getting enough oxygen.',
        ),
        option('wheeze', 'Wheezing', 'with wheezing'),
        option('cough-fever', 'Cough or fever', 'with cough or fever'),
        option('swollen-feet', 'Swollen feet or ankles', 'with swollen feet or ankles'),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
    {
      id: 'onset',
      text: 'How did it start?',
      options: [
        option('sudden', 'Suddenly, today', 'starting suddenly today'),
        option('days', 'Over a few days', 'building over a few days'),
        option('weeks', 'Over weeks or months', 'building over weeks or months'),
      ],
    },
  ],
  summarise: (p) => `Breathlessness ${parts(p, 'when', 'onset', 'along')}.`,
};

const injury: TriageTree = {
  topic: 'injury',
  label: 'injury',
  terms: [
    'injury',
    'injured',
    'hurt',
    'a fall',
    'fell',
    'fell down',
    'accident',
    'sprain',
    'fracture',
    'cut',
    'wound',
    'burn',
    'bruise',
    'head injury',
    'chot',
    'chot lagi',
    'chot lag gayi',
    'gir gaya',
    'gir gayi',
    'moch',
    'चोट',
    'मोच',
  ],
  priority: 1,
  questions: [
    {
      id: 'where',
      text: 'Where is the injury?',
      options: [
        option('head', 'Head or face', 'to the head or face'),
        option('neck-back', 'Neck or back', 'to the neck or back'),
        option('limb', 'Arm, hand, leg or foot', 'to an arm or leg'),
        option('chest-belly', 'Chest or belly', 'to the chest or belly'),
        option('skin', 'A cut, scrape or burn', 'with a cut, scrape or burn'),
      ],
    },
    {
      id: 'head',
      text: 'After the head injury, did any of these happen?',
      when: (a) => a.where === 'head',
      options: [
        option(
          'lost-consciousness',
          'Lost consciousness, even briefly',
          'with loss of consciousness',
          'Losing consciousness after a head injury can mean bleeding or swelling in the brain and needs emergency care.',
        ),
        option(
          'vomiting-confused',
          'Repeated vomiting, confusion or a seizure',
          'with repeated vomiting, confusion or a seizure',
          'Repeated vomiting, confusion or a seizure after a head injury can mean bleeding or swelling in the brain and needs emergency care.',
        ),
        option('headache', 'A headache only', 'a headache afterwards'),
        option('none', 'None of these', 'no loss of consciousness, vomiting or confusion'),
      ],
    },
    {
      id: 'spine',
      text: 'Any numbness, tingling or weakness in the arms or legs?',
      when: (a) => a.where === 'neck-back',
      options: [
        option(
          'yes',
          'Yes',
          'with numbness, tingling or weakness in the limbs',
          'Numbness, tingling or weakness after a neck or back injury can mean a spinal injury. Do not move the person; wait for the ambulance.',
        ),
        option('no', 'No', 'no numbness or weakness'),
      ],
    },
    {
      id: 'limb',
      text: 'Can you move it and put weight on it?',
      when: (a) => a.where === 'limb',
      options: [
        option('normal', 'Yes, with some pain', 'can move it with some pain'),
        option(
          'limited',
          'Only a little; it is swollen or bruised',
          'swollen or bruised, with limited movement',
        ),
        option(
          'deformed',
          'No: it looks out of shape, or bone is showing',
          'out of shape or with bone showing',
          'A limb that looks out of shape or has bone showing needs emergency care. Keep it still.',
        ),
      ],
    },
    {
      id: 'trunk',
      text: 'Do you have any of these?',
      when: (a) => a.where === 'chest-belly',
      options: [
        option(
          'breathing',
          'Difficulty breathing or coughing blood',
          'with difficulty breathing or coughing blood',
          'Difficulty breathing or coughing blood after a chest injury needs emergency care.',
        ),
        option(
          'faint',
          'Severe belly pain, or feeling faint or very thirsty',
          'with severe belly pain or faintness',
          'Severe belly pain or faintness after an injury can mean internal bleeding and needs emergency care.',
        ),
        option('pain-only', 'Pain or bruising only', 'pain or bruising only'),
      ],
    },
    {
      id: 'skin',
      text: 'How bad is it?',
      when: (a) => a.where === 'skin',
      options: [
        option(
          'heavy-bleeding',
          'Bleeding that does not stop after 10 minutes of firm pressure',
          'with bleeding that does not stop',
          'Bleeding that does not stop with firm pressure needs emergency care. Keep pressing on the wound.',
        ),
        option(
          'large-burn',
          'A burn larger than the palm, or on the face, hands or private parts',
          'a large burn or a burn on the face, hands or private parts',
          'A large burn, or a burn on the face, hands or private parts, needs emergency care. Cool it under running water meanwhile.',
        ),
        option('minor', 'A small cut, scrape or burn', 'small, not bleeding heavily'),
      ],
    },
    {
      id: 'when',
      text: 'When did it happen?',
      options: [
        option('today', 'Today', 'today'),
        option('1-3-days', '1–3 days ago', '1–3 days ago'),
        option('older', 'More than 3 days ago', 'more than 3 days ago'),
      ],
    },
  ],
  summarise: (p) => {
    const detail = parts(p, 'head', 'spine', 'limb', 'trunk', 'skin');
    return `Injury ${parts(p, 'where', 'when')}${detail ? `; ${detail}` : ''}.`;
  },
};

const dizziness: TriageTree = {
  topic: 'dizziness',
  label: 'dizziness',
  terms: [
    'dizziness',
    'dizzy',
    'vertigo',
    'giddiness',
    'giddy',
    'lightheaded',
    'light-headed',
    'light headed',
    'room spinning',
    'spinning',
    'chakkar',
    'chakkar aana',
    'chakkar aa raha',
    'chakkar aa rahe',
    'sir ghoomna',
    'sar ghoom raha',
    'चक्कर',
    'चक्कर आना',
  ],
  priority: 1,
  questions: [
    {
      id: 'along',
      text: 'Do you have any of these with the dizziness?',
      options: [
        option(
          'stroke-signs',
          'Slurred speech, a drooping face, or weakness or numbness on one side',
          'with slurred speech, face drooping or one-sided weakness',
          'Dizziness with slurred speech, a drooping face or weakness on one side can be a stroke, and treatment works best in the first hours.',
        ),
        option(
          'fainted',
          'I fainted or blacked out',
          'with fainting',
          'Fainting can come from a heart rhythm problem and should be checked urgently.',
        ),
        option(
          'chest-heart',
          'Chest pain or a racing heartbeat',
          'with chest pain or a racing heartbeat',
          'Dizziness with chest pain or a racing heartbeat can be a heart problem and needs emergency care.',
        ),
        option('nausea', 'Nausea or vomiting', 'with nausea or vomiting'),
        option('ears', 'Ringing in the ears or hearing loss', 'with ringing in the ears or hearing loss'),
        option('none', 'None of these', 'no other symptoms'),
      ],
    },
    {
      id: 'feel',
      text: 'What does the dizziness feel like?',
      options: [
        option('spinning', 'The room is spinning', 'with the room spinning'),
        option('faint', 'Light-headed, as if I might faint', 'light-headed'),
        option('unsteady', 'Unsteady on my feet', 'unsteady on the feet'),
      ],
    },
    {
      id: 'trigger',
      text: 'When does it happen?',
      options: [
        option('standing', 'When I stand up', 'on standing up'),
        option('head-moves', 'When I move or turn my head', 'on moving the head'),
        option('all-the-time', 'All the time', 'all the time'),
        option('comes-and-goes', 'It comes and goes', 'coming and going'),
      ],
    },
    { id: 'duration', text: 'How long has this been happening?', options: DAYS },
  ],
  summarise: (p) => `Dizziness ${parts(p, 'duration', 'feel', 'trigger', 'along')}.`,
};

/** For anything the trees above do not know: how long, how bad, and the warning signs. */
const general: TriageTree = {
  topic: 'general',
  label: 'symptom',
  terms: [],
  priority: 1,
  questions: [
    {
      id: 'warning',
      text: 'Do you have any of these right now?',
      options: [
        option(
          'emergency-signs',
          'Severe difficulty breathing, chest pain, fainting, or sudden weakness or confusion',
          'with emergency warning signs',
          'Severe difficulty breathing, chest pain, fainting, sudden weakness or confusion need emergency care.',
        ),
        option('high-fever', 'A high fever (above 102°F)', 'with a high fever'),
        option('none', 'None of these', 'no warning signs'),
      ],
    },
    { id: 'duration', text: 'How long have you had it?', options: DAYS },
    { id: 'severity', text: 'How bad is it?', options: SEVERITY },
  ],
  summarise: (p, symptom) => `${capitalise(symptom)} ${parts(p, 'duration', 'severity', 'warning')}.`,
};

export const TRIAGE_TREES: Readonly<Record<TriageTopic, TriageTree>> = {
  fever,
  cough,
  headache,
  'chest-pain': chestPain,
  'abdominal-pain': abdominalPain,
  'back-pain': backPain,
  rash,
  breathlessness,
  injury,
  dizziness,
  general,
};
