import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileShaped, oneParameterPerValue } from './prepared-reads';

const dialect = new PgDialect();

describe('oneParameterPerValue', () => {
  it('gives every later reference to a value the parameter of its first', () => {
    const query = dialect.sqlToQuery(
      sql`select ${sql.placeholder('point')}::cube, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('point')}::cube <@ ${sql.placeholder('area')}::cube and ${sql.placeholder('now')}::timestamptz > ${sql.placeholder('point')}::cube`,
    );
    expect(query.params).toHaveLength(6);
    const { text, slots } = oneParameterPerValue(query);
    expect(text).toBe(
      'select $1::cube, $2::timestamptz, $1::cube <@ $3::cube and $2::timestamptz > $1::cube',
    );
    expect(slots).toEqual([{ value: 'point' }, { value: 'now' }, { value: 'area' }]);
  });

  it('keeps every constant a parameter of its own, numbered after the values before it', () => {
    const query = dialect.sqlToQuery(
      sql`select ${sql.placeholder('a')}, ${'doctor'}, ${sql.placeholder('a')}, ${'doctor'}, ${sql.placeholder('b')}`,
    );
    const { text, slots } = oneParameterPerValue(query);
    expect(text).toBe('select $1, $2, $1, $3, $4');
    expect(slots).toEqual([{ value: 'a' }, { constant: 'doctor' }, { constant: 'doctor' }, { value: 'b' }]);
  });

  it('leaves a text whose dollars are not the parameters in order as it is', () => {
    const query = dialect.sqlToQuery(
      sql`select '$2 off' as label, ${sql.placeholder('a')}, ${sql.placeholder('a')}`,
    );
    const { text, slots } = oneParameterPerValue(query);
    expect(text).toBe(query.sql);
    expect(slots).toEqual([{ value: 'a' }, { value: 'a' }]);
  });
});

describe('compileShaped', () => {
  it('binds each value once, in the order of its first reference', () => {
    const statement = compileShaped<'lat' | 'lng'>(
      (bind) => sql`select ${bind('lat')} + ${bind('lng')} - ${bind('lat')} as x`,
    );
    expect(statement.text).toBe('select $1 + $2 - $1 as x');
    expect(statement.params({ lat: 19.07, lng: 72.87 })).toEqual([19.07, 72.87]);
    expect(() => statement.params({ lat: 19.07 })).toThrow('no value for "lng"');
  });
});
