import { z } from 'zod';
import { CARE_CIRCLE_MEMBER_STATUSES, DEFAULT_CARE_CIRCLE_ROLE } from '../constants/care-circle';
import { emailSchema } from './auth';
import { idSchema } from './common';
import { careCircleRoleSchema } from './enums';

/** POST /profile/my-care-circle/invite: the spec's client sends only the e-mail; the role defaults to Family. */
export const inviteCareCircleSchema = z.object({
  email: emailSchema,
  role: careCircleRoleSchema.default(DEFAULT_CARE_CIRCLE_ROLE),
});
export type InviteCareCircleBody = z.input<typeof inviteCareCircleSchema>;

export const careCircleMemberStatusSchema = z.enum(CARE_CIRCLE_MEMBER_STATUSES);

/** What the patient shares with one member; everything else stays private. */
export const careCircleSharingSchema = z.object({
  shareAppointments: z.boolean(),
  shareAdherence: z.boolean(),
});
export type CareCircleSharing = z.infer<typeof careCircleSharingSchema>;

export const careCircleMemberSchema = z.object({
  _id: idSchema,
  /** The member's account once they accepted; a pending invitee shows the e-mail only. */
  user: z.object({ _id: idSchema, name: z.string() }).nullable(),
  email: z.string(),
  role: careCircleRoleSchema,
  status: careCircleMemberStatusSchema,
  ...careCircleSharingSchema.shape,
  invitedAt: z.iso.datetime(),
});
export type CareCircleMember = z.infer<typeof careCircleMemberSchema>;

/** GET /profile/my-care-circle. */
export const careCircleSchema = z.object({
  patient: z.object({ _id: idSchema, name: z.string() }),
  members: z.array(careCircleMemberSchema),
});
export type CareCircle = z.infer<typeof careCircleSchema>;

export const careCircleMemberParamsSchema = z.object({ memberId: idSchema });
export const membershipParamsSchema = z.object({ membershipId: idSchema });

/** POST /profile/my-care-circle/invite → the new (pending) member. */
export const careCircleInvitedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  member: careCircleMemberSchema,
});

export const careCircleMemberUpdatedSchema = z.object({ member: careCircleMemberSchema });

/** One pending invitation, as its invitee sees it. */
export const careCircleInvitationSchema = z.object({
  _id: idSchema,
  patient: z.object({ _id: idSchema, name: z.string() }),
  role: careCircleRoleSchema,
  invitedAt: z.iso.datetime(),
});
export type CareCircleInvitation = z.infer<typeof careCircleInvitationSchema>;

export const careCircleInvitationsSchema = z.object({ invitations: z.array(careCircleInvitationSchema) });

/** A circle the caller is an Active member of. */
export const careCircleMembershipSchema = z.object({
  _id: idSchema,
  patient: z.object({ _id: idSchema, name: z.string() }),
  role: careCircleRoleSchema,
  status: careCircleMemberStatusSchema,
  ...careCircleSharingSchema.shape,
});
export type CareCircleMembership = z.infer<typeof careCircleMembershipSchema>;

export const careCircleMembershipsSchema = z.object({ memberships: z.array(careCircleMembershipSchema) });

/** Answer to accept/decline/leave/remove. */
export const careCircleDoneSchema = z.object({ msg: z.string(), message: z.string() });

export const sharedAppointmentSchema = z.object({
  _id: idSchema,
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  bookingType: z.string(),
  status: z.string(),
  professional: z.object({ name: z.string(), specialty: z.string().nullable() }),
});
export type SharedAppointment = z.infer<typeof sharedAppointmentSchema>;

/**
 * GET /care-circle/memberships/{membershipId}/shared: only what the patient shares with this member; a part
 * not shared is absent (not empty).
 */
export const careCircleSharedSchema = z.object({
  patient: z.object({ _id: idSchema, name: z.string() }),
  upcomingAppointments: z.array(sharedAppointmentSchema).optional(),
  adherence: z.object({ adherenceScore: z.number(), streak: z.number() }).optional(),
});
export type CareCircleShared = z.infer<typeof careCircleSharedSchema>;
