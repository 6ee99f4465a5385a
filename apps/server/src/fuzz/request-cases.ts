import fc from 'fast-check';
import {
  hostileKey,
  hostilePathSegment,
  hostileValue,
  multipartBody,
  type RawBody,
  rawBody,
} from './hostile';
import { type ArbitraryOptions, arbitraryFor } from './json-schema-arbitrary';
import type { Operation } from './openapi-operations';

/** One generated request, ready for `app.inject`, plus what it is for the report. */
export interface FuzzRequest {
  kind: CaseKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /** What was done to it, for a human reading a failure. */
  notes: string[];
  /** Every string the request carried, so a response that merely echoes one is not taken for a leak. */
  sentStrings: string[];
}

export type CaseKind = 'valid' | 'mutated' | 'hostile-body' | 'raw-body' | 'hostile-params';

type QueryPair = [string, string];

interface Mutation {
  target: 'body' | 'query' | 'path';
  op: 'drop' | 'replace' | 'add' | 'null' | 'duplicate';
  selector: number;
  key: string;
  value: unknown;
  segment: { raw: boolean; value: string };
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  target: fc.constantFrom('body', 'body', 'body', 'query', 'path'),
  op: fc.constantFrom('drop', 'replace', 'replace', 'add', 'null', 'duplicate'),
  selector: fc.nat(),
  key: hostileKey,
  value: hostileValue,
  segment: hostilePathSegment,
});

/** Garbage an anonymous caller may put in Authorization. */
const garbageAuth = fc.constantFrom(
  'Bearer ',
  'Bearer not-a-token',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwidmVyIjowfQ.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer a.b.c',
);

/**
 * All request cases for one operation as one arbitrary: valid inputs (boundaries included), valid
 * inputs with a few hostile mutations, whole hostile bodies, raw bodies that are not JSON (or not what
 * they claim), and hostile path and query parameters. Throws `UnsupportedSchemaError` when the
 * operation's schemas use something the converter does not know.
 */
export function requestCases(
  operation: Operation,
  options: ArbitraryOptions & { authorization: string | undefined },
): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');

  const pathArb = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, arbitraryFor(p.schema, options, p.name)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
  const queryArb = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, arbitraryFor(p.schema, options, p.name)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const headerArb = fc.record(
    Object.fromEntries(headerParams.map((p) => [p.name, arbitraryFor(p.schema, options, p.name)])),
    { requiredKeys: headerParams.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const bodyArb: fc.Arbitrary<unknown> = operation.body
    ? arbitraryFor(operation.body.schema, options)
    : fc.constant(undefined);

  // Operations without a JSON body may take a multipart upload (the description does not model
  // multipart): send real small files, random bytes and lying types to every one of them.
  const takesBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(operation.method);
  const noJsonBody: fc.Arbitrary<RawBody | undefined> =
    takesBody && !operation.body
      ? fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: multipartBody() })
      : fc.constant(undefined);

  const base = fc.record({
    path: pathArb,
    query: queryArb,
    headers: headerArb,
    body: bodyArb,
    multipart: noJsonBody,
    garbageAuth: fc.option(garbageAuth, { freq: 8, nil: undefined }),
  });

  const valid = base.map((b) => build(operation, options, 'valid', b, []));
  const mutated = fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([b, ms]) => build(operation, options, 'mutated', b, ms));
  const hostileBody = fc
    .tuple(base, hostileValue)
    .map(([b, value]) =>
      build(operation, options, 'hostile-body', { ...b, body: value, multipart: undefined }, []),
    );
  const raw = fc
    .tuple(base, rawBody)
    .map(([b, body]) =>
      build(operation, options, 'raw-body', { ...b, body: undefined, multipart: body }, []),
    );
  const hostileParams = fc
    .tuple(
      base,
      fc.array(
        mutation.map(
          (m) =>
            ({ ...m, target: pathParams.length > 0 && m.selector % 2 === 0 ? 'path' : 'query' }) as Mutation,
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([b, ms]) => build(operation, options, 'hostile-params', b, ms));

  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: hostileBody },
    { weight: 1, arbitrary: raw },
    { weight: 2, arbitrary: hostileParams },
  );
}

interface BaseCase {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  multipart: RawBody | undefined;
  garbageAuth: string | undefined;
}

function build(
  operation: Operation,
  options: { authorization: string | undefined },
  kind: CaseKind,
  b: BaseCase,
  mutations: Mutation[],
): FuzzRequest {
  const notes: string[] = [];
  const sent: string[] = [];
  const path: Record<string, { raw: boolean; value: string }> = {};
  for (const [name, value] of Object.entries(b.path)) path[name] = { raw: false, value: scalar(value) };
  const query: QueryPair[] = [];
  for (const [name, value] of Object.entries(b.query)) query.push(...queryPairs(name, value));
  let body = structuredCloneJson(b.body);

  for (const shared of mutations) {
    // Hostile values include shared constants; a copy keeps one case from changing the next.
    const m = { ...shared, value: structuredCloneJson(shared.value) };
    if (m.target === 'path') {
      const names = Object.keys(path);
      const name = names[m.selector % Math.max(1, names.length)];
      if (name === undefined) continue;
      path[name] = m.segment;
      notes.push(`path param ${name} := ${preview(m.segment.value)}${m.segment.raw ? ' (raw)' : ''}`);
    } else if (m.target === 'query') {
      notes.push(mutateQuery(query, m));
    } else {
      const result = mutateJson(body, m);
      body = result.value;
      notes.push(result.note);
    }
  }

  let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = path[name];
    if (!p) return '';
    sent.push(p.value);
    return p.raw ? p.value : encode(p.value);
  });
  if (query.length > 0) {
    url += `?${query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
    for (const [k, v] of query) sent.push(k, v);
  }

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(b.headers)) headers[name] = scalar(value);
  const authorization = options.authorization ?? b.garbageAuth;
  if (authorization) headers.authorization = authorization;
  if (!options.authorization && b.garbageAuth) notes.push(`garbage Authorization: ${preview(b.garbageAuth)}`);

  let payload: string | Buffer | undefined;
  if (b.multipart) {
    payload = b.multipart.payload;
    if (b.multipart.contentType !== undefined) headers['content-type'] = b.multipart.contentType;
    notes.push(`body: ${b.multipart.label}`);
    sent.push(payload.toString('latin1'));
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
    if (kind === 'hostile-body') notes.push('body replaced by a hostile value');
  }
  if (typeof payload === 'string') sent.push(payload);
  collectStrings(body, sent);
  for (const value of Object.values(headers)) sent.push(value);

  return { kind, method: operation.method, url, headers, payload, notes, sentStrings: sent };
}

/**
 * Percent-encodes as UTF-8; a lone surrogate (which encodeURIComponent refuses) goes as the bytes
 * WTF-8 would give it, which is exactly the kind of input a decoder must survive.
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\s\S]/gu, (ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(ch);
    });
  }
}

/** A parameter value as it travels in a URL or header. */
function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function queryPairs(name: string, value: unknown): QueryPair[] {
  if (Array.isArray(value)) return value.map((v) => [name, scalar(v)] as QueryPair);
  return [[name, scalar(value)]];
}

function mutateQuery(query: QueryPair[], m: Mutation): string {
  const index = m.selector % Math.max(1, query.length);
  const target = query[index];
  const hostile = scalar(m.value).slice(0, 5_000);
  switch (m.op) {
    case 'drop':
      if (!target) break;
      query.splice(index, 1);
      return `query ${target[0]} dropped`;
    case 'duplicate':
      if (!target) break;
      query.push([target[0], hostile]);
      return `query ${target[0]} repeated with ${preview(hostile)}`;
    case 'replace':
    case 'null':
      if (!target) break;
      target[1] = m.op === 'null' ? '' : hostile;
      return `query ${target[0]} := ${preview(target[1])}`;
    default:
      break;
  }
  query.push([m.key, hostile]);
  return `query ${preview(m.key)} added := ${preview(hostile)}`;
}

type JsonPath = Array<string | number>;

/** Every location in a JSON value, the root first. */
function jsonPaths(value: unknown, at: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) jsonPaths(v, [...at, i], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) jsonPaths(v, [...at, k], out);
  }
  return out;
}

function getAt(value: unknown, path: JsonPath): unknown {
  let cur = value;
  for (const key of path) cur = (cur as Record<string | number, unknown>)?.[key];
  return cur;
}

/** Sets an own property even for keys like __proto__, so JSON.stringify sends it. */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function mutateJson(body: unknown, m: Mutation): { value: unknown; note: string } {
  if (body === undefined || body === null || typeof body !== 'object') {
    return { value: m.value, note: `body := ${preview(JSON.stringify(m.value))}` };
  }
  const paths = jsonPaths(body);
  const path = paths[m.selector % paths.length] ?? [];
  const where = path.length === 0 ? 'body' : `body.${path.join('.')}`;
  if (path.length === 0 && m.op !== 'add') {
    return { value: m.value, note: `body := ${preview(JSON.stringify(m.value))}` };
  }
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1];
  const parent = getAt(body, parentPath) as Record<string | number, unknown> | unknown[];
  switch (m.op) {
    case 'drop':
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete (parent as Record<string, unknown>)[String(last)];
      return { value: body, note: `${where} dropped` };
    case 'null':
      setOwn(parent, last!, null);
      return { value: body, note: `${where} := null` };
    case 'duplicate':
      if (Array.isArray(parent)) {
        parent.push(m.value);
        return { value: body, note: `${where}: extra item ${preview(JSON.stringify(m.value))}` };
      }
      setOwn(parent, last!, [getAt(body, path), m.value]);
      return { value: body, note: `${where} := [original, ${preview(JSON.stringify(m.value))}]` };
    case 'add': {
      const node = getAt(body, path);
      const container = node && typeof node === 'object' && !Array.isArray(node) ? node : body;
      if (Array.isArray(container)) {
        container.push(m.value);
        return { value: body, note: `${where}: extra item ${preview(JSON.stringify(m.value))}` };
      }
      setOwn(container as object, m.key, m.value);
      return { value: body, note: `extra field ${preview(m.key)} := ${preview(JSON.stringify(m.value))}` };
    }
    default:
      setOwn(parent, last!, m.value);
      return { value: body, note: `${where} := ${preview(JSON.stringify(m.value))}` };
  }
}

function structuredCloneJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      collectStrings(v, out);
    }
}

export function preview(text: string | undefined, max = 80): string {
  if (text === undefined) return 'undefined';
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
  return shown;
}
