import { SOCKET_EVENTS } from '@arogya/contract/events';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

/**
 * One Socket.IO connection to the same origin while a user is logged in (spec 01 §7 "Notifications and
 * real-time"). The handshake carries `auth: { token }`; on every (re)connect it emits `join_user_room` with the
 * user id. Handlers subscribe by event name and survive reconnects. socket.io-client is imported lazily so
 * logged-out visitors never download it. Connection errors are only logged.
 */

type Handler = (...args: unknown[]) => void;

const handlers = new Map<string, Set<Handler>>();
let socket: Socket | null = null;
let current: { token: string; userId: string } | null = null;
let generation = 0;

function attach(target: Socket, event: string, handler: Handler) {
  target.on(event, handler);
}

export async function connectSocket(token: string, userId: string): Promise<void> {
  if (current?.token === token && current.userId === userId && socket !== null) return;
  disconnectSocket();
  current = { token, userId };
  const mine = ++generation;
  try {
    const { io } = await import('socket.io-client');
    if (mine !== generation) return;
    const created = io({ auth: { token }, transports: ['websocket', 'polling'] });
    created.on('connect', () => created.emit(SOCKET_EVENTS.joinUserRoom, userId));
    created.on('connect_error', (error) => console.error('Real-time connection failed', error.message));
    for (const [event, set] of handlers) for (const handler of set) attach(created, event, handler);
    socket = created;
  } catch (error) {
    console.error('Could not load the real-time client', error);
  }
}

export function disconnectSocket(): void {
  generation++;
  current = null;
  socket?.disconnect();
  socket = null;
}

/** Subscribes to a server event; returns the unsubscribe function. */
export function subscribe(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  if (socket) attach(socket, event, handler);
  return () => {
    set.delete(handler);
    socket?.off(event, handler);
  };
}

/**
 * Sends an event to the server over the shared connection. Answers false when there is no connection yet,
 * so a caller can tell the person instead of waiting; `ack` is Socket.IO's acknowledgement callback.
 */
export function emitSocket(event: string, ...args: unknown[]): boolean {
  if (socket === null || !socket.connected) return false;
  socket.emit(event, ...args);
  return true;
}

/** Calls `handler` for each `event` from the server while the component is mounted. */
export function useSocketEvent(event: string, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe(event, (...args) => latest.current(...args)), [event]);
}

/** Keeps the connection in step with the session: connected while logged in, closed otherwise. */
export function useSocketConnection(token: string | null, userId: string | null): void {
  useEffect(() => {
    if (token === null || userId === null) {
      disconnectSocket();
      return;
    }
    void connectSocket(token, userId);
    return () => disconnectSocket();
  }, [token, userId]);
}
