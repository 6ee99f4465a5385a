import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import type { TestApp } from '../test/harness';
import { startTwoNodes, type TwoNodes } from '../test/two-nodes';
import { waitFor } from '../test/wait-for';

const redisUrl = process.env.REDIS_URL;
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const skipped = redisUrl ? '' : ' — SKIPPED: REDIS_URL is not set (e.g. REDIS_URL=redis://127.0.0.1:6379)';

/**
 * Two app instances on one database and one Redis: an event emitted on node A reaches a client
 * connected to node B (DESIGN §1: scale-out across nodes).
 */
describe.skipIf(!redisUrl)(`realtime across two nodes through Redis (${backend})${skipped}`, () => {
  let nodes: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    nodes = await startTwoNodes(redisUrl!);
    ({ nodeA, nodeB } = nodes);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodes?.close();
  });

  const urlOf = (node: TestApp) => nodes.urlOf(node);

  async function connectAs(node: TestApp, token: string): Promise<ClientSocket> {
    const socket = connectClient(urlOf(node), {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('an event emitted through node A reaches a client connected to node B, and the other way round', async () => {
    const [user] = await nodes.database.db
      .insert(users)
      .values({ email: 'cross-node@example.com', name: 'Meera', passwordHash: 'x', role: 'patient' })
      .returning({ id: users.id });
    const token = await nodeA.app.ctx.sessions.issue({ id: user!.id, role: 'patient', tokenVersion: 0 });

    const onB = await connectAs(nodeB, token);
    const onA = await connectAs(nodeA, token);
    const gotOnB: unknown[] = [];
    const gotOnA: unknown[] = [];
    onB.on('new_notification', (payload: unknown) => gotOnB.push(payload));
    onA.on('new_notification', (payload: unknown) => gotOnA.push(payload));

    nodeA.app.ctx.realtime.toUser(user!.id, 'new_notification', { title: 'from node A' });
    await waitFor('node B’s client to receive the event from node A', () => gotOnB.length === 1);
    expect(gotOnB).toEqual([{ title: 'from node A' }]);

    nodeB.app.ctx.realtime.toUser(user!.id, 'new_notification', { title: 'from node B' });
    await waitFor('node A’s client to receive the event from node B', () => gotOnA.length === 2);
    expect(gotOnA).toEqual([{ title: 'from node A' }, { title: 'from node B' }]);
  });
});
