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

/** Messages per page of a group's chat: the newest page first, `before` for older ones. */
export const SUPPORT_PAGE_DEFAULT = 50;
export const SUPPORT_PAGE_MAX = 100;

/** A member removed by a moderator may join that group again only after this many days. */
export const SUPPORT_REJOIN_BLOCK_DAYS = 7;

/** The anonymous name: length, and how many digits it may hold (more would read as a phone number). */
export const SUPPORT_DISPLAY_NAME_MIN = 3;
export const SUPPORT_DISPLAY_NAME_MAX = 30;
export const SUPPORT_DISPLAY_NAME_MAX_DIGITS = 4;

/** Group form limits (ours; the spec gives none). */
export const SUPPORT_GROUP_NAME_MAX = 80;
export const SUPPORT_GROUP_DESCRIPTION_MAX = 500;
export const SUPPORT_REPORT_REASON_MAX = 300;

/** Words the generated anonymous names are made of ("Calm Heron 42"). */
export const SUPPORT_NAME_ADJECTIVES = [
  'Calm',
  'Gentle',
  'Brave',
  'Kind',
  'Quiet',
  'Bright',
  'Steady',
  'Warm',
  'Hopeful',
  'Patient',
  'Sunny',
  'Clear',
  'Soft',
  'Bold',
  'Wise',
  'Cheerful',
  'Peaceful',
  'Strong',
  'Graceful',
  'Humble',
] as const;
export const SUPPORT_NAME_ANIMALS = [
  'Heron',
  'Peacock',
  'Sparrow',
  'Koel',
  'Myna',
  'Tiger',
  'Elephant',
  'Deer',
  'Dolphin',
  'Otter',
  'Owl',
  'Kingfisher',
  'Crane',
  'Lotus',
  'Banyan',
  'River',
  'Falcon',
  'Panda',
  'Robin',
  'Swan',
] as const;

/**
 * Phrases that mention self-harm or suicide, in English, Hinglish (Hindi in Latin letters) and Hindi
 * (Devanagari). Matched on whole words after lower-casing and turning punctuation into spaces. A message
 * that matches shows its author the helplines at once and goes to the moderators. Keep the list
 * maintained: add phrases with a test in `support.test.ts`.
 */
export const SELF_HARM_PHRASES = [
  // English
  'suicide',
  'suicidal',
  'kill myself',
  'killing myself',
  'end my life',
  'ending my life',
  'end it all',
  'take my own life',
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'no reason to live',
  'self harm',
  'selfharm',
  'hurt myself',
  'hurting myself',
  'cut myself',
  'cutting myself',
  'overdose',
  // Hinglish
  'khudkushi',
  'khudkhushi',
  'aatmahatya',
  'atmahatya',
  'aatmhatya',
  'marna chahta',
  'marna chahti',
  'mar jana chahta',
  'mar jana chahti',
  'mar jaana chahta',
  'mar jaana chahti',
  'jeena nahi chahta',
  'jeena nahi chahti',
  'jina nahi chahta',
  'jina nahi chahti',
  'jeene ka mann nahi',
  'zindagi khatam',
  'khud ko nuksan',
  'khud ko khatam',
  // Hindi
  'आत्महत्या',
  'खुदकुशी',
  'ख़ुदकुशी',
  'मरना चाहता',
  'मरना चाहती',
  'मर जाना चाहता',
  'मर जाना चाहती',
  'जीना नहीं चाहता',
  'जीना नहीं चाहती',
  'खुद को नुकसान',
  'ज़िंदगी खत्म',
  'जिंदगी खत्म',
] as const;

function normalizeForPhrases(text: string): string {
  return ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

const NORMALIZED_PHRASES = SELF_HARM_PHRASES.map((p) => normalizeForPhrases(p));

/** Does the text mention self-harm or suicide (whole words of one of `SELF_HARM_PHRASES`)? */
export function mentionsSelfHarm(text: string): boolean {
  const haystack = normalizeForPhrases(text);
  return NORMALIZED_PHRASES.some((phrase) => haystack.includes(phrase));
}
