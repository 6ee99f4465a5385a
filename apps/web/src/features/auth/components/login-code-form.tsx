import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorVerifySchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';

export type LoginCodeValues = z.output<typeof twoFactorVerifySchema>;

/**
 * The Authenticator Code form of the login page (spec 01 §2): a 6-digit numeric code and Verify. The code
 * field takes focus when the form appears, so the person can type at once.
 */
export function LoginCodeForm({
  onSubmit,
  onBack,
}: {
  onSubmit: (values: LoginCodeValues) => Promise<void>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof twoFactorVerifySchema>, unknown, LoginCodeValues>({
    resolver: zodResolver(twoFactorVerifySchema),
    defaultValues: { token: '' },
  });

  useEffect(() => setFocus('token'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={isSubmitting}>
      <CodeField
        label={MSG_TWO_FACTOR.codeLabel}
        hint={MSG_AUTH.twoFactorPrompt}
        required
        error={errors.token?.message}
        {...register('token')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_AUTH.verifying : MSG_AUTH.verify}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={isSubmitting}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG_AUTH.backToLogin}
      </Button>
    </form>
  );
}
