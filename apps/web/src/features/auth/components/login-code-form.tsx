import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorVerifySchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';

/** The code step of sign-in: the 6-digit code only (the password was the first step). */
const loginCodeSchema = twoFactorVerifySchema.pick({ token: true });
export type LoginCodeValues = z.output<typeof loginCodeSchema>;

/**
 * The Authenticator Code form of the login page (spec 01 §2): a 6-digit numeric code and Verify. The code
 * field takes focus when the form appears, so the person can type at once.
 */
export function LoginCodeForm({
  onSubmit,
  onBack,
  onUseRecoveryCode,
}: {
  onSubmit: (values: LoginCodeValues) => Promise<void>;
  onBack: () => void;
  onUseRecoveryCode: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginCodeSchema>, unknown, LoginCodeValues>({
    resolver: zodResolver(loginCodeSchema),
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
      <Button variant="outline" className="w-full" onClick={onUseRecoveryCode} disabled={isSubmitting}>
        <LifeBuoy aria-hidden="true" className="size-4" />
        {MSG_AUTH.useRecoveryCode}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={isSubmitting}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG_AUTH.backToLogin}
      </Button>
    </form>
  );
}
