import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appLoggerOptions, loggerOptions, prettyLogsWanted } from '../logger';
import { OneLineRequestLog, requestPath } from './request-log';

async function appWithCapturedLog(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: {
      ...loggerOptions(level),
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
    logController: new OneLineRequestLog(),
  });
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/api/broken', async (_req, reply) => reply.status(503).send({ down: true }));
  app.get('/api/throws', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('one log line per request', () => {
  it('says method, path, status and milliseconds, and nothing of the query', async () => {
    const { app, lines } = await appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/api/things?q=diabetes&token=secret' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    await app.close();
    const requests = lines.filter((l) => 'responseTime' in l);
    expect(requests.map((l) => String(l.msg).replace(/ \d+ ms$/, ' N ms'))).toEqual([
      'GET /api/things 200 N ms',
      'GET /api/broken 503 N ms',
    ]);
    expect(requests[0]).toMatchObject({ res: { statusCode: 200 }, reqId: expect.any(String) });
    expect(JSON.stringify(lines)).not.toMatch(/diabetes|secret/);
    // Fastify's own "incoming request" / "request completed" lines are off.
    expect(lines.some((l) => /incoming request|request completed/.test(String(l.msg)))).toBe(false);
  });

  it('below its level writes no request lines, and the error of a failed one is still written', async () => {
    const { app, lines } = await appWithCapturedLog('warn');
    await app.inject({ method: 'GET', url: '/api/things' });
    await app.inject({ method: 'GET', url: '/api/throws' });
    await app.close();
    expect(lines.filter((l) => 'responseTime' in l)).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'boom' }) }),
    ]);
  });

  it('logs paths without query or fragment, with reset tokens redacted', () => {
    expect(requestPath('/api/search?city=Pune#top')).toBe('/api/search');
    expect(requestPath('/api/auth/reset-password/abc123?x=1')).toBe('/api/auth/reset-password/[redacted]');
  });
});

describe('pretty logs', () => {
  it('only for a person at a terminal in development', () => {
    expect(prettyLogsWanted('development', true)).toBe(true);
    expect(prettyLogsWanted('development', false)).toBe(false);
    expect(prettyLogsWanted('development', undefined)).toBe(false);
    expect(prettyLogsWanted('production', true)).toBe(false);
    expect(prettyLogsWanted('test', true)).toBe(false);
  });

  it('give the logger a pretty stream only then', () => {
    expect(appLoggerOptions({ logLevel: 'info', env: 'development' }, { isTTY: true }).stream).toBeDefined();
    expect(
      appLoggerOptions({ logLevel: 'info', env: 'development' }, { isTTY: false }).stream,
    ).toBeUndefined();
    expect(appLoggerOptions({ logLevel: 'info', env: 'production' }, { isTTY: true }).stream).toBeUndefined();
  });
});
