import { FORUM_MODERATOR_ROLES } from '@arogya/contract/constants/forum';
import type { SessionUser } from '../../lib/http/access';

/** Who decides what in the forum (spec 02 §6; the rest is ours, docs/decisions/034-forum.md). */

export function isForumModerator(user: SessionUser | null): boolean {
  return !!user && (FORUM_MODERATOR_ROLES as readonly string[]).includes(user.role);
}

/** Nobody votes on (or reports) their own content. */
export function canVote(user: SessionUser | null, authorId: string): boolean {
  return !!user && user.id !== authorId;
}

/** Only the question's author accepts, once, while the question is not closed. */
export function canAccept(
  user: SessionUser | null,
  question: { authorId: string; status: string; acceptedAnswerId: string | null },
): boolean {
  return (
    !!user &&
    user.id === question.authorId &&
    question.acceptedAnswerId === null &&
    question.status !== 'closed'
  );
}

/** The author or a moderator closes and reopens a question. */
export function canChangeStatus(user: SessionUser | null, question: { authorId: string }): boolean {
  return !!user && (user.id === question.authorId || isForumModerator(user));
}

/** An answer counts as a verified response when its author is an approved doctor or nurse. */
export function isVerifiedProfessional(author: { role: string; approvalStatus: string | null }): boolean {
  return (author.role === 'doctor' || author.role === 'nurse') && author.approvalStatus === 'approved';
}
