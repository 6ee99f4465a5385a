import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { forgotPasswordSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout, authLinkClasses } from '../components/auth-layout';
import { DevMailboxNote } from '../components/dev-mailbox-note';

type ForgotValues = z.output<typeof forgotPasswordSchema>;

/**
 * /forgot-password (spec 01 §2, §5, §8): email (required) and Send Reset Link (Sending... while busy).
 * Success: 'Password reset email sent. Please check your inbox.' — as a toast and in place of the form.
 * Failure: the server's message, else 'Failed to send email.'
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  async function submit({ email }: ForgotValues) {
    try {
      await resetRequest.mutateAsync(email);
      toast.success(MSG_AUTH.resetEmailSent);
      setSentTo(email);
    } catch (error) {
      notifyRequestFailure(error, MSG_AUTH.forgotPasswordFailed);
    }
  }

  const footer = (
    <p>
      <Link to="/login" className={authLinkClasses}>
        {MSG_AUTH.backToLogin}
      </Link>
    </p>
  );

  if (sentTo !== null) {
    return (
      <AuthLayout icon={MailCheck} title={MSG_AUTH.forgotPassword} footer={footer}>
        <p
          role="status"
          className="rounded-xl bg-teal-50 px-4 py-4 text-center text-teal-900 dark:bg-teal-950 dark:text-teal-100"
        >
          {MSG_AUTH.resetEmailSent}
          <span className="mt-1 block font-semibold break-all">{sentTo}</span>
        </p>
        <DevMailboxNote />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={KeyRound}
      title={MSG_AUTH.forgotPassword}
      subtitle={MSG_AUTH.forgotPasswordHint}
      footer={footer}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={isSubmitting}>
        <TextField
          label={MSG_AUTH.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          <Send aria-hidden="true" className="size-5" />
          {isSubmitting ? MSG_AUTH.sending : MSG_AUTH.sendResetLink}
        </Button>
      </form>
    </AuthLayout>
  );
}
