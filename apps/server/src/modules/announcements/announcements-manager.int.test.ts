import type { Role } from '@arogya/contract/constants/auth';
import {
  activeAnnouncementsSchema,
  announcementListSchema,
  announcementSavedSchema,
} from '@arogya/contract/schemas/announcements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { announcements } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = fixedClock('2026-11-20T10:00:00Z');
let t: TestApp;
const accounts: Partial<Record<Role, DirectAccount>> = {};
const admin = () => accounts.admin!;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const role of ['patient', 'doctor', 'nurse', 'admin'] as const) {
    accounts[role] = await insertAccount(t.app, { role });
  }
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  clock.set('2026-11-20T10:00:00Z');
  await t.database.db.delete(announcements);
});

async function create(body: unknown, who: DirectAccount = admin()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/announcements',
    headers: who.headers,
    payload: body as object,
  });
}

async function activeMessages(who: DirectAccount | null): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/announcements/active',
    headers: who ? who.headers : {},
  });
  return activeAnnouncementsSchema.parse(res.json()).map((a) => a.message);
}

async function auditActions(): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, admin().id)));
  return rows.map((r) => r.action);
}

describe('announcements manager (spec 02 §7, §8)', () => {
  it('creates with the spec text, lists all newest first (inactive too), and audits', async () => {
    const first = await create({
      message: 'Older',
      severity: 'Info',
      targetRole: 'All Users',
      isActive: false,
    });
    expect(first.statusCode).toBe(201);
    const saved = announcementSavedSchema.parse(first.json());
    expect(saved.msg).toBe('Announcement created successfully');
    expect(saved.announcement).toMatchObject({
      message: 'Older',
      isActive: false,
      startsAt: null,
      endsAt: null,
    });
    clock.advance(60_000);
    await create({ message: '  Newer  ', severity: 'Warning', targetRole: 'Patients Only', isActive: true });

    const res = await t.app.inject({ method: 'GET', url: '/api/announcements', headers: admin().headers });
    expect(res.statusCode).toBe(200);
    const list = announcementListSchema.parse(res.json());
    expect(list.map((a) => [a.message, a.severity, a.targetRole, a.isActive])).toEqual([
      ['Newer', 'Warning', 'Patients Only', true],
      ['Older', 'Info', 'All Users', false],
    ]);
    expect(await auditActions()).toContain('announcement.created');
  });

  it('updates (toggle active) and deletes with the spec texts; a missing id is 404', async () => {
    const { announcement } = announcementSavedSchema.parse(
      (
        await create({ message: 'Toggle me', severity: 'Error', targetRole: 'All Users', isActive: true })
      ).json(),
    );
    const id = announcement!._id;
    expect(await activeMessages(null)).toEqual(['Toggle me']);

    clock.advance(5_000);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/announcements/${id}`,
      headers: admin().headers,
      payload: { message: 'Toggle me', severity: 'Error', targetRole: 'All Users', isActive: false },
    });
    expect(put.statusCode).toBe(200);
    const updated = announcementSavedSchema.parse(put.json());
    expect(updated.msg).toBe('Announcement updated successfully');
    expect(updated.announcement!.updatedAt).toBe('2026-11-20T10:00:05.000Z');
    expect(await activeMessages(null)).toEqual([]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${id}`,
      headers: admin().headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().msg).toBe('Announcement deleted successfully');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${id}`,
      headers: admin().headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Announcement not found.');
    const putMissing = await t.app.inject({
      method: 'PUT',
      url: `/api/announcements/${MISSING}`,
      headers: admin().headers,
      payload: { message: 'x' },
    });
    expect(putMissing.statusCode).toBe(404);

    const actions = await auditActions();
    expect(actions).toEqual(expect.arrayContaining(['announcement.updated', 'announcement.deleted']));
  });

  it('refuses an empty or too long message, an unknown severity or target, and a window that ends first', async () => {
    const bad = [
      { body: { message: '   ' }, text: 'Announcement message is required.' },
      { body: {}, text: 'Announcement message is required.' },
      { body: { message: 'x'.repeat(501) }, text: 'Announcement message must be 500 characters or less.' },
      { body: { message: 'x', severity: 'Critical' } },
      { body: { message: 'x', targetRole: 'Admins' } },
      { body: { message: 'x', startsAt: 'tomorrow' }, text: 'Please enter a valid date and time.' },
      {
        body: { message: 'x', startsAt: '2026-11-21T10:00:00Z', endsAt: '2026-11-21T09:00:00Z' },
        text: 'The end must be after the start.',
      },
    ];
    for (const { body, text } of bad) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (text) expect(JSON.stringify(res.json())).toContain(text);
    }
    expect(await t.database.db.select().from(announcements)).toEqual([]);
  });

  it.each(['patient', 'doctor', 'nurse'] as const)(
    'refuses a %s every write (403) and the full list',
    async (role) => {
      const who = accounts[role]!;
      expect((await create({ message: 'Not mine' }, who)).statusCode).toBe(403);
      const list = await t.app.inject({ method: 'GET', url: '/api/announcements', headers: who.headers });
      expect(list.statusCode).toBe(403);
      const anon = await t.app.inject({
        method: 'POST',
        url: '/api/announcements',
        payload: { message: 'x' },
      });
      expect(anon.statusCode).toBe(401);
    },
  );

  it('targets by role: a Warning for patients reaches patients and admins only', async () => {
    await create({ message: 'Patients: clinic closed', severity: 'Warning', targetRole: 'Patients Only' });
    expect(await activeMessages(accounts.patient!)).toEqual(['Patients: clinic closed']);
    expect(await activeMessages(accounts.doctor!)).toEqual([]);
    expect(await activeMessages(accounts.nurse!)).toEqual([]);
    expect(await activeMessages(null)).toEqual([]);
    expect(await activeMessages(admin())).toEqual(['Patients: clinic closed']);
  });

  it('honours the window at read time, with no job: before, inside, at the end', async () => {
    await create({
      message: 'Maintenance tonight',
      startsAt: '2026-11-20T12:00:00Z',
      endsAt: '2026-11-20T14:00:00Z',
    });
    await create({ message: 'Until noon', endsAt: '2026-11-20T12:00:00+00:00' });
    expect(await activeMessages(null)).toEqual(['Until noon']);
    clock.set('2026-11-20T12:00:00Z');
    expect(await activeMessages(null)).toEqual(['Maintenance tonight']);
    clock.set('2026-11-20T13:59:59Z');
    expect(await activeMessages(null)).toEqual(['Maintenance tonight']);
    clock.set('2026-11-20T14:00:00Z');
    expect(await activeMessages(null)).toEqual([]);
    // The admin still lists both.
    const res = await t.app.inject({ method: 'GET', url: '/api/announcements', headers: admin().headers });
    expect(announcementListSchema.parse(res.json())).toHaveLength(2);
  });

  it('two admins deleting at once: one succeeds, the other gets 404', async () => {
    const other = await insertAccount(t.app, { role: 'admin' });
    const { announcement } = announcementSavedSchema.parse((await create({ message: 'Race' })).json());
    const url = `/api/announcements/${announcement!._id}`;
    const results = await Promise.all([
      t.app.inject({ method: 'DELETE', url, headers: admin().headers }),
      t.app.inject({ method: 'DELETE', url, headers: other.headers }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});
