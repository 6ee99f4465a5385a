import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { recoveryCodeSchema, totpCodeSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from './ui/button';
import { CodeField } from './ui/code-field';
import { TextField } from './ui/form-field';

/** 'totp': the 6-digit code of an authenticator app; 'recovery': one of the one-time recovery codes. */
export type CodeKind = 'totp' | 'recovery';

const schemas = {
  totp: z.object({ code: totpCodeSchema }),
  recovery: z.object({ code: recoveryCodeSchema }),
};
type CodeValues = { code: string };

export interface CodeFormAction {
  label: string;
  icon: ReactNode;
  variant: 'outline' | 'ghost';
  onClick: () => void;
}

/**
 * The one form that asks for a second-factor code: one field (the authenticator code or a recovery code,
 * validated by the contract's schema), focused when the form appears, a Verify button, and the ways out
 * (`actions`), all disabled while the code is being checked.
 */
export function CodeForm({
  kind,
  hint,
  onSubmit,
  actions,
}: {
  kind: CodeKind;
  hint: string;
  onSubmit: (code: string) => Promise<void>;
  actions: CodeFormAction[];
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues, unknown, CodeValues>({
    resolver: zodResolver(schemas[kind]),
    defaultValues: { code: '' },
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const error = errors.code?.message;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ code }) => onSubmit(code))}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      {kind === 'totp' ? (
        <CodeField
          label={MSG_TWO_FACTOR.codeLabel}
          hint={hint}
          required
          error={error}
          {...register('code')}
        />
      ) : (
        <TextField
          label={MSG_AUTH.recoveryCode}
          hint={hint}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={MSG_AUTH.recoveryCodePlaceholder}
          inputClassName="font-mono tracking-wider"
          error={error}
          {...register('code')}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_AUTH.verifying : MSG_AUTH.verify}
      </Button>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.variant}
          className="w-full"
          onClick={action.onClick}
          disabled={isSubmitting}
        >
          {action.icon}
          {action.label}
        </Button>
      ))}
    </form>
  );
}
