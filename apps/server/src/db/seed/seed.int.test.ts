import {
  CITIES,
  CITY_CENTRES,
  type City,
  DOCTOR_SEARCH_SPECIALTIES,
  NURSE_SEARCH_CATEGORIES,
  NURSE_SEARCH_MATCHES,
} from '@arogya/contract/constants/directory';
import { verify } from '@node-rs/argon2';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { DatabaseHandle } from '../client';
import { rowsOf } from '../rows';
import { appointments } from '../schema/appointments';
import { careFundLedger, notifications } from '../schema/care';
import { careFunds, payments } from '../schema/payments';
import { consentEvents, erasureRequests } from '../schema/privacy';
import { professionalProfiles, users } from '../schema/users';
import { DEMO_UPCOMING_DAYS_AHEAD } from './demo-appointments';
import { DEMO_FUND_SLUG } from './demo-care-fund';
import { DEMO_REVIEW_VISIT_SYMPTOMS } from './demo-reviews';
import { distanceKm, type ServiceAreaPolygon } from './geo';
import {
  DEMO_AVAILABILITY_DAYS,
  DEMO_PASSWORDS,
  demoUserIds,
  listDemoAccounts,
  namedAccountId,
  seedDemoData,
} from './seed';

const silent = { info: () => {} };
const seededAt = new Date();

let database: DatabaseHandle;

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof professionalProfiles.$inferSelect;
let allUsers: UserRow[];
let profiles: ProfileRow[];

async function snapshot() {
  const u = await database.db.select().from(users).orderBy(asc(users.id));
  const p = await database.db.select().from(professionalProfiles).orderBy(asc(professionalProfiles.userId));
  return { users: u, profiles: p };
}

beforeAll(async () => {
  database = await freshDatabase();
  const first = await seedDemoData(database.db, { log: silent, now: seededAt });
  expect(first.insertedUsers).toBe(demoUserIds().length);
  const snap = await snapshot();
  allUsers = snap.users;
  profiles = snap.profiles;
});

afterAll(async () => {
  await database?.close();
});

const approved = (role: string) => profiles.filter((p) => p.role === role && p.approvalStatus === 'approved');

describe('seedDemoData', () => {
  it('is idempotent: a second run inserts nothing and changes no row', async () => {
    const second = await seedDemoData(database.db, { log: silent });
    expect(second.insertedUsers).toBe(0);
    const again = await snapshot();
    expect(again.users).toEqual(allUsers);
    expect(again.profiles).toEqual(profiles);
  });

  it("logs each demo area's time: the accounts only when it inserts them (bench:startup reads them)", async () => {
    const lines: Array<{ obj: { areaMs?: Record<string, number> }; msg?: string }> = [];
    const log = { info: (obj: object, msg?: string) => lines.push({ obj, msg }) };
    await seedDemoData(database.db, { log, now: seededAt });
    const areas = [
      'announcements',
      'availability',
      'weekly hours',
      'appointments',
      'care fund',
      'reviews',
      'subscriptions',
      'lab tests',
      'second opinions',
      'prescriptions',
      'forum',
      'support',
      'discharge requests',
      'quests',
      'ambulance',
      'item reviews',
      'care circle',
      'privacy',
    ];
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe('demo data already present');
    expect(Object.keys(lines[0]?.obj.areaMs ?? {})).toEqual(areas);
    for (const ms of Object.values(lines[0]?.obj.areaMs ?? {})) expect(ms).toBeGreaterThanOrEqual(0);

    const other = await freshDatabase();
    try {
      lines.length = 0;
      await seedDemoData(other.db, { log, now: seededAt });
      expect(lines[0]?.msg).toBe('demo data seeded');
      expect(Object.keys(lines[0]?.obj.areaMs ?? {})).toEqual([
        'announcements',
        'accounts',
        ...areas.slice(1),
      ]);
    } finally {
      await other.close();
    }
  });

  it('restores a missing demo row with the same id, leaving the others untouched', async () => {
    const victim = allUsers.find((u) => u.email.endsWith('@demo.arogya.health'));
    if (!victim) throw new Error('no bulk demo professional');
    await database.db.delete(users).where(eq(users.id, victim.id));
    const result = await seedDemoData(database.db, { log: silent, now: seededAt });
    expect(result.insertedUsers).toBe(1);
    const again = await snapshot();
    expect(again.users.map((u) => u.id)).toEqual(allUsers.map((u) => u.id));
    expect(again.profiles.map((p) => p.userId)).toEqual(profiles.map((p) => p.userId));
    const restored = again.users.find((u) => u.id === victim.id);
    expect(restored?.email).toBe(victim.email);
    expect(restored?.name).toBe(victim.name);
    // Everything else is exactly as before.
    expect(again.users.filter((u) => u.id !== victim.id)).toEqual(allUsers.filter((u) => u.id !== victim.id));
  });

  it('derives the same ids and content in a separate database (deterministic)', async () => {
    const other = await freshDatabase();
    try {
      await seedDemoData(other.db, { log: silent, now: seededAt });
      const otherUsers = await other.db.select().from(users).orderBy(asc(users.id));
      const otherProfiles = await other.db
        .select()
        .from(professionalProfiles)
        .orderBy(asc(professionalProfiles.userId));
      const stripHash = (u: UserRow) => ({ ...u, passwordHash: undefined });
      // Hashes are salted, so they differ; everything else — ids, names, places, dates — matches.
      expect(otherUsers.map(stripHash)).toEqual(allUsers.map(stripHash));
      expect(otherProfiles).toEqual(profiles);
    } finally {
      await other.close();
    }
  });

  it('creates at least 200 approved doctors and nurses, each with a users row of the same role and city', () => {
    const pros = [...approved('doctor'), ...approved('nurse')];
    expect(pros.length).toBeGreaterThanOrEqual(200);
    const byId = new Map(allUsers.map((u) => [u.id, u]));
    for (const p of profiles) {
      const u = byId.get(p.userId);
      expect(u?.role).toBe(p.role);
      expect(u?.city).toBe(p.city);
      expect(u?.phone).toMatch(/^\+91 [6-9]\d{9}$/);
    }
    for (const u of allUsers.filter((x) => ['doctor', 'nurse', 'technician', 'ambulance'].includes(x.role))) {
      expect(profiles.some((p) => p.userId === u.id)).toBe(true);
    }
  });

  it('has an approved doctor for every city × search specialty and a nurse for every city × category', () => {
    const doctors = approved('doctor');
    const nurses = approved('nurse');
    for (const city of CITIES) {
      for (const specialty of DOCTOR_SEARCH_SPECIALTIES) {
        expect(
          doctors.filter((d) => d.city === city && d.specialty === specialty).length,
          `${city} ${specialty}`,
        ).toBeGreaterThanOrEqual(1);
      }
      for (const category of NURSE_SEARCH_CATEGORIES) {
        const stored: readonly string[] = NURSE_SEARCH_MATCHES[category];
        expect(
          nurses.filter((n) => n.city === city && stored.includes(n.specialty ?? '')).length,
          `${city} ${category}`,
        ).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('places every professional inside their city', () => {
    for (const p of profiles) {
      const centre = CITY_CENTRES[p.city as City];
      expect(centre, String(p.city)).toBeDefined();
      expect(p.latitude).not.toBeNull();
      expect(distanceKm(centre, { lat: p.latitude ?? 0, lng: p.longitude ?? 0 })).toBeLessThanOrEqual(
        centre.radiusKm,
      );
    }
  });

  it('keeps listing fields in range', () => {
    for (const p of [...approved('doctor'), ...approved('nurse')]) {
      expect(p.experience).toBeGreaterThanOrEqual(1);
      expect(p.experience).toBeLessThanOrEqual(30);
      // Ratings come from seeded reviews (decision 043): 0 without any, else 1–5.
      expect(p.numReviews === 0 ? p.averageRating === 0 : p.averageRating >= 1).toBe(true);
      expect(p.averageRating).toBeLessThanOrEqual(5);
      expect(p.numReviews).toBeGreaterThanOrEqual(0);
      expect(p.numReviews).toBeLessThanOrEqual(400);
      expect(p.verifiedSkills.length).toBeGreaterThanOrEqual(2);
      expect(p.licenseNumber).toBeTruthy();
      expect(p.reviewedAt).not.toBeNull();
    }
  });

  it('has the admin and the named demo accounts', () => {
    const admin = allUsers.find((u) => u.email === 'admin@arogya.health');
    expect(admin).toMatchObject({ role: 'admin', name: 'Arogya Admin', id: namedAccountId('admin') });
    const priya = allUsers.find((u) => u.email === 'priya@arogya.health');
    expect(priya).toMatchObject({ role: 'patient', name: 'Priya Sharma', careFundBalancePaise: 500_000 });
    expect(allUsers.filter((u) => u.role === 'patient').length).toBeGreaterThanOrEqual(3);
    const mehta = allUsers.find((u) => u.email === 'dr.mehta@arogya.health');
    const mehtaProfile = profiles.find((p) => p.userId === mehta?.id);
    expect(mehtaProfile).toMatchObject({
      specialty: 'Cardiologist',
      city: 'Mumbai',
      subscriptionTier: 'pro',
    });
    for (const account of listDemoAccounts()) {
      expect(allUsers.some((u) => u.email === account.email && u.role === account.role)).toBe(true);
    }
  });

  it('has pending accounts awaiting approval, one flagged with a duplicate phone', () => {
    const pending = profiles.filter((p) => p.approvalStatus === 'pending');
    const pendingEmails = pending.map((p) => allUsers.find((u) => u.id === p.userId)?.email).sort();
    expect(pendingEmails).toEqual(['pending.doctor@arogya.health', 'pending.driver@arogya.health']);
    for (const p of pending) expect(p.reviewedAt).toBeNull();
    const flagged = pending.find((p) => p.fraudFlags.includes('DUPLICATE_PHONE'));
    const flaggedUser = allUsers.find((u) => u.id === flagged?.userId);
    expect(allUsers.filter((u) => u.phone === flaggedUser?.phone)).toHaveLength(2);
  });

  it('has a rejected doctor with the reason, and an approved doctor still without availability (decision 052)', async () => {
    const profileOf = (email: string) => {
      const user = allUsers.find((u) => u.email === email);
      return profiles.find((p) => p.userId === user?.id);
    };
    expect(profileOf('rejected.doctor@arogya.health')).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: expect.stringContaining('licence number'),
    });
    expect(profileOf('new.doctor@arogya.health')).toMatchObject({
      approvalStatus: 'approved',
      needsAvailability: true,
    });
    expect(await daysOf('new.doctor@arogya.health')).toEqual([]);
    expect(profileOf('dr.mehta@arogya.health')?.needsAvailability).toBe(false);
  });

  it('gives every user a distinct lower-case email, and every professional but the flagged one a distinct phone', () => {
    const emails = allUsers.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const e of emails) expect(e).toBe(e.toLowerCase().trim());
    const phones = allUsers.flatMap((u) => (u.phone ? [u.phone] : []));
    expect(new Set(phones).size).toBe(phones.length - 1);
  });

  it('hashes the demo passwords with argon2id so they verify for one account of each role', async () => {
    const roles = Object.keys(DEMO_PASSWORDS) as (keyof typeof DEMO_PASSWORDS)[];
    for (const role of roles) {
      const user = allUsers.find((u) => u.role === role);
      if (!user) throw new Error(`no ${role}`);
      expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(user.passwordHash, DEMO_PASSWORDS[role])).toBe(true);
      expect(await verify(user.passwordHash, 'wrong password')).toBe(false);
    }
    // One hash per distinct password: every doctor shares the doctors' hash string.
    const doctorHashes = new Set(allUsers.filter((u) => u.role === 'doctor').map((u) => u.passwordHash));
    expect(doctorHashes.size).toBe(1);
  });

  it('makes about 15 % Pro, each active with a future expiry', () => {
    const pro = profiles.filter((p) => p.subscriptionTier === 'pro');
    const eligible = [...approved('doctor'), ...approved('nurse')];
    expect(pro.length / eligible.length).toBeGreaterThan(0.08);
    expect(pro.length / eligible.length).toBeLessThan(0.25);
    for (const p of pro) {
      expect(p.subscriptionStatus).toBe('active');
      // The demo subscriptions' periods are a month long; the bulk Pro providers' run for months.
      expect(p.subscriptionExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    }
    for (const p of profiles.filter((x) => x.subscriptionTier !== 'pro')) {
      expect(p.subscriptionTier).toBe('free');
      // Only an ended subscription leaves its last expiry behind (the demo's expired Pro).
      if (p.subscriptionStatus !== 'cancelled') expect(p.subscriptionExpiresAt).toBeNull();
      else expect(p.subscriptionExpiresAt?.getTime()).toBeLessThan(Date.now());
    }
  });

  it('gives service areas to some doctors as closed rings with the centroid inside', () => {
    const withArea = profiles.filter((p) => p.serviceArea !== null);
    const doctors = approved('doctor');
    expect(withArea.length).toBeGreaterThanOrEqual(Math.floor(doctors.length * 0.1));
    for (const p of withArea) {
      expect(p.role).toBe('doctor');
      const polygon = p.serviceArea as ServiceAreaPolygon;
      expect(polygon.type).toBe('Polygon');
      const ring = polygon.coordinates[0] ?? [];
      expect(ring.length).toBeGreaterThanOrEqual(6);
      expect(ring.length).toBeLessThanOrEqual(9);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(p.serviceAreaCentroidLat).not.toBeNull();
      const centroid: [number, number] = [p.serviceAreaCentroidLng ?? 0, p.serviceAreaCentroidLat ?? 0];
      expect(booleanPointInPolygon(centroid, polygon)).toBe(true);
    }
  });
});

async function daysOf(email: string): Promise<string[]> {
  const user = allUsers.find((u) => u.email === email);
  if (!user) throw new Error(`no seeded ${email}`);
  const res = await database.db.execute(
    sql`select to_char(date, 'YYYY-MM-DD') as day from availability where professional_id = ${user.id}::uuid order by date`,
  );
  return (res as unknown as { rows: { day: string }[] }).rows.map((r) => r.day);
}

describe('demo availability', () => {
  const kolkataDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);

  it('opens the next three weeks (Sundays off) for approved demo doctors and nurses, from today in India', async () => {
    const days = await daysOf('dr.mehta@arogya.health');
    expect(days[0]).toBe(
      new Date(`${kolkataDay(seededAt)}T00:00:00Z`).getUTCDay() === 0
        ? kolkataDay(new Date(seededAt.getTime() + 86_400_000))
        : kolkataDay(seededAt),
    );
    expect(days.length).toBeGreaterThanOrEqual(DEMO_AVAILABILITY_DAYS - 3);
    expect(days.length).toBeLessThanOrEqual(DEMO_AVAILABILITY_DAYS);
    for (const d of days) expect(new Date(`${d}T00:00:00Z`).getUTCDay()).not.toBe(0);
    expect((await daysOf('nurse.fernandes@arogya.health')).length).toBe(days.length);
  });

  it('gives pending professionals no days and does not duplicate days when seeding again', async () => {
    expect(await daysOf('pending.doctor@arogya.health')).toEqual([]);
    const before = await daysOf('dr.kapoor@arogya.health');
    await seedDemoData(database.db, { log: silent, now: seededAt });
    expect(await daysOf('dr.kapoor@arogya.health')).toEqual(before);
  });

  it('keeps the days a professional removed, and adds only the days that came into the window since', async () => {
    const other = await freshDatabase();
    try {
      const wednesday = new Date('2026-12-02T04:30:00Z'); // 10:00 in India
      await seedDemoData(other.db, { log: silent, now: wednesday });
      // A bulk demo doctor (a named one brings payments along that a restore does not re-make).
      const [bulk] = rowsOf<{ id: string }>(
        await other.db.execute(sql`select p.user_id as id from professional_profiles p join users u on u.id = p.user_id
          where u.email like '%@demo.arogya.health' and p.role = 'doctor' and p.approval_status = 'approved'
            and not p.needs_availability order by p.user_id limit 1`),
      );
      const doctorId = bulk?.id ?? '';
      const daysOfDoctor = async () =>
        rowsOf<{ day: string }>(
          await other.db.execute(
            sql`select to_char(date, 'YYYY-MM-DD') as day from availability where professional_id = ${doctorId}::uuid order by date`,
          ),
        ).map((r) => r.day);
      const first = await daysOfDoctor();
      expect(first[0]).toBe('2026-12-02');
      expect(first.at(-1)).toBe('2026-12-22');
      expect(first).toHaveLength(DEMO_AVAILABILITY_DAYS - 3); // three Sundays
      // The doctor takes Friday the 4th and their last day off (saving the calendar deletes those rows).
      const removed = ['2026-12-04', '2026-12-22'];
      await other.db.execute(
        sql`delete from availability where professional_id = ${doctorId}::uuid and date in (${removed[0]}::date, ${removed[1]}::date)`,
      );
      const kept = first.filter((d) => !removed.includes(d));

      await seedDemoData(other.db, { log: silent, now: wednesday });
      expect(await daysOfDoctor()).toEqual(kept);

      // Three days later the window ends on Friday the 25th: the 23rd, 24th and 25th come in.
      await seedDemoData(other.db, { log: silent, now: new Date(wednesday.getTime() + 3 * 86_400_000) });
      expect(await daysOfDoctor()).toEqual([...kept, '2026-12-23', '2026-12-24', '2026-12-25']);

      // A demo account made again (deleted, then restored by the seed) starts from a full window.
      await other.db.delete(users).where(eq(users.id, doctorId));
      await seedDemoData(other.db, { log: silent, now: wednesday });
      expect(await daysOfDoctor()).toEqual(first);
    } finally {
      await other.close();
    }
  });
});

describe('demo appointments', () => {
  const kolkataDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
  const idOf = (email: string) => {
    const user = allUsers.find((u) => u.email === email);
    if (!user) throw new Error(`no seeded ${email}`);
    return user.id;
  };
  /** The patient's appointments, without the review demo's completed visits (tested in 'demo reviews'). */
  const appointmentsOf = async (patientId: string) =>
    (await database.db.select().from(appointments).where(eq(appointments.patientId, patientId))).filter(
      (a) => a.symptoms !== DEMO_REVIEW_VISIT_SYMPTOMS,
    );

  it('gives Priya a Confirmed visit ahead, a Completed one with notes and a Cancelled one, all with Dr. Mehta', async () => {
    const mine = await appointmentsOf(idOf('priya@arogya.health'));
    expect(mine).toHaveLength(3);
    for (const a of mine) expect(a.professionalId).toBe(idOf('dr.mehta@arogya.health'));
    const today = kolkataDay(seededAt);
    const byStatus = Object.fromEntries(mine.map((a) => [a.status, a]));

    const upcoming = byStatus.Confirmed;
    expect(upcoming).toMatchObject({
      bookingType: 'In-Home Visit',
      paymentMethod: 'external',
      paymentStatus: 'due',
    });
    const daysAhead = (Date.parse(upcoming?.appointmentDate ?? '') - Date.parse(today)) / 86_400_000;
    expect(daysAhead).toBeGreaterThanOrEqual(DEMO_UPCOMING_DAYS_AHEAD);
    expect(daysAhead).toBeLessThanOrEqual(DEMO_UPCOMING_DAYS_AHEAD + 1);
    // On a day Dr. Mehta offers (the demo calendar has Sundays off).
    const offered = await database.db.execute(
      sql`select 1 from availability where professional_id = ${upcoming?.professionalId}::uuid and date = ${upcoming?.appointmentDate}::date`,
    );
    expect((offered as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const completed = byStatus.Completed;
    expect((completed?.appointmentDate ?? '') < today).toBe(true);
    expect(completed?.doctorNotes).toBeTruthy();
    expect(completed?.relayNote).toBeTruthy();
    expect(completed?.completedAt).not.toBeNull();

    expect(byStatus.Cancelled).toMatchObject({ cancelledBy: idOf('priya@arogya.health') });
  });

  it('gives Priya one unread notification and Ananya and Rahul no appointments', async () => {
    const priyas = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf('priya@arogya.health')));
    expect(priyas).toHaveLength(1);
    expect(priyas[0]).toMatchObject({
      kind: 'appointment_confirmed',
      link: `/my-appointments?tab=upcoming#${priyas[0]?.appointmentId}`,
      readAt: null,
    });
    expect(priyas[0]?.message).toMatch(/^Dr\. Arjun Mehta confirmed your In-Home Visit on /);
    expect(await appointmentsOf(idOf('ananya@arogya.health'))).toEqual([]);
    expect(await appointmentsOf(idOf('rahul@arogya.health'))).toEqual([]);
  });

  it('is idempotent, deterministic, and rolls the upcoming visit forward once it has passed', async () => {
    const before = await database.db.select().from(appointments);
    await seedDemoData(database.db, { log: silent, now: seededAt });
    expect(await database.db.select().from(appointments)).toEqual(before);

    const other = await freshDatabase();
    try {
      await seedDemoData(other.db, { log: silent, now: seededAt });
      const strip = (rows: typeof before) =>
        rows
          .map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)
          .sort((a, b) => a.id.localeCompare(b.id));
      expect(strip(await other.db.select().from(appointments))).toEqual(strip(before));
    } finally {
      await other.close();
    }

    // Ten days later the Confirmed visit is in the past: the next start adds a new one ahead.
    const later = new Date(seededAt.getTime() + 10 * 86_400_000);
    await seedDemoData(database.db, { log: silent, now: later });
    const after = await appointmentsOf(idOf('priya@arogya.health'));
    expect(after).toHaveLength(4);
    const ahead = after.filter((a) => a.status === 'Confirmed' && a.appointmentDate >= kolkataDay(later));
    expect(ahead).toHaveLength(1);
    // Still one notification: the demo's is a one-off.
    const priyas = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf('priya@arogya.health')));
    expect(priyas).toHaveLength(1);
  });
});

describe('demo care fund', () => {
  it('gives Priya a public fund whose statement adds up to her balance, and paid and failed payments', async () => {
    const priyaId = namedAccountId('patient-priya');
    const [fund] = await database.db.select().from(careFunds).where(eq(careFunds.patientId, priyaId));
    expect(fund).toMatchObject({ isPublic: true, slug: DEMO_FUND_SLUG });
    expect(fund?.story).toBeTruthy();
    const ledger = await database.db
      .select()
      .from(careFundLedger)
      .where(eq(careFundLedger.patientId, priyaId));
    expect(ledger.map((e) => e.kind).sort()).toEqual(['donation', 'donation', 'donation', 'topup']);
    const [priya] = await database.db.select().from(users).where(eq(users.id, priyaId));
    expect(ledger.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(priya?.careFundBalancePaise);
    const history = await database.db.select().from(payments).where(eq(payments.payerId, priyaId));
    expect(
      history
        .filter((p) => p.type.startsWith('care_fund'))
        .map((p) => p.status)
        .sort(),
    ).toEqual(['failed', 'success']);

    // Seeding again adds nothing.
    await seedDemoData(database.db, { log: silent, now: new Date(seededAt.getTime() + 60_000) });
    expect(
      await database.db.select().from(careFundLedger).where(eq(careFundLedger.patientId, priyaId)),
    ).toHaveLength(4);
  });
});

describe('demo reviews', () => {
  const idOf = (email: string) => {
    const user = allUsers.find((u) => u.email === email);
    if (!user) throw new Error(`no seeded ${email}`);
    return user.id;
  };
  const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

  it('takes every review from a completed visit, collection or trip of the same patient and professional', async () => {
    const orphans = rowsOf<{ id: string }>(
      await database.db.execute(sql`select r.id from reviews r
        left join appointments a on a.id = r.appointment_id
          and a.patient_id = r.patient_id and a.professional_id = r.provider_id and a.status = 'Completed'
        left join lab_tests l on l.id = r.lab_test_id
          and l.patient_id = r.patient_id and l.technician_id = r.provider_id and l.status = 'Completed'
        left join ambulance_requests t on t.id = r.ambulance_request_id
          and t.requester_id = r.patient_id and t.driver_id = r.provider_id and t.status = 'completed'
        where a.id is null and l.id is null and t.id is null`),
    );
    expect(orphans).toEqual([]);
    const count = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from reviews`),
    );
    expect(Number(count[0]?.n)).toBeGreaterThan(10);
  });

  it('gives every professional the rating of their visible reviews (bulk ones none)', async () => {
    const fresh = await database.db.select().from(professionalProfiles);
    const counted = rowsOf<{ provider_id: string; avg: number; n: number }>(
      await database.db.execute(sql`select provider_id, avg(rating)::float8 as avg, count(*)::int as n
        from reviews where status = 'visible' group by provider_id`),
    );
    const byId = new Map(counted.map((c) => [c.provider_id, c]));
    for (const p of fresh) {
      const c = byId.get(p.userId);
      expect(p.numReviews, p.userId).toBe(Number(c?.n ?? 0));
      expect(p.averageRating).toBeCloseTo(Number(c?.avg ?? 0), 5);
    }
    expect(byId.get(idOf('dr.mehta@arogya.health'))).toBeDefined();
    expect(byId.get(idOf('nurse.fernandes@arogya.health'))).toBeDefined();
    expect(byId.get(idOf('tech.singh@arogya.health'))).toBeDefined();
    expect(byId.get(idOf('driver.khan@arogya.health'))).toBeDefined();
    const hidden = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from reviews where status = 'hidden' and report_count >= 3`,
      ),
    );
    expect(Number(hidden[0]?.n)).toBe(1);
  });

  it('leaves every demo patient at least two recent completed visits to rate', async () => {
    for (const email of ['priya', 'rahul', 'ananya', 'meera'].map((n) => `${n}@arogya.health`)) {
      const open = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from appointments a
          where a.patient_id = ${idOf(email)}::uuid and a.status = 'Completed'
            and a.completed_at >= ${seededAt.toISOString()}::timestamptz - interval '30 days'
            and a.completed_at <= ${seededAt.toISOString()}::timestamptz
            and not exists (select 1 from reviews r where r.appointment_id = a.id)`),
      );
      expect(Number(open[0]?.n), email).toBeGreaterThanOrEqual(2);
    }
  });

  it('leaves every demo patient a recent completed lab collection and ambulance trip to rate', async () => {
    for (const email of ['priya', 'rahul', 'ananya', 'meera'].map((n) => `${n}@arogya.health`)) {
      const since = sql`${seededAt.toISOString()}::timestamptz - interval '30 days'`;
      const open = rowsOf<{ labs: number; trips: number }>(
        await database.db.execute(sql`select
          (select count(*)::int from lab_tests l where l.patient_id = ${idOf(email)}::uuid
             and l.status = 'Completed' and l.completed_at >= ${since}
             and not exists (select 1 from reviews r where r.lab_test_id = l.id)) as labs,
          (select count(*)::int from ambulance_requests t where t.requester_id = ${idOf(email)}::uuid
             and t.status = 'completed' and t.driver_id is not null and t.completed_at >= ${since}
             and not exists (select 1 from reviews r where r.ambulance_request_id = t.id)) as trips`),
      );
      expect(Number(open[0]?.labs), email).toBeGreaterThanOrEqual(1);
      expect(Number(open[0]?.trips), email).toBeGreaterThanOrEqual(1);
    }
  });

  it("records the named accounts' consents and schedules Sameer's erasure, once", async () => {
    const sameer = allUsers.find((u) => u.email === 'sameer@arogya.health');
    const priya = allUsers.find((u) => u.email === 'priya@arogya.health');
    const erasures = await database.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.userId, sameer?.id ?? ''));
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({ status: 'scheduled' });
    expect(erasures[0]?.scheduledFor.getTime()).toBe(erasures[0]!.requestedAt.getTime() + 7 * 86_400_000);
    const consents = await database.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, priya?.id ?? ''));
    expect(consents.map((c) => c.purpose).sort()).toEqual([
      'account',
      'ai_summaries',
      'care_circle',
      'record_sharing',
    ]);
  });
});
