import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * What the server adds to the contract's password rules (length, required): a password people or
 * attackers would guess first is refused. Returns the message to show, or null when the password is
 * acceptable. Used at registration and at reset.
 */
export function passwordProblem(
  password: string,
  identity: { email: string; name?: string | null },
): string | null {
  const candidate = password.trim().toLowerCase();
  if (candidate.length === 0) return MSG_AUTH.passwordRequired;
  if (COMMON_PASSWORDS.has(candidate)) return MSG_AUTH.commonPassword;

  const localPart = identity.email.split('@')[0]?.trim().toLowerCase() ?? '';
  const name = identity.name?.trim().toLowerCase() ?? '';
  const compact = (s: string) => s.replace(/\s+/g, '');
  if (
    (localPart.length > 0 && candidate === localPart) ||
    candidate === identity.email.trim().toLowerCase() ||
    (name.length > 0 && (candidate === name || compact(candidate) === compact(name)))
  ) {
    return MSG_AUTH.passwordLikeIdentity;
  }
  return null;
}
