import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { ProBadge } from '../../../../components/ui/badge';
import { Container } from '../../../../components/ui/container';
import { roleHome, type SessionUser, useAuthSession } from '../../../../lib/auth-session';
import { AppointmentsOverview } from '../components/appointments-overview';
import { DashboardLinks } from '../components/dashboard-links';
import { OnboardingBanner } from '../components/onboarding-banner';
import { type DashboardRole, dashboardContent } from '../lib/dashboard-links';

function isPro(user: SessionUser): boolean {
  // The API reports tier 'pro' only while the subscription is active and unexpired.
  return user.subscriptionTier === 'pro';
}

/**
 * /doctor/dashboard — the home of every non-patient (spec 01 §2: sign-in sends doctors and nurses here).
 * A doctor gets the Doctor Dashboard; a nurse gets the Nurse Dashboard in place, without a redirect, so
 * the address sign-in promises is the one that stays (/nurse/dashboard shows the same); a patient goes
 * to /dashboard; a technician, driver or admin gets the generic dashboard titled by role with only the
 * links that exist for them.
 */
/** `practicePanels`: what other areas add under a doctor's or nurse's dashboard (the router composes it). */
export function DoctorDashboardPage({ practicePanels }: { practicePanels?: ReactNode }) {
  const { user } = useAuthSession();
  if (user === null) return null;
  if (user.role === 'patient') return <Navigate to={roleHome(user)} replace />;
  return <Dashboard user={user} as={user.role} practicePanels={practicePanels} />;
}

/** /nurse/dashboard (spec 02 §2): nurses only; anyone else goes to their own home. */
export function NurseDashboardPage({ practicePanels }: { practicePanels?: ReactNode }) {
  const { user } = useAuthSession();
  if (user === null) return null;
  if (user.role !== 'nurse') return <Navigate to={roleHome(user)} replace />;
  return <Dashboard user={user} as="nurse" practicePanels={practicePanels} />;
}

function Dashboard({
  user,
  as: role,
  practicePanels,
}: {
  user: SessionUser;
  as: DashboardRole;
  practicePanels: ReactNode;
}) {
  const pro = isPro(user);
  const { title, links } = dashboardContent(role, pro);
  const practice = role === 'doctor' || role === 'nurse' ? role : null;

  // The route's title names the doctor's dashboard; the generic one is titled by role.
  useEffect(() => {
    document.title = `${title} | Arogya`;
  }, [title]);

  return (
    <Container className="py-10 sm:py-14">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">
            {fill(MSG_APPOINTMENTS.proGreeting, { name: user.name })}
            <span className="block text-base text-slate-600 dark:text-slate-400">
              {practice ? MSG_APPOINTMENTS.proDashboardIntro : MSG_APPOINTMENTS.proGenericIntro}
            </span>
          </p>
        </div>
        {pro && practice && <ProBadge className="mt-1" />}
      </header>
      <OnboardingBanner user={user} />
      {practice ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <AppointmentsOverview practice={practice} />
          </div>
          <div className="lg:col-span-2">
            <DashboardLinks links={links} layout="column" />
          </div>
          {practicePanels && <div className="min-w-0 lg:col-span-5">{practicePanels}</div>}
        </div>
      ) : (
        <div className="mt-8">
          <DashboardLinks links={links} />
        </div>
      )}
    </Container>
  );
}
