import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs a local demo with defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.env).toBe('development');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemoData).toBe(true);
  });

  it('refuses to start in production without a real APP_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'arogya-development-secret-do-not-use-in-production',
      }),
    ).toThrow(/APP_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }).appSecret).toBe('x'.repeat(40));
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('treats empty optional URLs as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });

  it('does not seed demo data in tests unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });
});
