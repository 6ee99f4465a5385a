import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import type { AppConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { Clock } from '../lib/clock';
import type { RealtimeServer } from '../realtime/server';
import { createTestApp, freshDatabase, type TestApp } from './harness';
import { connectSocket } from './sockets';

/** The machine's Redis for the cross-node tests; they skip (and say so in their title) without one. */
export const redisUrl = process.env.REDIS_URL;
/** Appended to a cross-node suite's title: which database, and why it skipped if it did. */
export const twoNodesTitle = `(${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})${
  redisUrl ? '' : ' — SKIPPED: REDIS_URL is not set (e.g. REDIS_URL=redis://127.0.0.1:6379)'
}`;

export interface TwoNodes {
  database: DatabaseHandle & { url?: string };
  nodeA: TestApp;
  nodeB: TestApp;
  urlOf(node: TestApp): string;
  /** A socket of this token on that node; closed with the nodes. */
  connect(node: TestApp, token: string): Promise<Socket>;
  close(): Promise<void>;
}

/**
 * Two app instances on one database and one Redis, both listening on loopback with their realtime
 * adapters subscribed — what two processes behind a load balancer are (DESIGN §1). A channel prefix of its
 * own keeps parallel runs on one Redis from hearing each other. On PostgreSQL each node has its own pool,
 * as two processes would; PGlite is one in-process database, so both nodes share the handle.
 */
export async function startTwoNodes(
  opts: { config?: Partial<AppConfig>; clock?: Clock } = {},
): Promise<TwoNodes> {
  const database = await freshDatabase();
  const secondHandle = database.url ? await openDatabase({ url: database.url, poolMax: 4 }) : null;
  const config = { redisUrl, redisKeyPrefix: `arogya-test-${randomUUID()}`, ...opts.config };
  const clock = opts.clock ? { clock: opts.clock } : {};
  const nodeA = await createTestApp({ database, config, ...clock });
  const nodeB = await createTestApp({ database: secondHandle ?? database, config, ...clock });
  for (const node of [nodeA, nodeB]) {
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    await (node.app.ctx.realtime as RealtimeServer).ready();
  }
  const sockets: Socket[] = [];
  const urlOf = (node: TestApp) => `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`;
  return {
    database,
    nodeA,
    nodeB,
    urlOf,
    async connect(node, token) {
      const socket = await connectSocket(urlOf(node), token);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.close();
      await nodeA.close();
      await nodeB.close();
      await secondHandle?.close();
      await database.close();
    },
  };
}
