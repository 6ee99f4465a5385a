import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { type ChangePasswordPayload, changePasswordSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangePassword } from '../../lib/api/change-password';
import { isApiError } from '../../lib/api-client';
import { notifyRequestFailure } from '../../lib/request-failure';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { PasswordField } from '../ui/form-field';

/**
 * Change password, shared by the profile editors and /account/security: the current one, then the new
 * one (the registration rules). Success: a toast, the form clears, and this device stays signed in while
 * every other one is signed out. A wrong current password or a refused new one is shown under its field.
 */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changePasswordSchema>, unknown, ChangePasswordPayload>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  async function submit(values: ChangePasswordPayload) {
    try {
      const response = await mutation.mutateAsync(values);
      reset();
      toast.success(response.msg);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const field = error.message === MSG_AUTH.currentPasswordWrong ? 'currentPassword' : 'newPassword';
        setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      notifyRequestFailure(error, MSG_AUTH.resetFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={isSubmitting}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_AUTH.changePasswordHint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={MSG_AUTH.currentPassword}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label={MSG_AUTH.newPassword}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          <KeyRound aria-hidden="true" className="size-4" />
          {isSubmitting ? MSG_AUTH.changingPassword : MSG_AUTH.changePassword}
        </Button>
      </div>
    </form>
  );
}
