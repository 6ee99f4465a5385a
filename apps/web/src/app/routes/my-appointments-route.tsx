import type { Appointment } from '@arogya/contract/schemas/appointments';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Container } from '../../components/ui/container';
import { Deferred } from '../../components/ui/deferred';
import { myAmbulanceRequestsQuery } from '../../features/ambulance/api/get-my-ambulance-requests';
import { MyAmbulanceRequests } from '../../features/ambulance/components/my-ambulance-requests';
import { MyAppointmentsPage } from '../../features/appointments/pages/my-appointments-page';
import { MyLabTests } from '../../features/lab-tests/components/my-lab-tests';
import { RateLabCollection, RateTrip, RateVisit } from '../../features/reviews/components/rate-visit';
import { JoinVideoCallButton } from '../../features/video/components/video-call-buttons';
import { useMyAppointments } from '../../lib/api/my-appointments';
import { type AppointmentExtras, AppointmentExtrasProvider } from '../../lib/appointment-extras';

/** What each appointment card adds: Join for a video consultation within its call window; rating a completed visit. */
const extras: AppointmentExtras = (appointment: Appointment) => (
  <>
    <JoinVideoCallButton appointment={appointment} />
    <RateVisit appointment={appointment} />
  </>
);

/**
 * My Appointments: the appointments, then the patient's lab collections and ambulance requests as their own
 * cards, each completed one with its rating.
 */
export function MyAppointmentsRoute() {
  // The collections and requests show only once the appointments have loaded: their loading states would
  // otherwise sit where the appointments land and be pushed down the screen (a layout shift of 0.17 on a phone,
  // measured with Lighthouse's mobile profile). The requests are prefetched beside the appointments; the
  // collections are not, as their list is read afresh whenever it is shown (staleTime 0) and would be read twice.
  const appointments = useMyAppointments();
  usePrefetchQuery(myAmbulanceRequestsQuery);
  return (
    <>
      <AppointmentExtrasProvider value={extras}>
        <MyAppointmentsPage />
      </AppointmentExtrasProvider>
      {/* Each then waits a task of its own after the appointments' first drawing (components/ui/deferred),
          top to bottom, so none of the three is drawn in one long task with another. */}
      {!appointments.isPending && (
        <Container className="-mt-4 pb-12">
          <Deferred>
            <MyLabTests extra={(test) => <RateLabCollection test={test} />} />
          </Deferred>
          <Deferred after={2}>
            <MyAmbulanceRequests extra={(request) => <RateTrip request={request} />} />
          </Deferred>
        </Container>
      )}
    </>
  );
}
