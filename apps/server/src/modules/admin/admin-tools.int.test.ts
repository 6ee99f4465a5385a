import { auditLogPageSchema, platformStatsSchema } from '@arogya/contract/schemas/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { auditLog } from '../../db/schema/audit';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

// 20 Nov 2026, 23:00 in India (17:30 UTC): "today" began at 19 Nov 18:30 UTC.
const clock = fixedClock('2026-11-20T17:30:00Z');
let t: TestApp;
let admin: DirectAccount;
let otherAdmin: DirectAccount;
let patient: DirectAccount;
let doctor: DirectAccount;
let pendingNurse: DirectAccount;
let pendingDriver: DirectAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await insertAccount(t.app, { role: 'admin', name: 'Asha Admin' });
  otherAdmin = await insertAccount(t.app, { role: 'admin', name: 'Ravi Admin' });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Meera Patient' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr Kavya', approvalStatus: 'approved' });
  pendingNurse = await insertAccount(t.app, {
    role: 'nurse',
    name: 'Nisha Nurse',
    approvalStatus: 'pending',
  });
  pendingDriver = await insertAccount(t.app, {
    role: 'ambulance',
    name: 'Imran Driver',
    approvalStatus: 'pending',
  });
});
afterAll(async () => {
  await t?.close();
});

async function auditPage(query = '', who: DirectAccount = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return auditLogPageSchema.parse(res.json());
}

describe('GET /admin/audit-log', () => {
  it('shows approvals and rejections with who, what, about whom and when, newest first', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/approve/${pendingNurse.id}`,
      headers: admin.headers,
    });
    clock.advance(60_000);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reject/${pendingDriver.id}`,
      headers: otherAdmin.headers,
      payload: { reason: 'Licence expired' },
    });
    const page = await auditPage();
    expect(page.entries.slice(0, 2).map((e) => [e.action, e.actor?.name, e.target?.name])).toEqual([
      ['user.rejected', 'Ravi Admin', 'Imran Driver'],
      ['user.approved', 'Asha Admin', 'Nisha Nurse'],
    ]);
    expect(page.entries[0]!.details).toEqual({ reason: 'Licence expired' });
    expect(page.entries[0]!.createdAt).toBe('2026-11-20T17:31:00.000Z');
    expect(page.actions).toEqual(expect.arrayContaining(['user.approved', 'announcement.created']));
  });

  it('filters by action and by actor', async () => {
    expect((await auditPage('?action=user.approved')).entries.map((e) => e.target?.name)).toEqual([
      'Nisha Nurse',
    ]);
    const byRavi = await auditPage(`?actor=${otherAdmin.id}`);
    expect(byRavi.entries.map((e) => e.action)).toEqual(['user.rejected']);
    expect((await auditPage('?action=announcement.deleted')).entries).toEqual([]);
  });

  it('pages 25 rows at a time', async () => {
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        action: 'password.changed',
        actorId: patient.id,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    );
    const first = await auditPage('?action=password.changed');
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 30 });
    expect(first.entries).toHaveLength(25);
    const second = await auditPage('?action=password.changed&page=2');
    expect(second.entries).toHaveLength(5);
    expect(second.entries.at(-1)!.createdAt).toBe('2026-11-01T00:00:00.000Z');
    expect((await auditPage('?action=password.changed&page=9')).entries).toEqual([]);
  });

  it('refuses bad filters (400) and non-admins (403)', async () => {
    for (const q of ['?page=0', '?actor=someone', '?action=DROP%20TABLE']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log${q}`,
        headers: admin.headers,
      });
      expect(res.statusCode, q).toBe(400);
    }
    for (const who of [patient, doctor]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: who.headers });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /admin/stats', () => {
  it('counts active users by role, pending approvals and bookings since India midnight', async () => {
    const pending = await insertAccount(t.app, { role: 'technician', approvalStatus: 'pending' });
    const booking = (createdAt: string, appointmentTime: string) => ({
      patientId: patient.id,
      professionalId: doctor.id,
      professionalRole: 'doctor',
      appointmentDate: '2026-11-25',
      appointmentTime,
      bookingType: 'Video Consultation',
      feePaise: 40_000,
      paymentMethod: 'external',
      paymentStatus: 'paid',
      createdAt: new Date(createdAt),
    });
    await t.database.db.insert(appointments).values([
      booking('2026-11-19T18:29:59Z', '11:00 AM'), // 23:59:59 on 19 Nov in India: yesterday
      booking('2026-11-19T18:30:00Z', '11:30 AM'), // 00:00 on 20 Nov in India
      booking('2026-11-20T17:00:00Z', '12:00 PM'),
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stats = platformStatsSchema.parse(res.json());
    expect(stats.usersByRole).toMatchObject({ admin: 2, patient: 1, doctor: 1, nurse: 1, ambulance: 1 });
    expect(stats.usersByRole.technician).toBeGreaterThanOrEqual(1);
    expect(stats.pendingApprovals).toBe(1);
    expect(stats.bookingsToday).toBe(2);
    expect(stats.openAmbulanceRequests).toBe(0);
    expect(stats.asOf).toBe(clock.now().toISOString());
    void pending;

    // The next India day starts at 18:30 UTC: the bookings of "today" become yesterday's.
    clock.set('2026-11-20T18:30:00Z');
    const next = platformStatsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).json(),
    );
    expect(next.bookingsToday).toBe(0);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: patient.headers });
    expect(res.statusCode).toBe(403);
  });
});
