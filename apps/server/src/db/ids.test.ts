import { describe, expect, it } from 'vitest';
import { createUuidv7, uuidv7 } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  // A fresh generator each: the process's own keeps the latest millisecond any earlier test file used.
  it('is a version 7, RFC 9562 variant uuid carrying the millisecond it was made', () => {
    const uuidv7 = createUuidv7();
    const ms = Date.UTC(2030, 2, 10, 9, 30);
    const id = uuidv7(ms + 1_000_000);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(ms + 1_000_000);
  });

  it('is strictly increasing within one millisecond, many times over', () => {
    const uuidv7 = createUuidv7();
    const ms = Date.UTC(2031, 0, 1);
    const ids = Array.from({ length: 5_000 }, () => uuidv7(ms));
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });

  it('keeps increasing when the clock steps back', () => {
    const uuidv7 = createUuidv7();
    const later = uuidv7(Date.UTC(2032, 0, 1, 0, 0, 1));
    const earlier = uuidv7(Date.UTC(2032, 0, 1));
    expect(earlier > later).toBe(true);
  });

  it('sorts as text in the order made, across milliseconds', () => {
    const ids = [uuidv7(), uuidv7(), uuidv7(Date.now() + 5), uuidv7()];
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('every table with a uuid key', () => {
  it('makes its ids with uuidv7 in the app (the database default is only a fallback)', async () => {
    const { getTableColumns, getTableName, isTable } = await import('drizzle-orm');
    const schema = await import('./schema/index');
    const tables = Object.values(schema).filter((v) => isTable(v));
    const uuidKeyed = tables.filter((table) => {
      const id = (getTableColumns(table) as Record<string, { columnType: string; primary: boolean }>).id;
      return id?.columnType === 'PgUUID' && id.primary;
    });
    expect(uuidKeyed.length).toBeGreaterThan(10);
    const withoutAppIds = uuidKeyed
      .filter((table) => {
        const { id } = getTableColumns(table) as unknown as Record<string, { defaultFn?: () => unknown }>;
        if (!id) return true;
        return typeof id.defaultFn !== 'function' || !UUID_V7.test(String(id.defaultFn()));
      })
      .map((table) => getTableName(table));
    expect(withoutAppIds).toEqual([]);
  });
});
