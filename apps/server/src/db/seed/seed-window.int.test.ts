import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../lib/storage';
import { freshDatabase } from '../../test/harness';
import { rowsOf } from '../rows';
import { demoSeedValidUntil, seedDemoData } from './seed';

/**
 * The build's seeded snapshot stands in for a start's own seed until `demoSeedValidUntil` (decision 088). These
 * tests seed separate databases at two moments and compare every table: up to a millisecond before that instant
 * a seed makes the same rows, with only the timestamps that follow the seed's "now" moved by the time between
 * the two runs; at that instant it makes different ones (so the comparison can tell).
 */

const silent = { info: () => {} };
const DAY_MS = 86_400_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table of the application's schema, as JSON, each table's rows in one order; every stored file. */
async function contents(at: Date): Promise<Record<string, unknown[]>> {
  const handle = await freshDatabase();
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-seed-window-'));
    dirs.push(dir);
    await seedDemoData(handle.db, { log: silent, now: at, storage: createLocalStorage(dir) });
    const tables = rowsOf<{ name: string }>(
      await handle.db.execute(sql`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
      `),
    );
    const out: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      const rows = rowsOf<{ row: Record<string, unknown> }>(
        await handle.db.execute(sql`select row_to_json(t) as row from ${sql.identifier(name)} t`),
      );
      out[name] = rows.map((r) => r.row).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    }
    // And the files it stored, by key and content.
    out['(stored files)'] = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return `${path.relative(dir, file)} ${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`;
      })
      .sort();
    return out;
  } finally {
    await handle.close();
  }
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)$/;
/** A version-7 UUID: an id a column's default made at insert (the seed's own ids are version 5, from names). */
const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A row's order among its table's: its values other than timestamps and made ids (which differ between runs). */
function sortKey(row: Record<string, unknown>): string {
  return JSON.stringify(row, (_key, value) =>
    typeof value === 'string' && (TIMESTAMP.test(value) || RUN_ID.test(value)) ? '' : value,
  );
}

/**
 * Where `later` (seeded `shiftMs` after `earlier`) differs from it, beyond a timestamp moved by exactly `shiftMs`
 * (one relative to the seed's "now"), one of the test's own running time (a column's default `now()`) or an id
 * a column's default made.
 */
function differences(earlier: unknown, later: unknown, shiftMs: number, where = ''): string[] {
  if (
    typeof earlier === 'string' &&
    typeof later === 'string' &&
    TIMESTAMP.test(earlier) &&
    TIMESTAMP.test(later)
  ) {
    const a = Date.parse(earlier);
    const b = Date.parse(later);
    const ofTheRun = (t: number) => Math.abs(t - Date.now()) < DAY_MS;
    return a === b || b - a === shiftMs || (ofTheRun(a) && ofTheRun(b))
      ? []
      : [`${where}: ${earlier} → ${later}`];
  }
  if (
    typeof earlier === 'string' &&
    typeof later === 'string' &&
    RUN_ID.test(earlier) &&
    RUN_ID.test(later)
  ) {
    return [];
  }
  if (Array.isArray(earlier) && Array.isArray(later)) {
    if (earlier.length !== later.length) return [`${where}: ${earlier.length} rows → ${later.length}`];
    return earlier.flatMap((e, i) => differences(e, later[i], shiftMs, `${where}[${i}]`));
  }
  if (earlier && later && typeof earlier === 'object' && typeof later === 'object') {
    const keys = [...new Set([...Object.keys(earlier), ...Object.keys(later)])];
    return keys.flatMap((k) =>
      differences(
        (earlier as Record<string, unknown>)[k],
        (later as Record<string, unknown>)[k],
        shiftMs,
        `${where}.${k}`,
      ),
    );
  }
  return JSON.stringify(earlier) === JSON.stringify(later)
    ? []
    : [`${where}: ${JSON.stringify(earlier)} → ${JSON.stringify(later)}`];
}

/** India wall-clock time, e.g. ist('2025-03-10T08:00') (a date far from the test's own run). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

describe('the window of a demo seed (decision 088)', () => {
  it('ends at the end of the slot hour of the video consultation, or at midnight in India', () => {
    // Before the first doctor slot: the 11:00 AM one, until its hour ends.
    expect(demoSeedValidUntil(ist('2025-03-10T08:00'))).toEqual(ist('2025-03-10T12:00'));
    // In the 11:30 AM slot's hour: until 12:30.
    expect(demoSeedValidUntil(ist('2025-03-12T12:10'))).toEqual(ist('2025-03-12T12:30'));
    // After the day's last slot: tomorrow's first is taken, and the day ends first.
    expect(demoSeedValidUntil(ist('2025-03-15T21:00'))).toEqual(ist('2025-03-16T00:00'));
    // India's day, not UTC's: 23:00 UTC is already 04:30 the next morning in India.
    expect(demoSeedValidUntil(new Date('2025-03-15T23:00:00Z'))).toEqual(ist('2025-03-16T12:00'));
  });

  const cases = [
    { name: 'a Monday morning before the first slot', at: ist('2025-03-10T08:00') },
    { name: 'a Wednesday in the slots', at: ist('2025-03-12T12:10') },
    { name: 'a Saturday evening after the last slot', at: ist('2025-03-15T21:00') },
  ];
  const seeded = new Map<string, Record<string, unknown[]>>();
  for (const c of cases) {
    it(`makes the same rows until then when seeded on ${c.name}`, async () => {
      const until = demoSeedValidUntil(c.at);
      const first = await contents(c.at);
      seeded.set(c.name, first);
      const justBefore = new Date(until.getTime() - 1);
      const again = await contents(justBefore);
      expect(Object.keys(first).length).toBeGreaterThan(50);
      expect(differences(first, again, justBefore.getTime() - c.at.getTime())).toEqual([]);
    }, 120_000);
  }

  it('makes other rows once the window has ended (the slot hour, or the day)', async () => {
    for (const c of [cases[0], cases[2]]) {
      if (!c) continue;
      const first = seeded.get(c.name) ?? (await contents(c.at));
      const until = demoSeedValidUntil(c.at);
      const after = await contents(until);
      expect(differences(first, after, until.getTime() - c.at.getTime())).not.toEqual([]);
    }
  }, 120_000);
});
