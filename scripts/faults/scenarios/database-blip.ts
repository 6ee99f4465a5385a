import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { get, isErrorShape, type Outcome, post, tally } from '../lib/http';
import { ThrowawayPostgres } from '../lib/postgres';
import { sleep, waitUntil } from '../lib/processes';
import type { Scenario } from '../lib/scenario';
import { ServerProcess } from '../lib/server';
import { TcpProxy } from '../lib/tcp-proxy';

const WORKERS = 6;
/** How long the network between the server and PostgreSQL is cut. */
const OUTAGE_MS = 3_000;
const RECOVERY_LIMIT_MS = 30_000;

type Phase = 'up' | 'down' | 'recovering' | 'back';

interface Write {
  email: string;
  phase: Phase;
  outcome: Outcome;
}

/**
 * The connection between the server and PostgreSQL cut for ~3 s under *write* traffic (registrations:
 * each a transaction on a checked-out pool client, plus a job). A TCP proxy of the test sits between
 * them; cutting it destroys every live connection — clients in the middle of a transaction among them —
 * and refuses new ones. The server must stay up (no "Unhandled 'error' event"), answer writes meanwhile
 * with 503 in the error shape with a message and Retry-After, take writes again by itself once the
 * network is back, and have lost none of the writes it acknowledged.
 */
export const databaseBlip: Scenario = {
  name: 'db-blip',
  title:
    'Connection to PostgreSQL cut ~3 s under write load: server stays up, 503s, recovery, no acked write lost',
  async run({ cleanup, check, figure, step }) {
    const postgres = await ThrowawayPostgres.create(cleanup);
    const directUrl = await postgres.createDatabase('arogya');
    const proxy = await TcpProxy.start(cleanup, postgres.port);
    const viaProxy = directUrl.replace(`:${postgres.port}/`, `:${proxy.port}/`);
    const server = await ServerProcess.start(cleanup, { name: 'db-blip', databaseUrl: viaProxy });
    const pid = server.pid;
    step(`PostgreSQL on :${postgres.port}, proxy on :${proxy.port}, server pid ${pid} on :${server.port}`);

    const run = randomBytes(4).toString('hex');
    let phase: Phase = 'up';
    let stop = false;
    let n = 0;
    const writes: Write[] = [];
    const worker = async () => {
      while (!stop) {
        n += 1;
        const email = `blip.${run}.${n}@example.com`;
        const sentIn = phase;
        const outcome = await post(
          `${server.baseUrl}/api/auth/register`,
          { name: `Blip Patient ${n}`, email, password: 'Chai-Biscuit-2026', role: 'patient' },
          { timeoutMs: 20_000 },
        );
        writes.push({ email, phase: sentIn === 'up' && phase !== 'up' ? 'down' : sentIn, outcome });
        // A server that went away refuses at once: do not spin.
        if (outcome.status === null) await sleep(100);
      }
    };
    const running = Array.from({ length: WORKERS }, worker);

    await sleep(2_500);
    phase = 'down';
    proxy.cut();
    const cutAt = Date.now();
    step(`network cut (${proxy.destroyed} live connections destroyed)`);
    await sleep(OUTAGE_MS);
    const aliveDuringOutage = server.child.process.exitCode === null;
    phase = 'recovering';
    proxy.restore();
    const restoredAt = Date.now();
    step(`network back after ${((restoredAt - cutAt) / 1000).toFixed(1)} s`);

    let probe = 0;
    const recoveryMs = await waitUntil(
      'a write to succeed again',
      async () => {
        probe += 1;
        const email = `blip.${run}.probe${probe}@example.com`;
        const outcome = await post(
          `${server.baseUrl}/api/auth/register`,
          { name: 'Blip Probe', email, password: 'Chai-Biscuit-2026', role: 'patient' },
          { timeoutMs: 10_000 },
        );
        writes.push({ email, phase: 'recovering', outcome });
        return outcome.status === 201;
      },
      { timeoutMs: RECOVERY_LIMIT_MS, intervalMs: 200 },
    ).catch(() => null);
    phase = 'back';
    await sleep(2_000);
    stop = true;
    await Promise.all(running);
    const ready = await get(`${server.baseUrl}/api/ready`);

    // What PostgreSQL itself holds, read past the proxy.
    const direct = new pg.Client({ connectionString: directUrl });
    await direct.connect();
    const stored = new Set(
      (
        await direct.query<{ email: string }>('select email from users where email like $1', [
          `blip.${run}.%`,
        ])
      ).rows.map((r) => r.email),
    );
    await direct.end();

    const label = (o: Outcome) => (o.status !== null ? String(o.status) : (o.error ?? 'error'));
    const inPhase = (p: Phase) => writes.filter((w) => w.phase === p);
    const down = inPhase('down');
    const acked = writes.filter((w) => w.outcome.status === 201);
    const lost = acked.filter((w) => !stored.has(w.email));
    const back = inPhase('back');
    // A request still waiting for a connection when the network returned may get its real answer.
    const servedOnReturn = (w: Write) =>
      w.outcome.status === 201 && w.outcome.startedAt + w.outcome.ms >= restoredAt;
    const unavailable = (w: Write) =>
      w.outcome.status === 503 && isErrorShape(w.outcome) && w.outcome.headers['retry-after'] !== undefined;

    figure(
      'writes before the cut',
      `${inPhase('up').length} (${tally(inPhase('up').map((w) => label(w.outcome)))})`,
    );
    figure(
      'writes in flight at the cut or sent during it',
      `${down.length} (${tally(down.map((w) => label(w.outcome)))})`,
    );
    figure('connections destroyed by the cut / refused during it', `${proxy.destroyed} / ${proxy.refused}`);
    figure('writes while recovering', tally(inPhase('recovering').map((w) => label(w.outcome))));
    figure('recovered after the network came back', recoveryMs === null ? 'never' : `${recoveryMs} ms`);
    figure('writes after recovery', `${back.length} (${tally(back.map((w) => label(w.outcome)))})`);
    figure('acknowledged writes / found in PostgreSQL', `${acked.length} / ${acked.length - lost.length}`);

    check('the server process stayed up through the cut', aliveDuringOutage);
    check(
      'before the cut every write answered 201',
      inPhase('up').length > 0 && inPhase('up').every((w) => w.outcome.status === 201),
      tally(inPhase('up').map((w) => label(w.outcome))),
    );
    check('writes were made during the cut', down.length >= 3, `${down.length}`);
    check(
      'every write during the cut got 503 in the error shape with a message and Retry-After',
      down.every((w) => unavailable(w) || servedOnReturn(w)),
      `${tally(down.map((w) => label(w.outcome)))}; ${down.filter(servedOnReturn).length} answered as the network returned`,
    );
    check(
      'never a 500, a timeout or a dropped connection',
      writes.every((w) => w.outcome.status !== null && w.outcome.status !== 500),
      tally(
        writes
          .filter((w) => w.outcome.status === null || w.outcome.status === 500)
          .map((w) => label(w.outcome)),
      ),
    );
    check(`writes succeed again by themselves within ${RECOVERY_LIMIT_MS / 1000} s`, recoveryMs !== null);
    check(
      'writes after recovery answered 201',
      back.length > 0 && back.every((w) => w.outcome.status === 201),
      tally(back.map((w) => label(w.outcome))),
    );
    check('no acknowledged write was lost', lost.length === 0, `${lost.length} of ${acked.length} missing`);
    check('/api/ready is 200 again', ready.status === 200, label(ready));
    check(
      'same process throughout (no restart)',
      server.pid === pid && server.child.process.exitCode === null,
      server.child.process.exitCode === null ? undefined : server.child.tail(),
    );
  },
};
