import fc from 'fast-check';

/** The subset of JSON Schema (as OpenAPI 3.0 spells it) that the API description uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  [keyword: string]: unknown;
}

/** A schema construct the converter cannot generate for: the fuzz run fails on it instead of skipping it. */
export class UnsupportedSchemaError extends Error {}

export interface ArbitraryOptions {
  /** Resolves `$ref`s (e.g. `#/components/schemas/X`). */
  resolveRef?: (ref: string) => JsonSchema | undefined;
  /**
   * Values worth trying for a string schema (real ids of existing resources for a uuid), mixed with the
   * generated ones.
   */
  knownStrings?: (schema: JsonSchema) => readonly string[];
  /**
   * Realistic values for a property by its name (an e-mail for "email", a near date for a date, a
   * doctor's id for "doctor"), mixed with the generated ones so that valid cases get past the rules
   * the schema cannot state.
   */
  hint?: (schema: JsonSchema, name: string) => fc.Arbitrary<unknown> | undefined;
  /** Upper bound on generated array lengths and string lengths without a maximum. */
  maxCollection?: number;
}

/** Keywords that only describe: no effect on which values are valid. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$schema',
  'externalDocs',
  'xml',
  'discriminator',
]);

const SUPPORTED = new Set([
  'type',
  'enum',
  'const',
  'nullable',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);

const FORMATS = new Set(['uuid', 'email', 'date', 'date-time', 'uri', 'url', 'binary', 'int32', 'int64']);

/**
 * A fast-check arbitrary of values valid for `schema`, with the schema's boundaries (shortest and
 * longest strings, smallest and largest numbers, empty and full arrays) drawn more often than chance
 * would. Throws `UnsupportedSchemaError` for a keyword it does not understand, so an operation whose
 * schema grows a new construct fails the run instead of going untested.
 */
export function arbitraryFor(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  return convert(schema, options, name ? `#/${name}` : '#');
}

function convert(schema: JsonSchema, options: ArbitraryOptions, at: string): fc.Arbitrary<unknown> {
  for (const keyword of Object.keys(schema)) {
    if (!SUPPORTED.has(keyword) && !ANNOTATIONS.has(keyword)) {
      throw new UnsupportedSchemaError(`unsupported keyword "${keyword}" at ${at}`);
    }
  }
  if (schema.$ref) {
    const target = options.resolveRef?.(schema.$ref);
    if (!target) throw new UnsupportedSchemaError(`unresolvable $ref ${schema.$ref} at ${at}`);
    return convert(target, options, schema.$ref);
  }

  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  const generated = convertNonNull(schema, options, at);
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  const hint = fixed ? undefined : options.hint?.(schema, at.split('/').pop() ?? '');
  const base = hint ? fc.oneof(hint, generated) : generated;
  return nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function convertNonNull(schema: JsonSchema, options: ArbitraryOptions, at: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) {
    if (schema.enum.length === 0) throw new UnsupportedSchemaError(`empty enum at ${at}`);
    return fc.constantFrom(...schema.enum);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    if (alternatives.length === 0) throw new UnsupportedSchemaError(`empty anyOf/oneOf at ${at}`);
    return fc.oneof(...alternatives.map((s, i) => convert(s, options, `${at}/anyOf/${i}`)));
  }
  if (schema.allOf) return convert(mergeAllOf(schema.allOf, options, at), options, at);

  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
    (t) => t !== 'null',
  );
  if (types.length === 0) {
    if (schema.properties) return objectArbitrary(schema, options, at);
    // An unconstrained schema accepts any JSON value.
    return fc.jsonValue({ maxDepth: 2 });
  }
  if (types.length > 1) return fc.oneof(...types.map((t) => convert({ ...schema, type: t }, options, at)));

  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, options, at);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayArbitrary(schema, options, at);
    case 'object':
      return objectArbitrary(schema, options, at);
    default:
      throw new UnsupportedSchemaError(`unsupported type "${String(types[0])}" at ${at}`);
  }
}

function mergeAllOf(parts: JsonSchema[], options: ArbitraryOptions, at: string): JsonSchema {
  const merged: JsonSchema = {};
  for (const raw of parts) {
    const part = raw.$ref ? options.resolveRef?.(raw.$ref) : raw;
    if (!part) throw new UnsupportedSchemaError(`unresolvable $ref in allOf at ${at}`);
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') merged.properties = { ...merged.properties, ...(value as object) };
      else if (key === 'required') merged.required = [...(merged.required ?? []), ...(value as string[])];
      else merged[key] = value;
    }
  }
  return merged;
}

/** Weighted mix: mostly random values, often the edges. */
function withEdges<T>(random: fc.Arbitrary<T>, edges: readonly T[]): fc.Arbitrary<T> {
  if (edges.length === 0) return random;
  return fc.oneof({ weight: 3, arbitrary: random }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions, at: string): fc.Arbitrary<string> {
  const cap = options.maxCollection ?? 40;
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, cap);
  if (schema.format && !FORMATS.has(schema.format)) {
    throw new UnsupportedSchemaError(`unsupported string format "${schema.format}" at ${at}`);
  }
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const known = (options.knownStrings?.(schema) ?? []).filter(fits);

  let random: fc.Arbitrary<string>;
  if (schema.format === 'uuid') {
    random = fc.uuid();
  } else if (schema.pattern) {
    let regex: RegExp;
    try {
      regex = new RegExp(schema.pattern);
    } catch {
      throw new UnsupportedSchemaError(`unparseable pattern ${schema.pattern} at ${at}`);
    }
    random = fc.stringMatching(regex).filter(fits);
  } else if (schema.format === 'email') {
    random = fc.emailAddress().filter(fits);
  } else if (schema.format === 'date') {
    random = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
  } else if (schema.format === 'date-time') {
    random = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  } else if (schema.format === 'uri' || schema.format === 'url') {
    random = fc.webUrl().filter(fits);
  } else {
    // Random lengths stay short (fast requests); the edges below reach the declared maximum.
    const randomMax = Math.min(maxLength, Math.max(minLength, cap));
    random = fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength: randomMax, unit: 'grapheme-ascii' }) },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength: randomMax, unit: 'binary' }) },
    );
    const edges = [
      'a'.repeat(minLength),
      'a'.repeat(Math.min(maxLength, 100_000)),
      // Multi-unit characters at the limit: length rules that count bytes or code points differ here.
      'ए'.repeat(Math.min(maxLength, 100_000)),
      ' '.repeat(Math.max(minLength, 1)).slice(0, maxLength),
    ].filter(fits);
    random = withEdges(random, edges);
  }
  return known.length > 0
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: random })
    : random;
}

/** Bounds as inclusive numbers (OpenAPI 3.0 spells exclusivity as a boolean beside the bound). */
function bounds(schema: JsonSchema): {
  min: number;
  max: number;
  minExcluded: boolean;
  maxExcluded: boolean;
} {
  let min = schema.minimum ?? Number.NEGATIVE_INFINITY;
  let max = schema.maximum ?? Number.POSITIVE_INFINITY;
  let minExcluded = schema.exclusiveMinimum === true;
  let maxExcluded = schema.exclusiveMaximum === true;
  if (typeof schema.exclusiveMinimum === 'number') {
    min = schema.exclusiveMinimum;
    minExcluded = true;
  }
  if (typeof schema.exclusiveMaximum === 'number') {
    max = schema.exclusiveMaximum;
    maxExcluded = true;
  }
  return { min, max, minExcluded, maxExcluded };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const b = bounds(schema);
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    Number.isFinite(b.min) ? Math.ceil(b.min) + (b.minExcluded && Number.isInteger(b.min) ? 1 : 0) : -1e9,
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    Number.isFinite(b.max) ? Math.floor(b.max) - (b.maxExcluded && Number.isInteger(b.max) ? 1 : 0) : 1e9,
  );
  const random = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  const multiple = schema.multipleOf;
  const arb = multiple
    ? random.map((n) => Math.round(n / multiple) * multiple).filter((n) => n >= min && n <= max)
    : random;
  return withEdges(arb, [min, max, ...(min <= 0 && max >= 0 ? [0] : [])]);
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const b = bounds(schema);
  const min = Number.isFinite(b.min) ? b.min : -1e12;
  const max = Number.isFinite(b.max) ? b.max : 1e12;
  const random = fc.double({
    min,
    max,
    minExcluded: b.minExcluded,
    maxExcluded: b.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
  const edges = [
    ...(b.minExcluded ? [] : [min]),
    ...(b.maxExcluded ? [] : [max]),
    ...(min < 0 && max > 0 ? [0] : []),
  ];
  return withEdges(random, edges);
}

function arrayArbitrary(schema: JsonSchema, options: ArbitraryOptions, at: string): fc.Arbitrary<unknown[]> {
  if (!schema.items) return fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 });
  const item = convert(schema.items, options, `${at}/items`);
  const minLength = schema.minItems ?? 0;
  // Long arrays make slow requests without finding more; the declared maximum is still an edge.
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 8, 8));
  const random = schema.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(item, { minLength, maxLength });
  const declaredMax = schema.maxItems;
  if (declaredMax === undefined || declaredMax <= maxLength || declaredMax > 500 || schema.uniqueItems)
    return random;
  const full = fc.array(item, { minLength: declaredMax, maxLength: declaredMax });
  return fc.oneof({ weight: 5, arbitrary: random }, { weight: 1, arbitrary: full });
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  at: string,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) model[key] = convert(sub, options, `${at}/${key}`);
  const required = (schema.required ?? []).filter((k) => k in properties);
  const record = fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !(k in properties)),
      convert(schema.additionalProperties, options, `${at}/additionalProperties`),
      { maxKeys: 3 },
    );
    return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
  }
  return record;
}
