// A worker thread holding a share of the fan-out benchmark's sockets, so the bench's own client is not one
// event loop draining every frame (that queue would count as delivery latency). It connects `count`
// sockets to `base` signed in with `token`, then for each round the main thread announces, reports when
// each socket received `new_notification`: wall-clock milliseconds since the notification's `createdAt`
// (the server's clock when the booking's transaction recorded it; same machine, same clock) and the
// arrival time itself.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { base, token, count } = workerData;
const sockets = [];
for (let i = 0; i < count; i += 200) {
  const wave = [];
  for (let j = i; j < Math.min(count, i + 200); j++) {
    wave.push(
      new Promise((resolve, reject) => {
        const s = io(base, {
          transports: ['websocket'],
          auth: { token },
          reconnection: false,
          forceNew: true,
        });
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      }),
    );
  }
  // Connect in waves so the handshakes do not all land in the same tick.
  sockets.push(...(await Promise.all(wave)));
}

parentPort.on('message', (message) => {
  if (message.type === 'close') {
    for (const s of sockets) s.close();
    parentPort.close();
    return;
  }
  if (message.type !== 'round') return;
  const fromEvent = [];
  const arrivals = [];
  let pending = sockets.length;
  let missed = 0;
  const finish = () =>
    parentPort.postMessage({ type: 'round', round: message.round, fromEvent, arrivals, missed });
  for (const s of sockets) {
    const timer = setTimeout(() => {
      missed++;
      if (--pending === 0) finish();
    }, 5000);
    s.once('new_notification', (n) => {
      const now = Date.now();
      clearTimeout(timer);
      fromEvent.push(now - Date.parse(n.createdAt));
      arrivals.push(now);
      if (--pending === 0) finish();
    });
  }
  parentPort.postMessage({ type: 'listening', round: message.round });
});
parentPort.postMessage({ type: 'ready', sockets: sockets.length });
