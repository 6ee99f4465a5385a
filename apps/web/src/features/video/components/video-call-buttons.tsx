import { videoCallWindowOpen } from '@arogya/contract/constants/video';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { Video } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { openVideoCall } from '../../../lib/video-call';
import { getActiveCall } from '../api/get-active-call';
import { useJoinCall } from '../api/join-call';
import { useStartCall } from '../api/start-call';

/** A video consultation that is neither cancelled nor completed, inside its call window. */
function useCallable(appointment: Appointment): boolean {
  const now = useNow(undefined, 15_000);
  return (
    appointment.bookingType === 'Video Consultation' &&
    (appointment.status === 'Pending' || appointment.status === 'Confirmed') &&
    videoCallWindowOpen(appointment.appointmentDate, appointment.appointmentTime, now)
  );
}

/** Start in the professional's manager, from 10 minutes before the consultation until it ends. */
export function StartVideoCallButton({ appointment }: { appointment: Appointment }) {
  const start = useStartCall();
  if (!useCallable(appointment)) return null;
  return (
    <Button
      onClick={() => start.mutate(appointment._id, { onSuccess: (res) => openVideoCall(res.data.callId) })}
      disabled={start.isPending}
    >
      <Video aria-hidden="true" className="size-4" />
      {MSG_VIDEO.start}
    </Button>
  );
}

/** Join in My Appointments: joins the call the doctor started for this consultation. */
export function JoinVideoCallButton({ appointment }: { appointment: Appointment }) {
  const join = useJoinCall();
  const callable = useCallable(appointment);
  if (!callable) return null;
  const onJoin = async () => {
    const call = await getActiveCall('me').catch(() => null);
    if (!call || call.professional._id !== appointment.doctor._id) {
      toast.info(MSG_VIDEO.notStarted);
      return;
    }
    join.mutate(call.callId, { onSuccess: () => openVideoCall(call.callId) });
  };
  return (
    <Button onClick={() => void onJoin()} disabled={join.isPending}>
      <Video aria-hidden="true" className="size-4" />
      {MSG_VIDEO.joinVideo}
    </Button>
  );
}
