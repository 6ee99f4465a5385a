import { Container } from '../../components/ui/container';
import { MyAmbulanceRequests } from '../../features/ambulance/components/my-ambulance-requests';
import { MyAppointmentsPage } from '../../features/appointments/pages/my-appointments-page';
import { MyLabTests } from '../../features/lab-tests/components/my-lab-tests';

/** My Appointments: the appointments, then the patient's lab collections and ambulance requests as their own cards. */
export function MyAppointmentsRoute() {
  return (
    <>
      <MyAppointmentsPage />
      <Container className="-mt-4 pb-12">
        <MyLabTests />
        <MyAmbulanceRequests />
      </Container>
    </>
  );
}
