import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { ShieldCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Container } from '../../../../components/ui/container';
import { QuestPointsCard } from '../../../../features/quests/components/quest-points-card';
import { roleHome, useAuthSession } from '../../../../lib/auth-session';
import { cn } from '../../../../lib/cn';
import { useAdherenceCard } from '../api/get-adherence';
import {
  AdherenceCard,
  CareFundCard,
  CareNavigatorCard,
  NextAppointmentCard,
} from '../components/dashboard-cards';
import { ServiceTiles } from '../components/service-tiles';

function PatientDashboard({ name }: { name: string }) {
  const adherence = useAdherenceCard();
  return (
    <Container className="space-y-10 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">
            {fill(MSG_BOOKING.dashboardGreeting, { name })}
          </h1>
          <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{MSG_BOOKING.dashboardIntro}</p>
        </div>
        <Link
          to="/account/security"
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-teal-800 hover:underline sm:mt-2 dark:text-teal-300"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {MSG_AUTH.accountSecurity}
        </Link>
      </header>
      {/* Three cards in a row on a wide screen; with the adherence card, two rows of two. */}
      <div className={cn('grid grid-cols-1 gap-5 md:grid-cols-2', !adherence.show && 'xl:grid-cols-3')}>
        <NextAppointmentCard />
        <CareFundCard />
        {adherence.show && <AdherenceCard adherence={adherence.adherence} />}
        <CareNavigatorCard />
      </div>
      <QuestPointsCard />
      <ServiceTiles />
    </Container>
  );
}

/**
 * /dashboard (spec 01 §2; login required): the patient's home — greeting by name, the next appointment,
 * the care fund balance, the medication adherence card once prescriptions exist, the Care Navigator prompt, the
 * Health Quest points and the 13 tiles.
 * Anyone else is sent to their own home.
 */
export function PatientDashboardPage() {
  const { user } = useAuthSession();
  // The route guard guarantees a user; without one there is nothing to greet.
  if (user === null) return null;
  if (user.role !== 'patient') return <Navigate to={roleHome(user)} replace />;
  return <PatientDashboard name={user.name} />;
}
