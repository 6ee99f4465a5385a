import { SUPPORT_REJOIN_BLOCK_DAYS } from '@arogya/contract/constants/support';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';

/** Who moderates the community (spec 02 §6): nurses and admins. */
export const MODERATORS = ['nurse', 'admin'] as const;
/** Who takes part (spec 02 §6: patients join, chat and report). */
export const PARTICIPANTS = ['patient'] as const;

export function isModerator(user: Pick<SessionUser, 'role'>): boolean {
  return (MODERATORS as readonly string[]).includes(user.role);
}

/** Only a member reads or writes a group's messages. */
export function requireMembership(member: boolean): void {
  if (!member) throw new ForbiddenError(MSG_SUPPORT.notAMember);
}

/** An inactive group is read-only: nobody joins it or posts in it. */
export function requireActive(group: { isActive: boolean }): void {
  if (!group.isActive) throw new ConflictError(MSG_SUPPORT.groupInactive);
}

/** When a removal made now stops blocking a rejoin. */
export function blockedUntil(removedAt: Date): Date {
  return new Date(removedAt.getTime() + SUPPORT_REJOIN_BLOCK_DAYS * 24 * 60 * 60 * 1000);
}

/** Nobody reports their own message. */
export function requireNotOwn(authorId: string | null, reporterId: string): void {
  if (authorId === reporterId) throw new ConflictError(MSG_SUPPORT.cannotReportOwn);
}
