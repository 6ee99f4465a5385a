import type { FastifyInstance } from 'fastify';

/**
 * Resolves when `app.close()` has begun refusing requests: the app's shutdown closes its realtime sockets
 * right after it starts answering new requests with 503 (both are preClose hooks, in that order). Call it
 * before `close()`. A signal to wait for instead of a pause.
 */
export function shutdownBegun(app: FastifyInstance): Promise<void> {
  // The context exposes only emitting; the object behind it is the whole realtime server.
  const realtime = app.ctx.realtime as unknown as { close(): Promise<void> };
  if (typeof realtime.close !== 'function')
    throw new Error('the app context no longer holds the realtime server');
  const close = realtime.close.bind(realtime);
  return new Promise<void>((resolve) => {
    realtime.close = () => {
      resolve();
      return close();
    };
  });
}
