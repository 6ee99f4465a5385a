import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { redisUrl, startTwoNodes, type TwoNodes, twoNodesTitle } from '../test/two-nodes';
import { waitFor } from '../test/wait-for';

/**
 * Two app instances on one database and one Redis: an event emitted on node A reaches a client
 * connected to node B (DESIGN §1: scale-out across nodes).
 */
describe.skipIf(!redisUrl)(`realtime across two nodes through Redis ${twoNodesTitle}`, () => {
  let nodes: TwoNodes;
  beforeAll(async () => {
    nodes = await startTwoNodes();
  }, 180_000); // building two apps takes long on a loaded machine
  afterAll(() => nodes?.close());

  it('an event emitted through node A reaches a client connected to node B, and the other way round', async () => {
    const { database, nodeA, nodeB } = nodes;
    const [user] = await database.db
      .insert(users)
      .values({ email: 'cross-node@example.com', name: 'Meera', passwordHash: 'x', role: 'patient' })
      .returning({ id: users.id });
    const token = await nodeA.app.ctx.sessions.issue({ id: user!.id, role: 'patient', tokenVersion: 0 });

    const onB = await nodes.connect(nodeB, token);
    const onA = await nodes.connect(nodeA, token);
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
