import type { Role } from '@arogya/contract/constants/auth';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { useAuthSession } from '../../lib/auth-session';
import { loginPath } from '../../lib/auth-token';

/**
 * The route guard (spec 01 §2): while the session loads it shows Loading...; with no user it sends to
 * /login (keeping where the visitor was going in `redirect`); `adminOnly` requires role admin; a `roles`
 * list requires membership; any mismatch redirects to /.
 */
export function RouteGuard({
  adminOnly = false,
  roles,
  children,
}: {
  adminOnly?: boolean;
  roles?: readonly Role[];
  children?: ReactNode;
}) {
  const { user, loading, signingOut } = useAuthSession();
  const location = useLocation();

  // While a logout's own navigation is under way, the page being left waits for it.
  if (loading || (user === null && signingOut)) return <LoadingState />;
  if (user === null) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (adminOnly && user.role !== 'admin') return <Navigate to="/" replace />;
  if (roles !== undefined && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
