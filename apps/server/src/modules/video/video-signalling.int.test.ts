import type { AddressInfo } from 'node:net';
import type { JoinVideoCallAck } from '@arogya/contract/events';
import { videoCallStartedSchema } from '@arogya/contract/schemas/video';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careCircleMembers } from '../../db/schema/care-circle';
import { videoCallParticipants } from '../../db/schema/video';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectSocket } from '../../test/sockets';
import { startTwoNodes, type TwoNodes } from '../../test/two-nodes';
import { waitFor } from '../../test/wait-for';

const redisUrl = process.env.REDIS_URL;
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

interface Relayed {
  callId: string;
  from: string;
  signal: unknown;
}

/** Records every `video-signal` and `video_call_started` a socket receives. */
function listen(socket: Socket) {
  const signals: Relayed[] = [];
  const started: { callId: string }[] = [];
  const joined: { userId: string }[] = [];
  const left: { userId: string }[] = [];
  socket.on('video-signal', (p: Relayed) => signals.push(p));
  socket.on('video_call_started', (p: { callId: string }) => started.push(p));
  socket.on('video-peer-joined', (p: { userId: string }) => joined.push(p));
  const ended: { callId: string }[] = [];
  socket.on('video-peer-left', (p: { userId: string }) => left.push(p));
  socket.on('video_call_ended', (p: { callId: string }) => ended.push(p));
  return { signals, started, joined, left, ended };
}

function joinCall(socket: Socket, callId: string, userId: string): Promise<JoinVideoCallAck> {
  return socket.timeout(5000).emitWithAck('join-video-call', { callId, userId });
}

const offer = (n: number) => ({ type: 'offer', sdp: `v=0 offer ${n}` });

/** Fixtures shared by the one-node and the two-node runs. */
async function people(app: TestApp['app']) {
  const patient = await insertAccount(app, { role: 'patient', name: 'Priya Sharma' });
  const family = await insertAccount(app, { role: 'patient', name: 'Rohan Sharma' });
  const stranger = await insertAccount(app, { role: 'patient', name: 'Stranger' });
  const doctor = await insertAccount(app, { role: 'doctor', name: 'Dr. Arjun Mehta' });
  await app.ctx.db.insert(careCircleMembers).values([
    { patientId: patient.id, memberUserId: family.id, email: family.email, role: 'Family', status: 'Active' },
    { patientId: patient.id, memberUserId: doctor.id, email: doctor.email, role: 'Doctor', status: 'Active' },
  ]);
  return { patient, family, stranger, doctor };
}

async function startBridge(app: TestApp['app'], doctor: DirectAccount, patientId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/video-calls/start-family-bridge',
    headers: doctor.headers,
    payload: { patientId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return videoCallStartedSchema.parse(res.json()).data.callId;
}

describe(`video signalling on one node (${backend})`, () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    p = await people(t.app);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  async function connect(who: DirectAccount) {
    const s = await connectSocket(url, who.token);
    sockets.push(s);
    return s;
  }

  it('relays signals only within the call: targeted to one participant, broadcast to the others', async () => {
    const doctorSock = await connect(p.doctor);
    const patientSock = await connect(p.patient);
    const patientOtherTab = await connect(p.patient);
    const familySock = await connect(p.family);
    const strangerSock = await connect(p.stranger);
    const heard = {
      doctor: listen(doctorSock),
      patient: listen(patientSock),
      patientOtherTab: listen(patientOtherTab),
      family: listen(familySock),
      stranger: listen(strangerSock),
    };

    const callId = await startBridge(t.app, p.doctor, p.patient.id);
    // The join toast reaches the patient (every tab) and the family, not the stranger or the doctor.
    await waitFor(
      'video_call_started',
      () => heard.family.started.length > 0 && heard.patientOtherTab.started.length > 0,
    );
    expect(heard.stranger.started).toEqual([]);
    expect(heard.doctor.started).toEqual([]);

    expect(await joinCall(doctorSock, callId, p.doctor.id)).toEqual({ ok: true, peers: [] });
    const patientAck = await joinCall(patientSock, callId, p.patient.id);
    expect(patientAck).toEqual({
      ok: true,
      peers: [{ userId: p.doctor.id, name: 'Dr. Arjun Mehta', role: 'Doctor' }],
    });
    await waitFor('peer joined', () => heard.doctor.joined.some((j) => j.userId === p.patient.id));

    // Nobody joins as someone else, and a stranger is refused.
    expect(await joinCall(strangerSock, callId, p.patient.id)).toMatchObject({ ok: false });
    expect(await joinCall(strangerSock, callId, p.stranger.id)).toMatchObject({ ok: false });
    expect(await joinCall(strangerSock, 'not-a-uuid', p.stranger.id)).toMatchObject({ ok: false });

    const familyAck = await joinCall(familySock, callId, p.family.id);
    expect(familyAck.ok && familyAck.peers.map((x) => x.userId).sort()).toEqual(
      [p.doctor.id, p.patient.id].sort(),
    );

    // Targeted: doctor → patient reaches only the patient's socket in the call.
    doctorSock.emit('video-signal', { callId, to: p.patient.id, signal: offer(1) });
    await waitFor('targeted signal', () => heard.patient.signals.length === 1);
    expect(heard.patient.signals[0]).toEqual({ callId, from: p.doctor.id, signal: offer(1) });

    // Broadcast: family → everyone else in the call.
    familySock.emit('video-signal', { callId, signal: offer(2) });
    await waitFor('broadcast', () => heard.doctor.signals.length === 1 && heard.patient.signals.length === 2);
    expect(heard.doctor.signals[0]?.from).toBe(p.family.id);

    // A client cannot set `from`; an outsider's signal goes nowhere; a malformed signal is dropped.
    patientSock.emit('video-signal', { callId, to: p.doctor.id, from: p.family.id, signal: offer(3) });
    strangerSock.emit('video-signal', { callId, signal: offer(4) });
    strangerSock.emit('video-signal', { callId, to: p.doctor.id, signal: offer(5) });
    patientSock.emit('video-signal', { callId, to: p.doctor.id, signal: { type: 'bogus' } });
    await waitFor('forged-from signal', () => heard.doctor.signals.length === 2);
    expect(heard.doctor.signals[1]).toEqual({ callId, from: p.patient.id, signal: offer(3) });

    // A round trip the other way to flush: nothing else arrived anywhere outside the call.
    doctorSock.emit('video-signal', { callId, to: p.family.id, signal: offer(6) });
    await waitFor('flush', () => heard.family.signals.length === 1);
    expect(heard.stranger.signals).toEqual([]);
    expect(heard.patientOtherTab.signals).toEqual([]);
    expect(heard.doctor.signals).toHaveLength(2);
    expect(heard.family.signals.map((s) => s.from)).toEqual([p.doctor.id]);

    // Leaving on disconnect: the others hear it, and the family socket gets no more signals.
    familySock.disconnect();
    await waitFor('peer left', () => heard.doctor.left.some((l) => l.userId === p.family.id));
  });

  it('a relative removed from the circle during a call is taken out of it at once', async () => {
    const q = await people(t.app);
    const doctorSock = await connect(q.doctor);
    const patientSock = await connect(q.patient);
    const familySock = await connect(q.family);
    const heard = { doctor: listen(doctorSock), patient: listen(patientSock), family: listen(familySock) };
    const callId = await startBridge(t.app, q.doctor, q.patient.id);
    const join = (who: DirectAccount) =>
      t.app.inject({ method: 'POST', url: `/api/video-calls/${callId}/join`, headers: who.headers });
    expect((await join(q.family)).statusCode).toBe(200);
    for (const [sock, who] of [
      [doctorSock, q.doctor],
      [patientSock, q.patient],
      [familySock, q.family],
    ] as const) {
      expect(await joinCall(sock, callId, who.id)).toMatchObject({ ok: true });
    }

    const [member] = await t.app.ctx.db
      .select({ id: careCircleMembers.id })
      .from(careCircleMembers)
      .where(
        and(eq(careCircleMembers.patientId, q.patient.id), eq(careCircleMembers.memberUserId, q.family.id)),
      );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/my-care-circle/members/${member?.id}`,
      headers: q.patient.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // Their call screen closes, the others drop the connection to them, and their row is gone.
    await waitFor('removed relative told', () => heard.family.ended.some((e) => e.callId === callId));
    await waitFor('peer left', () => heard.doctor.left.some((l) => l.userId === q.family.id));
    expect(heard.patient.ended).toEqual([]);
    const rows = await t.app.ctx.db
      .select({ userId: videoCallParticipants.userId })
      .from(videoCallParticipants)
      .where(eq(videoCallParticipants.callId, callId));
    expect(rows.map((r) => r.userId)).not.toContain(q.family.id);

    // Their socket no longer signals into the call, and they cannot join again.
    familySock.emit('video-signal', { callId, signal: offer(7) });
    familySock.emit('video-signal', { callId, to: q.doctor.id, signal: offer(8) });
    patientSock.emit('video-signal', { callId, to: q.doctor.id, signal: offer(9) });
    await waitFor('flush', () => heard.doctor.signals.some((x) => x.from === q.patient.id));
    expect(heard.doctor.signals.map((x) => x.from)).toEqual([q.patient.id]);
    expect(heard.patient.signals).toEqual([]);
    expect((await join(q.family)).statusCode).toBe(403);
    expect(await joinCall(familySock, callId, q.family.id)).toMatchObject({ ok: false });
  });
});

describe.skipIf(!redisUrl)(`video signalling across two nodes through Redis (${backend})`, () => {
  let nodes: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodes = await startTwoNodes(redisUrl!);
    ({ nodeA, nodeB } = nodes);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodes?.close();
  });

  const urlOf = (node: TestApp) => nodes.urlOf(node);
  async function connect(node: TestApp, who: DirectAccount) {
    const s = await connectSocket(urlOf(node), who.token);
    sockets.push(s);
    return s;
  }

  it('a doctor on node A and a patient on node B signal each other; a stranger on B hears nothing', async () => {
    const p = await people(nodeA.app);
    const doctorSock = await connect(nodeA, p.doctor);
    const patientSock = await connect(nodeB, p.patient);
    const strangerSock = await connect(nodeB, p.stranger);
    const heard = {
      doctor: listen(doctorSock),
      patient: listen(patientSock),
      stranger: listen(strangerSock),
    };
    const callId = await startBridge(nodeA.app, p.doctor, p.patient.id);
    await waitFor('toast across nodes', () => heard.patient.started.length > 0);

    expect(await joinCall(doctorSock, callId, p.doctor.id)).toEqual({ ok: true, peers: [] });
    const ack = await joinCall(patientSock, callId, p.patient.id);
    // The node B socket sees the doctor who joined on node A.
    expect(ack).toEqual({
      ok: true,
      peers: [{ userId: p.doctor.id, name: 'Dr. Arjun Mehta', role: 'Doctor' }],
    });
    expect(await joinCall(strangerSock, callId, p.stranger.id)).toMatchObject({ ok: false });

    doctorSock.emit('video-signal', { callId, to: p.patient.id, signal: offer(1) });
    await waitFor('A → B', () => heard.patient.signals.length === 1);
    patientSock.emit('video-signal', {
      callId,
      to: p.doctor.id,
      signal: { type: 'answer', sdp: 'v=0 answer' },
    });
    await waitFor('B → A', () => heard.doctor.signals.length === 1);
    expect(heard.doctor.signals[0]).toEqual({
      callId,
      from: p.patient.id,
      signal: { type: 'answer', sdp: 'v=0 answer' },
    });
    patientSock.emit('video-signal', { callId, signal: offer(2) });
    await waitFor('B → A broadcast', () => heard.doctor.signals.length === 2);
    expect(heard.stranger.signals).toEqual([]);
  });
});
