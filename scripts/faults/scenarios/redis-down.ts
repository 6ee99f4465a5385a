import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { get, json, post, signIn, tally } from '../lib/http';
import { ThrowawayPostgres } from '../lib/postgres';
import { sleep, waitUntil } from '../lib/processes';
import { ThrowawayRedis } from '../lib/redis';
import type { Scenario } from '../lib/scenario';
import { PROBE_NODE, ServerProcess } from '../lib/server';

const EVENT = 'faults_probe';
const DELIVERY_WAIT_MS = 1_500;
const RECOVERY_LIMIT_MS = 30_000;

interface Listener {
  socket: Socket;
  received: Set<string>;
}

/**
 * Two nodes with the Redis adapter (sharing a PostgreSQL and a Redis of our own). Redis stops: both keep
 * serving HTTP and sockets, events still reach sockets on the node that emits them, events for sockets
 * on the other node are skipped (not queued without bound, not crashing); Redis returns: cross-node
 * delivery resumes by itself.
 */
export const redisDown: Scenario = {
  name: 'redis-down',
  title:
    'Redis stopped with two nodes: HTTP stays up, realtime falls back to local sockets, cross-node resumes',
  async run({ cleanup, check, figure, step }) {
    const postgres = await ThrowawayPostgres.create(cleanup);
    const databaseUrl = await postgres.createDatabase('arogya');
    const redis = await ThrowawayRedis.create(cleanup);
    const env = { APP_SECRET: randomBytes(32).toString('hex') };
    // One after the other: the first runs the migrations and the demo data.
    const nodeA = await ServerProcess.start(cleanup, {
      name: 'node-a',
      entry: PROBE_NODE,
      databaseUrl,
      redisUrl: redis.url,
      env,
    });
    const nodeB = await ServerProcess.start(cleanup, {
      name: 'node-b',
      entry: PROBE_NODE,
      databaseUrl,
      redisUrl: redis.url,
      env,
    });
    const pids = [nodeA.pid, nodeB.pid];
    step(`PostgreSQL :${postgres.port}, Redis :${redis.port}, node A :${nodeA.port}, node B :${nodeB.port}`);

    const auth = await signIn(nodeA.baseUrl, 'priya@arogya.health', 'Patient@123');
    const token = auth.authorization!.slice('Bearer '.length);
    const me = json<{ user?: { id?: string }; _id?: string; id?: string }>(
      await get(`${nodeA.baseUrl}/api/auth/me`, { headers: auth }),
    );
    const userId = me?.user?.id ?? me?._id ?? me?.id;
    if (!userId) throw new Error('could not read the signed-in user id');

    const listeners: Listener[] = [];
    const listen = async (node: ServerProcess): Promise<Listener> => {
      const socket = io(node.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false });
      const listener: Listener = { socket, received: new Set() };
      socket.on(EVENT, (payload: { tag: string }) => listener.received.add(payload.tag));
      listeners.push(listener);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (err) => reject(err));
      });
      return listener;
    };
    cleanup.add('close sockets', () => {
      for (const l of listeners) l.socket.close();
    });
    const onA = await listen(nodeA);
    const onB = await listen(nodeB);

    let counter = 0;
    /** Emits from one node and reports which listeners got it. */
    const emitFrom = async (node: ServerProcess, waitMs = DELIVERY_WAIT_MS) => {
      counter += 1;
      const tag = `e${counter}`;
      const res = await post(
        `${node.baseUrl}/api/__faults/emit`,
        { userId, event: EVENT, payload: { tag } },
        { timeoutMs: 5_000 },
      );
      await sleep(waitMs);
      return {
        status: res.status,
        ms: res.ms,
        local: (node === nodeA ? onA : onB).received.has(tag),
        remote: (node === nodeA ? onB : onA).received.has(tag),
      };
    };

    await nodeA.waitReady();
    await waitUntil('cross-node delivery with Redis up', async () => (await emitFrom(nodeA, 300)).remote, {
      timeoutMs: 15_000,
      intervalMs: 0,
    });
    const upAB = await emitFrom(nodeA);
    const upBA = await emitFrom(nodeB);
    figure('with Redis: A→(A,B)', `local ${upAB.local}, other node ${upAB.remote}`);
    check(
      'with Redis up, an event emitted on one node reaches sockets on both',
      upAB.local && upAB.remote && upBA.local && upBA.remote,
    );

    await redis.stop();
    const stoppedAt = Date.now();
    step('Redis stopped');
    await sleep(1_000);

    const http = await Promise.all(
      [nodeA, nodeB].flatMap((node) => [
        get(`${node.baseUrl}/api/health`),
        get(`${node.baseUrl}/api/ready`),
        get(`${node.baseUrl}/api/appointments/my-appointments`, { headers: auth }),
        get(`${node.baseUrl}/api/doctors?city=Mumbai`),
      ]),
    );
    const downAB = await emitFrom(nodeA);
    const downBA = await emitFrom(nodeB);
    const lateJoiner = await listen(nodeB).then(
      () => true,
      () => false,
    );
    figure('HTTP on both nodes while Redis is down', tally(http.map((o) => o.status ?? o.error ?? 'error')));
    figure('emit latency while Redis is down', `A ${downAB.ms} ms, B ${downBA.ms} ms`);
    figure(
      'while down: A→A, A→B, B→B, B→A',
      [downAB.local, downAB.remote, downBA.local, downBA.remote].join(', '),
    );

    check(
      'both nodes kept serving HTTP (health, ready, database routes)',
      http.every((o) => o.status === 200),
    );
    check(
      'emitting did not fail or hang',
      downAB.status === 200 && downBA.status === 200 && Math.max(downAB.ms, downBA.ms) < 1_000,
    );
    check("each node's own sockets still got its events", downAB.local && downBA.local);
    figure('cross-node while down (expected false: degraded)', `${downAB.remote || downBA.remote}`);
    check('a new socket could connect while Redis was down', lateJoiner);

    await redis.start();
    const restartedAt = Date.now();
    step(`Redis started again after ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s`);
    const recoveryMs = await waitUntil(
      'cross-node delivery to resume',
      async () => {
        const [ab, ba] = [await emitFrom(nodeA, 250), await emitFrom(nodeB, 250)];
        return ab.remote && ba.remote;
      },
      { timeoutMs: RECOVERY_LIMIT_MS, intervalMs: 0 },
    ).catch(() => null);
    figure('cross-node delivery resumed after', recoveryMs === null ? 'never' : `${recoveryMs} ms`);
    check(`cross-node delivery resumed by itself within ${RECOVERY_LIMIT_MS / 1000} s`, recoveryMs !== null);
    check(
      'both nodes are the same processes (no restart)',
      nodeA.pid === pids[0] &&
        nodeB.pid === pids[1] &&
        nodeA.child.process.exitCode === null &&
        nodeB.child.process.exitCode === null,
    );
  },
};
