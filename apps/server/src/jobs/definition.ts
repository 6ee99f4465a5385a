import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { FileStorage } from '../lib/storage';
import type { DomainEventSink } from '../realtime/dispatch';
import type { JobQueue } from './types';

/** What a handler receives besides the job's data. Narrow on purpose: tests pass fakes. */
export interface JobContext {
  db: Database;
  /** Settings a handler may need (SMTP for e-mail, the public URL for links). */
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  /** To enqueue follow-up jobs. */
  jobs: JobQueue;
  /** To record domain events after a handler's transaction commits (dispatch pushes them; a no-op where the queue has no realtime). */
  events: DomainEventSink;
  /** Where uploaded bytes live (the orphan-file sweep deletes from it). */
  storage: FileStorage;
  job: {
    id: string;
    queue: string;
    /** 0 on the first attempt. */
    retryCount: number;
    retryLimit: number;
    /** Aborted when the queue shuts down or the job outlives `expireInSeconds`. */
    signal: AbortSignal;
  };
}

/**
 * How a queue is set up and worked. Retries use exponential backoff (`retryDelay` · 2^n with
 * jitter, capped by `retryDelayMax`) and end in pg-boss's `failed` state, where the job and its
 * error stay for `deleteAfterSeconds`.
 */
export interface JobOptions {
  /** @default 5 */
  retryLimit?: number;
  /** Seconds before the first retry (integer). @default 10 */
  retryDelay?: number;
  /** @default 600 */
  retryDelayMax?: number;
  /** How long one attempt may run. @default 300 */
  expireInSeconds?: number;
  /** How long finished jobs are kept. @default 7 days */
  deleteAfterSeconds?: number;
  /** Jobs fetched per poll; with more waiting the worker keeps fetching without pause. @default 20 */
  batchSize?: number;
  /** Workers for this queue in this process. @default 1 */
  localConcurrency?: number;
  /** pg-boss queue policy, e.g. 'singleton' for a job that must never overlap itself. @default 'standard' */
  policy?: 'standard' | 'short' | 'singleton' | 'stately' | 'exclusive';
  /** Seconds between polls; new jobs also wake workers at once via LISTEN/NOTIFY. @default 2 */
  pollingIntervalSeconds?: number;
  /** A recurring job: cron in `tz` (default UTC), enqueued by whichever node's cron pass runs first. */
  schedule?: { cron: string; tz?: string; data?: object };
}

/**
 * One kind of job: its queue name, its handler and its options. Each lives in `jobs/handlers/*.ts`
 * and is listed in `jobs/registry.ts`; the queue code does not change when a job is added.
 *
 * The handler runs once per job. Throw to fail the attempt — it is logged and retried; the last
 * failure is logged as an error and the job ends `failed`. Handlers must be idempotent: a job can
 * run again after a crash between its work and its completion.
 */
export interface JobDefinition<T = unknown> {
  queue: string;
  handler: (data: T, ctx: JobContext) => Promise<void>;
  options?: JobOptions;
}

/** Erases a definition's data type so definitions of different jobs can share one list. */
export function defineJob<T>(definition: JobDefinition<T>): JobDefinition {
  return definition as JobDefinition;
}
