import { SOCKET_EVENTS } from '@arogya/contract/events';
import { describe, expect, it } from 'vitest';
import { createDispatch } from './dispatch';
import type { RealtimeEmitter } from './types';

function recordingEmitter() {
  const sent: Array<[string, string, unknown]> = [];
  const emitter: RealtimeEmitter = {
    toUser: (userId, event, payload) => sent.push([userId, event, payload]),
    toRoom: () => {
      throw new Error('no room events yet');
    },
  };
  return { emitter, sent };
}

const notification = {
  _id: '0190c1d2-0000-7000-8000-000000000001',
  message: 'Your appointment is confirmed',
  link: '/my-appointments',
  createdAt: '2030-03-10T04:30:00.000Z',
  kind: 'appointment_confirmed',
} as const;

describe('realtime dispatch', () => {
  it('notification.created: each notification to its owner only, without the owner id', () => {
    const { emitter, sent } = recordingEmitter();
    createDispatch(emitter).record({
      type: 'notification.created',
      notifications: [
        { ...notification, userId: 'asha' },
        { ...notification, _id: 'second', userId: 'ravi' },
      ],
    });
    expect(sent).toEqual([
      ['asha', SOCKET_EVENTS.newNotification, notification],
      ['ravi', SOCKET_EVENTS.newNotification, { ...notification, _id: 'second' }],
    ]);
  });

  it('appointment.changed: one appointment_updated per party, even when a party is named twice', () => {
    const { emitter, sent } = recordingEmitter();
    createDispatch(emitter).record({
      type: 'appointment.changed',
      appointmentId: 'a1',
      parties: ['p', 'd', 'p'],
    });
    expect(sent).toEqual([
      ['p', SOCKET_EVENTS.appointmentUpdated, { appointmentId: 'a1' }],
      ['d', SOCKET_EVENTS.appointmentUpdated, { appointmentId: 'a1' }],
    ]);
  });

  it('an empty notification list sends nothing', () => {
    const { emitter, sent } = recordingEmitter();
    createDispatch(emitter).record({ type: 'notification.created', notifications: [] });
    expect(sent).toEqual([]);
  });

  it('account.erased: closes every socket of the account, sends nothing; a bare emitter is fine', () => {
    const { emitter, sent } = recordingEmitter();
    const closed: string[] = [];
    createDispatch({
      ...emitter,
      disconnectUser: (userId: string) => closed.push(userId),
    } as RealtimeEmitter).record({
      type: 'account.erased',
      userId: 'asha',
    });
    expect(closed).toEqual(['asha']);
    expect(sent).toEqual([]);
    expect(() => createDispatch(emitter).record({ type: 'account.erased', userId: 'asha' })).not.toThrow();
  });
});
