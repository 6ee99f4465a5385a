import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { testConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { isDatabaseUnavailable } from './db/pg-errors';
import { type DirectAccount, insertAccount } from './test/direct-accounts';
import { freshDatabase } from './test/harness';
import { shutdownBegun } from './test/shutdown';

/**
 * What the API fuzzer (`npm run test:fuzz`) and the fault scenarios (`npm run test:faults`) found, each
 * pinned here as a plain example so it cannot come back unnoticed.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
let patient: DirectAccount;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database, skipMigrations: true });
  app.post(
    '/api/__probe/required',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ availableDates: z.array(z.object({ date: z.string() })), name: z.string().min(1) }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/__probe/not-acceptable', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('FST internal text'), { statusCode: 406 });
  });
  await app.ready();
  patient = await insertAccount(app, { role: 'patient' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('found by the fuzzer', () => {
  it('a doctor search with subnormal coordinates or radius answers instead of failing in SQL (was 500)', async () => {
    for (const query of [
      'lat=5e-324&lng=-180',
      'lat=19.07&lng=72.87&radius=5e-324',
      'lat=5e-324&lng=5e-324&radius=1e-300',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/doctors?${query}` });
      expect(res.statusCode, query).toBe(200);
    }
  });

  it('a multipart body that does not follow its boundary is a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: { ...patient.headers, 'content-type': 'multipart/form-data; boundary=something-else' },
      payload: '------arogyafuzz--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The upload is malformed. Please send the file again.',
    });
  });

  it('a malformed or over-long address is refused in the error shape, not Fastify’s own', async () => {
    for (const url of ['/api/doctors/%', '/api/files/%zz', `/api/doctors/${'a'.repeat(500)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: expect.stringMatching(/^The address of this request is (malformed|too long)\.$/),
        msg: expect.any(String),
        code: 'BAD_REQUEST',
        requestId: expect.any(String),
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('validation messages are sentences naming the field, not zod’s developer texts', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/__probe/required',
      payload: { name: 'x' },
    });
    expect(missing.json().message).toBe('Available dates is required.');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/__probe/required',
      payload: { availableDates: 'soon', name: 'x' },
    });
    expect(wrongType.json().message).toBe('Available dates must be a list.');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/__probe/required',
      payload: { availableDates: [], name: '' },
    });
    expect(empty.json().message).toBe('Name cannot be empty.');
    const notObject = await app.inject({
      method: 'POST',
      url: '/api/__probe/required',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.json().message).toBe('The request body must be an object.');
    // A schema's own message is kept as written.
    const own = await app.inject({ method: 'GET', url: '/api/doctors/not-an-id' });
    expect(own.json().message).toBe('Invalid id.');
  });

  it('a framework status without a code of its own is answered with the nearest one, its code matching', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__probe/not-acceptable' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.body).not.toContain('FST');
  });
});

describe('found by the fault scenarios', () => {
  it('a query that the database never answers counts as the database being unavailable (503)', () => {
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });

  it('a request arriving while the server shuts down gets 503 in the error shape with Retry-After', async () => {
    const closing = await buildApp({ config: testConfig(), database, skipMigrations: true });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.server.address() as AddressInfo;
    // A request whose headers are still arriving when close() begins: the connection is busy, so it is not
    // closed as idle, and the request is read once the shutdown has started. The partial request follows
    // a whole one in the same write: once the whole one is answered, the server has parsed the start of
    // the partial one too (signals, not sleeps).
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let firstAnswered!: () => void;
    const answered = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (/\r\n\r\n[\s\S]*\}/.test(received)) firstAnswered();
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /api/health HTTP/1.1\r\nhost: x\r\n\r\nGET /api/health HTTP/1.1\r\nhost: x\r\n');
    await answered;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    const answeredBefore = received.length;
    const shuttingDown = shutdownBegun(closing);
    const closed = closing.close();
    await shuttingDown;
    socket.write('\r\n');
    await ended;
    received = received.slice(answeredBefore);
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).toMatch(/retry-after: \d+/i);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('"code":"SERVICE_UNAVAILABLE"');
    await closed;
  });
});
