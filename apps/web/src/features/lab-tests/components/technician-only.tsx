import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAuthSession } from '../../../lib/auth-session';

/** The technician pages: other roles see 'Access Denied' (the pattern of the driver dashboard, spec 02 §2). */
export function TechnicianOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuthSession();
  if (loading) return <LoadingState />;
  if (user?.role !== 'technician') {
    return (
      <Container className="py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/50">
          <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-red-700 dark:text-red-300" />
          <h1 className="mt-4 text-2xl font-bold text-red-900 dark:text-red-100">
            {MSG_AMBULANCE.accessDenied}
          </h1>
          <p className="mt-2 text-red-900 dark:text-red-100">{MSG_LAB.techniciansOnly}</p>
        </div>
      </Container>
    );
  }
  return children;
}
