import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { ambulanceBookedSchema } from '@arogya/contract/schemas/ambulance';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import type { TestApp } from '../../test/harness';
import { connectSocket, connectTracking, recordAll } from '../../test/sockets';
import { redisUrl, startTwoNodes, type TwoNodes, twoNodesTitle } from '../../test/two-nodes';
import { waitFor } from '../../test/wait-for';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

/**
 * Ambulance dispatch with two app nodes on one database and one Redis: offers, the accept race, `request_taken`
 * and the tracking link's socket all cross nodes (decisions 030 and 057).
 */
describe.skipIf(!redisUrl)(`ambulance dispatch across two nodes ${twoNodesTitle}`, () => {
  // One clock for both nodes, far ahead: the ring's expiry job never runs by itself during the test.
  const clock = fixedClock('2031-05-01T04:00:00Z');
  let nodes: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodes = await startTwoNodes({ clock });
    ({ nodeA, nodeB } = nodes);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodes?.close();
  });

  const urlOf = (node: TestApp) => nodes.urlOf(node);
  const inject = (
    node: TestApp,
    who: DirectAccount | null,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ) => node.app.inject({ method, url, headers: who ? who.headers : {}, payload });

  /** An approved, online Mumbai driver whose socket is on `node`. */
  async function driverOn(node: TestApp, km: number) {
    const account = await insertAccount(nodeA.app, {
      role: 'ambulance',
      city: 'Mumbai',
      latitude: MUMBAI.latitude + km / 111.2,
      longitude: MUMBAI.longitude,
      approvalStatus: 'approved',
    });
    const socket = await connectSocket(urlOf(node), account.token);
    sockets.push(socket);
    const online = await inject(node, account, 'PUT', '/api/profile/me/driver-status', { isOnline: true });
    expect(online.statusCode, online.body).toBe(200);
    return { ...account, heard: recordAll(socket) };
  }

  it('a booking on node A reaches drivers on both nodes; one accept wins; node B’s tracking link follows node A', async () => {
    const onB = await driverOn(nodeB, 1);
    const onA = await driverOn(nodeA, 2);

    const booked = await inject(nodeA, null, 'POST', '/api/ambulance/book', {
      patientName: 'Asha Patil',
      contactNumber: '+91 98222 00001',
      address: 'Flat 4, Sea View Road, Bandra West',
      city: 'Mumbai',
      emergencyType: 'Cardiac',
      notes: '',
      coordinates: [MUMBAI.longitude, MUMBAI.latitude],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { requestId, trackingToken } = ambulanceBookedSchema.parse(booked.json());

    const offeredTo = (d: { heard: Array<[string, unknown]> }) =>
      d.heard.some(
        ([e, p]) => e === 'new_ambulance_request' && (p as { requestId: string }).requestId === requestId,
      );
    await waitFor('the offer on node B (and on node A)', () => offeredTo(onB) && offeredTo(onA));

    const tracking = await connectTracking(urlOf(nodeB), trackingToken);
    if ('refused' in tracking) throw new Error(tracking.refused);
    sockets.push(tracking.socket);
    const followed = recordAll(tracking.socket);
    let closed = false;
    tracking.socket.on('disconnect', () => {
      closed = true;
    });

    // Both accept at once, each through the node its socket is on.
    const answers = await Promise.all([
      inject(nodeB, onB, 'POST', '/api/ambulance/respond', { requestId, action: 'accept' }),
      inject(nodeA, onA, 'POST', '/api/ambulance/respond', { requestId, action: 'accept' }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winnerIndex = answers.findIndex((r) => r.statusCode === 200);
    const [winner, loser] = winnerIndex === 0 ? [onB, onA] : [onA, onB];
    expect(answers[1 - winnerIndex]!.json().message).toBe(MSG_AMBULANCE.requestTaken);
    await waitFor('request_taken for the loser', () =>
      loser.heard.some(
        ([e, p]) => e === 'request_taken' && (p as { requestId: string }).requestId === requestId,
      ),
    );
    expect(winner.heard.some(([e]) => e === 'request_taken')).toBe(false);

    // The winner moves the trip through node A; the tracking socket on node B hears each step.
    const step = (status: string) =>
      inject(nodeA, winner, 'PUT', `/api/ambulance/trips/${requestId}/status`, { status });
    expect((await step('en_route')).statusCode).toBe(200);
    await waitFor('en route on node B', () => followed.length === 2);
    expect(followed).toEqual([
      ['ambulance_tracking', { requestId, status: 'accepted' }],
      ['ambulance_tracking', { requestId, status: 'en_route' }],
    ]);

    // The trip ends through node A: node B's tracking socket is closed through Redis.
    expect((await step('completed')).statusCode).toBe(200);
    await waitFor('the tracking socket on node B to close', () => closed);
    expect(followed.at(-1)).toEqual(['ambulance_tracking', { requestId, status: 'completed' }]);
  });
});
