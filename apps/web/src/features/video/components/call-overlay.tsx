import type { VideoParticipantRole } from '@arogya/contract/constants/video';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import * as Dialog from '@radix-ui/react-dialog';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { type CallStatus, type RemotePeer, useMeshCall } from '../lib/use-mesh-call';

function StreamVideo({
  stream,
  muted,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      className={cn('size-full bg-slate-900 object-cover', className)}
    />
  );
}

const statusText: Record<CallStatus, string> = {
  connecting: MSG_VIDEO.connecting,
  connected: MSG_VIDEO.connected,
  failed: MSG_VIDEO.connectionFailed,
  error: MSG_VIDEO.connectionError,
};

function RemoteTile({ peer }: { peer: RemotePeer }) {
  return (
    <li
      className="relative min-h-40 overflow-hidden rounded-2xl bg-slate-900"
      data-peer={peer.userId}
      data-state={peer.state}
    >
      <StreamVideo stream={peer.stream} muted={false} label={peer.name || peer.role} />
      <span className="absolute bottom-2 left-2 rounded-md bg-slate-950/80 px-2 py-1 text-sm text-white">
        {peer.name || peer.role}
        <span className="text-slate-300"> · {peer.role}</span>
      </span>
    </li>
  );
}

/**
 * The full-screen call (spec 01 §2, §4): the others' videos, the self view, mute and camera toggles
 * (switching the tracks), the connection state, and End Call. Built on Radix's Dialog, so focus stays inside
 * and the page behind is hidden from assistive technology.
 */
export function CallOverlay({
  callId,
  userId,
  role,
  title,
  onHangUp,
  ending,
}: {
  callId: string;
  userId: string;
  role: VideoParticipantRole;
  title: string;
  onHangUp: () => void;
  ending: boolean;
}) {
  const call = useMeshCall({ callId, userId, role });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onHangUp()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col gap-3 p-3 text-white sm:p-6"
          aria-describedby={undefined}
          data-call-status={call.status}
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <Dialog.Title className="min-w-0 text-lg font-semibold break-words">{title}</Dialog.Title>
            <p role="status" className="text-sm text-slate-300">
              {statusText[call.status]}
            </p>
          </header>
          {call.mediaFailed && (
            <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
              {MSG_VIDEO.receiveOnly}
            </p>
          )}
          <div className="relative min-h-0 flex-1">
            {call.remotes.length === 0 ? (
              <p className="grid h-full place-items-center text-center text-slate-300">{MSG_VIDEO.waiting}</p>
            ) : (
              <ul
                aria-label={MSG_VIDEO.participants}
                className={cn(
                  'grid h-full gap-3',
                  call.remotes.length > 1 ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1',
                )}
              >
                {call.remotes.map((peer) => (
                  <RemoteTile key={peer.userId} peer={peer} />
                ))}
              </ul>
            )}
            <div className="absolute right-2 bottom-2 h-24 w-32 overflow-hidden rounded-xl border-2 border-white/70 shadow-lg sm:h-36 sm:w-48">
              <StreamVideo stream={call.localStream} muted label={MSG_VIDEO.you} className="-scale-x-100" />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-center gap-3 pb-1">
            <Button
              variant="inverse"
              onClick={call.toggleMute}
              aria-pressed={call.muted}
              disabled={!call.localStream}
            >
              {call.muted ? (
                <MicOff aria-hidden="true" className="size-5" />
              ) : (
                <Mic aria-hidden="true" className="size-5" />
              )}
              {call.muted ? MSG_VIDEO.unmute : MSG_VIDEO.mute}
            </Button>
            <Button
              variant="inverse"
              onClick={call.toggleCamera}
              aria-pressed={call.cameraOff}
              disabled={!call.localStream}
            >
              {call.cameraOff ? (
                <VideoOff aria-hidden="true" className="size-5" />
              ) : (
                <Video aria-hidden="true" className="size-5" />
              )}
              {call.cameraOff ? MSG_VIDEO.cameraOn : MSG_VIDEO.cameraOff}
            </Button>
            <Button variant="danger" onClick={onHangUp} disabled={ending}>
              <PhoneOff aria-hidden="true" className="size-5" />
              {MSG_VIDEO.endCall}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
