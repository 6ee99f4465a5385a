import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { recoveryCodeSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';

const recoveryFormSchema = z.object({ recoveryCode: recoveryCodeSchema });
export type RecoveryCodeValues = z.output<typeof recoveryFormSchema>;

/**
 * The sign-in step with one of the recovery codes shown when two-factor was turned on, for someone
 * without their phone. Each code works once; case, spaces and the dash do not matter.
 */
export function RecoveryCodeForm({
  onSubmit,
  onUseCode,
  onBack,
}: {
  onSubmit: (values: RecoveryCodeValues) => Promise<void>;
  onUseCode: () => void;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof recoveryFormSchema>, unknown, RecoveryCodeValues>({
    resolver: zodResolver(recoveryFormSchema),
    defaultValues: { recoveryCode: '' },
  });

  useEffect(() => setFocus('recoveryCode'), [setFocus]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={isSubmitting}>
      <TextField
        label={MSG_AUTH.recoveryCode}
        hint={MSG_AUTH.recoveryCodeRequired}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="abcde-23456"
        inputClassName="font-mono tracking-wider"
        error={errors.recoveryCode?.message}
        {...register('recoveryCode')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_AUTH.verifying : MSG_AUTH.verify}
      </Button>
      <Button variant="outline" className="w-full" onClick={onUseCode} disabled={isSubmitting}>
        <KeyRound aria-hidden="true" className="size-4" />
        {MSG_AUTH.useAuthenticatorCode}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={isSubmitting}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG_AUTH.backToLogin}
      </Button>
    </form>
  );
}
