import {
  doctorSearchResponseSchema,
  nurseSearchResponseSchema,
  providerDetailSchema,
} from '@arogya/contract/schemas/directory';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, createSerializerCompiler } from './serializer';

const ring: [number, number][] = [
  [72.8, 19],
  [72.81, 19.01],
  [72.82, 19.02],
  [72.8, 19],
];
const card = (i: number, located: boolean) => ({
  _id: `id-${i}`,
  id: `id-${i}`,
  name: `Dr. Asha "Quoted" Rao ${i}\n`,
  specialty: i % 2 ? 'Cardiologist' : null,
  city: 'Pune',
  experience: i % 3 ? 12 : null,
  averageRating: 4.5,
  numReviews: 2,
  isVerified: true,
  verifiedSkills: ['ECG', 'asthma — ünïcode'],
  subscriptionTier: i % 2 ? 'pro' : 'free',
  profilePictureUrl: null,
  fee: 500,
  ...(located ? { distance: 2.345, matchedBy: 'serviceArea' } : {}),
  location: i % 2 ? { type: 'Point', coordinates: [73.1, 18.5] } : null,
  serviceArea: i % 2 ? null : { type: 'Polygon', coordinates: [ring] },
  serviceAreaCentroid: { type: 'Point', coordinates: [72.81, 19.01] },
  // What a row carries and the answer must not: the schema names every field that leaves.
  passwordHash: 'argon2id$secret',
  email: 'doctor@example.com',
});
const searchAnswer = (located: boolean) => ({
  doctors: [0, 1, 2, 3].map((i) => card(i, located)),
  pagination: {
    currentPage: 1,
    totalPages: 167,
    totalDoctors: 1000,
    limit: 6,
    hasNextPage: true,
    hasPrevPage: false,
    ...(located ? { totalCapped: true } : {}),
  },
});

const viaZod = (schema: z.ZodType, data: unknown) => JSON.parse(JSON.stringify(schema.encode(data)));

describe('compiled response serialisers', () => {
  it('write a search answer as the same JSON value as zod’s encode, with nothing the schema does not name', () => {
    const serialize = compiledSerializer(doctorSearchResponseSchema);
    expect(serialize).not.toBeNull();
    for (const located of [false, true]) {
      const data = searchAnswer(located);
      const written = JSON.parse(serialize?.(data) ?? 'null');
      expect(written).toEqual(viaZod(doctorSearchResponseSchema, data));
      expect(JSON.stringify(written)).not.toContain('secret');
      expect(written.doctors[0]).not.toHaveProperty('email');
      expect(written.doctors[0].serviceArea.coordinates[0]).toEqual(ring);
      expect(written.doctors[1].location).toEqual({ type: 'Point', coordinates: [73.1, 18.5] });
      expect(written.doctors[0].location).toBeNull();
    }
  });

  it('mirror records, tuples, nullable objects and arrays, numbers and unknown values', () => {
    const schema = z.object({
      counts: z.record(z.string(), z.number().int()),
      pair: z.tuple([z.string(), z.number()]),
      maybe: z.object({ a: z.string() }).nullable(),
      list: z.array(z.string()).nullable(),
      optional: z.string().optional(),
      anything: z.unknown(),
      literal: z.literal('fixed'),
      kind: z.enum(['a', 'b']),
      either: z.union([z.string(), z.number()]),
    });
    const serialize = compiledSerializer(schema);
    expect(serialize).not.toBeNull();
    for (const data of [
      {
        counts: { x: 1, y: 2 },
        pair: ['p', 1.5],
        maybe: { a: 'z', b: 'dropped' },
        list: ['q'],
        anything: { deep: [1, null] },
        literal: 'fixed',
        kind: 'b',
        either: 'text',
      },
      {
        counts: {},
        pair: ['', 0],
        maybe: null,
        list: null,
        optional: 'here',
        anything: null,
        literal: 'fixed',
        kind: 'a',
        either: 7,
      },
    ]) {
      expect(JSON.parse(serialize?.(data) ?? 'null')).toEqual(viaZod(schema, data));
    }
  });

  it('leave to zod what they cannot mirror: unions, transforms, dates, defaults and recursion', () => {
    const node: z.ZodType = z.lazy(() => z.object({ children: z.array(node) }));
    for (const schema of [
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a') }),
        z.object({ kind: z.literal('b'), n: z.number() }),
      ]),
      z.union([z.string(), z.object({ n: z.number() })]),
      z.object({ at: z.date() }),
      z.object({ n: z.number().transform((n) => String(n)) }),
      z.object({ status: z.string().default('pending') }),
      node,
    ]) {
      expect(compiledSerializer(schema)).toBeNull();
    }
  });

  it('compile the directory’s answers (the most read routes), so a schema change cannot quietly slow them', () => {
    expect(compiledSerializer(doctorSearchResponseSchema)).not.toBeNull();
    expect(compiledSerializer(nurseSearchResponseSchema)).not.toBeNull();
    expect(compiledSerializer(providerDetailSchema)).not.toBeNull();
  });

  it('with verify, still refuse an answer that does not fit its schema, as zod’s encode did', () => {
    const schema = z.object({ total: z.number() });
    const route = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };
    const verified = createSerializerCompiler({ verify: true })(route);
    expect(verified({ total: 3 })).toBe('{"total":3}');
    expect(() => verified({ total: 'three' })).toThrow();
    const falling = createSerializerCompiler({ verify: true })({
      ...route,
      schema: z.union([z.string(), schema]),
    });
    expect(falling({ total: 3 })).toBe('{"total":3}');
  });
});
