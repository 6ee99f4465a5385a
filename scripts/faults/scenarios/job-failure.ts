import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { testConfig } from '../../../apps/server/src/config';
import { openDatabase } from '../../../apps/server/src/db/client';
import { runMigrations } from '../../../apps/server/src/db/migrate';
import { defineJob } from '../../../apps/server/src/jobs/definition';
import { createJobQueue } from '../../../apps/server/src/jobs/queue';
import { systemClock } from '../../../apps/server/src/lib/clock';
import { ThrowawayPostgres } from '../lib/postgres';
import { waitUntil } from '../lib/processes';
import type { Scenario } from '../lib/scenario';

const ALWAYS_FAILS = 'faults-always-fails';
const FAILS_ONCE = 'faults-fails-once';
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 1;
const FAILURE = 'the handler failed on purpose';

/**
 * A job whose handler throws: pg-boss, driven through the app's own queue (createJobQueue) against a
 * PostgreSQL of our own, retries it with exponential backoff and then leaves it in the `failed` state
 * with its error — visible in the job table and as an error in the log, never dropped. A job that fails
 * once and then succeeds ends `completed`.
 */
export const jobFailure: Scenario = {
  name: 'job-failure',
  title: 'A throwing job is retried with backoff and ends visibly failed, never lost',
  async run({ cleanup, check, figure, step }) {
    const postgres = await ThrowawayPostgres.create(cleanup);
    const url = await postgres.createDatabase('jobs');
    const database = await openDatabase({ url, poolMax: 4 });
    cleanup.add('close the jobs database', () => database.close());
    await runMigrations(database);

    const logLines: Array<{ level: number; msg: string; jobId?: string; attempt?: number }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger;

    const attempts: number[] = [];
    let onceFailed = false;
    const queue = await createJobQueue({
      database,
      config: testConfig({ databaseUrl: url }),
      log,
      clock: systemClock,
      pollingIntervalSeconds: 0.5,
      definitions: [
        defineJob<{ n: number }>({
          queue: ALWAYS_FAILS,
          handler: async () => {
            attempts.push(Date.now());
            throw new Error(FAILURE);
          },
          options: { retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, retryDelayMax: 60 },
        }),
        defineJob<{ n: number }>({
          queue: FAILS_ONCE,
          handler: async () => {
            if (!onceFailed) {
              onceFailed = true;
              throw new Error('a passing hiccup');
            }
          },
          options: { retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS },
        }),
      ],
    });
    cleanup.add('stop the queue', () => queue.stop());
    await queue.start();
    step(
      `pg-boss on PostgreSQL :${postgres.port}; retryLimit ${RETRY_LIMIT}, retryDelay ${RETRY_DELAY_SECONDS} s, backoff on`,
    );

    const failingId = await queue.send(ALWAYS_FAILS, { n: 1 });
    const onceId = await queue.send(FAILS_ONCE, { n: 2 });
    if (!failingId || !onceId) throw new Error('the queue did not return job ids');
    const stateOf = async (name: string, id: string) => (await queue.findJobs(name, { id }))[0];

    const failedAfterMs = await waitUntil(
      'the failing job to end',
      async () => (await stateOf(ALWAYS_FAILS, failingId))?.state === 'failed',
      {
        timeoutMs: 60_000,
        intervalMs: 250,
      },
    );
    await waitUntil(
      'the hiccup job to complete',
      async () => (await stateOf(FAILS_ONCE, onceId))?.state === 'completed',
      {
        timeoutMs: 30_000,
      },
    ).catch(() => null);

    const failed = await stateOf(ALWAYS_FAILS, failingId);
    const once = await stateOf(FAILS_ONCE, onceId);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    // pg-boss waits retryDelay · 2^n · (1 + random) after the n-th retry count: at least retryDelay · 2^n.
    const minimumGaps = gaps.map((_, n) => RETRY_DELAY_SECONDS * 1000 * 2 ** n);
    const output = failed?.output as { message?: string } | undefined;
    const jobLines = logLines.filter((l) => l.jobId === failingId);

    figure('attempts', attempts.length);
    figure('gaps between attempts', gaps.map((g) => `${(g / 1000).toFixed(1)} s`).join(', '));
    figure('failed after', `${(failedAfterMs / 1000).toFixed(1)} s`);
    figure('final state', `${failed?.state} (retryCount ${failed?.retryCount}, output "${output?.message}")`);
    figure('hiccup job', `${once?.state} after ${once?.retryCount} retry`);

    check(
      `the handler ran ${RETRY_LIMIT + 1} times (1 + ${RETRY_LIMIT} retries)`,
      attempts.length === RETRY_LIMIT + 1,
      `${attempts.length}`,
    );
    check(
      'each retry waited at least its backoff, and the waits grew',
      gaps.every((g, n) => g >= minimumGaps[n]! - 100) &&
        gaps.length > 1 &&
        gaps[gaps.length - 1]! > gaps[0]!,
      gaps.map((g, n) => `${g}≥${minimumGaps[n]}`).join(' '),
    );
    check('the job ended in the failed state', failed?.state === 'failed');
    check('with its retry count', failed?.retryCount === RETRY_LIMIT, `${failed?.retryCount}`);
    check('and its error kept on the job', output?.message === FAILURE, output?.message);
    check(
      `each failed attempt was logged; the last as an error "job failed permanently"`,
      jobLines.filter((l) => l.msg.includes('will retry')).length === RETRY_LIMIT &&
        jobLines.some((l) => l.level >= 50 && l.msg === 'job failed permanently'),
      `${jobLines.length} log lines`,
    );
    check(
      'a job that fails once is retried and completes',
      once?.state === 'completed' && once.retryCount === 1,
    );
  },
};
