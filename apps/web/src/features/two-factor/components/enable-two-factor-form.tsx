import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorVerifySchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';

export type EnableValues = z.output<typeof twoFactorVerifySchema>;

/**
 * The 6-digit code and 'Verify & Enable 2FA' (spec 02 §2). Anything but exactly 6 digits gives 'Please
 * enter a valid 6-digit code.' (spec 02 §5). `onSubmit` returns an error text to show under the field
 * when the server refuses the code.
 */
export function EnableTwoFactorForm({
  onSubmit,
}: {
  onSubmit: (values: EnableValues) => Promise<string | null>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof twoFactorVerifySchema>, unknown, EnableValues>({
    resolver: zodResolver(twoFactorVerifySchema),
    defaultValues: { token: '' },
  });

  async function submit(values: EnableValues) {
    const refusal = await onSubmit(values);
    if (refusal !== null) setError('token', { type: 'server', message: refusal }, { shouldFocus: true });
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_TWO_FACTOR.verifying : MSG_TWO_FACTOR.verifyAndEnable}
      </Button>
    </form>
  );
}
