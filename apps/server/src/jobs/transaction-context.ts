import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Tx } from '../db/client';

/**
 * Which transaction the current async context is inside, so the job queue can enqueue in it.
 *
 * Why: on PGlite there is one connection. While `db.transaction` holds it, a statement sent
 * outside the transaction waits for the transaction to end, and the transaction waits for that
 * statement — a deadlock. On PostgreSQL the statement would run on another connection and commit
 * on its own, so a rollback would leave the job behind. Routing pg-boss's statements through the
 * current transaction fixes both, without every caller having to pass the transaction along.
 */
interface OpenTransaction {
  db: Database;
  tx: Tx;
  /** Cleared when the callback settles: work that outlives the transaction must not use it. */
  open: boolean;
}

const storage = new AsyncLocalStorage<OpenTransaction>();
const TRACKED = Symbol.for('arogya.trackedTransactions');

type TransactionConfig = Parameters<Database['transaction']>[1];

/**
 * Makes `db.transaction(cb)` record its transaction for the duration of `cb`. Idempotent: several
 * job queues may share one database handle (two app instances on one PGlite in tests).
 */
export function trackTransactions(db: Database): void {
  const marked = db as Database & { [TRACKED]?: true };
  if (marked[TRACKED]) return;
  const original = db.transaction.bind(db);
  const tracked = <T>(callback: (tx: Tx) => Promise<T>, config?: TransactionConfig): Promise<T> =>
    original(async (tx) => {
      const entry: OpenTransaction = { db, tx, open: true };
      try {
        return await storage.run(entry, () => callback(tx));
      } finally {
        entry.open = false;
      }
    }, config);
  Object.defineProperty(db, 'transaction', { value: tracked, configurable: true, writable: true });
  Object.defineProperty(db, TRACKED, { value: true });
}

/** The open transaction of `db` this code runs inside, if any. */
export function currentTransaction(db: Database): Tx | undefined {
  const entry = storage.getStore();
  return entry?.open && entry.db === db ? entry.tx : undefined;
}
