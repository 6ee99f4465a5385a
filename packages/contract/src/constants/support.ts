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
