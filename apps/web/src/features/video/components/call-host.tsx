import type { VideoParticipantRole } from '@arogya/contract/constants/video';
import {
  SOCKET_EVENTS,
  type VideoCallEndedPayload,
  type VideoCallStartedPayload,
} from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import type { VideoCall } from '@arogya/contract/schemas/video';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type SessionUser, useAuthSession } from '../../../lib/auth-session';
import { useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { closeVideoCall, openVideoCall, useOpenVideoCall } from '../../../lib/video-call';
import { useEndCall } from '../api/end-call';
import { useCall } from '../api/get-call';
import { useJoinCall } from '../api/join-call';
import { videoKeys } from '../api/video-keys';
import { CallOverlay } from './call-overlay';
import { JoinCallToast } from './join-call-toast';

/** Who the signed-in person is in this call. */
function roleIn(call: VideoCall, user: SessionUser): VideoParticipantRole {
  if (call.professional._id === user._id) return user.role === 'nurse' ? 'Nurse' : 'Doctor';
  if (call.patient._id === user._id) return 'Patient';
  return 'Family';
}

function OpenCall({ callId, user }: { callId: string; user: SessionUser }) {
  const details = useCall(callId);
  const end = useEndCall();
  if (!details.data) return null;
  const call = details.data;
  const role = roleIn(call, user);
  const other = role === 'Patient' || role === 'Family' ? call.professional.name : call.patient.name;
  const hangUp = () => {
    if (role === 'Family') {
      closeVideoCall();
      return;
    }
    end.mutate(callId, {
      onSuccess: (res) => toast.success(res.msg),
      // Already ended by the other side: nothing to end, the overlay still closes.
      onSettled: () => closeVideoCall(),
    });
  };
  return (
    <CallOverlay
      callId={callId}
      userId={user._id}
      role={role}
      title={fill(MSG_VIDEO.callWith, { name: other })}
      onHangUp={hangUp}
      ending={end.isPending}
    />
  );
}

/**
 * Mounted by the app shell while someone is signed in: the join toast when a call starts for them
 * (`video_call_started`), and the call overlay for the call this tab opened. When the call ends on the
 * other side (`video_call_ended`) the overlay shows 'Call ended' and closes.
 */
export default function CallHost() {
  const { user } = useAuthSession();
  const queryClient = useQueryClient();
  const openCallId = useOpenVideoCall();
  const [incoming, setIncoming] = useState<VideoCallStartedPayload | null>(null);
  const join = useJoinCall();

  useSocketEvent(SOCKET_EVENTS.videoCallStarted, (payload) => {
    const call = payload as VideoCallStartedPayload;
    void queryClient.invalidateQueries({ queryKey: videoKeys.all });
    if (call.callId !== openCallId) setIncoming(call);
  });
  useSocketEvent(SOCKET_EVENTS.videoCallEnded, (payload) => {
    const { callId } = payload as VideoCallEndedPayload;
    void queryClient.invalidateQueries({ queryKey: videoKeys.all });
    setIncoming((current) => (current?.callId === callId ? null : current));
    if (callId === openCallId) {
      toast.info(MSG_VIDEO.callEnded);
      closeVideoCall();
    }
  });

  const dismiss = useCallback(() => setIncoming(null), []);
  if (!user) return null;

  return (
    <>
      {incoming && !openCallId && (
        <JoinCallToast
          call={incoming}
          joining={join.isPending}
          onDismiss={dismiss}
          onJoin={() =>
            join.mutate(incoming.callId, {
              onSuccess: () => {
                setIncoming(null);
                openVideoCall(incoming.callId);
              },
            })
          }
        />
      )}
      {openCallId && <OpenCall key={openCallId} callId={openCallId} user={user} />}
    </>
  );
}
