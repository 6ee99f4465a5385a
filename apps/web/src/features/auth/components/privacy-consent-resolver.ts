import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Wraps the registration resolver with the consent rule (issue #25): the privacy-notice box must be ticked.
 * The contract accepts a missing `privacyConsent` (clients written from the spec alone do not send it), so
 * the form itself requires it; it is checked with every other field, so all complaints show at once.
 */
export function withPrivacyConsent<TValues extends FieldValues & { privacyConsent: boolean }, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.privacyConsent === true) return result;
    const errors = {
      ...result.errors,
      privacyConsent: { type: 'validate', message: MSG_PRIVACY_WEB.registerConsentRequired },
    } as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}
