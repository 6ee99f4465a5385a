import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SECRET_FILE, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs a local demo with defaults', () => {
    const c = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-config-')) });
    expect(c.port).toBe(3000);
    expect(c.env).toBe('development');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemoData).toBe(true);
  });

  it('PUBLIC_URL follows PORT unless it is set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-config-'));
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '3303' }).publicUrl).toBe('http://localhost:3303');
    expect(loadConfig({ DATA_DIR: dir, PORT: '3303', PUBLIC_URL: '' }).publicUrl).toBe(
      'http://localhost:3303',
    );
    expect(loadConfig({ DATA_DIR: dir, PORT: '3303', PUBLIC_URL: 'https://arogya.example' }).publicUrl).toBe(
      'https://arogya.example',
    );
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
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
    const c = loadConfig({ NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });

  it('does not seed demo data in tests unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', APP_SECRET: 'k'.repeat(40), SEED_DEMO_DATA: 'false' })
        .seedDemoData,
    ).toBe(false);
  });
});

describe('the development secret', () => {
  const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-secret-'));

  it('is generated once into DATA_DIR/app-secret, readable by the owner only, and reused', () => {
    const dir = tmpDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    const file = path.join(dir, APP_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe('arogya-development-secret-do-not-use-in-production');
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    // Another data directory, another secret: nothing is shared between installations.
    expect(loadConfig({ DATA_DIR: tmpDir() }).appSecret).not.toBe(first);
  });

  it('tightens a secret file that others could read, and refuses one too short', () => {
    const dir = tmpDir();
    const file = path.join(dir, APP_SECRET_FILE);
    fs.writeFileSync(file, 's'.repeat(40), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe('s'.repeat(40));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.writeFileSync(file, 'short');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/APP_SECRET/);
  });

  it('is never written when APP_SECRET is set', () => {
    const dir = tmpDir();
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: 'k'.repeat(40) }).appSecret).toBe('k'.repeat(40));
    expect(fs.existsSync(path.join(dir, APP_SECRET_FILE))).toBe(false);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmpDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tmpDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  const load = (value?: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value });

  it('trusts nobody by default', () => {
    expect(load().trustProxy).toBe(false);
    expect(load('').trustProxy).toBe(false);
    expect(load('false').trustProxy).toBe(false);
  });

  it('takes a comma list of addresses and CIDR ranges', () => {
    expect(load('127.0.0.1, 10.0.0.0/8,::1,fd00::/8').trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "true" (anyone) and anything that is not an address, naming the variable', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY/);
    expect(() => load('1')).toThrow(/TRUST_PROXY/);
    expect(() => load('proxy.local')).toThrow(/TRUST_PROXY.*proxy\.local/s);
    expect(() => load('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});
