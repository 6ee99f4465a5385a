import type { Tx } from '../db/client';

/** Options a producer may give when enqueuing a job. */
export interface SendOptions {
  /** Run no earlier than this instant (or this many seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job with this key per queue (e.g. one reminder per appointment and kind). */
  singletonKey?: string;
  retryLimit?: number;
}

/**
 * Where a job is written, always said by the caller: the transaction whose commit it belongs to, or
 * `null` for a job that commits on its own. There is no implicit joining — a `send` inside
 * `db.transaction` without its `tx` would, on PGlite's single connection, wait for the transaction
 * that waits for it, and on PostgreSQL commit the job even if the transaction rolls back.
 */
export interface InTransaction {
  tx: Tx | null;
}

/**
 * The durable job queue (pg-boss on the app's own database).
 *
 * Transactional outbox: `send` and `cancel` given the `tx` of `db.transaction(async (tx) => …)` run
 * in that transaction — commit keeps the row and the job, rollback drops both:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const [appt] = await tx.insert(appointments).values(row).returning();
 *   await jobs.send('appointment-reminder', { appointmentId: appt.id }, { tx, startAfter: remindAt });
 * });
 * ```
 *
 * With `{ tx: null }` the job commits on its own, at once.
 */
export interface JobQueue {
  /** Enqueues a job; returns its id, or null when a singleton with the same key is already queued. */
  send(queue: string, data: object, options: InTransaction & SendOptions): Promise<string | null>;
  /** Cancels a queued job (no-op when it already ran), in the given transaction like `send`. */
  cancel(queue: string, jobId: string, options: InTransaction): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
