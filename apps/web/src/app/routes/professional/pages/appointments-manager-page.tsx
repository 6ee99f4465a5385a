import {
  type AppointmentStatus,
  PROFESSIONAL_APPOINTMENT_TABS,
} from '@arogya/contract/constants/appointments';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Inbox } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { Tabs } from '../../../../components/ui/tabs';
import { refreshMyAppointments, useMyAppointments } from '../../../../lib/api/my-appointments';
import { roleHome, type SessionUser, useAuthSession } from '../../../../lib/auth-session';
import { useSocketEvent } from '../../../../lib/socket';
import { AppointmentCard } from '../components/appointment-card';
import { groupByStatus } from '../lib/appointment-view';

export type ProfessionalRole = 'doctor' | 'nurse';

const TAB_LABELS: Record<AppointmentStatus, string> = {
  Pending: MSG_APPOINTMENTS.pending,
  Confirmed: MSG_APPOINTMENTS.confirmed,
  Completed: MSG_APPOINTMENTS.completed,
  Cancelled: MSG_APPOINTMENTS.cancelledTab,
};

function isProfessional(user: SessionUser): user is SessionUser & { role: ProfessionalRole } {
  return user.role === 'doctor' || user.role === 'nurse';
}

/**
 * /doctor/appointments and /nurse/appointments (spec 02 §2–§4, §7, §8). A doctor or nurse on the other
 * one's path goes to their own; any other role goes to their home.
 */
export function AppointmentsManagerPage({ practice: role }: { practice: ProfessionalRole }) {
  const { user } = useAuthSession();
  // The route guard has already required a session.
  if (user === null) return null;
  if (!isProfessional(user)) return <Navigate to={roleHome(user)} replace />;
  if (user.role !== role) return <Navigate to={`/${user.role}/appointments`} replace />;

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {MSG_APPOINTMENTS.manageTitle}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{MSG_APPOINTMENTS.proSubtitle}</p>
        </div>
        <ButtonLink to={`/${role}/availability`} variant="outline">
          <CalendarDays aria-hidden="true" className="size-4" />
          {MSG_APPOINTMENTS.proLinkAvailability}
        </ButtonLink>
      </div>
      <AppointmentManager practice={role} />
    </Container>
  );
}

function AppointmentManager({ practice }: { practice: ProfessionalRole }) {
  const queryClient = useQueryClient();
  const appointments = useMyAppointments();
  const [tab, setTab] = useState<string>('Pending');

  // A new booking, a patient's cancellation or a change made in another tab: read the list again.
  const refresh = useCallback(() => void refreshMyAppointments(queryClient), [queryClient]);
  useSocketEvent(SOCKET_EVENTS.newNotification, refresh);
  useSocketEvent(SOCKET_EVENTS.appointmentUpdated, refresh);

  if (appointments.isPending) return <LoadingState label={MSG_APPOINTMENTS.proLoading} />;
  if (appointments.isError) {
    return (
      <ErrorState
        className="mt-8"
        message={MSG_APPOINTMENTS.proFetchFailed}
        onRetry={() => void appointments.refetch()}
        retrying={appointments.isFetching}
      />
    );
  }

  const groups = groupByStatus(appointments.data);
  const notesLabel = practice === 'nurse' ? MSG_APPOINTMENTS.proNurseNotes : MSG_APPOINTMENTS.doctorNotes;

  return (
    <Tabs
      className="mt-8"
      label={MSG_APPOINTMENTS.proTabsLabel}
      value={tab}
      onValueChange={setTab}
      items={PROFESSIONAL_APPOINTMENT_TABS.map((status) => ({
        value: status,
        label: (
          <span className="inline-flex items-center gap-2">
            {TAB_LABELS[status]}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-300">
              {groups[status].length}
            </span>
          </span>
        ),
        content:
          groups[status].length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
              <Inbox aria-hidden="true" className="size-8 text-slate-400 dark:text-slate-500" />
              <p className="font-medium text-slate-700 dark:text-slate-300">
                {fill(MSG_APPOINTMENTS.noProAppointments, { tab: TAB_LABELS[status].toLowerCase() })}
              </p>
            </div>
          ) : (
            <ul className="grid gap-5 lg:grid-cols-2">
              {groups[status].map((appointment) => (
                <AppointmentCard key={appointment._id} appointment={appointment} notesLabel={notesLabel} />
              ))}
            </ul>
          ),
      }))}
    />
  );
}
