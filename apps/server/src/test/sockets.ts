import { io as connectClient, type Socket } from 'socket.io-client';

/** A socket of this token on a listening test app (websocket only, no reconnection); rejects when refused. */
export async function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
  return socket;
}

/** A tracking-link socket (no account): the handshake carries only `auth.trackingToken`. */
export function connectTracking(
  url: string,
  trackingToken: unknown,
  extra: Record<string, unknown> = {},
): Promise<{ socket: Socket } | { refused: string }> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { trackingToken, ...extra },
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (err) => {
      socket.close();
      resolve({ refused: err.message });
    });
  });
}

/** Every event a socket receives, in order, as `[event, payload]`. */
export function recordAll(socket: Socket): Array<[string, unknown]> {
  const received: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  return received;
}
