/** Roles a patient can invite; Family is the default. */
export const CARE_CIRCLE_ROLES = ['Family', 'Doctor', 'Nurse'] as const;

export type CareCircleRole = (typeof CARE_CIRCLE_ROLES)[number];

export const DEFAULT_CARE_CIRCLE_ROLE: CareCircleRole = 'Family';

/** Member statuses: the spec shows Active, anything else as pending. */
export const CARE_CIRCLE_MEMBER_STATUSES = ['Active', 'Pending'] as const;

export type CareCircleMemberStatus = (typeof CARE_CIRCLE_MEMBER_STATUSES)[number];

/** How many members one circle may hold (Active and pending together); ours, so a circle stays a circle. */
export const CARE_CIRCLE_MAX_MEMBERS = 20;
