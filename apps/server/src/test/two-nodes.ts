import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { Clock } from '../lib/clock';
import type { RealtimeServer } from '../realtime/server';
import { createTestApp, freshDatabase, type TestApp } from './harness';

export interface TwoNodes {
  nodeA: TestApp;
  nodeB: TestApp;
  /** The shared database (node A's handle). */
  database: DatabaseHandle;
  urlOf(node: TestApp): string;
  close(): Promise<void>;
}

/**
 * Two listening app instances on one database and one Redis, as two processes behind a load balancer would
 * be: events emitted on one node reach sockets on the other. A channel prefix of their own keeps parallel
 * runs on one Redis apart. On PostgreSQL each node has its own pool; PGlite is one in-process database, so
 * both nodes share the handle.
 */
export async function startTwoNodes(redisUrl: string, opts: { clock?: Clock } = {}): Promise<TwoNodes> {
  const database: DatabaseHandle & { url?: string } = await freshDatabase();
  const secondHandle = database.url ? await openDatabase({ url: database.url, poolMax: 4 }) : null;
  const config = { redisUrl, redisKeyPrefix: `arogya-test-${randomUUID()}` };
  const clock = opts.clock ? { clock: opts.clock } : {};
  const nodeA = await createTestApp({ database, config, ...clock });
  const nodeB = await createTestApp({ database: secondHandle ?? database, config, ...clock });
  for (const node of [nodeA, nodeB]) {
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    await (node.app.ctx.realtime as RealtimeServer).ready();
  }
  return {
    nodeA,
    nodeB,
    database,
    urlOf: (node) => `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`,
    async close() {
      await nodeA.close();
      await nodeB.close();
      await secondHandle?.close();
      await database.close();
    },
  };
}
