import type { JoinAck } from '@arogya/contract/events';
import { sentSupportMessageSchema, supportGroupEnvelopeSchema } from '@arogya/contract/schemas/support';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import type { TestApp } from '../../test/harness';
import { connectSocket } from '../../test/sockets';
import { startTwoNodes, type TwoNodes } from '../../test/two-nodes';
import { waitFor } from '../../test/wait-for';

const redisUrl = process.env.REDIS_URL;
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const skipped = redisUrl ? '' : ' — SKIPPED: REDIS_URL is not set (e.g. REDIS_URL=redis://127.0.0.1:6379)';

/** A message posted through node A reaches a member whose socket is on node B, through Redis. */
describe.skipIf(!redisUrl)(`support chat across two nodes (${backend})${skipped}`, () => {
  let nodes: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodes = await startTwoNodes(redisUrl!);
    ({ nodeA, nodeB } = nodes);
  }, 180_000); // building the app takes long on a loaded machine

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodes?.close();
  });

  const urlOf = (node: TestApp) => nodes.urlOf(node);
  const inject = (node: TestApp, who: DirectAccount, method: 'POST' | 'GET', url: string, payload?: object) =>
    node.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('delivers a new message to a member connected to the other node', async () => {
    const nurse = await insertAccount(nodeA.app, { role: 'nurse', approvalStatus: 'approved' });
    const [writer, reader] = [
      await insertAccount(nodeA.app, { role: 'patient' }),
      await insertAccount(nodeA.app, { role: 'patient' }),
    ];
    const created = await inject(nodeA, nurse, 'POST', '/api/support/admin/groups', {
      name: 'Across nodes',
      description: 'Two servers, one room',
      category: 'General Health',
    });
    const group = supportGroupEnvelopeSchema.parse(created.json()).data;
    for (const p of [writer, reader]) {
      expect((await inject(nodeA, p, 'POST', `/api/support/groups/${group._id}/join`)).statusCode).toBe(200);
    }

    const socket = await connectSocket(urlOf(nodeB), reader.token);
    sockets.push(socket);
    const got: unknown[] = [];
    socket.on('support:message', (payload: unknown) => got.push(payload));
    expect((await socket.emitWithAck('support:join', { groupId: group._id })) as JoinAck).toEqual({
      ok: true,
    });

    const sent = await inject(nodeA, writer, 'POST', `/api/support/groups/${group._id}/messages`, {
      content: 'Hello from node A',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sentSupportMessageSchema.parse(sent.json()).data;
    await waitFor('the message to reach the socket on node B', () => got.length === 1);
    expect(got).toEqual([{ groupId: group._id, message }]);
  });
});
