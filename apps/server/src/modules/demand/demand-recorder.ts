import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Clock, systemClock } from '../../lib/clock';
import { insertSearchEvents } from './demand.repo';
import { type DemandEvent, type SearchDemand, toDemandEvent } from './demand-cells';

/**
 * Records where people search without slowing the search down: `record` only appends to memory and
 * returns; a flush writes the buffer in one INSERT every `flushIntervalMs`, or as soon as `batchSize`
 * searches wait. Demand figures are statistics, so a failed write is logged and dropped, never thrown
 * into a request; the buffer is capped so a database outage cannot exhaust memory.
 */
export interface DemandRecorder {
  /** Notes one search. Synchronous and never throws; a search that names no place is ignored. */
  record(search: SearchDemand): void;
  /** Writes everything recorded so far; resolves when it is written (or the write has failed and been logged). */
  flush(): Promise<void>;
  /** Flushes and stops: later records are ignored. Called when the app closes. */
  close(): Promise<void>;
}

export interface DemandRecorderDeps {
  db: Database;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock?: Clock;
  /** @default 2000 */
  flushIntervalMs?: number;
  /** Searches that trigger a flush at once. @default 200 */
  batchSize?: number;
  /** Most searches held while writes fail; the oldest are dropped beyond it. @default 10000 */
  maxBuffered?: number;
}

export function createDemandRecorder(deps: DemandRecorderDeps): DemandRecorder {
  const { db, log } = deps;
  const clock = deps.clock ?? systemClock;
  const flushIntervalMs = deps.flushIntervalMs ?? 2_000;
  const batchSize = deps.batchSize ?? 200;
  const maxBuffered = deps.maxBuffered ?? 10_000;

  let buffer: DemandEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let dropped = 0;
  /** Flushes run one after another, so batches reach the table in the order they were recorded. */
  let chain: Promise<void> = Promise.resolve();

  const cancelTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  async function write(): Promise<void> {
    cancelTimer();
    if (dropped > 0) {
      log.warn({ dropped }, 'demand recorder buffer was full; oldest searches dropped');
      dropped = 0;
    }
    const batch = buffer;
    buffer = [];
    if (batch.length === 0) return;
    try {
      await insertSearchEvents(db, batch);
    } catch (err) {
      log.warn({ err, lost: batch.length }, 'could not save recorded searches; they are dropped');
    }
  }

  function flush(): Promise<void> {
    chain = chain.then(write);
    return chain;
  }

  return {
    record(search) {
      if (closed) return;
      try {
        const event = toDemandEvent(search, clock.now());
        if (!event) return;
        buffer.push(event);
        if (buffer.length > maxBuffered) {
          dropped += buffer.length - maxBuffered;
          buffer.splice(0, buffer.length - maxBuffered);
        }
        if (buffer.length >= batchSize) {
          void flush();
        } else if (!timer) {
          timer = setTimeout(() => void flush(), flushIntervalMs);
          // A pending flush must not keep the process alive; close() flushes what is left.
          timer.unref();
        }
      } catch (err) {
        // Recording is best effort: the search it belongs to must still succeed.
        log.warn({ err }, 'could not record a search');
      }
    },
    flush,
    async close() {
      closed = true;
      cancelTimer();
      await flush();
    },
  };
}
