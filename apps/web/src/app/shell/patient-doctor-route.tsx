import { useEffect } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { useAuthSession } from '../../lib/auth-session';
import { loginPath } from '../../lib/auth-token';
import { clearStorageKeepingTheme } from '../../lib/theme';

/**
 * /doctors/{id} is for patients only (spec 01 §2). Anyone else — a visitor or another role — lands on the
 * redirect page, which clears all local storage (ending any other session) and goes to
 * /login?redirect=/doctors/{id}. Ours: the light/dark choice is written back after clearing, so the page
 * does not flip theme under the visitor.
 */
export function PatientDoctorRoute() {
  const { user, loading, signingOut } = useAuthSession();
  if (loading || (user === null && signingOut)) return <LoadingState />;
  if (user?.role === 'patient') return <Outlet />;
  return <DoctorLoginRedirect />;
}

function DoctorLoginRedirect() {
  const { id = '' } = useParams();
  const { logout } = useAuthSession();
  const navigate = useNavigate();

  useEffect(() => {
    clearStorageKeepingTheme();
    logout(false);
    navigate(loginPath(`/doctors/${id}`), { replace: true });
  }, [id, logout, navigate]);

  return <LoadingState />;
}
