import type { JoinAck } from '@arogya/contract/events';
import { sentSupportMessageSchema, supportGroupEnvelopeSchema } from '@arogya/contract/schemas/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import type { TestApp } from '../../test/harness';
import { redisUrl, startTwoNodes, type TwoNodes, twoNodesTitle } from '../../test/two-nodes';
import { waitFor } from '../../test/wait-for';

/** A message posted through node A reaches a member whose socket is on node B, through Redis. */
describe.skipIf(!redisUrl)(`support chat across two nodes ${twoNodesTitle}`, () => {
  let nodes: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    nodes = await startTwoNodes();
    ({ nodeA, nodeB } = nodes);
  }, 180_000); // building two apps takes long on a loaded machine
  afterAll(() => nodes?.close());

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

    const socket = await nodes.connect(nodeB, reader.token);
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
