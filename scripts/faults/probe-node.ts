// The server exactly as `main.ts` builds it, plus one route that only fault scenarios use: POST
// /api/__faults/emit makes this node emit a realtime event to a user, so a scenario can tell whether an
// event reaches sockets held by another node. Never part of the shipped server.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const config = loadConfig();
const app = await buildApp({ config });
app.post('/api/__faults/emit', { config: { access: 'public' } }, async (request) => {
  const { userId, event, payload } = request.body as { userId: string; event: string; payload: unknown };
  app.ctx.realtime.toUser(userId, event, payload);
  return { ok: true, pid: process.pid };
});
await app.listen({ host: config.host, port: config.port });
app.log.info({ port: config.port }, 'fault probe node ready');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
