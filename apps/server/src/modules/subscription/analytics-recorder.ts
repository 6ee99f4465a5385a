import { indiaDayNumber } from '@arogya/contract/india-time';
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
  /** Where a flush writes its counts. @default the weekly statistics table (`addWeeklyCounts`) */
  save?: (counts: readonly WeeklyIncrement[]) => Promise<void>;
}): AnalyticsRecorder {
  const save = deps.save ?? ((counts) => addWeeklyCounts(deps.db, counts));
  const flushIntervalMs = deps.flushIntervalMs ?? 10_000;
  const maxKeys = deps.maxKeys ?? 50_000;
  let counts = new Map<string, WeeklyIncrement>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  // The India week of the clock's now, worked out again only when the India day changes: every search asks.
  let weekDay = Number.NaN;
  let weekOfDay = '';

  function currentWeek(): string {
    const now = deps.clock.now();
    const day = indiaDayNumber(now);
    if (day !== weekDay) {
      weekOfDay = weekOf(now);
      weekDay = day;
    }
    return weekOfDay;
  }

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
      await save(batch);
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
      if (ids.length === 0) return;
      const week = currentWeek();
      for (const id of ids) add(id, 'searchAppearances', week);
    },
    viewed(id) {
      add(id, 'profileViews', currentWeek());
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
