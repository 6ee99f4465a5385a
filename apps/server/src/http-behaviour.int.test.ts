import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { testConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { freshDatabase } from './test/harness';
import { shutdownBegun } from './test/shutdown';

// Routes that exist only in this test, to exercise the pipeline's generic behaviour
// (body limit, JSON parsing, validation, rate limiting, graceful shutdown).
function addProbeRoutes(app: FastifyInstance, gate?: Promise<void>) {
  app.post(
    '/api/__probe/echo',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          name: z.string().min(2, 'Name must be at least 2 characters.'),
          age: z.number().int(),
        }),
      },
    },
    async (request) => request.body,
  );
  // A write that takes no body (like PUT /notifications/:id/mark-read).
  app.put('/api/__probe/no-body', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.get('/api/__probe/slow', { config: { access: 'public' } }, async () => {
    await gate;
    return { done: true };
  });
  app.get('/api/__probe/private', { config: { access: 'auth' } }, async () => ({ secret: true }));
  app.post(
    '/api/__probe/private',
    { config: { access: 'auth' }, schema: { body: z.object({ name: z.string() }) } },
    async () => ({ ok: true }),
  );
  app.get('/api/__probe/admin', { config: { access: ['admin'] } }, async () => ({ admin: true }));
  app.get('/api/__probe/crash', { config: { access: 'public' } }, async () => {
    throw new Error('select * from users where password_hash = secret');
  });
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('request pipeline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ bodyLimitBytes: 2048, rateLimitMax: 10_000 }),
      database,
      skipMigrations: true,
    });
    addProbeRoutes(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a body above the limit with 413 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      payload: { name: 'x'.repeat(5000), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
  });

  it('refuses malformed JSON with a readable 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  /** PUT to the probe route that takes no body. */
  const putNoBody = (contentType?: string, payload?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/__probe/no-body',
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });

  it('accepts a bodiless write on a route that takes no body, whatever its content type', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      undefined,
    ]) {
      const res = await putNoBody(contentType);
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
  });

  it('still refuses an empty body where the route takes one, and a body it cannot read', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request body is empty; send a JSON object.',
    });
    const xml = await putNoBody('application/xml', '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A JSON body sent to a route without one is read as before (and ignored by it); bad JSON is a 400.
    expect((await putNoBody('application/json', '{"x":1}')).statusCode).toBe(200);
    expect((await putNoBody('application/json', '{"x":')).statusCode).toBe(400);
  });

  it('turns schema failures into a 400 whose message is the first rule broken, with details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__probe/echo',
      payload: { name: 'a', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(body.msg);
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.age']),
    );
    expect(body.details.find((d: { path: string }) => d.path === 'body.name').message).toBe(
      'Name must be at least 2 characters.',
    );
  });

  it('never leaks an internal error message or stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/select|password|stack|at /i);
    expect(res.json()).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('answers 401 without a session and with a forged or garbage token', async () => {
    for (const authorization of [
      undefined,
      'Bearer not-a-token',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/__probe/private',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a stranger before reading the body: 401, not a validation error', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__probe/private', payload: { name: 42 } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses to register an /api route that does not state its access', async () => {
    const probe = await buildApp({ config: testConfig(), database, skipMigrations: true });
    expect(() => probe.get('/api/__probe/undeclared', async () => ({}))).toThrow(/does not state its access/);
    await probe.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 with the error shape and Retry-After once the limit is passed', async () => {
    const app = await buildApp({ config: testConfig({ rateLimitMax: 3 }), database, skipMigrations: true });
    addProbeRoutes(app);
    await app.ready();
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await app.inject({ method: 'GET', url: '/api/__probe/slow' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many requests/),
    });
    await app.close();
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish and refuses new connections', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const app = await buildApp({ config: testConfig(), database, skipMigrations: true });
    addProbeRoutes(app, gate);
    // Signals instead of sleeps: the slow request has reached its handler; the shutdown has begun.
    const slowStarted = new Promise<void>((resolve) =>
      app.addHook('preHandler', async (request) => {
        if (request.url === '/api/__probe/slow') resolve();
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/__probe/slow`, { headers: { connection: 'close' } });
    await slowStarted;
    const shuttingDown = shutdownBegun(app);
    const closing = app.close();
    await shuttingDown;
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(refused === 'refused' || refused === 503).toBe(true);

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
  });
});

describe('rate limiting covers the API, not the web app', () => {
  const webBuilt = fs.existsSync(path.join(testConfig().webDist, 'favicon.svg'));
  it.skipIf(!webBuilt)(
    'keeps serving the web app’s files after the API limit is reached (needs `npm run build`)',
    async () => {
      const app = await buildApp({ config: testConfig({ rateLimitMax: 2 }), database, skipMigrations: true });
      addProbeRoutes(app);
      await app.ready();
      for (let i = 0; i < 5; i++) {
        expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: `/some/page-${i}` })).statusCode).toBe(200);
      }
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await app.inject({ method: 'GET', url: '/api/__probe/slow' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      await app.close();
    },
  );
});
