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
