import type { Appointment } from '@arogya/contract/schemas/appointments';
import { Container } from '../../components/ui/container';
import { MyAmbulanceRequests } from '../../features/ambulance/components/my-ambulance-requests';
import { MyAppointmentsPage } from '../../features/appointments/pages/my-appointments-page';
import { MyLabTests } from '../../features/lab-tests/components/my-lab-tests';
import { RateVisit } from '../../features/reviews/components/rate-visit';
import { AppointmentExtrasProvider } from '../../lib/appointment-extras';

/** Rating a completed visit, on its card. */
const extras = (appointment: Appointment) => <RateVisit appointment={appointment} />;

/** My Appointments: the appointments (each completed one can be rated), then the patient's lab collections and
 * ambulance requests as their own cards. */
export function MyAppointmentsRoute() {
  return (
    <>
      <AppointmentExtrasProvider value={extras}>
        <MyAppointmentsPage />
      </AppointmentExtrasProvider>
      <Container className="-mt-4 pb-12">
        <MyLabTests />
        <MyAmbulanceRequests />
      </Container>
    </>
  );
}
