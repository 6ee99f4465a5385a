import type { AmbulanceStatus } from './constants/ambulance';
import type { SecondOpinionStatus } from './constants/second-opinions';
import type { VideoCallKind, VideoParticipantRole } from './constants/video';
import type { AmbulanceOffer } from './schemas/ambulance';
import type { Notification } from './schemas/notifications';
import type { SupportMessage } from './schemas/support';
import type { VideoSignalPayload } from './schemas/video';

/**
 * Realtime, both halves typed in one place.
 *
 * - Socket events: what the browser and the server say over Socket.IO (names the spec's client uses,
 *   plus ours), with their payloads. The server's `realtime/dispatch.ts` is the only place that emits
 *   them; the web subscribes by these names.
 * - Domain events: what a service records when something happened ("appointment.changed"). Services never
 *   name a socket event or a recipient; dispatch turns each domain event into socket events for the
 *   right rooms.
 *
 * A new area adds its socket events to `SOCKET_EVENTS` and `ServerToClientEvents`, its domain events to
 * `DomainEvents`, and one case in the server's dispatch.
 */

/** Socket event names on the wire. */
export const SOCKET_EVENTS = {
  /** Client → server after connecting: join the room of this user id (spec 01 §7). */
  joinUserRoom: 'join_user_room',
  /** Server → client: a bell notification was created for you (spec 01 §7). */
  newNotification: 'new_notification',
  /** Ours: an appointment of yours changed (lists refresh without a reload). */
  appointmentUpdated: 'appointment_updated',
  /** A lab collection of yours was booked or changed; lists refresh without a reload. */
  labTestUpdated: 'lab_test_updated',
  /** A second-opinion case of yours changed; its lists refresh without a reload. */
  secondOpinionUpdated: 'second_opinion_updated',
  /** One of your prescriptions changed (issued, amended, a dose logged); no health data in the payload. */
  prescriptionsUpdated: 'prescriptions_updated',
  /** A review you wrote or received changed (written, edited, replied to, hidden, decided); lists refresh. */
  reviewUpdated: 'review_updated',
  /** Client → server: join a support group's room (refused unless a member). */
  supportJoin: 'support:join',
  /** A new message in a support group you joined. */
  supportMessage: 'support:message',
  /** A support message was hidden (its third report, or a moderator removed it). */
  supportMessageHidden: 'support:message-hidden',
  /** A moderator approved a hidden support message: it shows again. */
  supportMessageRestored: 'support:message-restored',
  /** Server → driver: an ambulance request offered to you (spec 02 §3, §7). */
  newAmbulanceRequest: 'new_ambulance_request',
  /** Server → driver: a request offered to you was taken by another driver (or withdrawn). */
  requestTaken: 'request_taken',
  /** Driver → server: go online or offline `{ isOnline }` (spec 02 §7). */
  updateStatus: 'update_status',
  /** Driver → server while online: the current position `{ latitude, longitude }` (throttled). */
  driverLocation: 'driver_location',
  /** Server → requester and driver: an ambulance request of yours changed status. */
  ambulanceUpdated: 'ambulance_updated',
  /**
   * Server → a tracking-link socket (handshake `auth: { trackingToken }`, no account): the request it follows
   * changed (accepted, en route, arrived, completed, cancelled, unassigned, offered to a wider ring). The page
   * reads the request again through `GET /api/ambulance/track/{token}`; nothing personal rides on the socket.
   */
  ambulanceTracking: 'ambulance_tracking',
  /** Server → a tracking-link socket: the assigned driver's latest position and distance to the pickup. */
  ambulanceDriverLocation: 'ambulance_driver_location',
  /** Server → client: a video call you may join started (the join toast; spec 01 §4). */
  videoCallStarted: 'video_call_started',
  /** Server → client: a call you were part of or could join ended. */
  videoCallEnded: 'video_call_ended',
  /** Client → server: join the call's signalling (spec 01 §7); server → client is `video-peer-joined`. */
  joinVideoCall: 'join-video-call',
  /** Client → server: leave the call's signalling (also on disconnect). */
  leaveVideoCall: 'leave-video-call',
  /** Both ways: a WebRTC signal; the server adds `from` and relays it within the call only. */
  videoSignal: 'video-signal',
  /** Server → client: another participant joined the call's signalling. */
  videoPeerJoined: 'video-peer-joined',
  /** Server → client: a participant left the call's signalling (or disconnected). */
  videoPeerLeft: 'video-peer-left',
  /** Server → client: a care circle you own or are in changed (invited, accepted, removed, sharing). */
  careCircleUpdated: 'care_circle_updated',
} as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/** `appointment_updated`: which appointment to refetch; the view itself comes from the API. */
export interface AppointmentUpdatedPayload {
  appointmentId: string;
}

/** Server → client events and their payloads (Socket.IO's `ServerToClientEvents` shape). */
export interface LabTestUpdatedPayload {
  labTestId: string;
}

export interface SecondOpinionUpdatedPayload {
  _id: string;
  status: SecondOpinionStatus;
}

export interface PrescriptionUpdatedPayload {
  prescriptionId: string;
}

export interface ReviewUpdatedPayload {
  reviewId: string;
  providerId: string;
}

/** `support:message` and `support:message-restored`: anonymous name and opaque key only. */
export interface SupportMessagePayload {
  groupId: string;
  message: SupportMessage;
}

export interface SupportMessageHiddenPayload {
  groupId: string;
  messageId: string;
}

export interface VideoCallStartedPayload {
  callId: string;
  kind: VideoCallKind;
  professional: { _id: string; name: string };
  patient: { _id: string; name: string };
}

export interface VideoCallEndedPayload {
  callId: string;
}

/** A participant in a call's signalling. */
export interface VideoPeer {
  userId: string;
  name: string;
  role: VideoParticipantRole;
}

export interface VideoPeerJoinedPayload extends VideoPeer {
  callId: string;
}

export interface VideoPeerLeftPayload {
  callId: string;
  userId: string;
}

/** A relayed signal: `from` is set by the server (the sender's own user id), never by the client. */
export interface VideoSignalRelayPayload {
  callId: string;
  from: string;
  signal: VideoSignalPayload;
}

export interface CareCircleUpdatedPayload {
  patientId: string;
}

/** What `join-video-call`'s acknowledgement says: on success, who is already in the call. */
export type JoinVideoCallAck = { ok: true; peers: VideoPeer[] } | { ok: false; message: string };

export interface ServerToClientEvents {
  new_notification: (notification: Notification) => void;
  appointment_updated: (payload: AppointmentUpdatedPayload) => void;
  lab_test_updated: (payload: LabTestUpdatedPayload) => void;
  second_opinion_updated: (payload: SecondOpinionUpdatedPayload) => void;
  prescriptions_updated: (payload: PrescriptionUpdatedPayload) => void;
  review_updated: (payload: ReviewUpdatedPayload) => void;
  'support:message': (payload: SupportMessagePayload) => void;
  'support:message-hidden': (payload: SupportMessageHiddenPayload) => void;
  'support:message-restored': (payload: SupportMessagePayload) => void;
  new_ambulance_request: (offer: AmbulanceOffer) => void;
  request_taken: (payload: { requestId: string }) => void;
  ambulance_updated: (payload: { requestId: string; status: AmbulanceStatus }) => void;
  ambulance_tracking: (payload: AmbulanceTrackingPayload) => void;
  ambulance_driver_location: (payload: AmbulanceDriverLocationPayload) => void;
  video_call_started: (payload: VideoCallStartedPayload) => void;
  video_call_ended: (payload: VideoCallEndedPayload) => void;
  'video-signal': (payload: VideoSignalRelayPayload) => void;
  'video-peer-joined': (payload: VideoPeerJoinedPayload) => void;
  'video-peer-left': (payload: VideoPeerLeftPayload) => void;
  care_circle_updated: (payload: CareCircleUpdatedPayload) => void;
}

/** `ambulance_tracking`: which request changed and its status now (the page reads the rest by its link). */
export interface AmbulanceTrackingPayload {
  requestId: string;
  status: AmbulanceStatus;
}

/** `ambulance_driver_location`: `[longitude, latitude]` as `driverLocation` of the tracking answer. */
export interface AmbulanceDriverLocationPayload {
  requestId: string;
  driverLocation: [number, number];
  distanceKm: number | null;
}

/** What `join_user_room`'s acknowledgement says. */
export type JoinAck = { ok: true } | { ok: false; message: string };

/** Client → server events (Socket.IO's `ClientToServerEvents` shape). */
export interface ClientToServerEvents {
  /** The spec's client sends the bare user id; `{ userId }` is accepted too. */
  join_user_room: (payload: string | { userId: string }, ack?: (answer: JoinAck) => void) => void;
  'support:join': (payload: { groupId: string }, ack?: (answer: JoinAck) => void) => void;
  /** Drivers only; the server answers `{ ok, isOnline }` or `{ ok: false, message }`. */
  update_status: (
    payload: { isOnline: boolean },
    ack?: (answer: { ok: true; isOnline: boolean } | { ok: false; message: string }) => void,
  ) => void;
  driver_location: (payload: { latitude: number; longitude: number }) => void;
  /** `userId` must be the socket's own user; the server checks the call's participants. */
  'join-video-call': (
    payload: { callId: string; userId: string },
    ack?: (answer: JoinVideoCallAck) => void,
  ) => void;
  'leave-video-call': (payload: { callId: string }) => void;
  /** With `to` (a participant's user id) to that participant only; without it to everyone else in the call. */
  'video-signal': (payload: { callId: string; to?: string; signal: VideoSignalPayload }) => void;
}

/** The payload each server → client event carries. */
export type ServerEventPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Domain events: type → payload. Services record these (after the change that caused them commits);
 * the server's `realtime/dispatch.ts` decides who hears what.
 */
export interface DomainEvents {
  /** Notifications were stored for their owners (each carries the owner's id beside the contract shape). */
  'notification.created': { notifications: ReadonlyArray<Notification & { userId: string }> };
  /** An appointment changed (booked, status, care notes, follow-up …); its parties' lists refresh. */
  'appointment.changed': { appointmentId: string; parties: readonly string[] };
  'lab-test.changed': { labTestId: string; parties: readonly string[] };
  'second-opinion.changed': SecondOpinionUpdatedPayload & { parties: readonly string[] };
  'prescription.changed': { prescriptionId: string; parties: readonly string[] };
  'review.changed': ReviewUpdatedPayload & { parties: readonly string[] };
  'support.message-posted': SupportMessagePayload;
  'support.message-hidden': SupportMessageHiddenPayload;
  'support.message-restored': SupportMessagePayload;
  /** Someone left a support group or was removed: their sockets leave its room (no socket event). */
  'support.member-left': { groupId: string; userId: string };
  /** An ambulance request was offered to these drivers (each offer carries that driver's distance). */
  'ambulance.offered': { offers: ReadonlyArray<{ driverId: string; offer: AmbulanceOffer }> };
  /** A request is no longer open to these drivers (another accepted it, it was cancelled or it lapsed). */
  'ambulance.withdrawn': { requestId: string; driverIds: readonly string[] };
  /**
   * A request's status changed (or it was offered to a wider ring, still `searching`); its requester (when
   * signed in), its driver and its tracking-link sockets refresh.
   */
  'ambulance.changed': { requestId: string; status: AmbulanceStatus; parties: readonly string[] };
  /** The assigned driver of an open trip moved: the trip's tracking-link sockets get the point. */
  'ambulance.driver-moved': AmbulanceDriverLocationPayload;
  /** A call started: everyone who may join it (but the one who started it) gets the join toast. */
  'video-call.started': VideoCallStartedPayload & { invitees: readonly string[] };
  /** A call ended: everyone who was in it or could join closes it. */
  'video-call.ended': { callId: string; parties: readonly string[] };
  /** Someone left the patient's care circle during a call: they are taken out of it at once. */
  'video-call.member-removed': { callId: string; userId: string };
  /** A care circle changed: its patient's and its members' views refresh. */
  'care-circle.changed': { patientId: string; parties: readonly string[] };
  /** An account was erased (decision 050): its sockets close on every node (no socket event). */
  'account.erased': { userId: string };
}

export type DomainEventType = keyof DomainEvents;

/** One recorded domain event: `{ type, ...payload }`. */
export type DomainEvent = { [K in DomainEventType]: { type: K } & DomainEvents[K] }[DomainEventType];
