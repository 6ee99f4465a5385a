import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorVerifySchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { PasswordField } from '../../../components/ui/form-field';

export type EnableValues = z.output<typeof twoFactorVerifySchema>;

/** A refusal to show under one of the fields. */
export type EnableRefusal = { field: 'token' | 'password'; message: string };

/**
 * The 6-digit code, the account password, and 'Verify & Enable 2FA' (spec 02 §2). Anything but exactly 6
 * digits gives 'Please enter a valid 6-digit code.' (spec 02 §5). `onSubmit` returns the refusal to show
 * under a field when the server refuses the code or the password.
 */
export function EnableTwoFactorForm({
  onSubmit,
}: {
  onSubmit: (values: EnableValues) => Promise<EnableRefusal | null>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof twoFactorVerifySchema>, unknown, EnableValues>({
    resolver: zodResolver(twoFactorVerifySchema),
    defaultValues: { token: '', password: '' },
  });

  async function submit(values: EnableValues) {
    const refusal = await onSubmit(values);
    if (refusal !== null) {
      setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-busy={isSubmitting}>
      <CodeField
        label={MSG_TWO_FACTOR.codeLabel}
        hint={MSG_TWO_FACTOR.enterCode}
        required
        error={errors.token?.message}
        {...register('token')}
      />
      <PasswordField
        label={MSG_AUTH.password}
        hint={MSG_TWO_FACTOR.verifyPasswordHint}
        required
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_TWO_FACTOR.verifying : MSG_TWO_FACTOR.verifyAndEnable}
      </Button>
    </form>
  );
}
