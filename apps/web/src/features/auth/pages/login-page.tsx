import { homePathFor, postLoginPathFor } from '@arogya/contract/constants/auth';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAuthSession } from '../../../lib/auth-session';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useLogIn } from '../api/log-in';
import { useVerifyLoginCode } from '../api/verify-login-code';
import { AuthLayout, authLinkClasses } from '../components/auth-layout';
import { LoginCodeForm } from '../components/login-code-form';
import { LoginForm, type LoginValues } from '../components/login-form';

/**
 * /login (spec 01 §2, §4, §8). Email and password; when the account has two-factor on, the page switches
 * to the Authenticator Code form, keeping the user id. With a token: it is stored, the user loaded,
 * 'Login successful!', then admin → /admin; patient → the `redirect` parameter (a safe in-app path only)
 * or /dashboard, replacing history; doctor and nurse → /doctor/dashboard; technician →
 * /technician/dashboard; others → /. After the code step the same, except a patient always → /dashboard.
 * Someone already logged in is sent where a login would send them.
 */
export function LoginPage() {
  const { user, loading, login } = useAuthSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);
  // The second step with one of the recovery codes instead of the authenticator app.
  const [useRecovery, setUseRecovery] = useState(false);
  // While this page is finishing a login it does its own routing; the signed-in redirect below waits.
  const [finishing, setFinishing] = useState(false);
  const passwordStep = useLogIn();
  const codeStep = useVerifyLoginCode();

  if (!finishing) {
    if (loading) return <LoadingState />;
    if (user) return <Navigate to={postLoginPathFor(user.role, redirect)} replace />;
  }

  async function finish(token: string, afterCode: boolean) {
    setFinishing(true);
    const current = await login(token);
    if (current === null) {
      toast.error(MSG_AUTH.loginFailed);
      setFinishing(false);
      return;
    }
    toast.success(MSG_AUTH.loginSuccess);
    const path = afterCode ? homePathFor(current.role) : postLoginPathFor(current.role, redirect);
    navigate(path, { replace: current.role === 'patient' });
  }

  async function submitPassword(values: LoginValues) {
    try {
      const response = await passwordStep.mutateAsync(values);
      if ('twoFactorRequired' in response) {
        setPendingUserId(response.userId);
        return;
      }
      await finish(response.token, false);
    } catch (error) {
      notifyRequestFailure(error, MSG_AUTH.loginFailed);
    }
  }

  async function submitCode(code: string) {
    if (pendingUserId === null) return;
    try {
      const response = await codeStep.mutateAsync({
        userId: pendingUserId,
        ...(useRecovery ? { recoveryCode: code } : { token: code }),
      });
      await finish(response.token, true);
    } catch (error) {
      notifyRequestFailure(error, MSG_AUTH.invalidTwoFactorToken);
    }
  }

  const backToPassword = () => {
    setPendingUserId(null);
    setUseRecovery(false);
  };

  if (pendingUserId !== null) {
    return (
      <AuthLayout icon={KeyRound} title={useRecovery ? MSG_AUTH.recoveryCode : MSG_AUTH.authenticatorCode}>
        <LoginCodeForm
          useRecovery={useRecovery}
          onSubmit={submitCode}
          onSwitch={() => setUseRecovery((current) => !current)}
          onBack={backToPassword}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={LogIn}
      title={MSG_AUTH.loginTitle}
      subtitle={MSG_AUTH.loginSubtitle}
      footer={
        <p>
          {MSG_AUTH.noAccount}{' '}
          <Link to="/register" className={authLinkClasses}>
            {MSG_AUTH.register}
          </Link>
        </p>
      }
    >
      <LoginForm onSubmit={submitPassword} />
    </AuthLayout>
  );
}
