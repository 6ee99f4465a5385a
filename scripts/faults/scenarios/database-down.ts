import { get, isErrorShape, json, type Outcome, percentile, request, signIn, tally } from '../lib/http';
import { ThrowawayPostgres } from '../lib/postgres';
import { sleep, waitUntil } from '../lib/processes';
import type { Scenario, ScenarioContext } from '../lib/scenario';
import { ServerProcess } from '../lib/server';

const WORKERS = 4;
/** Longer than the pool's query timeout (5 s), so a frozen database outlasts it. */
const OUTAGE_MS = 8_000;
/**
 * "Fail fast": a request meeting a stopped database is answered at once (the connection is refused); one
 * meeting a frozen database waits at most for the pool's connection (3 s) or query (5 s) timeout.
 */
const FAIL_FAST_MS = { stopped: 1_000, frozen: 6_500 } as const;
const RECOVERY_LIMIT_MS = 30_000;

type Phase = 'up' | 'breaking' | 'down' | 'back';
type Kind = 'stopped' | 'frozen';

/**
 * PostgreSQL (our own, from initdb) taken away under load, twice: first stopped (connections refused),
 * then frozen with SIGSTOP (connections open, nothing answers — a hung disk or a partition). Each time:
 * requests that need the database fail fast with 503 and Retry-After in the error shape, /api/ready
 * says the database is down, /api/health stays up, and service resumes by itself when PostgreSQL is
 * back — same process, no restart.
 */
export const databaseDown: Scenario = {
  name: 'db-down',
  title:
    'PostgreSQL stopped, then frozen, under load: fast 503 + Retry-After, /api/ready reports it, recovery',
  async run(ctx) {
    const postgres = await ThrowawayPostgres.create(ctx.cleanup);
    const databaseUrl = await postgres.createDatabase('arogya');
    const server = await ServerProcess.start(ctx.cleanup, { name: 'db-down', databaseUrl });
    const pid = server.pid;
    const auth = await signIn(server.baseUrl, 'priya@arogya.health', 'Patient@123');
    ctx.step(`PostgreSQL on :${postgres.port}, server pid ${pid} on :${server.port}`);

    await outage(ctx, server, auth, 'stopped', {
      breakIt: () => postgres.stop('fast'),
      restore: () => postgres.start(),
    });
    let frozen: number[] = [];
    await outage(ctx, server, auth, 'frozen', {
      breakIt: async () => {
        frozen = postgres.freeze();
      },
      restore: async () => postgres.thaw(frozen),
    });
    ctx.check(
      'same process throughout (no restart)',
      server.pid === pid && server.child.process.exitCode === null,
    );
  },
};

async function outage(
  { check, figure, step }: ScenarioContext,
  server: ServerProcess,
  auth: Record<string, string>,
  kind: Kind,
  actions: { breakIt: () => Promise<void>; restore: () => Promise<void> },
): Promise<void> {
  let phase: Phase = 'up';
  let stop = false;
  const outcomes: Array<Outcome & { phase: Phase; route: string }> = [];
  const routes = [
    { name: 'my appointments (session + query)', url: '/api/appointments/my-appointments', headers: auth },
    { name: 'doctor search', url: '/api/doctors?city=Mumbai', headers: {} },
    { name: 'health (no database)', url: '/api/health', headers: {} },
  ];
  const worker = async (index: number) => {
    let n = index;
    while (!stop) {
      const route = routes[n % routes.length]!;
      n += 1;
      // A request belongs to the phase it was sent in: one sent while the database is away and answered
      // only once it is back was kept waiting all that time.
      const started = phase;
      const outcome = await request(`${server.baseUrl}${route.url}`, {
        headers: route.headers,
        timeoutMs: 30_000,
      });
      outcomes.push({
        ...outcome,
        phase: started === 'up' && phase !== 'up' ? 'breaking' : started,
        route: route.name,
      });
      await sleep(50);
    }
  };
  const running = Array.from({ length: WORKERS }, (_, i) => worker(i));

  await sleep(2_000);
  phase = 'breaking';
  await actions.breakIt();
  phase = 'down';
  const downAt = Date.now();
  step(`PostgreSQL ${kind}`);

  const readyWhileDown: Outcome[] = [];
  while (Date.now() - downAt < OUTAGE_MS) {
    readyWhileDown.push(await get(`${server.baseUrl}/api/ready`, { timeoutMs: 10_000 }));
    await sleep(500);
  }

  phase = 'breaking';
  await actions.restore();
  const restoredAt = Date.now();
  step(`PostgreSQL back after ${((restoredAt - downAt) / 1000).toFixed(1)} s`);
  const recoveryMs = await waitUntil(
    'the API to answer from the database again',
    async () =>
      (await get(`${server.baseUrl}/api/appointments/my-appointments`, { headers: auth, timeoutMs: 5_000 }))
        .status === 200,
    { timeoutMs: RECOVERY_LIMIT_MS, intervalMs: 250 },
  ).catch(() => null);
  phase = 'back';
  await sleep(1_500); // a little steady traffic after recovery
  stop = true;
  await Promise.all(running);
  const readyAfter = await get(`${server.baseUrl}/api/ready`);

  const label = (o: Outcome) => (o.status !== null ? String(o.status) : (o.error ?? 'error'));
  const inPhase = (p: Phase) => outcomes.filter((o) => o.phase === p);
  const down = inPhase('down');
  const downDb = down.filter((o) => !o.route.startsWith('health'));
  const downHealth = down.filter((o) => o.route.startsWith('health'));
  const latencies = downDb.map((o) => o.ms);
  const back = inPhase('back');
  const limit = FAIL_FAST_MS[kind];

  figure(
    `${kind}: requests before the outage`,
    `${inPhase('up').length} (${tally(inPhase('up').map(label))})`,
  );
  figure(`${kind}: database requests during the outage`, `${downDb.length} (${tally(downDb.map(label))})`);
  figure(
    `${kind}: their latency`,
    `p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(0, ...latencies)} ms`,
  );
  figure(`${kind}: health during the outage`, tally(downHealth.map(label)));
  figure(`${kind}: /api/ready during the outage`, tally(readyWhileDown.map(label)));
  figure(`${kind}: recovered after PostgreSQL came back`, recoveryMs === null ? 'never' : `${recoveryMs} ms`);
  figure(`${kind}: requests after recovery`, `${back.length} (${tally(back.map(label))})`);

  check(
    `${kind}: before the outage everything answered 200`,
    inPhase('up').every((o) => o.status === 200),
  );
  check(`${kind}: requests were made during the outage`, downDb.length >= 3, `${downDb.length}`);
  // A request still waiting (for a connection or its query timeout) when the database returned may get
  // its real answer.
  const servedOnReturn = (o: Outcome) => o.status === 200 && o.startedAt + o.ms >= restoredAt;
  check(
    `${kind}: every database request during the outage got 503 in the error shape with Retry-After`,
    downDb.every(
      (o) =>
        (o.status === 503 && isErrorShape(o) && o.headers['retry-after'] !== undefined) || servedOnReturn(o),
    ),
    `${tally(downDb.map(label))}; ${downDb.filter(servedOnReturn).length} answered as the database returned`,
  );
  check(
    `${kind}: and fast — none took longer than ${limit} ms`,
    latencies.every((ms) => ms <= limit),
    `max ${Math.max(0, ...latencies)} ms`,
  );
  check(
    `${kind}: /api/health stayed 200`,
    downHealth.length > 0 && downHealth.every((o) => o.status === 200),
  );
  check(
    `${kind}: /api/ready reported the database down (503, Retry-After, checks.database "down")`,
    readyWhileDown.every(
      (o) =>
        o.status === 503 &&
        o.headers['retry-after'] !== undefined &&
        json<{ checks?: { database?: string } }>(o)?.checks?.database === 'down',
    ),
    tally(readyWhileDown.map(label)),
  );
  check(
    `${kind}: never a 500, a timeout or a dropped connection`,
    outcomes.every((o) => o.status !== null && o.status !== 500),
    tally(outcomes.filter((o) => o.status === null || o.status === 500).map(label)),
  );
  check(`${kind}: service resumed by itself within ${RECOVERY_LIMIT_MS / 1000} s`, recoveryMs !== null);
  check(
    `${kind}: requests after recovery answered 200`,
    back.length > 0 && back.every((o) => o.status === 200),
    tally(back.map(label)),
  );
  check(`${kind}: /api/ready is 200 again`, readyAfter.status === 200, label(readyAfter));
}
