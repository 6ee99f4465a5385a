import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG_INPUT } from '../messages/input';
import { buildPagination, findNulCharacter, withoutNulCharacters } from './common';

describe('findNulCharacter', () => {
  it('finds NUL in strings at any depth and in keys, and nothing in clean values', () => {
    expect(findNulCharacter('a\u0000b')).toEqual([]);
    expect(findNulCharacter({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNulCharacter({ 'k\u0000': 'v' })).toEqual(['k\u0000']);
    expect(findNulCharacter({ a: 'ok', b: ['fine', 2, null, true], c: { d: '' } })).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
  });

  it('copes with nesting deeper than the call stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toHaveLength(200_000);
  });
});

describe('withoutNulCharacters', () => {
  const schema = withoutNulCharacters(z.object({ name: z.string().trim(), age: z.coerce.number() }));

  it('refuses NUL with the catalogue message at its path, before the schema runs', () => {
    const result = schema.safeParse({ name: 'A\u0000', age: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: MSG_INPUT.nulCharacter }),
    ]);
  });

  it('otherwise is the schema itself, transforms included', () => {
    expect(schema.parse({ name: ' Asha ', age: '7' })).toEqual({ name: 'Asha', age: 7 });
  });
});

describe('buildPagination', () => {
  it('is exact without a cap, and at or under the cap', () => {
    expect(buildPagination(2, 6, 14)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalDoctors: 14,
      limit: 6,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect(buildPagination(1, 6, 1000, 1000)).toMatchObject({ totalDoctors: 1000, totalCapped: false });
    expect(buildPagination(1, 6, 0, 1000)).toMatchObject({
      totalDoctors: 0,
      totalPages: 1,
      totalCapped: false,
    });
  });

  it('reports the cap and stops the pages at the one holding the cap-th match when the count went past it', () => {
    expect(buildPagination(167, 6, 1001, 1000)).toEqual({
      currentPage: 167,
      totalPages: 167,
      totalDoctors: 1000,
      limit: 6,
      hasNextPage: false,
      hasPrevPage: true,
      totalCapped: true,
    });
  });
});
