import fs from 'node:fs';
import http from 'node:http';
import { isErrorShape, type Outcome, post, request, signIn, tally } from '../lib/http';
import { sleep } from '../lib/processes';
import type { Scenario } from '../lib/scenario';
import { ServerProcess } from '../lib/server';

const WORKERS = 12;
const LOAD_BEFORE_SIGNAL_MS = 1_500;

/**
 * SIGTERM while requests are running: the ones in flight finish with their real answer, new ones are
 * refused cleanly (connection refused, or a 503 in the error shape), and the process exits 0.
 */
export const sigtermUnderLoad: Scenario = {
  name: 'sigterm',
  title: 'SIGTERM during load: in-flight requests complete, new ones refused cleanly, exit 0',
  async run({ cleanup, check, figure, step }) {
    const server = await ServerProcess.start(cleanup, { name: 'sigterm' });
    const auth = await signIn(server.baseUrl, 'priya@arogya.health', 'Patient@123');
    step(`server pid ${server.pid} on :${server.port}; ${WORKERS} clients loading it`);

    const outcomes: Array<Outcome & { id: string }> = [];
    let signalAt = Number.POSITIVE_INFINITY;
    let stop = false;
    let sequence = 0;

    // Half the clients keep their connection alive (a browser does), half open one per request.
    const worker = async (index: number) => {
      const agent = index % 2 === 0 ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : undefined;
      while (!stop) {
        sequence += 1;
        // Each request names itself, so the server's log tells which ones it received.
        const id = `sigterm-${sequence}`;
        const headers = { 'x-request-id': id };
        // A sign-in (password hashing, slow) and a list from the database, alternately.
        const outcome =
          sequence % 2 === 0
            ? await post(
                `${server.baseUrl}/api/auth/login`,
                { email: 'priya@arogya.health', password: 'Patient@123' },
                { agent, headers, timeoutMs: 20_000 },
              )
            : await request(`${server.baseUrl}/api/appointments/my-appointments`, {
                headers: { ...auth, ...headers },
                agent,
                timeoutMs: 20_000,
              });
        outcomes.push({ ...outcome, id });
        if (outcome.error === 'ECONNREFUSED') break;
      }
      agent?.destroy();
    };
    const running = Array.from({ length: WORKERS }, (_, i) => worker(i));

    await sleep(LOAD_BEFORE_SIGNAL_MS);
    signalAt = Date.now();
    server.kill('SIGTERM');
    const exit = await Promise.race([server.child.exited, sleep(30_000).then(() => null)]);
    const exitedAt = Date.now();
    stop = true;
    await Promise.all(running);

    const received = receivedRequestIds(server.child.logFile);
    const label = (o: Outcome) => (o.status !== null ? String(o.status) : (o.error ?? 'error'));
    const seen = outcomes.filter((o) => received.has(o.id));
    const unseen = outcomes.filter((o) => !received.has(o.id));
    const inFlight = outcomes.filter((o) => o.startedAt < signalAt && o.startedAt + o.ms >= signalAt);
    const after = outcomes.filter((o) => o.startedAt >= signalAt);

    figure('requests', outcomes.length);
    figure('in flight at the signal', `${inFlight.length} (${tally(inFlight.map(label))})`);
    figure('sent after the signal', `${after.length} (${tally(after.map(label))})`);
    figure('received by the server', `${seen.length} (${tally(seen.map(label))})`);
    figure('never reached the server', `${unseen.length} (${tally(unseen.map(label))})`);
    figure('signal to exit', `${exitedAt - signalAt} ms`);

    check(
      'the load ran before the signal',
      outcomes.filter((o) => o.startedAt + o.ms < signalAt).length >= WORKERS,
    );
    check('requests were in flight at the signal', inFlight.length > 0, `${inFlight.length}`);
    const cleanRefusal = (o: Outcome) =>
      o.status === 503 && isErrorShape(o) && o.headers['retry-after'] !== undefined;
    // The promise: whatever the server received, it answered in full — its real answer if the handler had
    // started, a clean 503 otherwise. Nothing it received is cut off.
    check(
      'every request the server received got a whole answer (its real one, or 503 in the error shape with Retry-After)',
      seen.every((o) => (o.status !== null && o.status < 500) || cleanRefusal(o)),
      tally(seen.map(label)),
    );
    const inFlightSeen = inFlight.filter((o) => received.has(o.id));
    check(
      'requests in flight at the signal that the server had received were answered, most with their real answer',
      inFlightSeen.every((o) => o.status !== null) &&
        inFlightSeen.filter((o) => o.status !== null && o.status < 500).length > inFlightSeen.length / 2,
      tally(inFlightSeen.map(label)),
    );
    // What the server never received was refused at the connection: refused, or a reset of a connection
    // it had not read from (an idle keep-alive socket, or one still in the listen backlog). Nothing was
    // processed, so the client may retry safely (RFC 9112 §9.3.1).
    check(
      'requests the server never received were refused at the connection, never left hanging',
      unseen.every((o) => o.status === null && ['ECONNREFUSED', 'ECONNRESET'].includes(o.error ?? '')),
      tally(unseen.map(label)),
    );
    check(
      'new connections after the signal were refused',
      after.some((o) => o.error === 'ECONNREFUSED'),
    );
    check('no request timed out', !outcomes.some((o) => o.error === 'TIMEOUT'));
    check('the process exited by itself', exit !== null, exit ? '' : 'still running 30 s after SIGTERM');
    check('exit code 0', exit?.code === 0, `code ${exit?.code} signal ${exit?.signal}`);
  },
};

/** Request ids the server logged as received ("incoming request"). */
function receivedRequestIds(logFile: string): Set<string> {
  const ids = new Set<string>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('incoming request')) continue;
    try {
      const entry = JSON.parse(line) as { reqId?: string };
      if (entry.reqId) ids.add(entry.reqId);
    } catch {
      // not a log line
    }
  }
  return ids;
}
