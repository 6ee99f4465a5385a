import { TWO_FACTOR_CODE_LENGTH } from '@arogya/contract/constants/auth';
import type { ComponentProps } from 'react';
import { TextField } from './form-field';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/**
 * A one-time code from an authenticator app: 6 digits, the numeric keypad on phones, and
 * `autocomplete="one-time-code"` so password managers and phones can fill it.
 */
export function CodeField({ inputClassName, ...props }: CodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={TWO_FACTOR_CODE_LENGTH}
      spellCheck={false}
      inputClassName={`font-mono text-xl tracking-[0.4em] ${inputClassName ?? ''}`}
      {...props}
    />
  );
}
