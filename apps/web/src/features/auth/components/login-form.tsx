import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { loginSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { useDevInfo } from '../api/get-dev-info';
import { authLinkClasses } from './auth-layout';
import { DemoAccountsPanel } from './demo-accounts-panel';

export type LoginValues = z.output<typeof loginSchema>;

/**
 * Email and password (both required, spec 01 §5), validated with the server's own schema. In development
 * a "Demo accounts" panel under the form fills both fields with one click (absent in production).
 */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const dev = useDevInfo();

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={isSubmitting}>
      <TextField
        label={MSG_AUTH.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="space-y-2">
        <PasswordField
          label={MSG_AUTH.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={authLinkClasses}>
            {MSG_AUTH.forgotPassword}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <LogIn aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_AUTH.loggingIn : MSG_AUTH.login}
      </Button>
      {dev && (
        <DemoAccountsPanel
          accounts={dev.demoAccounts}
          onPick={(account) => {
            setValue('email', account.email, { shouldValidate: true });
            setValue('password', account.password, { shouldValidate: true });
          }}
        />
      )}
    </form>
  );
}
