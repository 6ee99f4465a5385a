import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { freshDatabase } from './test/harness';

/**
 * The built web app is served with its precompressed variants (the web build writes `.br` and `.gz` beside
 * each text asset): the encoding follows the request's Accept-Encoding, and the SPA fallback too.
 */

let database: DatabaseHandle;
let webDist: string;
let app: FastifyInstance;

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${'app-shell '.repeat(200)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))});`;
const SMALL_JS = 'console.log("small")';

function writeWithVariants(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** GET `url`, accepting `accept` (no Accept-Encoding header when undefined). */
function get(url: string, accept?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: accept === undefined ? {} : { 'accept-encoding': accept },
  });
}

beforeAll(async () => {
  database = await freshDatabase();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  writeWithVariants(path.join(webDist, 'index.html'), INDEX_HTML);
  writeWithVariants(path.join(webDist, 'assets', 'app.js'), APP_JS);
  fs.writeFileSync(path.join(webDist, 'assets', 'small.js'), SMALL_JS);
  app = await buildApp({ config: testConfig({ webDist }), database, skipMigrations: true });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('precompressed web assets', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gets a script encoded as %s', async (accept, encoding) => {
    const res = await get('/assets/app.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(encoding, res.rawPayload)).toBe(APP_JS);
  });

  it('sends a file that has no compressed variant as it is', async () => {
    const res = await get('/assets/small.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_JS);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])('the SPA fallback sends index.html to Accept-Encoding %s encoded as %s', async (accept, encoding) => {
    const res = await get('/appointments/some-page', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(encoding, res.rawPayload)).toBe(INDEX_HTML);
  });

  it('an unknown API path keeps its JSON 404', async () => {
    const api = await get('/api/nothing-here', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});
