import { ICE_GATHERING_TIMEOUT_MS, type VideoParticipantRole } from '@arogya/contract/constants/video';
import {
  type JoinVideoCallAck,
  SOCKET_EVENTS,
  type VideoPeer,
  type VideoPeerJoinedPayload,
  type VideoPeerLeftPayload,
  type VideoSignalRelayPayload,
} from '@arogya/contract/events';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import type { IceServer } from '@arogya/contract/schemas/video';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitSocket, subscribe } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { getIceServers } from '../api/get-ice-servers';

export type CallStatus = 'connecting' | 'connected' | 'failed' | 'error';

export interface RemotePeer extends VideoPeer {
  stream: MediaStream | null;
  state: RTCPeerConnectionState;
}

const isProfessional = (role: VideoParticipantRole) => role === 'Doctor' || role === 'Nurse';

/**
 * Which side of a pair sends the offer (spec 01 §4: the professional initiates): the professional when they
 * are one of the two; otherwise whoever was in the call first.
 */
export function offersTo(me: VideoParticipantRole, other: VideoParticipantRole, otherIsNewcomer: boolean) {
  if (isProfessional(me)) return true;
  if (isProfessional(other)) return false;
  return otherIsNewcomer;
}

/** Without trickle ICE: the description is sent once gathering is complete (or after a bounded wait). */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, ICE_GATHERING_TIMEOUT_MS);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

declare global {
  interface Window {
    /** Per-peer connection state and decoded video frames (read by the browser tests; no media leaves). */
    __arogyaCallStats?: () => Promise<{ userId: string; connectionState: string; framesDecoded: number }[]>;
  }
}

/**
 * A full mesh of WebRTC peer connections for one call, signalled through Arogya's socket
 * (`join-video-call`, `video-signal` with `to`, `video-peer-joined`/`-left`). Each pair negotiates on its
 * own connection; the local camera and microphone go to every peer. When media access is refused the call
 * continues receive-only ('Failed to access camera/microphone').
 */
export function useMeshCall(opts: { callId: string; userId: string; role: VideoParticipantRole }) {
  const { callId, userId, role } = opts;
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remotes, setRemotes] = useState<RemotePeer[]>([]);
  const [status, setStatus] = useState<CallStatus>('connecting');
  const [mediaFailed, setMediaFailed] = useState(false);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const local = useRef<MediaStream | null>(null);

  const updateRemote = useCallback((peerId: string, change: Partial<RemotePeer> | null, peer?: VideoPeer) => {
    setRemotes((list) => {
      if (change === null) return list.filter((r) => r.userId !== peerId);
      const found = list.find((r) => r.userId === peerId);
      if (found) return list.map((r) => (r.userId === peerId ? { ...r, ...change } : r));
      if (!peer) return list;
      return [...list, { ...peer, stream: null, state: 'new', ...change }];
    });
  }, []);

  useEffect(() => {
    let disposed = false;
    const peers = new Map<string, { pc: RTCPeerConnection; info: VideoPeer }>();
    /** Everyone this tab heard of in the call (from the join's ack and `video-peer-joined`). */
    const directory = new Map<string, VideoPeer>();
    let iceServers: IceServer[] = [];
    let announced = false;

    const overall = () => {
      const states = [...peers.values()].map((p) => p.pc.connectionState);
      if (states.includes('connected')) {
        setStatus('connected');
        if (!announced) {
          announced = true;
          toast.success(MSG_VIDEO.connected);
        }
      } else if (states.length > 0 && states.every((s) => s === 'failed')) {
        setStatus('failed');
      }
    };

    const connectionFor = (info: VideoPeer): RTCPeerConnection => {
      const existing = peers.get(info.userId);
      if (existing) return existing.pc;
      const pc = new RTCPeerConnection({ iceServers });
      peers.set(info.userId, { pc, info });
      const stream = local.current;
      if (stream) {
        for (const track of stream.getTracks()) pc.addTrack(track, stream);
      } else {
        pc.addTransceiver('audio', { direction: 'recvonly' });
        pc.addTransceiver('video', { direction: 'recvonly' });
      }
      pc.ontrack = (event) => {
        const remote = event.streams[0] ?? new MediaStream([event.track]);
        updateRemote(info.userId, { stream: remote }, info);
      };
      pc.onconnectionstatechange = () => {
        updateRemote(info.userId, { state: pc.connectionState }, info);
        if (pc.connectionState === 'failed') toast.error(MSG_VIDEO.connectionFailed);
        overall();
      };
      updateRemote(info.userId, {}, info);
      return pc;
    };

    const drop = (peerId: string) => {
      peers.get(peerId)?.pc.close();
      peers.delete(peerId);
      updateRemote(peerId, null);
    };

    const send = (to: string, signal: RTCSessionDescriptionInit) => {
      emitSocket(SOCKET_EVENTS.videoSignal, {
        callId,
        to,
        signal: { type: signal.type, sdp: signal.sdp ?? '' },
      });
    };

    const offer = async (info: VideoPeer) => {
      drop(info.userId);
      const pc = connectionFor(info);
      await pc.setLocalDescription(await pc.createOffer());
      await gathered(pc);
      if (!disposed && pc.localDescription) send(info.userId, pc.localDescription);
    };

    const fail = (error: unknown) => {
      console.error('Video call signalling failed', error);
      if (!disposed) {
        setStatus('error');
        toast.error(MSG_VIDEO.connectionError);
      }
    };

    const join = () => {
      const sent = emitSocket(SOCKET_EVENTS.joinVideoCall, { callId, userId }, (ack: JoinVideoCallAck) => {
        if (disposed) return;
        if (!ack.ok) {
          setStatus('error');
          toast.error(ack.message);
          return;
        }
        for (const peer of ack.peers) {
          directory.set(peer.userId, peer);
          if (offersTo(role, peer.role, false)) offer(peer).catch(fail);
        }
      });
      return sent;
    };

    const onSignal = (...args: unknown[]) => {
      const { callId: id, from, signal } = args[0] as VideoSignalRelayPayload;
      if (id !== callId || disposed) return;
      const entry = peers.get(from);
      if ('type' in signal && signal.type === 'offer') {
        const info = entry?.info ??
          directory.get(from) ?? { userId: from, name: '', role: 'Family' as const };
        void (async () => {
          if (entry && entry.pc.signalingState !== 'stable') drop(from);
          const pc = connectionFor(info);
          await pc.setRemoteDescription(signal);
          await pc.setLocalDescription(await pc.createAnswer());
          await gathered(pc);
          if (!disposed && pc.localDescription) send(from, pc.localDescription);
        })().catch(fail);
      } else if ('type' in signal && signal.type === 'answer') {
        entry?.pc.setRemoteDescription(signal).catch(fail);
      } else if ('candidate' in signal) {
        entry?.pc.addIceCandidate(signal.candidate).catch(fail);
      }
    };

    const onPeerJoined = (...args: unknown[]) => {
      const peer = args[0] as VideoPeerJoinedPayload;
      if (peer.callId !== callId || peer.userId === userId || disposed) return;
      directory.set(peer.userId, peer);
      const known = peers.get(peer.userId);
      if (known) known.info = peer;
      updateRemote(peer.userId, { name: peer.name, role: peer.role }, peer);
      if (offersTo(role, peer.role, true)) offer(peer).catch(fail);
      else if (known) drop(peer.userId);
    };

    const onPeerLeft = (...args: unknown[]) => {
      const { callId: id, userId: peerId } = args[0] as VideoPeerLeftPayload;
      if (id === callId) drop(peerId);
    };

    const unsubscribe = [
      subscribe(SOCKET_EVENTS.videoSignal, onSignal),
      subscribe(SOCKET_EVENTS.videoPeerJoined, onPeerJoined),
      subscribe(SOCKET_EVENTS.videoPeerLeft, onPeerLeft),
      // After a reconnect the server has forgotten this socket's call: join again.
      subscribe('connect', () => {
        if (!disposed) join();
      }),
    ];

    window.__arogyaCallStats = async () => {
      const out = [];
      for (const [peerId, { pc }] of peers) {
        let framesDecoded = 0;
        const stats = await pc.getStats();
        stats.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video')
            framesDecoded += report.framesDecoded ?? 0;
        });
        out.push({ userId: peerId, connectionState: pc.connectionState, framesDecoded });
      }
      return out;
    };

    void (async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        if (disposed) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        local.current = stream;
        setLocalStream(stream);
      } catch {
        if (disposed) return;
        setMediaFailed(true);
        toast.error(MSG_VIDEO.mediaFailed);
      }
      try {
        iceServers = await getIceServers(callId);
      } catch (error) {
        fail(error);
        return;
      }
      if (!disposed) join();
    })();

    return () => {
      disposed = true;
      for (const off of unsubscribe) off();
      emitSocket(SOCKET_EVENTS.leaveVideoCall, { callId });
      for (const { pc } of peers.values()) pc.close();
      peers.clear();
      for (const track of local.current?.getTracks() ?? []) track.stop();
      local.current = null;
      delete window.__arogyaCallStats;
    };
  }, [callId, userId, role, updateRemote]);

  const toggleMute = useCallback(() => {
    const tracks = local.current?.getAudioTracks() ?? [];
    const next = !muted;
    for (const track of tracks) track.enabled = !next;
    setMuted(next);
  }, [muted]);

  const toggleCamera = useCallback(() => {
    const tracks = local.current?.getVideoTracks() ?? [];
    const next = !cameraOff;
    for (const track of tracks) track.enabled = !next;
    setCameraOff(next);
  }, [cameraOff]);

  return { localStream, remotes, status, mediaFailed, muted, cameraOff, toggleMute, toggleCamera };
}
