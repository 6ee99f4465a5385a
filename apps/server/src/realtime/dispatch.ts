import {
  type DomainEvent,
  type ServerEventPayload,
  type ServerToClientEvents,
  SOCKET_EVENTS,
} from '@arogya/contract/events';
import { rooms } from './rooms';
import type { RealtimeEmitter, SessionSockets } from './types';

/**
 * Where services record what happened. Record after the change commits (an event of a rolled-back
 * change would tell people about something that did not happen).
 */
export interface DomainEventSink {
  record(event: DomainEvent): void;
}

/** Sends one typed socket event to everyone connected as `userId` (every tab, every node). */
function toUser<E extends keyof ServerToClientEvents>(
  emitter: RealtimeEmitter,
  userId: string,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  emitter.toUser(userId, event, payload);
}

/** Sends one typed socket event to each of `parties` once, however often they are listed. */
function toParties<E extends keyof ServerToClientEvents>(
  emitter: RealtimeEmitter,
  parties: readonly string[],
  event: E,
  payload: ServerEventPayload<E>,
): void {
  for (const userId of new Set(parties)) toUser(emitter, userId, event, payload);
}

/** Sends one typed socket event to every socket in `room` (every node). */
function toRoom<E extends keyof ServerToClientEvents>(
  emitter: RealtimeEmitter,
  room: string,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  emitter.toRoom(room, event, payload);
}

/**
 * The one place that turns domain events into socket events: it picks the recipients and the payloads
 * (Outline's WebsocketsProcessor). A new area adds a case here for each of its domain events; the
 * `never` check makes a forgotten case a type error.
 */
export function createDispatch(emitter: RealtimeEmitter): DomainEventSink {
  return {
    record(event) {
      switch (event.type) {
        case 'notification.created':
          // The owner's id stays on the server: the payload is the contract `Notification`.
          for (const { userId, ...notification } of event.notifications) {
            toUser(emitter, userId, SOCKET_EVENTS.newNotification, notification);
          }
          return;
        case 'appointment.changed':
          toParties(emitter, event.parties, SOCKET_EVENTS.appointmentUpdated, {
            appointmentId: event.appointmentId,
          });
          return;
        case 'lab-test.changed':
          toParties(emitter, event.parties, SOCKET_EVENTS.labTestUpdated, { labTestId: event.labTestId });
          return;
        case 'second-opinion.changed':
          toParties(emitter, event.parties, SOCKET_EVENTS.secondOpinionUpdated, {
            _id: event._id,
            status: event.status,
          });
          return;
        case 'prescription.changed':
          toParties(emitter, event.parties, SOCKET_EVENTS.prescriptionsUpdated, {
            prescriptionId: event.prescriptionId,
          });
          return;
        case 'review.changed':
          toParties(emitter, event.parties, SOCKET_EVENTS.reviewUpdated, {
            reviewId: event.reviewId,
            providerId: event.providerId,
          });
          return;
        case 'support.message-posted':
          toRoom(emitter, rooms.group(event.groupId), SOCKET_EVENTS.supportMessage, {
            groupId: event.groupId,
            message: event.message,
          });
          return;
        case 'support.message-hidden':
          toRoom(emitter, rooms.group(event.groupId), SOCKET_EVENTS.supportMessageHidden, {
            groupId: event.groupId,
            messageId: event.messageId,
          });
          return;
        case 'support.message-restored':
          toRoom(emitter, rooms.group(event.groupId), SOCKET_EVENTS.supportMessageRestored, {
            groupId: event.groupId,
            message: event.message,
          });
          return;
        case 'support.member-left':
          emitter.leaveRoom?.(event.userId, rooms.group(event.groupId));
          return;
        case 'ambulance.offered':
          for (const { driverId, offer } of event.offers) {
            toUser(emitter, driverId, SOCKET_EVENTS.newAmbulanceRequest, offer);
          }
          return;
        case 'ambulance.withdrawn':
          toParties(emitter, event.driverIds, SOCKET_EVENTS.requestTaken, { requestId: event.requestId });
          return;
        case 'ambulance.changed': {
          toParties(emitter, event.parties, SOCKET_EVENTS.ambulanceUpdated, {
            requestId: event.requestId,
            status: event.status,
          });
          // Tracking-link sockets get the status only; the page reads the rest by its link (decision 057).
          const room = rooms.tracking(event.requestId);
          toRoom(emitter, room, SOCKET_EVENTS.ambulanceTracking, {
            requestId: event.requestId,
            status: event.status,
          });
          // The link stops working when the trip ends: its sockets close after this last word.
          if (event.status === 'completed' || event.status === 'cancelled') emitter.closeRoom?.(room);
          return;
        }
        case 'ambulance.driver-moved':
          toRoom(emitter, rooms.tracking(event.requestId), SOCKET_EVENTS.ambulanceDriverLocation, {
            requestId: event.requestId,
            driverLocation: event.driverLocation,
            distanceKm: event.distanceKm,
          });
          return;
        case 'video-call.started':
          toParties(emitter, event.invitees, SOCKET_EVENTS.videoCallStarted, {
            callId: event.callId,
            kind: event.kind,
            professional: event.professional,
            patient: event.patient,
          });
          return;
        case 'video-call.ended':
          toParties(emitter, event.parties, SOCKET_EVENTS.videoCallEnded, { callId: event.callId });
          return;
        case 'video-call.member-removed':
          // Out of the call's rooms first (no more signals reach them or come from them), then the others
          // drop their connection to this peer and the person's own call screen closes.
          emitter.leaveRoom?.(event.userId, rooms.callUser(event.callId, event.userId));
          emitter.leaveRoom?.(event.userId, rooms.call(event.callId));
          toRoom(emitter, rooms.call(event.callId), SOCKET_EVENTS.videoPeerLeft, {
            callId: event.callId,
            userId: event.userId,
          });
          toUser(emitter, event.userId, SOCKET_EVENTS.videoCallEnded, { callId: event.callId });
          return;
        case 'care-circle.changed':
          toParties(emitter, event.parties, SOCKET_EVENTS.careCircleUpdated, { patientId: event.patientId });
          return;
        case 'account.erased':
          // The app's emitter is the socket server, which also ends sessions' sockets; a bare emitter
          // (tests, a queue without realtime) has none to close.
          (emitter as RealtimeEmitter & Partial<SessionSockets>).disconnectUser?.(event.userId);
          return;
        default: {
          const unhandled: never = event;
          throw new Error(`no dispatch for ${(unhandled as { type: string }).type}`);
        }
      }
    },
  };
}
