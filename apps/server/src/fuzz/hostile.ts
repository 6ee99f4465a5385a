import fc from 'fast-check';

/**
 * Hostile inputs: what a careless client, a scanner or an attacker sends. Every value here must be
 * refused cleanly (a 4xx in the error shape) or handled as plain data — never a 5xx, never a leak.
 */

const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1) OR (1=1',
  "admin'--",
  "%' AND 1=0 UNION SELECT NULL, NULL --",
  '1; SELECT 1',
  '\\',
  "''",
  '$$; select 1; $$',
];

const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '<svg/onload=alert(1)>',
];

const PATH_FRAGMENTS = [
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '%00',
  '/',
  '.',
];

const UNICODE = [
  '🙂',
  '👩🏽‍⚕️',
  'ज़िंदगी',
  'Ω≈ç√∫',
  '\u202Eevil',
  '\u200B',
  '\u0000',
  '\uD800',
  '\uFEFF',
  'Ａｄｍｉｎ',
  '\r\n\r\nX-Injected: 1',
  'e\u0301',
];

const HUGE = 'A'.repeat(200_000);
const WIDE = '😀'.repeat(20_000);

/** Hostile strings: injection fragments, unicode oddities, huge and empty. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...PATH_FRAGMENTS, ...UNICODE),
  fc.constantFrom(
    '',
    ' ',
    '   \t',
    HUGE,
    WIDE,
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    'true',
    '[]',
    '{}',
  ),
  fc.constantFrom(
    '2024-02-30',
    '0000-00-00',
    '9999-12-31',
    '2024-13-01',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);

/** Numbers at and past every edge JSON can carry. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.000001,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    -(2 ** 63),
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON type, biased to the wrong one for wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[[[]]]], [null], { $gt: '' }, { $ne: null }) },
  { weight: 1, arbitrary: fc.constant(deepObject(60)) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Keys that poison a naive merge, or that no schema declares. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'isAdmin',
    'careFundBalance',
    '_id',
    'id',
    'password_hash',
    '',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** The smallest valid images of each type the upload routes accept, and one they refuse. */
export const SAMPLE_FILES: Record<string, { bytes: Buffer; type: string }> = {
  png: {
    type: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  },
  gif: {
    type: 'image/gif',
    bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  },
  pdf: { type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
  svg: {
    type: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  html: { type: 'text/html', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
};

/**
 * Raw bodies that are not a JSON document of the right shape, each with the content type it is sent
 * under. Several lie about their type.
 */
export interface RawBody {
  contentType: string | undefined;
  payload: string | Buffer;
  label: string;
}

const OVERSIZE_JSON = `{"a":"${'x'.repeat(1_100_000)}"}`;

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { label: 'truncated JSON', contentType: 'application/json', payload: '{"email": "a@b.c", ' },
    { label: 'not JSON', contentType: 'application/json', payload: 'hello' },
    { label: 'empty JSON body', contentType: 'application/json', payload: '' },
    { label: 'JSON null', contentType: 'application/json', payload: 'null' },
    { label: 'JSON string', contentType: 'application/json', payload: '"text"' },
    { label: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
    {
      label: 'proto pollution',
      contentType: 'application/json',
      payload: '{"__proto__":{"role":"admin","isAdmin":true}}',
    },
    {
      label: 'constructor pollution',
      contentType: 'application/json',
      payload: '{"constructor":{"prototype":{"role":"admin"}}}',
    },
    {
      label: 'duplicate keys',
      contentType: 'application/json',
      payload: '{"role":"patient","role":"admin"}',
    },
    { label: 'BOM prefix', contentType: 'application/json', payload: '\uFEFF{}' },
    { label: 'NaN literal', contentType: 'application/json', payload: '{"a": NaN}' },
    { label: 'oversize JSON', contentType: 'application/json', payload: OVERSIZE_JSON },
    { label: 'JSON charset latin1', contentType: 'application/json; charset=latin1', payload: '{}' },
    {
      label: 'xml',
      contentType: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    },
    { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&role=admin' },
    { label: 'text', contentType: 'text/plain', payload: '{"a":1}' },
    { label: 'no content type', contentType: undefined, payload: '{"a":1}' },
    { label: 'garbage content type', contentType: '}}{{;;==', payload: '{}' },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'whatever' },
  ),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    label: 'random bytes as JSON',
    contentType: 'application/json',
    payload: Buffer.from(bytes),
  })),
  multipartBody(),
);

/**
 * multipart/form-data bodies: real small files, random bytes, lying declared types, hostile file
 * names, wrong field names, several files, and broken framing.
 */
export function multipartBody(): fc.Arbitrary<RawBody> {
  const content = fc.oneof(
    fc.constantFrom(...Object.values(SAMPLE_FILES).map((f) => f.bytes)),
    fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
    // An image's magic bytes followed by anything.
    fc
      .uint8Array({ maxLength: 500 })
      .map((b) => Buffer.concat([SAMPLE_FILES.png!.bytes.subarray(0, 16), Buffer.from(b)])),
  );
  const declared = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/svg+xml',
    'application/pdf',
    'audio/webm',
    'audio/mpeg',
    'text/html',
    'application/octet-stream',
    '',
    'image/png; charset=utf-8"; x=',
  );
  const fileName = fc.oneof(
    fc.constantFrom(
      'photo.png',
      '../../../etc/passwd',
      '..\\..\\boot.ini',
      'a\u0000.png',
      '',
      'x'.repeat(500),
      '😀.png',
    ),
    fc.string({ maxLength: 30 }),
  );
  const field = fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: hostileKey });
  const part = fc.record({ field, fileName, declared, content });
  return fc
    .record({
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      extraField: fc.option(
        fc.tuple(
          hostileKey,
          hostileString.map((s) => s.slice(0, 2_000)),
        ),
        { nil: undefined },
      ),
      broken: fc.constantFrom('none', 'none', 'none', 'no-closing', 'wrong-boundary'),
    })
    .map(({ parts, extraField, broken }) => {
      const boundary = '----arogyafuzz7MA4YWxkTrZu0gW';
      const chunks: Buffer[] = [];
      if (extraField) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${extraField[0]}"\r\n\r\n${extraField[1]}\r\n`,
          ),
        );
      }
      for (const p of parts) {
        const typeLine = p.declared ? `Content-Type: ${p.declared}\r\n` : '';
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\n${typeLine}\r\n`,
          ),
          p.content,
          Buffer.from('\r\n'),
        );
      }
      if (broken !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const headerBoundary = broken === 'wrong-boundary' ? 'something-else' : boundary;
      return {
        label: `multipart (${parts.length} file${parts.length === 1 ? '' : 's'}${broken === 'none' ? '' : `, ${broken}`})`,
        contentType: `multipart/form-data; boundary=${headerBoundary}`,
        payload: Buffer.concat(chunks),
      };
    });
}

/** Values for a path segment: garbage, traversal, encodings that must not confuse the router. */
export const hostilePathSegment: fc.Arbitrary<{ raw: boolean; value: string }> = fc.oneof(
  hostileString.map((value) => ({ raw: false, value: value.slice(0, 5_000) })),
  fc
    .constantFrom(
      '..',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2f',
      '..%252F..%252F',
      '%',
      '%zz',
      '%00',
      '%C0%AE%C0%AE',
      'a%2Fb',
      '%20',
    )
    .map((value) => ({ raw: true, value })),
);
