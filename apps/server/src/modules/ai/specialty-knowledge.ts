import type { DoctorSearchSpecialty } from '@arogya/contract/constants/directory';
import type { BodySymptom } from '@arogya/contract/constants/triage';

/**
 * The local engine's knowledge: which searchable specialist fits each symptom, and why, in plain
 * English. The reasons explain where to go — they never suggest a medicine, a dose or a diagnosis.
 *
 * The searchable list has no ENT, eye, bone, chest or stomach specialist, so most everyday complaints
 * go to a General Physician: that is what a person in India would be told at a clinic, and the
 * physician refers on. Symptoms that clearly belong to one of the listed specialists go there.
 */
export interface SymptomKnowledge {
  specialty: DoctorSearchSpecialty;
  /** One or two sentences shown as the reasoning when this symptom decides the suggestion. */
  reason: string;
  /** Words people type for the same complaint (matched case-insensitively, as whole words). */
  synonyms: readonly string[];
  /** Lesser pulls towards other specialists (the main specialty counts MAIN_WEIGHT). */
  also?: Partial<Record<DoctorSearchSpecialty, number>>;
}

/** What a symptom adds to its own specialty's score; `also` entries add their (smaller) weight. */
export const MAIN_WEIGHT = 2;

const GP = 'General Physician' as const;

/** Every symptom of the body-diagram picker (contract `SYMPTOM_BODY_AREAS`); the type makes it total. */
export const SYMPTOM_KNOWLEDGE: Readonly<Record<BodySymptom, SymptomKnowledge>> = {
  // Head
  Headache: {
    specialty: GP,
    reason:
      'Most headaches are first assessed by a General Physician; frequent or unusual headaches may then be referred to a Neurologist.',
    synonyms: ['headaches', 'head ache', 'head pain', 'head is paining'],
    also: { Neurologist: 1 },
  },
  Fever: {
    specialty: GP,
    reason:
      'Fever is most often caused by an infection, which a General Physician examines and treats first.',
    synonyms: ['feverish', 'high temperature', 'temperature', 'chills'],
  },
  Dizziness: {
    specialty: GP,
    reason:
      'Dizziness has many common causes (blood pressure, dehydration, the inner ear) that a General Physician can check first.',
    synonyms: ['dizzy', 'vertigo', 'giddiness', 'giddy', 'lightheaded', 'light-headed', 'light headed'],
    also: { Neurologist: 1 },
  },
  'Blurred vision': {
    specialty: 'Neurologist',
    reason:
      'Vision that becomes blurred or doubled can come from the nerves and brain as well as the eyes; a Neurologist can assess it.',
    synonyms: ['blurry vision', 'blurred eyesight', 'double vision', 'vision problems'],
  },
  'Ear pain': {
    specialty: GP,
    reason: 'Ear pain is usually an infection or wax that a General Physician can examine.',
    synonyms: ['earache', 'ear ache', 'ear infection'],
  },
  'Sore throat': {
    specialty: GP,
    reason: 'A sore throat is usually an infection that a General Physician can examine and treat.',
    synonyms: ['throat pain', 'painful swallowing', 'throat infection', 'scratchy throat'],
  },
  Toothache: {
    specialty: 'Dentist',
    reason: 'Tooth and gum pain needs a Dentist, who can examine the tooth and gums directly.',
    synonyms: [
      'tooth ache',
      'tooth pain',
      'dental pain',
      'bleeding gums',
      'gum pain',
      'swollen gums',
      'cavity',
    ],
  },

  // Chest
  'Chest pain': {
    specialty: 'Cardiologist',
    reason: 'Chest pain should be checked by a Cardiologist to rule out a heart problem.',
    synonyms: [
      'chest tightness',
      'tight chest',
      'chest pressure',
      'pain in chest',
      'pain in my chest',
      'chest discomfort',
    ],
    also: { [GP]: 1 },
  },
  'Shortness of breath': {
    specialty: 'Cardiologist',
    reason:
      'Breathlessness can come from the heart or the lungs; a Cardiologist checks the heart, and a General Physician the lungs.',
    synonyms: [
      'breathless',
      'breathlessness',
      'short of breath',
      'out of breath',
      'difficulty breathing',
      'trouble breathing',
      'breathing difficulty',
      'hard to breathe',
    ],
    also: { [GP]: 1 },
  },
  Cough: {
    specialty: GP,
    reason: 'A cough is most often a chest or throat infection that a General Physician examines first.',
    synonyms: ['coughing', 'dry cough', 'wet cough'],
  },
  Palpitations: {
    specialty: 'Cardiologist',
    reason: 'A racing, pounding or irregular heartbeat is assessed by a Cardiologist, often with an ECG.',
    synonyms: [
      'racing heart',
      'heart racing',
      'pounding heart',
      'irregular heartbeat',
      'fast heartbeat',
      'heart fluttering',
    ],
  },
  Wheezing: {
    specialty: GP,
    reason: 'Wheezing usually comes from narrowed airways, which a General Physician can examine and test.',
    synonyms: ['wheeze', 'wheezy', 'whistling breath'],
  },
  Heartburn: {
    specialty: GP,
    reason: 'Heartburn is usually acid reflux from the stomach, which a General Physician can assess.',
    synonyms: ['acidity', 'acid reflux', 'reflux', 'indigestion'],
    also: { Cardiologist: 1 },
  },

  // Abdomen
  'Stomach pain': {
    specialty: GP,
    reason:
      'Stomach pain has many causes; a General Physician can examine you and decide whether tests are needed.',
    synonyms: [
      'abdominal pain',
      'belly pain',
      'tummy ache',
      'tummy pain',
      'stomach ache',
      'stomachache',
      'stomach cramps',
    ],
  },
  Nausea: {
    specialty: GP,
    reason: 'Nausea is commonly caused by a stomach upset or infection that a General Physician can assess.',
    synonyms: ['nauseous', 'nauseated', 'queasy', 'feeling sick'],
  },
  Vomiting: {
    specialty: GP,
    reason:
      'Vomiting is usually a stomach infection; a General Physician checks for dehydration and the cause.',
    synonyms: ['vomit', 'throwing up', 'threw up', 'puking'],
  },
  Diarrhoea: {
    specialty: GP,
    reason: 'Diarrhoea is usually an infection; a General Physician checks for dehydration and the cause.',
    synonyms: ['diarrhea', 'loose motions', 'loose motion', 'loose stools', 'watery stools'],
  },
  Constipation: {
    specialty: GP,
    reason: 'Constipation is usually related to diet and routine, which a General Physician can review.',
    synonyms: ['constipated', 'hard stools'],
  },
  Bloating: {
    specialty: GP,
    reason: 'Bloating and gas are digestive complaints that a General Physician can assess.',
    synonyms: ['bloated', 'gas', 'flatulence', 'gassy'],
  },
  'Burning urination': {
    specialty: GP,
    reason:
      'Burning when passing urine is often a urinary infection, which a General Physician can test for; a Gynecologist can also help women.',
    synonyms: [
      'painful urination',
      'burning when urinating',
      'burning while urinating',
      'burning while passing urine',
      'pain while passing urine',
      'urine infection',
      'urinary infection',
      'uti',
    ],
    also: { Gynecologist: 1 },
  },

  // Arms
  'Shoulder pain': {
    specialty: GP,
    reason: 'Shoulder pain is usually a muscle or joint strain that a General Physician can examine first.',
    synonyms: ['frozen shoulder', 'shoulder ache'],
  },
  'Elbow pain': {
    specialty: GP,
    reason:
      'Elbow pain is usually a strain of the joint or tendons that a General Physician can examine first.',
    synonyms: ['tennis elbow'],
  },
  'Wrist or hand pain': {
    specialty: GP,
    reason:
      'Wrist and hand pain is usually a joint or tendon problem that a General Physician can examine first.',
    synonyms: ['wrist pain', 'hand pain', 'finger pain', 'painful fingers'],
    also: { Neurologist: 1 },
  },
  'Numbness or tingling in hands': {
    specialty: 'Neurologist',
    reason: 'Numbness or tingling in the hands usually involves the nerves, which a Neurologist assesses.',
    synonyms: [
      'numbness in hands',
      'numbness in hand',
      'numb hands',
      'numb hand',
      'tingling in hands',
      'tingling hands',
      'pins and needles',
      'tingling',
      'numbness',
    ],
  },
  'Arm weakness': {
    specialty: 'Neurologist',
    reason: 'Weakness in an arm can come from the nerves or the brain, which a Neurologist assesses.',
    synonyms: ['weak arm', 'weak arms', 'weakness in arm', 'weakness in my arm', 'arm feels weak'],
  },
  'Skin rash': {
    specialty: 'Dermatologist',
    reason: 'Rashes and other skin changes are examined by a Dermatologist.',
    synonyms: ['rash', 'rashes', 'itchy skin', 'itching', 'hives', 'skin allergy', 'red spots', 'eczema'],
  },

  // Legs
  'Knee pain': {
    specialty: GP,
    reason: 'Knee pain is usually wear or strain of the joint, which a General Physician can examine first.',
    synonyms: ['knee ache', 'knee swelling', 'painful knee'],
  },
  'Hip pain': {
    specialty: GP,
    reason: 'Hip pain is usually a joint or muscle problem that a General Physician can examine first.',
    synonyms: ['hip ache'],
  },
  'Ankle or foot pain': {
    specialty: GP,
    reason: 'Ankle and foot pain is usually a sprain or strain that a General Physician can examine first.',
    synonyms: ['ankle pain', 'foot pain', 'heel pain', 'sprained ankle', 'twisted ankle'],
  },
  'Swollen legs': {
    specialty: 'Cardiologist',
    reason:
      'Swelling of the legs or ankles can be a sign that the heart is not pumping well, so a Cardiologist should check it.',
    synonyms: ['leg swelling', 'swelling in legs', 'swollen ankles', 'swollen feet', 'oedema', 'edema'],
    also: { [GP]: 1 },
  },
  'Leg cramps': {
    specialty: GP,
    reason:
      'Leg cramps are commonly linked to fluids, minerals or muscle strain, which a General Physician can check.',
    synonyms: ['cramps in legs', 'calf cramps', 'muscle cramps'],
  },
  'Numbness in feet': {
    specialty: 'Neurologist',
    reason: 'Numbness in the feet usually involves the nerves, which a Neurologist assesses.',
    synonyms: ['numb feet', 'numb foot', 'tingling in feet', 'burning feet', 'numbness in legs'],
  },
  'Difficulty walking': {
    specialty: 'Neurologist',
    reason:
      'New trouble with walking or balance can come from the nerves or the brain, which a Neurologist assesses.',
    synonyms: [
      'trouble walking',
      'cannot walk properly',
      'unsteady walking',
      'loss of balance',
      'balance problems',
    ],
    also: { [GP]: 1 },
  },

  // Back
  'Lower back pain': {
    specialty: GP,
    reason: 'Lower back pain is usually a muscle strain that a General Physician can examine first.',
    synonyms: ['low back pain', 'backache', 'back ache', 'back pain', 'sciatica'],
  },
  'Upper back pain': {
    specialty: GP,
    reason: 'Upper back pain is usually muscular and a General Physician can examine it first.',
    synonyms: ['pain between shoulder blades'],
  },
  'Neck pain': {
    specialty: GP,
    reason: 'Neck pain is usually a muscle strain that a General Physician can examine first.',
    synonyms: ['neck ache', 'sore neck', 'stiff neck', 'neck stiffness'],
  },
  'Back stiffness': {
    specialty: GP,
    reason:
      'Stiffness of the back is usually muscular or from the joints, which a General Physician can examine.',
    synonyms: ['stiff back'],
  },
  'Pain in the side (flank)': {
    specialty: GP,
    reason:
      'Pain in the side can come from the kidneys or the bowel; a General Physician can examine you and arrange tests.',
    synonyms: ['pain in the side', 'flank pain', 'side pain', 'kidney pain'],
  },
};

/**
 * Complaints people type that are not on the picker but point clearly at one specialist. Only for free
 * text: the picker never sends these.
 */
export interface ExtraTerm {
  specialty: DoctorSearchSpecialty;
  label: string;
  reason: string;
  terms: readonly string[];
}

export const EXTRA_TERMS: readonly ExtraTerm[] = [
  {
    specialty: 'Dermatologist',
    label: 'Skin or hair problem',
    reason: 'Skin, hair and nail problems are examined by a Dermatologist.',
    terms: [
      'acne',
      'pimples',
      'hair loss',
      'hair fall',
      'dandruff',
      'psoriasis',
      'mole',
      'skin infection',
      'fungal infection',
    ],
  },
  {
    specialty: 'Gynecologist',
    label: "Women's health concern",
    reason: 'Periods, pregnancy and pelvic concerns are looked after by a Gynecologist.',
    terms: [
      'period pain',
      'painful periods',
      'irregular periods',
      'missed period',
      'heavy periods',
      'menstrual',
      'pregnancy',
      'pregnant',
      'vaginal discharge',
      'white discharge',
      'pelvic pain',
      'menopause',
    ],
  },
  {
    specialty: 'Neurologist',
    label: 'Nerve or brain symptom',
    reason: 'Migraines, fits, tremors and memory problems are assessed by a Neurologist.',
    terms: ['migraine', 'migraines', 'seizure', 'seizures', 'fits', 'tremor', 'tremors', 'memory loss'],
  },
  {
    specialty: 'Cardiologist',
    label: 'Heart concern',
    reason: 'Blood pressure and heart concerns are looked after by a Cardiologist.',
    terms: ['high blood pressure', 'hypertension', 'heart problem', 'heart disease'],
  },
  {
    specialty: 'Dentist',
    label: 'Dental problem',
    reason: 'Teeth and gums are examined by a Dentist.',
    terms: ['broken tooth', 'loose tooth', 'mouth ulcer', 'mouth ulcers', 'bad breath', 'tooth sensitivity'],
  },
];

/**
 * Words that say the person is a child. There is no age field, so only free text can say it; when it
 * does, what would go to a General Physician goes to a Pediatrician instead.
 */
export const CHILD_TERMS: readonly string[] = [
  'child',
  'children',
  'my son',
  'my daughter',
  'baby',
  'infant',
  'toddler',
  'newborn',
  'kid',
  'kids',
];
