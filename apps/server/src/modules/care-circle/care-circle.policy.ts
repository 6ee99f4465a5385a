import { CARE_CIRCLE_MAX_MEMBERS, type CareCircleMemberStatus } from '@arogya/contract/constants/care-circle';
import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';

/** Inviting: never yourself, never someone already invited or in the circle, never past the size limit. */
export function checkInvite(input: {
  patientEmail: string;
  inviteeEmail: string;
  existing: { email: string; status: CareCircleMemberStatus }[];
}): void {
  if (input.inviteeEmail === input.patientEmail) {
    throw new ValidationError(MSG_CARE_CIRCLE.cannotInviteSelf, [
      { path: 'body.email', message: MSG_CARE_CIRCLE.cannotInviteSelf },
    ]);
  }
  const same = input.existing.find((m) => m.email === input.inviteeEmail);
  if (same) {
    throw new ConflictError(
      same.status === 'Active' ? MSG_CARE_CIRCLE.alreadyMember : MSG_CARE_CIRCLE.alreadyInvited,
    );
  }
  if (input.existing.length >= CARE_CIRCLE_MAX_MEMBERS) throw new ConflictError(MSG_CARE_CIRCLE.circleFull);
}

/**
 * Answering an invitation: only its invitee (the account with the invited e-mail), only while pending.
 * Someone else's invitation is refused with a clear 403; one that does not exist is a 404.
 */
export function checkInvitee(
  invitation: { email: string; status: CareCircleMemberStatus } | null,
  callerEmail: string,
): void {
  if (!invitation) throw new NotFoundError(MSG_CARE_CIRCLE.invitationNotFound);
  if (invitation.email !== callerEmail) throw new ForbiddenError(MSG_CARE_CIRCLE.invitationNotYours);
  if (invitation.status !== 'Pending') throw new ConflictError(MSG_CARE_CIRCLE.invitationAnswered);
}

/** A member row the patient manages: it must be in their own circle (anyone else's reads as absent). */
export function checkOwnMember(member: { patientId: string } | null, patientId: string): void {
  if (!member || member.patientId !== patientId) throw new NotFoundError(MSG_CARE_CIRCLE.memberNotFound);
}

/** A membership the caller holds: Active and theirs (anyone else's reads as absent). */
export function checkOwnMembership(
  member: { memberUserId: string | null; status: CareCircleMemberStatus } | null,
  userId: string,
): void {
  if (!member || member.memberUserId !== userId || member.status !== 'Active') {
    throw new NotFoundError(MSG_CARE_CIRCLE.membershipNotFound);
  }
}
