import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addWeeklyCounts, type WeeklyIncrement } from './analytics.repo';
import { weekOf } from './analytics-weeks';

/**
 * Counts search appearances and profile views per professional and India week without slowing the
 * search: `appeared`/`viewed` only add to a map in memory; a flush writes it in one upsert every
 * `flushIntervalMs`. Counts are statistics: a failed write is logged and dropped; the map is capped, so
 * neither traffic nor an outage can exhaust memory.
 */
export interface AnalyticsRecorder {
  appeared(professionalIds: readonly string[]): void;
  viewed(professionalId: string): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createAnalyticsRecorder(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** @default 10000 */
  flushIntervalMs?: number;
  /** Most (professional, week) keys held; new keys beyond it are dropped. @default 50000 */
  maxKeys?: number;
}): AnalyticsRecorder {
  const flushIntervalMs = deps.flushIntervalMs ?? 10_000;
  const maxKeys = deps.maxKeys ?? 50_000;
  let counts = new Map<string, WeeklyIncrement>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();

  function add(professionalId: string, field: 'searchAppearances' | 'profileViews', week: string) {
    if (closed) return;
    const key = `${professionalId}|${week}`;
    let row = counts.get(key);
    if (!row) {
      if (counts.size >= maxKeys) return;
      row = { professionalId, week, searchAppearances: 0, profileViews: 0 };
      counts.set(key, row);
    }
    row[field] += 1;
    if (!timer) {
      timer = setTimeout(() => void flush(), flushIntervalMs);
      timer.unref();
    }
  }

  async function write() {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...counts.values()];
    counts = new Map();
    if (batch.length === 0) return;
    try {
      await addWeeklyCounts(deps.db, batch);
    } catch (err) {
      deps.log.warn({ err, lost: batch.length }, 'could not save profile analytics; they are dropped');
    }
  }

  function flush(): Promise<void> {
    chain = chain.then(write);
    return chain;
  }

  return {
    appeared(ids) {
      // The week once per search, not once per card (it is worked out from the India date).
      if (ids.length === 0) return;
      const week = weekOf(deps.clock.now());
      for (const id of ids) add(id, 'searchAppearances', week);
    },
    viewed(id) {
      add(id, 'profileViews', weekOf(deps.clock.now()));
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
