import { MSG_AUTH } from '@arogya/contract/messages/auth';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Wraps a schema's resolver with the one rule the server cannot check: the confirmation field is
 * required and must equal the password (the contract schemas accept a missing confirmation, and zod
 * skips their cross-field refinement while other fields are invalid — here it always shows).
 */
export function withConfirmPassword<
  TValues extends FieldValues & { password: string; confirmPassword: string },
  TOutput,
>(resolver: Resolver<TValues, unknown, TOutput>): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = { ...result.errors } as FieldErrors<TValues>;
    const confirmError =
      values.confirmPassword === ''
        ? MSG_AUTH.confirmPasswordRequired
        : values.confirmPassword !== values.password
          ? MSG_AUTH.passwordsDoNotMatch
          : undefined;
    if (confirmError === undefined) {
      if (!errors.confirmPassword) return result;
      delete errors.confirmPassword;
    } else {
      Object.assign(errors, { confirmPassword: { type: 'validate', message: confirmError } });
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}
