import type { AnnouncementTarget } from '@arogya/contract/constants/announcements';
import type { Role } from '@arogya/contract/constants/auth';
import { activeAnnouncementsSchema } from '@arogya/contract/schemas/announcements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/care';
import {
  DEMO_ANNOUNCEMENTS,
  demoAnnouncementId,
  seedDemoAnnouncements,
} from '../../db/seed/demo-announcements';
import { sessionIdOf } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { ACTIVE_ANNOUNCEMENTS_LIMIT } from './announcements.repo';

let t: TestApp;
const accounts: Partial<Record<Role, DirectAccount>> = {};

/** One active announcement per audience, a minute apart (newest: Professionals Only), and one inactive. */
const BASE = new Date('2026-11-20T10:00:00Z');
const at = (minutes: number) => new Date(BASE.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['patient', 'doctor', 'nurse', 'technician', 'ambulance', 'admin'] as const) {
    accounts[role] = await insertAccount(t.app, { role });
  }
  const rows: Array<{ message: string; targetRole: AnnouncementTarget; isActive: boolean; createdAt: Date }> =
    [
      { message: 'For everyone', targetRole: 'All Users', isActive: true, createdAt: at(1) },
      { message: 'For patients', targetRole: 'Patients Only', isActive: true, createdAt: at(2) },
      { message: 'For professionals', targetRole: 'Professionals Only', isActive: true, createdAt: at(3) },
      { message: 'Switched off', targetRole: 'All Users', isActive: false, createdAt: at(4) },
    ];
  await t.database.db.insert(announcements).values(
    rows.map((r) => ({
      ...r,
      severity: r.targetRole === 'All Users' ? 'Warning' : 'Info',
      updatedAt: r.createdAt,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

async function activeFor(who: DirectAccount | null, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/announcements/active',
    headers: { ...headers, ...(who ? who.headers : {}) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  return activeAnnouncementsSchema.parse(res.json());
}

describe('GET /announcements/active', () => {
  it('gives a visitor the ones for all users', async () => {
    const list = await activeFor(null);
    expect(list.map((a) => a.message)).toEqual(['For everyone']);
    expect(list[0]).toMatchObject({ severity: 'Warning', targetRole: 'All Users', isActive: true });
    expect(list[0]!.createdAt).toBe(at(1).toISOString());
  });

  it('adds the patients-only ones for a patient, newest first', async () => {
    expect((await activeFor(accounts.patient!)).map((a) => a.message)).toEqual([
      'For patients',
      'For everyone',
    ]);
  });

  it.each(['doctor', 'nurse', 'technician', 'ambulance'] as const)(
    'adds the professionals-only ones for a %s',
    async (role) => {
      expect((await activeFor(accounts[role]!)).map((a) => a.message)).toEqual([
        'For professionals',
        'For everyone',
      ]);
    },
  );

  it('gives an admin every active one', async () => {
    expect((await activeFor(accounts.admin!)).map((a) => a.message)).toEqual([
      'For professionals',
      'For patients',
      'For everyone',
    ]);
  });

  it('treats a bad or expired token like no token (the banner must still load)', async () => {
    const expired = await t.app.ctx.tokens.sign(
      { sub: accounts.patient!.id, role: 'patient', ver: 0, sid: sessionIdOf(accounts.patient!.token) },
      -10,
    );
    for (const token of ['nonsense', expired]) {
      const list = await activeFor(null, { authorization: `Bearer ${token}` });
      expect(list.map((a) => a.message)).toEqual(['For everyone']);
    }
  });

  // The tests below start from an empty table (they run after the ones above, in order).
  it(`answers at most ${ACTIVE_ANNOUNCEMENTS_LIMIT}`, async () => {
    const db = t.database.db;
    await db.delete(announcements);
    await db.insert(announcements).values(
      Array.from({ length: ACTIVE_ANNOUNCEMENTS_LIMIT + 5 }, (_, i) => ({
        message: `n${i}`,
        createdAt: at(i),
      })),
    );
    const list = await activeFor(null);
    expect(list).toHaveLength(ACTIVE_ANNOUNCEMENTS_LIMIT);
    expect(list[0]!.message).toBe(`n${ACTIVE_ANNOUNCEMENTS_LIMIT + 4}`);
  });
});

describe('demo announcements', () => {
  it("seeds one for everyone and one for professionals, idempotently, keeping an admin's changes", async () => {
    const db = t.database.db;
    await db.delete(announcements);
    await seedDemoAnnouncements(db, BASE);
    await seedDemoAnnouncements(db, BASE);
    const rows = await db.select().from(announcements);
    expect(rows).toHaveLength(DEMO_ANNOUNCEMENTS.length);
    expect(rows.map((r) => [r.severity, r.targetRole]).sort()).toEqual([
      ['Info', 'All Users'],
      ['Warning', 'Professionals Only'],
    ]);
    // Professionals see theirs first; everyone else the welcome.
    expect((await activeFor(accounts.doctor!)).map((a) => a.targetRole)).toEqual([
      'Professionals Only',
      'All Users',
    ]);
    expect((await activeFor(accounts.patient!)).map((a) => a.targetRole)).toEqual(['All Users']);
    // An admin switched the welcome off: a restart does not switch it back on.
    await db
      .update(announcements)
      .set({ isActive: false })
      .where(eq(announcements.id, demoAnnouncementId('welcome')));
    await seedDemoAnnouncements(db, new Date(BASE.getTime() + 86_400_000));
    const [welcome] = await db
      .select()
      .from(announcements)
      .where(eq(announcements.id, demoAnnouncementId('welcome')));
    expect(welcome?.isActive).toBe(false);
    expect(await activeFor(null)).toEqual([]);
  });
});
