import type { Appointment } from '@arogya/contract/schemas/appointments';
import { Container } from '../../components/ui/container';
import { MyAmbulanceRequests } from '../../features/ambulance/components/my-ambulance-requests';
import { MyAppointmentsPage } from '../../features/appointments/pages/my-appointments-page';
import { MyLabTests } from '../../features/lab-tests/components/my-lab-tests';
import { RateLabCollection, RateTrip, RateVisit } from '../../features/reviews/components/rate-visit';
import { JoinVideoCallButton } from '../../features/video/components/video-call-buttons';
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
  return (
    <>
      <AppointmentExtrasProvider value={extras}>
        <MyAppointmentsPage />
      </AppointmentExtrasProvider>
      <Container className="-mt-4 pb-12">
        <MyLabTests extra={(test) => <RateLabCollection test={test} />} />
        <MyAmbulanceRequests extra={(request) => <RateTrip request={request} />} />
      </Container>
    </>
  );
}
