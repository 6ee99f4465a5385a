import type { Tx } from '../db/client';

/** Options a producer may give when enqueuing a job. */
export interface SendOptions {
  /** Run no earlier than this instant (or this many seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job with this key per queue (e.g. one reminder per appointment and kind). */
  singletonKey?: string;
  retryLimit?: number;
  /**
   * The transaction to enqueue in. Rarely needed: a `send` inside `db.transaction(async (tx) => …)`
   * joins that transaction on its own. Pass it to be explicit, or from code that runs outside the
   * callback's async context.
   */
  tx?: Tx;
}

/**
 * The durable job queue (pg-boss on the app's own database).
 *
 * Transactional outbox: `send` and `cancel` called inside `db.transaction(async (tx) => …)` join
 * that transaction — commit keeps the row and the job, rollback drops both. Nothing to pass:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const [appt] = await tx.insert(appointments).values(row).returning();
 *   await jobs.send('appointment-reminder', { appointmentId: appt.id }, { startAfter: remindAt });
 * });
 * ```
 *
 * Outside a transaction `send` commits the job on its own.
 */
export interface JobQueue {
  /** Enqueues a job; returns its id, or null when a singleton with the same key is already queued. */
  send(queue: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Cancels a queued job (no-op when it already ran). Joins the surrounding transaction like `send`. */
  cancel(queue: string, jobId: string, options?: { tx?: Tx }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
