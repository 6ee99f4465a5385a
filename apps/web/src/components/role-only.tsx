import type { Role } from '@arogya/contract/constants/auth';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthSession } from '../lib/auth-session';
import { Container } from './ui/container';
import { LoadingState } from './ui/loading-state';

/**
 * A page only the `allowed` role may use: while the session loads, the loading state; any other role
 * (or nobody) sees 'Access Denied' with `deniedMessage` saying who the page is for (spec 02 §2, §5).
 */
export function RoleOnly({
  allowed,
  deniedMessage,
  children,
}: {
  allowed: Role;
  deniedMessage: string;
  children: ReactNode;
}) {
  const { user, loading } = useAuthSession();
  if (loading) return <LoadingState />;
  if (user?.role !== allowed) {
    return (
      <Container className="py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/50">
          <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-700 dark:text-red-300" />
          <h1 className="mt-4 text-2xl font-bold text-red-900 dark:text-red-100">
            {MSG_AMBULANCE.accessDenied}
          </h1>
          <p className="mt-2 text-red-900 dark:text-red-100">{deniedMessage}</p>
        </div>
      </Container>
    );
  }
  return children;
}
