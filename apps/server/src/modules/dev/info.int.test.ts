import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDemoAccounts } from '../../db/seed/seed';
import { createTestApp, type TestApp } from '../../test/harness';

/** GET /api/dev/info: the newcomer's demo accounts and mailbox in development, and nothing in production. */
let dev: TestApp;
beforeAll(async () => {
  // The accounts are listed from the seed's own table; seeding itself is not needed to list them.
  dev = await createTestApp({ config: { seedDemoData: false } });
});
afterAll(async () => {
  await dev?.close();
});

describe('GET /api/dev/info', () => {
  it('lists no accounts when the server runs without demo data', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/dev/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ demoAccounts: [], mailboxPath: '/dev/mailbox' });
  });

  it('lists one demo account per role, from the same table as the README, with demo data', async () => {
    // A second app on the same database, configured as a demo start (its seed runs once, idempotent).
    const demo = await createTestApp({ database: dev.database, config: { seedDemoData: true } });
    try {
      const res = await demo.app.inject({ method: 'GET', url: '/api/dev/info' });
      expect(res.statusCode).toBe(200);
      const { demoAccounts } = res.json() as {
        demoAccounts: { role: string; email: string; password: string; note: string }[];
      };
      const roles = demoAccounts.map((a) => a.role);
      expect(new Set(roles).size).toBe(roles.length);
      expect(roles).toEqual(expect.arrayContaining(['admin', 'patient', 'doctor', 'nurse', 'technician']));
      const all = listDemoAccounts();
      for (const account of demoAccounts) expect(all).toContainEqual(account);
      // The accounts really sign in.
      const priya = demoAccounts.find((a) => a.role === 'patient');
      expect(priya).toBeDefined();
      const login = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: priya?.email, password: priya?.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });

  it('does not exist in production: no demo accounts, no mailbox', async () => {
    const production = await createTestApp({
      database: dev.database,
      config: { env: 'production', appSecret: 'p'.repeat(48), seedDemoData: false },
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/info' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('@arogya.health');
      const docs = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.body).not.toContain('/dev/info');
    } finally {
      await production.close();
    }
  });
});
