import { AsyncLocalStorage } from 'node:async_hooks';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Db as BossDb,
  type SendOptions as BossSendOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type QueueResult,
  type Schedule,
} from 'pg-boss';
import type { AppConfig } from '../config';
import type { DatabaseHandle, Tx } from '../db/client';
import type { Clock } from '../lib/clock';
import { createStorage, type FileStorage } from '../lib/storage';
import { createDispatch } from '../realtime/dispatch';
import type { RealtimeEmitter } from '../realtime/types';
import type { JobContext, JobDefinition, JobOptions } from './definition';
import { jobDefinitions } from './registry';
import type { InTransaction, JobQueue, SendOptions } from './types';

export interface JobQueueDeps {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The jobs to run; defaults to `jobs/registry.ts`. Tests pass their own. */
  definitions?: readonly JobDefinition[];
  /** Overrides every definition's polling interval (tests use 0.5 s to stay fast). */
  pollingIntervalSeconds?: number;
  /** Start workers and schedules (default true). A node may only produce jobs. */
  work?: boolean;
  /** Where handlers push live events (reminders); without it pushes go nowhere. */
  realtime?: RealtimeEmitter;
  /** The app's file store; defaults to the configured one. */
  storage?: FileStorage;
}

const silentRealtime: RealtimeEmitter = { toUser() {}, toRoom() {} };

/** The app's queue plus what tests and admin tooling need to look inside it. */
export interface PgJobQueue extends JobQueue {
  /** Jobs of a queue, with state, retry count and output (the error of a failed job). */
  findJobs(queue: string, filter?: { id?: string }): Promise<JobWithMetadata<unknown>[]>;
  schedules(): Promise<Schedule[]>;
  /** The pg-boss instance, for what the narrow API does not cover. */
  readonly boss: PgBoss;
}

const DEFAULTS = {
  retryLimit: 5,
  retryDelay: 10,
  retryDelayMax: 600,
  expireInSeconds: 300,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
  batchSize: 20,
  localConcurrency: 1,
  pollingIntervalSeconds: 2,
} satisfies JobOptions;

/** How long running handlers get to finish when the app stops, before they are failed for a retry. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Durable jobs with pg-boss on the app's own database.
 *
 * A job joins a transaction only when the caller passes its `tx` (see `InTransaction`); the queue
 * never guesses from where it is called.
 *
 * - PGlite: pg-boss runs on the same PGlite instance. While a `send` or `cancel` given a `tx` is
 *   running, every statement pg-boss issues for it (the insert, and loading the queue into its
 *   cache) goes through that transaction — a statement outside it would wait for the transaction
 *   that waits for it, on PGlite's single connection.
 * - PostgreSQL: pg-boss keeps its own small pool (LISTEN/NOTIFY and transactional workers need
 *   it); a `send` given a `tx` goes through that transaction with `fromDrizzle(tx)`.
 *
 * Queues, schedules and workers are set up by `start()`, outside any transaction: creating a
 * queue or warming pg-boss's queue cache inside one is the other PGlite deadlock.
 */
export async function createJobQueue(deps: JobQueueDeps): Promise<PgJobQueue> {
  const { database, log, clock } = deps;
  const definitions = deps.definitions ?? jobDefinitions;
  assertUniqueQueues(definitions);
  /** The transaction of the `send`/`cancel` in progress in this async context (PGlite routing). */
  const inFlight = new AsyncLocalStorage<Tx>();

  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: pgliteAdapter(database.pglite, inFlight),
          backend: 'pglite',
          useListenNotify: true,
          schedule: deps.config.jobSchedules,
        })
      : new PgBoss({
          connectionString: database.pool.options.connectionString ?? deps.config.databaseUrl,
          backend: 'postgres',
          max: 5,
          application_name: 'arogya-jobs',
          useListenNotify: true,
          schedule: deps.config.jobSchedules,
        });

  // Without an 'error' listener an EventEmitter error would crash the process; pg-boss reports
  // background failures (maintenance, polling with the database away) this way and keeps going.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  let started = false;
  /** True once the queues exist (before the workers start) until stop. */
  let accepting = false;
  let starting: Promise<void> | null = null;

  /** Runs one pg-boss call in the caller's transaction, or on its own when `tx` is null. */
  const within = <T>(tx: Tx | null, call: (connection: { db?: BossDb }) => Promise<T>): Promise<T> =>
    tx ? inFlight.run(tx, () => call({ db: throughTransaction(tx) })) : call({});

  const assertStarted = (what: string) => {
    if (!accepting) throw new Error(`The job queue is not started: cannot ${what}`);
  };

  const queue: PgJobQueue = {
    boss,

    async send(name, data, options: InTransaction & SendOptions) {
      assertStarted(`send to ${name}`);
      assertSaid(options, `send to ${name}`);
      return within(options.tx, (connection) => {
        const bossOptions: BossSendOptions = { ...connection };
        if (options.startAfter !== undefined) bossOptions.startAfter = options.startAfter;
        if (options.singletonKey !== undefined) bossOptions.singletonKey = options.singletonKey;
        if (options.retryLimit !== undefined) bossOptions.retryLimit = options.retryLimit;
        return boss.send(name, data, bossOptions);
      });
    },

    async cancel(name, jobId, options: InTransaction) {
      assertStarted(`cancel a job of ${name}`);
      assertSaid(options, `cancel a job of ${name}`);
      await within(options.tx, (connection) => boss.cancel(name, jobId, connection));
    },

    async findJobs(name, filter = {}) {
      return boss.findJobs<unknown>(name, filter.id ? { id: filter.id } : {});
    },

    async schedules() {
      return boss.getSchedules();
    },

    start() {
      if (started) return Promise.resolve();
      starting ??= (async () => {
        await boss.start();
        // Each queue and schedule is read once and set only where it differs from its definition (decision 090):
        // setting one costs a few statements, and a start usually finds them all as the code defines them.
        const queues = new Map((await boss.getQueues()).map((q) => [q.name, q]));
        for (const definition of definitions) {
          if (!queueAsDefined(queues.get(definition.queue), definition)) await setUpQueue(boss, definition);
        }
        // Sends are accepted from here: the first handlers may enqueue follow-up jobs.
        accepting = true;
        if (deps.work !== false) {
          const schedules = new Map(
            (await boss.getSchedules()).filter((s) => s.key === '').map((s) => [s.name, s]),
          );
          for (const definition of definitions) {
            if (!scheduleAsDefined(schedules.get(definition.queue), definition)) {
              await setUpSchedule(boss, definition);
            }
            await startWorker(boss, definition, {
              db: database.db,
              config: deps.config,
              clock,
              log,
              jobs: queue,
              events: createDispatch(deps.realtime ?? silentRealtime),
              storage: deps.storage ?? createStorage(deps.config),
              pollingIntervalSeconds: deps.pollingIntervalSeconds,
            });
          }
        }
        started = true;
        log.debug({ queues: definitions.map((d) => d.queue) }, 'job queue started');
      })().finally(() => {
        starting = null;
      });
      return starting;
    },

    async stop() {
      if (starting) await starting.catch(() => {});
      started = false;
      accepting = false;
      // Running handlers get STOP_TIMEOUT_MS to finish; whatever is still running then is failed
      // and retried by whichever node runs next. Stopping the workers ourselves first (offWork
      // waits for their handlers) spares pg-boss's graceful loop, which polls every 500 ms.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(definitions.map((d) => boss.offWork(d.queue, { wait: true }))),
        new Promise((resolve) => {
          timer = setTimeout(resolve, STOP_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      // pg-boss closes its own pool; PGlite stays with its owner.
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };

  return queue;
}

/**
 * Makes pg-boss's tables in an embedded database, with the queues and schedules of `definitions`, as the first
 * `start()` on it would (0.2 s and 0.3 s of a fresh start): the build does it in the start templates (decisions
 * 087, 090). Nothing is queued or run; a start still sets any queue or schedule that differs from the code then.
 */
export async function installJobTables(
  pglite: Parameters<typeof fromPglite>[0],
  definitions: readonly JobDefinition[],
): Promise<void> {
  const boss = new PgBoss({ db: fromPglite(pglite), backend: 'pglite', supervise: false, schedule: false });
  let failure: unknown;
  boss.on('error', (err) => {
    failure ??= err;
  });
  await boss.start();
  for (const definition of definitions) {
    await setUpQueue(boss, definition);
    await setUpSchedule(boss, definition);
  }
  // pg-boss closes only what it opened; the database stays with its owner.
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
}

/**
 * pg-boss's PGlite adapter, except that during a `send` or `cancel` given a `tx` its statements go
 * through that transaction. Covers the statements pg-boss issues on its own during the call
 * (loading a queue into its cache) as well as the insert itself.
 */
function pgliteAdapter(pglite: Parameters<typeof fromPglite>[0], inFlight: AsyncLocalStorage<Tx>): BossDb {
  const base = fromPglite(pglite);
  return {
    executeSql(text, values) {
      const tx = inFlight.getStore();
      return tx ? throughTransaction(tx).executeSql(text, values) : base.executeSql(text, values);
    },
    listen: base.listen,
    setSessionStatements: base.setSessionStatements,
  };
}

/** pg-boss statements run inside a drizzle transaction (both drivers). */
function throughTransaction(tx: Tx): BossDb {
  // drizzle types `execute` as resolving to unknown; at run time it is the driver's result
  // ({ rows } on both), which is what the adapter reads.
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

function queueOptions(options: JobOptions = {}) {
  return {
    retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: options.retryDelay ?? DEFAULTS.retryDelay,
    retryBackoff: true,
    retryDelayMax: options.retryDelayMax ?? DEFAULTS.retryDelayMax,
    expireInSeconds: options.expireInSeconds ?? DEFAULTS.expireInSeconds,
    deleteAfterSeconds: options.deleteAfterSeconds ?? DEFAULTS.deleteAfterSeconds,
    // Wake workers with LISTEN/NOTIFY the moment a job is committed; polling stays as the floor.
    notify: true,
  };
}

/**
 * True when `queue` exists with every option `setUpQueue` would give it: each of `queueOptions`, read back under
 * the same name (pg-boss may return integer columns as strings, hence `Number`).
 */
function queueAsDefined(queue: QueueResult | undefined, definition: JobDefinition): boolean {
  if (!queue) return false;
  const options = queueOptions(definition.options);
  return (Object.keys(options) as (keyof typeof options)[]).every((name) => {
    const value = options[name];
    return typeof value === 'number' ? Number(queue[name]) === value : queue[name] === value;
  });
}

/** True when the queue's schedule is what `setUpSchedule` would make it: the same, or none when it has none. */
function scheduleAsDefined(schedule: Schedule | undefined, definition: JobDefinition): boolean {
  const defined = definition.options?.schedule;
  if (!defined) return schedule === undefined;
  if (!schedule) return false;
  const tz = defined.tz ?? 'UTC';
  return (
    schedule.cron === defined.cron &&
    schedule.timezone === tz &&
    isDeepStrictEqual(schedule.data ?? {}, defined.data ?? {}) &&
    isDeepStrictEqual(schedule.options ?? {}, { tz })
  );
}

async function setUpQueue(boss: PgBoss, definition: JobDefinition): Promise<void> {
  const options = queueOptions(definition.options);
  // create_queue does nothing for an existing queue, so changed options are applied by the update.
  await boss.createQueue(definition.queue, { ...options, policy: definition.options?.policy ?? 'standard' });
  await boss.updateQueue(definition.queue, options);
}

async function setUpSchedule(boss: PgBoss, definition: JobDefinition): Promise<void> {
  const schedule = definition.options?.schedule;
  if (schedule) {
    // Upsert: every node does this at start and the schedule stays one row.
    await boss.schedule(definition.queue, schedule.cron, schedule.data ?? {}, { tz: schedule.tz ?? 'UTC' });
  } else {
    // A schedule removed from the code must stop firing.
    await boss.unschedule(definition.queue);
  }
}

interface WorkerDeps extends Omit<JobContext, 'job'> {
  pollingIntervalSeconds: number | undefined;
}

async function startWorker(boss: PgBoss, definition: JobDefinition, deps: WorkerDeps): Promise<void> {
  const { pollingIntervalSeconds: pollOverride, ...shared } = deps;
  const options = definition.options ?? {};
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const pollingIntervalSeconds =
    pollOverride ?? options.pollingIntervalSeconds ?? DEFAULTS.pollingIntervalSeconds;
  const log = deps.log.child({ queue: definition.queue });

  await boss.work(
    definition.queue,
    {
      batchSize,
      // With a full batch there is more waiting: fetch again at once instead of after the poll.
      burstWhenBatchFull: batchSize > 1,
      includeMetadata: true,
      // One failing job must not fail (and re-run) the others of its batch.
      perJobResults: true,
      localConcurrency: options.localConcurrency ?? DEFAULTS.localConcurrency,
      pollingIntervalSeconds,
      // Delayed jobs are found by polling, not NOTIFY: keep the backstop as short as the poll.
      notifyPollingIntervalSeconds: pollingIntervalSeconds,
    },
    async (jobs: JobWithMetadata<unknown>[]): Promise<JobResult[]> => {
      const results: JobResult[] = [];
      // One at a time: PGlite has a single connection, and handlers are small.
      for (const job of jobs) {
        const context: JobContext = {
          ...shared,
          log: log.child({ jobId: job.id }),
          job: {
            id: job.id,
            queue: definition.queue,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: job.signal,
          },
        };
        try {
          await definition.handler(job.data, context);
          results.push({ id: job.id, status: 'completed' });
        } catch (err) {
          logFailure(log, job, err);
          results.push({ id: job.id, status: 'failed', output: errorOutput(err) });
        }
      }
      return results;
    },
  );
}

/** Every failed attempt is logged; the last one as an error, since nothing will retry it. */
function logFailure(log: FastifyBaseLogger, job: JobWithMetadata<unknown>, err: unknown): void {
  const attempt = job.retryCount + 1;
  const attempts = job.retryLimit + 1;
  if (job.retryCount >= job.retryLimit) {
    log.error({ err, jobId: job.id, attempt, attempts }, 'job failed permanently');
  } else {
    log.warn({ err, jobId: job.id, attempt, attempts }, 'job attempt failed; will retry with backoff');
  }
}

/** Stored on the failed job (pg-boss `output`), so the reason survives the log. */
function errorOutput(err: unknown): { name: string; message: string; stack?: string } {
  if (err instanceof Error) {
    return { name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}) };
  }
  return { name: 'Error', message: String(err) };
}

/** JavaScript callers (and casts) cannot leave the transaction unsaid: `undefined` is not `null`. */
function assertSaid(options: Partial<InTransaction> | undefined, what: string): void {
  if (options?.tx === undefined) {
    throw new Error(`Say which transaction to ${what} in: pass { tx } or { tx: null } for none`);
  }
}

function assertUniqueQueues(definitions: readonly JobDefinition[]): void {
  const seen = new Set<string>();
  for (const { queue } of definitions) {
    if (seen.has(queue)) throw new Error(`Two job definitions use the queue "${queue}"`);
    seen.add(queue);
  }
}
