import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  const socket = {
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    }),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      );
      return socket;
    }),
    emit: vi.fn(),
    disconnect: vi.fn(),
    fire: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
  return { socket, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

import { connectSocket, disconnectSocket, subscribe } from './socket';

afterEach(() => disconnectSocket());

describe('socket', () => {
  it('connects with the token, joins the user room on connect and delivers subscribed events', async () => {
    const handler = vi.fn();
    const unsubscribe = subscribe('new_notification', handler);
    await connectSocket('tok', 'user-7');

    expect(fake.io).toHaveBeenCalledWith(expect.objectContaining({ auth: { token: 'tok' } }));
    fake.socket.fire('connect');
    expect(fake.socket.emit).toHaveBeenCalledWith('join_user_room', 'user-7');

    fake.socket.fire('new_notification', { message: 'Hi' });
    expect(handler).toHaveBeenCalledWith({ message: 'Hi' });

    unsubscribe();
    fake.socket.fire('new_notification', { message: 'Again' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('only logs connection errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await connectSocket('tok', 'user-7');
    fake.socket.fire('connect_error', new Error('unauthorised'));
    expect(log).toHaveBeenCalled();
  });
});
