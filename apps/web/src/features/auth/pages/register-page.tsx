import { homePathFor, postRegistrationPathFor } from '@arogya/contract/constants/auth';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import type { RegisterPayload } from '@arogya/contract/schemas/auth';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { bodyFieldErrors } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useRegisterAccount } from '../api/register-account';
import { AuthLayout, authLinkClasses } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

/**
 * /register (spec 01 §2, §4, §5, §8). On success 'Registration successful!'; with a token (patient,
 * doctor, nurse) the token is stored and the user loaded, then patient → /dashboard, doctor →
 * /doctor/dashboard, nurse → /nurse/dashboard. Technicians and drivers get no token: they see 'Your
 * account is pending admin approval.' and go to /. Someone already logged in is sent to their home.
 */
export function RegisterPage() {
  const { user, loading, login } = useAuthSession();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const registration = useRegisterAccount();

  if (!finishing) {
    if (loading) return <LoadingState />;
    if (user) return <Navigate to={homePathFor(user.role)} replace />;
  }

  async function submit(values: RegisterPayload): Promise<Record<string, string> | undefined> {
    try {
      const response = await registration.mutateAsync(values);
      toast.success(MSG_AUTH.registrationSuccess);
      if (!response.token) {
        toast.info(MSG_AUTH.pendingApproval, { duration: 10_000 });
        navigate('/', { replace: true });
        return undefined;
      }
      setFinishing(true);
      const current = await login(response.token);
      if (current === null) {
        setFinishing(false);
        navigate('/login', { replace: true });
        return undefined;
      }
      navigate(postRegistrationPathFor(values.role), { replace: true });
      return undefined;
    } catch (error) {
      notifyRequestFailure(error, MSG_AUTH.registrationFailed);
      return bodyFieldErrors(error);
    }
  }

  return (
    <AuthLayout
      wide
      icon={UserPlus}
      title={MSG_AUTH.registerTitle}
      subtitle={MSG_AUTH.registerSubtitle}
      footer={
        <p>
          {MSG_AUTH.haveAccount}{' '}
          <Link to="/login" className={authLinkClasses}>
            {MSG_AUTH.login}
          </Link>
        </p>
      }
    >
      <RegisterForm onSubmit={submit} />
    </AuthLayout>
  );
}
