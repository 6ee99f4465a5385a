import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and dropped, and for how long, before the connection is cut. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
const DISCARD_LIMIT_MS = 5_000;

/**
 * A request refused while its body is still arriving (an oversize upload): the answer goes out at once
 * and the rest of the body is read and dropped, so the client sees the answer (closing a socket with
 * unread data resets it, and the client loses the answer) — up to a limit of bytes and time, then the
 * connection is cut. Left alone, a body a parser had paused keeps its socket open until the request
 * timeout and holds up a graceful shutdown.
 */
export function discardRestOfBody(raw: IncomingMessage): void {
  if (raw.destroyed) return;
  let dropped = 0;
  // (app.inject's fake socket has no destroy: nothing to cut there.)
  const cut = () => (typeof raw.socket?.destroy === 'function' ? raw.socket.destroy() : undefined);
  const timer = setTimeout(cut, DISCARD_LIMIT_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) cut();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}
