import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { resetPasswordSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-field';
import { bodyFieldErrors } from '../../../lib/api-client';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout, authLinkClasses } from '../components/auth-layout';
import { withConfirmPassword } from '../components/confirm-password-resolver';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const resolver = withConfirmPassword(
  zodResolver(resetPasswordSchema) as unknown as Resolver<
    ResetValues,
    unknown,
    z.output<typeof resetPasswordSchema>
  >,
);

/**
 * /reset-password/{token} (spec 01 §2, §5, §8): new password and confirmation, both required, at least 6
 * characters, 'Passwords do not match.' when they differ; Reset Password (Resetting... while busy).
 * Success: 'Password has been reset successfully.' then /login. Failure: the server's message, else
 * 'Failed to reset password.'
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, z.output<typeof resetPasswordSchema>>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function submit({ password }: z.output<typeof resetPasswordSchema>) {
    try {
      await reset.mutateAsync({ token, password });
      toast.success(MSG_AUTH.resetSuccess);
      navigate('/login', { replace: true });
    } catch (error) {
      notifyRequestFailure(error, MSG_AUTH.resetFailed);
      const { password: passwordError } = bodyFieldErrors(error);
      if (passwordError) setError('password', { type: 'server', message: passwordError });
    }
  }

  return (
    <AuthLayout
      icon={LockKeyhole}
      title={MSG_AUTH.resetPassword}
      subtitle={MSG_AUTH.resetPasswordHint}
      footer={
        <p>
          <Link to="/forgot-password" className={authLinkClasses}>
            {MSG_AUTH.forgotPassword}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={isSubmitting}>
        <PasswordField
          label={MSG_AUTH.newPassword}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={MSG_AUTH.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          <LockKeyhole aria-hidden="true" className="size-5" />
          {isSubmitting ? MSG_AUTH.resetting : MSG_AUTH.resetPassword}
        </Button>
      </form>
    </AuthLayout>
  );
}
