/** Follow-up choices in days; the date sent is today plus that many days (spec 02 §5). */
export const FOLLOW_UP_DAYS = [7, 14, 30, 60, 90] as const;

export type FollowUpDays = (typeof FOLLOW_UP_DAYS)[number];

export const DEFAULT_FOLLOW_UP_DAYS: FollowUpDays = 14;
