import { patientTabFromParam } from '@arogya/contract/constants/appointments';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Tabs } from '../../../components/ui/tabs';
import { myAppointmentsKey, useMyAppointments } from '../../../lib/api/my-appointments';
import { formatNumber } from '../../../lib/format';
import { indiaToday } from '../../../lib/india-date';
import { linkedCardProps, useScrollToLinkedCard } from '../../../lib/linked-card';
import { useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { type cancelAppointment, useCancelAppointment } from '../api/cancel-appointment';
import { AppointmentCard } from '../components/appointment-card';
import { CancelAppointmentDialog } from '../components/cancel-appointment-dialog';
import { appointmentsInTab, type PatientAppointmentTab, TABS } from '../lib/appointment-tabs';
import { cancelFailureToast } from '../lib/cancellation';

type Cancelled = Awaited<ReturnType<typeof cancelAppointment>>;

/** 'Appointment cancelled successfully', plus the refund when the fee went back to the care fund. */
function cancelledText({ msg, data }: Cancelled): string {
  if (data.paymentStatus !== 'refunded') return msg;
  return `${msg}. ${fill(MSG_APPOINTMENTS.refundedToCareFund, { fee: formatNumber(data.fee) })}`;
}

function EmptyTab({ tab }: { tab: PatientAppointmentTab }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50">
      <CalendarX2 aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">
        {fill(MSG_APPOINTMENTS.noTabAppointments, { tab })}
      </p>
      {tab === 'Upcoming' && <ButtonLink to="/search">{MSG_APPOINTMENTS.myFindCare}</ButtonLink>}
    </div>
  );
}

/**
 * A link to one card (`/my-appointments?tab=past#<id>`, what notifications carry): once the list is loaded,
 * opens the tab holding that appointment (the named tab when it holds it), scrolls the card into view,
 * focuses it and returns its id so the card is highlighted. Follows a new link while the page is open.
 */
function useDeepLink(
  hash: string,
  requestedTab: PatientAppointmentTab | null,
  list: readonly Appointment[] | undefined,
  setTab: (tab: PatientAppointmentTab) => void,
): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')) || null;
  const [target, setTarget] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const linkKey = `${requestedTab ?? ''}#${id ?? ''}`;

  useEffect(() => {
    if (requestedTab) setTab(requestedTab);
  }, [requestedTab, setTab]);

  useEffect(() => {
    if (!list || id === null || handled.current === linkKey) return;
    handled.current = linkKey;
    const appointment = list.find((item) => item._id === id);
    if (!appointment) return;
    const today = indiaToday(new Date());
    const holding = TABS.filter((t) => appointmentsInTab([appointment], t, today).length > 0);
    const open = requestedTab && holding.includes(requestedTab) ? requestedTab : holding[0];
    if (open) setTab(open);
    setTarget(id);
  }, [list, id, linkKey, requestedTab, setTab]);

  useScrollToLinkedCard(target);

  return target;
}

/**
 * My Appointments (spec 01 §2, §4, §8): tabs Upcoming / Cancelled / Past by the spec's rules on the India
 * date, cards two to a row (one on a phone), Cancel with a confirmation, Share and Add to Calendar. The
 * list refreshes by itself when the server reports a change (`appointment_updated`, `new_notification`).
 */
export function MyAppointmentsPage() {
  const queryClient = useQueryClient();
  const appointments = useMyAppointments();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const requestedTab = patientTabFromParam(searchParams.get('tab'));
  const [tab, setTab] = useState<PatientAppointmentTab>(requestedTab ?? 'Upcoming');
  const target = useDeepLink(location.hash, requestedTab, appointments.data, setTab);
  const [toCancel, setToCancel] = useState<Appointment | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
  useSocketEvent(SOCKET_EVENTS.appointmentUpdated, refresh);
  useSocketEvent(SOCKET_EVENTS.newNotification, refresh);

  const cancel = useCancelAppointment();
  function confirmCancel(appointment: Appointment) {
    cancel.mutate(appointment, {
      onSuccess: (result) => toast.success(cancelledText(result)),
      onError: (error) => {
        const { message, duration } = cancelFailureToast(error);
        toast.error(message, duration === undefined ? undefined : { duration });
      },
      onSettled: () => setToCancel(null),
    });
  }

  const now = new Date();
  const today = indiaToday(now);

  let body: ReactNode;
  if (appointments.isPending) {
    body = <LoadingState label={MSG_APPOINTMENTS.myLoading} />;
  } else if (appointments.isError) {
    body = (
      <ErrorState
        message={MSG_APPOINTMENTS.fetchFailed}
        onRetry={() => void appointments.refetch()}
        retrying={appointments.isFetching}
        className="mt-6"
      />
    );
  } else {
    const list = appointments.data;
    body = (
      <Tabs
        label={MSG_APPOINTMENTS.myTabsLabel}
        value={tab}
        onValueChange={(value) => setTab(value as PatientAppointmentTab)}
        className="mt-6"
        items={TABS.map((value) => {
          const inTab = appointmentsInTab(list, value, today);
          return {
            value,
            label: (
              // `relative` keeps the visually hidden parentheses inside the scrolling tab list.
              <span className="relative inline-flex items-center gap-2">
                {value}
                {/* On a phone the three names alone fit the width; the counts join from the small breakpoint. */}
                <span className="hidden rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 sm:inline-block dark:bg-slate-800 dark:text-slate-200">
                  <span className="sr-only">(</span>
                  {inTab.length}
                  <span className="sr-only">)</span>
                </span>
              </span>
            ),
            content:
              inTab.length === 0 ? (
                <EmptyTab tab={value} />
              ) : (
                <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
                  {inTab.map((appointment) => (
                    <li
                      key={appointment._id}
                      {...linkedCardProps(appointment._id, appointment._id === target)}
                    >
                      <AppointmentCard appointment={appointment} now={now} onCancel={setToCancel} />
                    </li>
                  ))}
                </ul>
              ),
          };
        })}
      />
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_APPOINTMENTS.myAppointments}
      </h1>
      {body}
      <CancelAppointmentDialog
        appointment={toCancel}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </Container>
  );
}
