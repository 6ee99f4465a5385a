import type { MaterialProfileField } from '@arogya/contract/constants/profiles';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { MaterialChanges, OwnProfile } from '@arogya/contract/schemas/users';

/**
 * What an editor shows for a verified field: the value waiting for review when there is one (what the
 * person asked for last), else the approved value.
 */
export function currentOrPending<F extends MaterialProfileField>(
  profile: OwnProfile,
  field: F,
): NonNullable<MaterialChanges[F]> | OwnProfile[F] {
  const request = profile.profileChangeRequest;
  const pending = request?.status === 'pending' ? request.changes[field] : undefined;
  return pending ?? profile[field];
}

/** The toast after a save: says so when verified details are waiting for review. */
export function savedMessage(saved: OwnProfile): string {
  return saved.profileChangeRequest?.status === 'pending' ? MSG_PROFILE.changeSubmitted : MSG_PROFILE.updated;
}

/** Puts the server's per-field messages of a failed PUT /profile/me on the form's own fields. */
export function showFieldErrors<F extends string>(
  fieldErrors: Partial<Record<string, string>>,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): void {
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) setError(field, { message });
  }
}
