import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { users } from '../db/schema/users';
import { systemClock } from '../lib/clock';
import { freshDatabase } from '../test/harness';
import { waitFor } from '../test/wait-for';
import { defineJob, type JobDefinition } from './definition';
import { createJobQueue, installJobTables, type PgJobQueue } from './queue';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

interface LogLine {
  level: number;
  msg: string;
  attempt?: number;
  attempts?: number;
  jobId?: string;
}

/** A real pino logger whose lines the test can read (warn and above). */
function capturingLogger(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino(
    { level: 'warn' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { log, lines };
}

const silent = pino({ level: 'silent' });

function queueOn(
  database: DatabaseHandle,
  definitions: JobDefinition[],
  extra: { log?: FastifyBaseLogger; work?: boolean } = {},
) {
  return createJobQueue({
    database,
    config: testConfig(),
    log: extra.log ?? silent,
    clock: systemClock,
    definitions,
    pollingIntervalSeconds: 0.5,
    ...(extra.work === undefined ? {} : { work: extra.work }),
  });
}

function insertUser(db: DatabaseHandle['db'], email: string) {
  return db
    .insert(users)
    .values({ email, name: 'Outbox Test', passwordHash: 'x', role: 'patient' })
    .returning();
}

describe(`job queue (${backend})`, () => {
  let database: DatabaseHandle;
  let queue: PgJobQueue;
  const log = capturingLogger();
  const handled: string[] = [];
  let failingAttempts = 0;

  beforeAll(async () => {
    database = await freshDatabase();
    queue = await queueOn(
      database,
      [
        defineJob<{ note: string }>({
          queue: 'test-outbox',
          async handler(data) {
            handled.push(data.note);
          },
        }),
        defineJob({
          queue: 'test-failing',
          async handler() {
            failingAttempts += 1;
            throw new Error('boom');
          },
          // Backoff stays on; the cap keeps each wait at 1 s so the test is quick.
          options: { retryLimit: 2, retryDelay: 1, retryDelayMax: 1 },
        }),
      ],
      { log: log.log },
    );
    await queue.start();
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('a send given a committed transaction keeps the row and the job', async () => {
    // The first send to this queue also loads it into pg-boss's cache, inside the transaction:
    // on PGlite that is the deadlock the adapter prevents.
    let jobId: string | null = null;
    await database.db.transaction(async (tx) => {
      await insertUser(tx as unknown as DatabaseHandle['db'], 'commit@example.com');
      jobId = await queue.send('test-outbox', { note: 'committed' }, { tx });
    });
    expect(jobId).toBeTruthy();
    const rows = await database.db.select().from(users).where(eq(users.email, 'commit@example.com'));
    expect(rows).toHaveLength(1);
    expect(await queue.findJobs('test-outbox', { id: jobId! })).toHaveLength(1);
    await waitFor('the committed job to run', () => handled.includes('committed'));
  });

  it('a send given a rolled-back transaction leaves neither the row nor the job, and the job never runs', async () => {
    let jobId: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        await insertUser(tx as unknown as DatabaseHandle['db'], 'rollback@example.com');
        jobId = await queue.send('test-outbox', { note: 'rolled back' }, { tx });
        throw new Error('abort the transaction');
      }),
    ).rejects.toThrow('abort the transaction');
    expect(jobId).toBeTruthy();
    expect(
      await database.db.select().from(users).where(eq(users.email, 'rollback@example.com')),
    ).toHaveLength(0);
    expect(await queue.findJobs('test-outbox', { id: jobId! })).toHaveLength(0);
    expect(
      (await queue.findJobs('test-outbox')).some(
        (job) => (job.data as { note: string }).note === 'rolled back',
      ),
    ).toBe(false);
    // Never runs: a job sent after it on the same queue runs, and the rolled-back one did not before it.
    await queue.send('test-outbox', { note: 'after the rollback' }, { tx: null });
    await waitFor('the job sent after the rollback to run', () => handled.includes('after the rollback'));
    expect(handled).not.toContain('rolled back');
  });

  it('a rollback of a savepoint drops the job sent in it and keeps the one of the outer transaction', async () => {
    let kept: string | null = null;
    let dropped: string | null = null;
    await database.db.transaction(async (tx) => {
      kept = await queue.send('test-outbox', { note: 'explicit tx' }, { tx });
      await expect(
        tx.transaction(async (savepoint) => {
          dropped = await queue.send('test-outbox', { note: 'savepoint' }, { tx: savepoint });
          throw new Error('roll back the savepoint');
        }),
      ).rejects.toThrow('roll back the savepoint');
    });
    expect(await queue.findJobs('test-outbox', { id: kept! })).toHaveLength(1);
    expect(await queue.findJobs('test-outbox', { id: dropped! })).toHaveLength(0);
  });

  it('a send with { tx: null } commits on its own', async () => {
    const jobId = await queue.send('test-outbox', { note: 'standalone' }, { tx: null });
    expect(await queue.findJobs('test-outbox', { id: jobId! })).toHaveLength(1);
    await waitFor('the standalone job to run', () => handled.includes('standalone'));
  });

  it('a throwing handler is retried with backoff, ends failed, and every failure is logged', async () => {
    const jobId = await queue.send('test-failing', {}, { tx: null });
    const job = await waitFor('the job to end failed', async () => {
      const [found] = await queue.findJobs('test-failing', { id: jobId! });
      return found?.state === 'failed' ? found : undefined;
    });
    expect(failingAttempts).toBe(3);
    expect(job.retryCount).toBe(2);
    expect(job.retryLimit).toBe(2);
    expect(job.retryBackoff).toBe(true);
    expect(job.output).toMatchObject({ name: 'Error', message: 'boom' });

    const lines = log.lines.filter((line) => line.jobId === jobId);
    expect(lines.filter((line) => line.msg.startsWith('job attempt failed')).map((l) => l.attempt)).toEqual([
      1, 2,
    ]);
    const final = lines.filter((line) => line.msg === 'job failed permanently');
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({ level: 50, attempt: 3, attempts: 3 });
  });

  it('refuses to send before start, with a clear error', async () => {
    const idle = await queueOn(database, []);
    await expect(idle.send('test-outbox', {}, { tx: null })).rejects.toThrow('The job queue is not started');
  });

  it('refuses a send or cancel that does not say its transaction, and nothing is enqueued', async () => {
    const before = (await queue.findJobs('test-outbox')).length;
    const unsaid = {} as Parameters<PgJobQueue['send']>[2];
    await expect(queue.send('test-outbox', { note: 'unsaid' }, unsaid)).rejects.toThrow(
      'Say which transaction to send to test-outbox in',
    );
    await expect(queue.cancel('test-outbox', 'x', unsaid)).rejects.toThrow('Say which transaction');
    expect(await queue.findJobs('test-outbox')).toHaveLength(before);
  });

  it('a cancel given a rolled-back transaction leaves the job queued', async () => {
    const jobId = await queue.send('test-outbox', { note: 'later' }, { tx: null, startAfter: 3600 });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.cancel('test-outbox', jobId!, { tx });
        throw new Error('abort the cancel');
      }),
    ).rejects.toThrow('abort the cancel');
    const [job] = await queue.findJobs('test-outbox', { id: jobId! });
    expect(job?.state).toBe('created');
    await queue.cancel('test-outbox', jobId!, { tx: null });
    const [cancelled] = await queue.findJobs('test-outbox', { id: jobId! });
    expect(cancelled?.state).toBe('cancelled');
  });
});

/**
 * A database that can be closed and opened again: a PGlite data directory on disk, or a database
 * on the PostgreSQL server reached through a new pool each time.
 */
async function reopenableDatabase(): Promise<{ open(): Promise<DatabaseHandle>; dispose(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshDatabase();
    return {
      open: () => openDatabase({ url: fresh.url, poolMax: 4 }),
      dispose: () => fresh.close(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-jobs-restart-'));
  return {
    open: () => openDatabase({ dataDir: path.join(dir, 'pglite') }),
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

describe(`job queue restart (${backend})`, () => {
  it('a delayed job survives stopping the queue and closing the database, and runs after reopening', async () => {
    const store = await reopenableDatabase();
    try {
      const ran: string[] = [];
      const definitions = [
        defineJob<{ note: string }>({
          queue: 'test-delayed',
          async handler(data) {
            ran.push(data.note);
          },
        }),
      ];

      // First life: this node only produces, so the job cannot run before the restart.
      const first = await store.open();
      const producer = await queueOn(first, definitions, { work: false });
      await producer.start();
      const jobId = await producer.send(
        'test-delayed',
        { note: 'after restart' },
        { tx: null, startAfter: 2 },
      );
      expect(jobId).toBeTruthy();
      await producer.stop();
      await first.close();

      // Second life: a new process would do exactly this.
      const second = await store.open();
      const worker = await queueOn(second, definitions);
      try {
        await worker.start();
        await waitFor('the delayed job to run after the restart', () => ran.includes('after restart'));
        const [job] = await waitFor('the job to be completed', async () => {
          const found = await worker.findJobs('test-delayed', { id: jobId! });
          return found[0]?.state === 'completed' ? found : undefined;
        });
        expect(job?.id).toBe(jobId);
      } finally {
        await worker.stop();
        await second.close();
      }
    } finally {
      await store.dispose();
    }
  });
});

describe.skipIf(backend !== 'pglite')('job tables made ahead, as in the start templates', () => {
  it("are pg-boss's with the definitions' queues and schedules and no job, and a queue started on them works", async () => {
    const database = await freshDatabase();
    try {
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const count = async (table: string) =>
        (await database.pglite.query<{ n: number }>(`select count(*)::int as n from pgboss.${table}`)).rows[0]
          ?.n;
      const ahead = [
        defineJob({ queue: 'test-made-ahead', async handler() {} }),
        defineJob({
          queue: 'test-made-ahead-hourly',
          options: { retryLimit: 1, schedule: { cron: '5 * * * *' } },
          async handler() {},
        }),
      ];
      await installJobTables(database.pglite, ahead);
      await installJobTables(database.pglite, ahead); // a second time finds them made
      expect(await count('version')).toBe(1);
      expect([await count('queue'), await count('schedule'), await count('job')]).toEqual([2, 1, 0]);
      const scheduled = await database.pglite.query<{ name: string; cron: string }>(
        'select name, cron from pgboss.schedule',
      );
      expect(scheduled.rows).toEqual([{ name: 'test-made-ahead-hourly', cron: '5 * * * *' }]);

      // The code's definition has changed since the template was made: the start applies it.
      const ran: string[] = [];
      const queue = await queueOn(database, [
        defineJob<{ note: string }>({
          queue: 'test-made-ahead',
          options: { retryLimit: 4 },
          async handler(data) {
            ran.push(data.note);
          },
        }),
      ]);
      try {
        await queue.start();
        const made = await database.pglite.query<{ retry_limit: number }>(
          "select retry_limit from pgboss.queue where name = 'test-made-ahead'",
        );
        expect(made.rows).toEqual([{ retry_limit: 4 }]);
        await queue.send('test-made-ahead', { note: 'ran' }, { tx: null });
        await waitFor('the job to run', () => ran.includes('ran'));
        expect(await count('version')).toBe(1);
      } finally {
        await queue.stop();
      }
    } finally {
      await database.close();
    }
  });
});

describe(`queues and schedules at start (${backend}, decision 090)`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const job = (options: JobDefinition['options'], queue = 'test-reconciled') =>
    defineJob({ queue, ...(options ? { options } : {}), async handler() {} });

  /** Starts and stops a queue of `definitions`; the queue and schedule calls its start made. */
  async function startWith(definitions: JobDefinition[]) {
    const queue = await queueOn(database, definitions);
    const calls: string[] = [];
    for (const method of ['createQueue', 'updateQueue', 'schedule', 'unschedule'] as const) {
      const original = queue.boss[method].bind(queue.boss) as (...args: unknown[]) => Promise<unknown>;
      (queue.boss as unknown as Record<string, unknown>)[method] = (name: string, ...rest: unknown[]) => {
        calls.push(`${method} ${name}`);
        return original(name, ...rest);
      };
    }
    try {
      await queue.start();
      const queues = await queue.boss.getQueues(definitions.map((d) => d.queue));
      const schedules = await queue.schedules();
      return { calls: calls.sort(), queues, schedules };
    } finally {
      await queue.stop();
    }
  }

  it('sets only what differs from the definitions, and nothing when all is as defined', async () => {
    const first = [
      job({ retryLimit: 1, schedule: { cron: '5 * * * *' } }),
      job(undefined, 'test-reconciled-b'),
    ];
    const made = await startWith(first);
    expect(made.calls).toEqual([
      'createQueue test-reconciled',
      'createQueue test-reconciled-b',
      'schedule test-reconciled',
      'updateQueue test-reconciled',
      'updateQueue test-reconciled-b',
    ]);

    // The next start with the same definitions reads them and sets nothing.
    expect((await startWith(first)).calls).toEqual([]);

    // A changed retry limit and cron, and a schedule added to the other queue: those three are set.
    const changed = await startWith([
      job({ retryLimit: 3, schedule: { cron: '10 * * * *' } }),
      job({ schedule: { cron: '0 3 * * *', tz: 'Asia/Kolkata' } }, 'test-reconciled-b'),
    ]);
    expect(changed.calls).toEqual([
      'createQueue test-reconciled',
      'schedule test-reconciled',
      'schedule test-reconciled-b',
      'updateQueue test-reconciled',
    ]);
    expect(changed.queues.find((q) => q.name === 'test-reconciled')?.retryLimit).toBe(3);
    expect(
      changed.schedules
        .filter((s) => s.name.startsWith('test-reconciled'))
        .map((s) => [s.name, s.cron, s.timezone])
        .sort(),
    ).toEqual([
      ['test-reconciled', '10 * * * *', 'UTC'],
      ['test-reconciled-b', '0 3 * * *', 'Asia/Kolkata'],
    ]);

    // A schedule removed from the code is removed at the next start.
    const unscheduled = await startWith([
      job({ retryLimit: 3 }),
      job({ schedule: { cron: '0 3 * * *', tz: 'Asia/Kolkata' } }, 'test-reconciled-b'),
    ]);
    expect(unscheduled.calls).toEqual(['unschedule test-reconciled']);
    expect(
      unscheduled.schedules.filter((s) => s.name.startsWith('test-reconciled')).map((s) => s.name),
    ).toEqual(['test-reconciled-b']);
  });
});
