import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';
import { useQueryClient } from '@tanstack/react-query';
import { Video } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSocketEvent } from '../../../lib/socket';
import { openVideoCall, useOpenVideoCall } from '../../../lib/video-call';
import { useActiveCall } from '../api/get-active-call';
import { useJoinCall } from '../api/join-call';
import { videoKeys } from '../api/video-keys';

/**
 * The active-call banner (spec 01 §2): a call you may join is in progress, with Join Call. Polled every 30 s;
 * `video_call_started` and `video_call_ended` refresh it at once.
 */
export function ActiveCallBanner({ viewerId }: { viewerId: string }) {
  const queryClient = useQueryClient();
  const active = useActiveCall('me');
  const join = useJoinCall();
  const openCallId = useOpenVideoCall();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: videoKeys.all });
  useSocketEvent(SOCKET_EVENTS.videoCallStarted, refresh);
  useSocketEvent(SOCKET_EVENTS.videoCallEnded, refresh);

  const call = active.data;
  if (!call || call.callId === openCallId) return null;
  const other = call.professional._id === viewerId ? call.patient.name : call.professional.name;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-teal-800 p-4 text-white shadow-sm"
    >
      <p className="flex min-w-0 items-center gap-2 font-medium break-words">
        <Video aria-hidden="true" className="size-5 shrink-0" />
        {fill(MSG_CARE_CIRCLE.activeCall, { name: other })}
      </p>
      <Button
        variant="inverse"
        disabled={join.isPending}
        onClick={() => join.mutate(call.callId, { onSuccess: () => openVideoCall(call.callId) })}
      >
        {MSG_CARE_CIRCLE.joinCall}
      </Button>
    </div>
  );
}
