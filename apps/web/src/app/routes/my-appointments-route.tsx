import { Container } from '../../components/ui/container';
import { MyAppointmentsPage } from '../../features/appointments/pages/my-appointments-page';
import { MyLabTests } from '../../features/lab-tests/components/my-lab-tests';
import { JoinVideoCallButton } from '../../features/video/components/video-call-buttons';
import { type AppointmentExtras, AppointmentExtrasProvider } from '../../lib/appointment-extras';

/** What each appointment card adds: Join for a video consultation within its call window. */
const extras: AppointmentExtras = (appointment) => <JoinVideoCallButton appointment={appointment} />;

/** My Appointments: the appointments, then the patient's lab collections as their own cards. */
export function MyAppointmentsRoute() {
  return (
    <AppointmentExtrasProvider value={extras}>
      <MyAppointmentsPage />
      <Container className="-mt-4 pb-12">
        <MyLabTests />
      </Container>
    </AppointmentExtrasProvider>
  );
}
