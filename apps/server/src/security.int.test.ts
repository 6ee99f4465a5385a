import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROLES, type Role } from '@arogya/contract/constants/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type AppConfig, testConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registeredRoutes } from './lib/http/access';
import { createLocalStorage } from './lib/storage';
import { createTokenService } from './lib/tokens';
import { sessionIdOf } from './test/accounts';
import { type DirectAccount, insertAccount } from './test/direct-accounts';
import { freshDatabase } from './test/harness';

/**
 * Security checks across the whole app: headers on every kind of response, CORS, body limits, path
 * traversal on every route that serves a file, uploads that lie about their type or size, forged and
 * expired tokens, and the socket handshake. Routes are enumerated from what the app registered, so a
 * route added later is covered without editing this file.
 */

const PUBLIC_URL = 'https://arogya.example';
const EVIL_ORIGIN = 'https://evil.example';

let database: DatabaseHandle;
let dataDir: string;
let webDist: string;
let sentinel: string;
let app: FastifyInstance;
let config: AppConfig;
interface UploadRoute {
  method: string;
  url: string;
  /** The roles allowed to upload there. */
  uploaders: Role[];
}
/** Routes that take multipart uploads (see findUploadRoutes). */
const uploadRoutes: UploadRoute[] = [];
const accounts: Partial<Record<(typeof ROLES)[number], DirectAccount>> = {};

async function build(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const instance = await buildApp({
    config: { ...config, ...overrides },
    database,
    skipMigrations: true,
  });
  return instance;
}

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-security-'));
  // A secret beside the stored files and the web app: no route may ever serve it.
  sentinel = `SENTINEL-${randomBytes(8).toString('hex')}`;
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), sentinel);
  webDist = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>app-shell</body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  config = testConfig({ dataDir, webDist, publicUrl: PUBLIC_URL, rateLimitMax: 1_000_000 });

  app = await build();
  await app.ready();
  for (const role of ROLES) accounts[role] = await insertAccount(app, { role, approvalStatus: 'approved' });
  uploadRoutes.push(...(await findUploadRoutes(app)));
});

/**
 * The routes that take multipart uploads, and who may call each: a route without a multipart parser
 * answers a multipart request with 415 before anything else, an upload route with its own answer (a
 * missing file). Found by asking every POST/PUT route, so a new upload route is covered automatically.
 */
/** A route's address with each path parameter set to an id that exists nowhere (a report's collection, say). */
function probeUrl(url: string): string {
  return url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
}

async function findUploadRoutes(target: FastifyInstance): Promise<UploadRoute[]> {
  const found: UploadRoute[] = [];
  const candidates = registeredRoutes(target).filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.access !== null,
  );
  for (const route of candidates) {
    const url = probeUrl(route.url);
    const uploaders: Role[] = [];
    let multipartAccepted = false;
    for (const role of ROLES) {
      const boundary = '----arogyaprobe';
      const res = await target.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...accounts[role]!.headers },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      if (res.statusCode === 401 || res.statusCode === 403) continue;
      if (res.statusCode === 415) break;
      multipartAccepted = true;
      uploaders.push(role);
    }
    if (multipartAccepted) found.push({ method: route.method, url: route.url, uploaders });
  }
  return found;
}

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------
// Headers
// ---------------------------------------------------------------------------------------------------

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectProtectiveHeaders(res: LightMyRequestResponse, what: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: Content-Security-Policy`).not.toBe('');
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
  expect(scripts.length, `${what}: script-src or default-src`).toBeGreaterThan(0);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${what}: scripts may not come from ${unsafe}`).not.toContain(unsafe);
  }
  expect(d.get('object-src') ?? d.get('default-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
    `${what}: Referrer-Policy`,
  ).toContain(res.headers['referrer-policy']);
  const framing = d.get('frame-ancestors');
  const xfo = String(res.headers['x-frame-options'] ?? '').toUpperCase();
  expect(
    (framing && (framing.includes("'none'") || framing.includes("'self'"))) ||
      ['DENY', 'SAMEORIGIN'].includes(xfo),
    `${what}: framing protection`,
  ).toBe(true);
  expect(res.headers['x-powered-by'], `${what}: no X-Powered-By`).toBeUndefined();
}

describe('security headers', () => {
  const cases: Array<[string, InjectOptions]> = [
    ['the web app', { method: 'GET', url: '/' }],
    ['a web app route (SPA fallback)', { method: 'GET', url: '/doctors/some-id' }],
    ['a web app asset', { method: 'GET', url: '/assets/app.js' }],
    ['an API answer', { method: 'GET', url: '/api/health' }],
    ['an API 404', { method: 'GET', url: '/api/no-such-route' }],
    ['an API 401', { method: 'GET', url: '/api/auth/me' }],
    ['an API validation error', { method: 'POST', url: '/api/auth/login', payload: { email: 1 } }],
    ['a malformed address', { method: 'GET', url: '/api/doctors/%zz' }],
    ['the API description', { method: 'GET', url: '/api/docs/json' }],
  ];
  for (const [what, request] of cases) {
    it(`protect ${what}`, async () => {
      const res = await app.inject(request);
      expect(res.statusCode, what).toBeLessThan(500);
      expectProtectiveHeaders(res, what);
    });
  }

  it('the built web app has no inline script the policy would block (when built)', () => {
    const built = path.join(testConfig().webDist, 'index.html');
    if (!fs.existsSync(built)) return;
    const html = fs.readFileSync(built, 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') && (body ?? '').trim() !== '',
    );
    expect(inline.map(([tag]) => tag.slice(0, 80))).toEqual([]);
  });

  describe('HSTS', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = await build({ trustProxy: ['127.0.0.1'] });
      await proxied.ready();
    });
    afterAll(async () => {
      await proxied.close();
    });

    it('is sent behind a TLS-terminating proxy that says so', async () => {
      for (const url of ['/', '/api/health', '/api/no-such-route']) {
        const res = await proxied.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        const hsts = String(res.headers['strict-transport-security'] ?? '');
        expect(hsts, url).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
      }
    });

    it('is not sent over plain HTTP', async () => {
      const res = await proxied.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('cannot be switched on by a client when no proxy is trusted', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// CORS
// ---------------------------------------------------------------------------------------------------

describe('CORS', () => {
  it('refuses a preflight from another origin, for reads and writes with credentials', async () => {
    for (const [url, method] of [
      ['/api/auth/login', 'POST'],
      ['/api/profile/me', 'PUT'],
      ['/api/appointments', 'POST'],
      ['/api/auth/me', 'GET'],
    ] as const) {
      const res = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: EVIL_ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      // Without Access-Control-Allow-Origin the browser refuses the call (Allow-Credentials alone opens nothing).
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('does not let another origin read an answer, nor the "null" origin of a sandboxed page', async () => {
    for (const origin of [EVIL_ORIGIN, 'null', `${PUBLIC_URL}.evil.example`, 'http://arogya.example']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { origin, ...accounts.patient!.headers },
      });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('allows the app’s own origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: PUBLIC_URL, 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
  });
});

// ---------------------------------------------------------------------------------------------------
// Body limits
// ---------------------------------------------------------------------------------------------------

describe('body limit', () => {
  it('refuses a JSON body above the limit with 413 in the error shape, on every JSON route it reaches', async () => {
    const body = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(config.bodyLimitBytes) });
    const jsonRoutes = registeredRoutes(app).filter(
      (r) =>
        ['POST', 'PUT', 'PATCH'].includes(r.method) &&
        r.access !== null &&
        !uploadRoutes.some((u) => u.url === r.url),
    );
    expect(jsonRoutes.length).toBeGreaterThan(5);
    for (const route of jsonRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': 'application/json', ...accounts.admin!.headers },
        payload: body,
      });
      // A route that refuses the caller first (401/403) never reads the body; otherwise: 413.
      expect([401, 403, 413], `${route.method} ${route.url}`).toContain(res.statusCode);
      expect(res.json().code, `${route.method} ${route.url}`).toMatch(
        /PAYLOAD_TOO_LARGE|UNAUTHORIZED|FORBIDDEN/,
      );
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(login.statusCode).toBe(413);
    expect(login.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
  });

  it('refuses an oversize body sent in chunks without a length, before reading it all', async () => {
    const { status, sent, total } = await streamUpload(app, {
      url: '/api/auth/login',
      contentType: 'application/json',
      total: 30 * 1024 * 1024,
      head: Buffer.from('{"email":"a@b.c","password":"'),
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total);
  });
});

/**
 * Streams a large body (chunked, no length) to a listening copy of the app over a plain socket, reading
 * all the while, and stops sending as soon as an answer arrives — as a browser does. A plain socket
 * because Node's HTTP client drops an answer that comes before the request is fully written.
 */
async function streamUpload(
  target: FastifyInstance,
  opts: {
    url: string;
    contentType: string;
    total: number;
    head: Buffer;
    /** Sent after the bulk (a multipart closing boundary), so the body is well formed. */
    tail?: Buffer;
    headers?: Record<string, string>;
  },
): Promise<{ status: number | null; body: string; sent: number; total: number }> {
  if (!target.server.listening) await target.listen({ port: 0, host: '127.0.0.1' });
  const { port } = target.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  let answered = false;
  let sent = 0;
  let whole: () => void = () => {};
  const answeredWhole = new Promise<void>((resolve) => {
    whole = resolve;
  });
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
    answered = true;
    if (isWholeResponse(Buffer.concat(received))) whole();
  });
  socket.on('error', () => {}); // a write after the server closed: the answer is what counts
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  const headers = {
    host: '127.0.0.1',
    'content-type': opts.contentType,
    'transfer-encoding': 'chunked',
    ...opts.headers,
  };
  socket.write(
    `POST ${opts.url} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`,
  );
  const chunk = (data: Buffer) =>
    socket.write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));
  chunk(opts.head);
  sent += opts.head.length;
  const block = Buffer.alloc(64 * 1024, 0x41);
  while (sent < opts.total && !answered && !socket.destroyed) {
    sent += block.length;
    if (!chunk(block)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
  }
  if (!answered && !socket.destroyed) {
    if (opts.tail) chunk(opts.tail);
    socket.write('0\r\n\r\n');
  }
  // Wait for the whole answer (its Content-Length read) or the close; without either, give up after 10 s.
  await Promise.race([closed, answeredWhole, new Promise((r) => setTimeout(r, 10_000))]);
  socket.destroy();

  const text = Buffer.concat(received).toString();
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
  return {
    status: status ? Number(status) : null,
    body: text.slice(text.indexOf('\r\n\r\n') + 4),
    sent,
    total: opts.total,
  };
}

// ---------------------------------------------------------------------------------------------------
// Path traversal
// ---------------------------------------------------------------------------------------------------

const TRAVERSALS = [
  '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '..%2Fsecret.txt',
  '..%2F..%2Fsecret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%252F..%252Fsecret.txt',
  '%252e%252e%252f%252e%252e%252fetc%252fpasswd',
  '..%5C..%5Csecret.txt',
  '%c0%ae%c0%ae%2fsecret.txt',
  '....%2F%2F....%2F%2Fsecret.txt',
  '..',
  '.',
  '%2e%2e',
  '%00',
  'secret.txt%00.png',
  '..%00%2Fsecret.txt',
];

const DOTS_ONLY = ['..', '.', '%2e%2e'];

/** A body that is the sentinel file, /etc/passwd or a stored object's raw bytes would show this. */
function expectNothingLeaked(res: LightMyRequestResponse, what: string): void {
  expect(res.body, what).not.toContain(sentinel);
  expect(res.body, what).not.toMatch(/root:x?:0:0:/);
}

describe('path traversal', () => {
  it('is refused on every GET route that takes a path parameter (files included), for every caller', async () => {
    const routes = registeredRoutes(app).filter((r) => r.method === 'GET' && /[:*]/.test(r.url));
    // The file route must be among them: it is the one that reads from storage.
    expect(routes.map((r) => r.url)).toContain('/api/files/:id');
    const callers = [undefined, ...ROLES.map((r) => accounts[r]!.headers)];
    let attempts = 0;
    for (const route of routes) {
      for (const attack of TRAVERSALS) {
        const url = route.url.replace(/:\w+|\*/g, attack);
        for (const headers of callers) {
          const res = await app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
          attempts += 1;
          const what = `GET ${url} (${headers ? 'signed in' : 'anonymous'})`;
          expect(res.statusCode, what).toBeLessThan(500);
          expectNothingLeaked(res, what);
          // Bare dot segments name a directory inside the route's own tree (a static root resolves them
          // to itself); anything that climbs further is refused.
          if (!DOTS_ONLY.includes(attack)) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(attempts).toBeGreaterThan(100);
  });

  it('never serves anything but the app shell outside /api', async () => {
    for (const attack of TRAVERSALS) {
      for (const url of [`/${attack}`, `/assets/${attack}`, `/assets/..%2F..%2F${attack}`]) {
        const res = await app.inject({ method: 'GET', url });
        expectNothingLeaked(res, url);
        if (res.statusCode === 200) expect(res.body, url).toContain('app-shell');
      }
    }
  });

  it('cannot reach past a real stored file either', async () => {
    const upload = await app.inject({
      method: 'POST',
      url: '/api/uploads/image',
      ...multipart(accounts.patient!, PNG, 'image/png'),
    });
    expect(upload.statusCode).toBe(201);
    const id = upload.json()._id as string;
    for (const suffix of ['%2F..%2F..%2Fsecret.txt', '%2F..', '..%2F..%2Fsecret.txt', '%00']) {
      const res = await app.inject({ method: 'GET', url: `/api/files/${id}${suffix}` });
      expect(res.statusCode, suffix).toBeGreaterThanOrEqual(400);
      expectNothingLeaked(res, suffix);
    }
  });

  it('storage refuses keys that leave its directory, whatever the route above it does', async () => {
    const storage = createLocalStorage(path.join(dataDir, 'files'));
    for (const key of ['../secret.txt', 'a/../../secret.txt', '/etc/passwd', '..\\secret.txt', 'a\u0000b']) {
      await expect(storage.get(key), key).rejects.toThrow();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
    }
    expect(fs.readFileSync(path.join(dataDir, 'secret.txt'), 'utf8')).toBe(sentinel);
  });
});

// ---------------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------------

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(
  account: DirectAccount | undefined,
  bytes: Buffer,
  declaredType: string,
  name = 'file.bin',
) {
  const boundary = `----arogya${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(account?.headers ?? {}) },
    payload,
  };
}

/** Files whose bytes say something else than their declared type. */
const LIARS: Array<{ label: string; bytes: Buffer; declared: string }> = [
  {
    label: 'HTML declared as PNG',
    bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    declared: 'image/png',
  },
  {
    label: 'SVG with script declared as JPEG',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    declared: 'image/jpeg',
  },
  {
    label: 'a Windows program declared as PDF',
    bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
    declared: 'application/pdf',
  },
  { label: 'a PNG declared as PDF', bytes: PNG, declared: 'application/pdf' },
  { label: 'a PNG declared as audio', bytes: PNG, declared: 'audio/webm' },
  {
    label: 'a PDF declared as PNG',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    declared: 'image/png',
  },
  {
    label: 'a shell script declared as WAV',
    bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'),
    declared: 'audio/wav',
  },
];

async function storedCounts(): Promise<{ rows: number; files: number }> {
  const result = await app.ctx.db.execute(sql`select count(*)::int as n from files`);
  const rows = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  const dir = path.join(dataDir, 'files');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  return { rows, files };
}

describe('uploads', () => {
  it('finds the upload routes among the registered routes', () => {
    expect(uploadRoutes.map((r) => r.url)).toContain('/api/uploads/image');
  });

  it('refuses a file whose content does not match its declared type, on every upload route, storing nothing', async () => {
    for (const route of uploadRoutes) {
      expect(route.uploaders.length, `${route.url}: some role may upload`).toBeGreaterThan(0);
      for (const liar of LIARS) {
        for (const role of ROLES) {
          const before = await storedCounts();
          const res = await app.inject({
            method: route.method as 'POST',
            url: probeUrl(route.url),
            ...multipart(accounts[role], liar.bytes, liar.declared),
          });
          const what = `${route.url} as ${role}: ${liar.label}`;
          if (!route.uploaders.includes(role)) {
            expect(res.statusCode, what).toBe(403);
            continue;
          }
          expect(res.statusCode, what).toBe(415);
          expect(res.json().code, what).toBe('UNSUPPORTED_MEDIA_TYPE');
          expect(await storedCounts(), what).toEqual(before);
        }
      }
    }
  });

  it('refuses an oversize upload with 413 while it streams in, before anything reaches the disk', async () => {
    const listening = await build();
    try {
      await listening.ready();
      const before = await storedCounts();
      // Above the largest limit of any upload route (second-opinion files: 50 MB).
      const total = 60 * 1024 * 1024;
      for (const route of uploadRoutes) {
        const boundary = '----arogyaoversize';
        const result = await streamUpload(listening, {
          url: probeUrl(route.url),
          contentType: `multipart/form-data; boundary=${boundary}`,
          headers: accounts[route.uploaders[0]!]!.headers,
          total,
          // A real image's first bytes, then far too many more, then a proper end.
          head: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            PNG.subarray(0, 33),
          ]),
          tail: Buffer.from(`\r\n--${boundary}--\r\n`),
        });
        expect(result.status, route.url).toBe(413);
        expect(JSON.parse(result.body).code, route.url).toBe('PAYLOAD_TOO_LARGE');
        // The answer came while the upload was still streaming, not after all of it had been taken in,
        // and the connection was closed (close() below would hang on a socket left half-read).
        expect(result.sent, route.url).toBeLessThan(total);
      }
      expect(await storedCounts()).toEqual(before);
    } finally {
      await listening.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Tokens and the socket handshake
// ---------------------------------------------------------------------------------------------------

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Tokens that look like sessions of a real admin and must all be refused. */
async function forgedTokens(subject: DirectAccount): Promise<Record<string, string>> {
  const claims = { sub: subject.id, role: 'admin', ver: 0, sid: sessionIdOf(subject.token) };
  const now = Math.floor(Date.now() / 1000);
  const appKey = createHash('sha256').update(`session-token:${config.appSecret}`).digest();
  const [header, payload, signature] = subject.token.split('.');
  return {
    'signed with another secret': await createTokenService('some-other-secret-0123456789abcdef').sign(claims),
    expired: await createTokenService(
      config.appSecret,
      () => new Date(Date.now() - 8 * 24 * 3600 * 1000),
    ).sign(claims),
    'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...claims, iss: 'arogya', aud: 'arogya-api', iat: now, exp: now + 3600 })}.`,
    'alg none, upper case': `${b64url({ alg: 'NONE', typ: 'JWT' })}.${payload}.`,
    'HS512 with the right key': await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject.id)
      .setIssuer('arogya')
      .setAudience('arogya-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(appKey),
    'another audience': await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.id)
      .setIssuer('arogya')
      .setAudience('someone-else')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(appKey),
    'payload swapped under a real signature': `${header}.${b64url({ ...claims, iss: 'arogya', aud: 'arogya-api', iat: now, exp: now + 3600 })}.${signature}`,
    'signature stripped': `${header}.${payload}.`,
    'not before the future': await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.id)
      .setIssuer('arogya')
      .setAudience('arogya-api')
      .setIssuedAt(now)
      .setNotBefore(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(appKey),
    garbage: 'eyJhbGciOiJIUzI1NiJ9.bm90LWpzb24.c2lnbmF0dXJl',
  };
}

describe('tokens', () => {
  it('refuses forged, expired and algorithm-confused tokens on the API', async () => {
    const admin = accounts.admin!;
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/pending', headers: admin.headers })).statusCode,
    ).toBe(200);
    for (const [label, token] of Object.entries(await forgedTokens(admin))) {
      for (const url of ['/api/auth/me', '/api/admin/pending']) {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${label} on ${url}`).toBe(401);
        expect(res.json().code, label).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe('socket handshake', () => {
  let listening: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    listening = await build();
    await listening.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await listening.close();
  });

  const handshake = (token: string | undefined) =>
    new Promise<string>((resolve) => {
      const socket = connectClient(url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        ...(token === undefined ? {} : { auth: { token } }),
      });
      socket.once('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.once('connect_error', (err) => {
        socket.close();
        resolve(err.message);
      });
    });

  it('lets a valid session in', async () => {
    expect(await handshake(accounts.patient!.token)).toBe('connected');
  });

  it('refuses a handshake without a valid token', async () => {
    const results: Record<string, string> = {
      'no token': await handshake(undefined),
      empty: await handshake(''),
    };
    for (const [label, token] of Object.entries(await forgedTokens(accounts.admin!)))
      results[label] = await handshake(token);
    for (const [label, result] of Object.entries(results)) expect(result, label).toBe('Unauthorized');
  });

  it('does not open the polling transport to another origin', async () => {
    const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: EVIL_ORIGIN },
    });
    expect(res.headers.get('access-control-allow-origin')).not.toBe(EVIL_ORIGIN);
    expect(res.headers.get('access-control-allow-origin')).not.toBe('*');
    await res.body?.cancel();
  });
});

/** True once `bytes` hold a status line, the headers and as many body bytes as Content-Length says. */
function isWholeResponse(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(bytes.subarray(0, end).toString());
  return length !== null && bytes.length - (end + 4) >= Number(length[1]);
}
