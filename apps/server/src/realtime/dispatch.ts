import {
  type DomainEvent,
  type ServerEventPayload,
  type ServerToClientEvents,
  SOCKET_EVENTS,
} from '@arogya/contract/events';
import type { RealtimeEmitter } from './types';

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
          for (const userId of new Set(event.parties)) {
            toUser(emitter, userId, SOCKET_EVENTS.appointmentUpdated, { appointmentId: event.appointmentId });
          }
          return;
        case 'lab-test.changed':
          for (const userId of new Set(event.parties)) {
            toUser(emitter, userId, SOCKET_EVENTS.labTestUpdated, { labTestId: event.labTestId });
          }
          return;
        case 'second-opinion.changed':
          for (const userId of new Set(event.parties)) {
            toUser(emitter, userId, SOCKET_EVENTS.secondOpinionUpdated, {
              _id: event._id,
              status: event.status,
            });
          }
          return;
        case 'prescription.changed':
          for (const userId of new Set(event.parties)) {
            toUser(emitter, userId, SOCKET_EVENTS.prescriptionsUpdated, {
              prescriptionId: event.prescriptionId,
            });
          }
          return;
        case 'video-call.started':
          for (const userId of new Set(event.invitees)) {
            toUser(emitter, userId, SOCKET_EVENTS.videoCallStarted, {
              callId: event.callId,
              kind: event.kind,
              professional: event.professional,
              patient: event.patient,
            });
          }
          return;
        case 'video-call.ended':
          for (const userId of new Set(event.parties)) {
            toUser(emitter, userId, SOCKET_EVENTS.videoCallEnded, { callId: event.callId });
          }
          return;
        case 'care-circle.changed':
          for (const userId of new Set(event.parties)) {
            toUser(emitter, userId, SOCKET_EVENTS.careCircleUpdated, { patientId: event.patientId });
          }
          return;
        default: {
          const unhandled: never = event;
          throw new Error(`no dispatch for ${(unhandled as { type: string }).type}`);
        }
      }
    },
  };
}
