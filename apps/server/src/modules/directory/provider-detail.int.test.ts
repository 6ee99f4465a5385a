import type { ProviderDetail } from '@arogya/contract/schemas/directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { availability } from '../../db/schema/availability';
import { fixedClock } from '../../lib/clock';
import { insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertProvider, squareAround } from '../../test/providers';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** 25 Nov 2026 20:00 UTC is already 26 Nov (01:30) in India. */
const LATE_EVENING_UTC = '2026-11-25T20:00:00.000Z';
const clock = fixedClock(LATE_EVENING_UTC);

let t: TestApp;
let doctorId: string;
let nurseId: string;
let patientId: string;
const hidden: Record<string, string> = {};

type Slot = { date: string; time: string; status?: string };

async function book(professionalId: string, role: 'doctor' | 'nurse', slots: Slot[]) {
  await t.database.db.insert(appointments).values(
    slots.map((s) => ({
      patientId,
      professionalId,
      professionalRole: role,
      appointmentDate: s.date,
      appointmentTime: s.time,
      bookingType: role === 'doctor' ? 'In-Home Visit' : 'Nurse Assignment',
      status: s.status ?? 'Pending',
      feePaise: role === 'doctor' ? 200_000 : 60_000,
      paymentMethod: 'external',
      paymentStatus: 'due',
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const now = new Date(LATE_EVENING_UTC);
  patientId = (await insertAccount(t.app, { role: 'patient' })).id;
  doctorId = await insertProvider(
    t.database.db,
    {
      name: 'Dr Asha Rao',
      specialty: 'Cardiologist',
      city: 'Mumbai',
      experience: 14,
      averageRating: 4.8,
      numReviews: 212,
      qualifications: ['MBBS', 'DM (Cardiology)'],
      verifiedSkills: ['ECG interpretation'],
      bio: 'Cardiologist offering home visits.',
      office: { lat: 19.0596, lng: 72.8295 },
      serviceArea: squareAround(19.06, 72.83, 2),
      pro: 'active',
    },
    now,
  );
  nurseId = await insertProvider(
    t.database.db,
    { role: 'nurse', name: 'Maria Fernandes', specialty: 'Elder Care', city: 'Pune' },
    now,
  );
  for (const [key, spec] of Object.entries({
    pending: { approvalStatus: 'pending' as const },
    rejected: { approvalStatus: 'rejected' as const },
    deactivated: { isActive: false },
  })) {
    hidden[key] = await insertProvider(t.database.db, { name: `Hidden ${key}`, ...spec }, now);
  }

  await t.database.db.insert(availability).values(
    ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'].map((date) => ({
      professionalId: doctorId,
      date,
    })),
  );
  await book(doctorId, 'doctor', [
    { date: '2026-11-25', time: '11:00 AM', status: 'Completed' }, // a day that has passed
    { date: '2026-11-26', time: '01:00 PM' },
    { date: '2026-11-26', time: '11:00 AM', status: 'Confirmed' },
    { date: '2026-11-26', time: '11:30 AM', status: 'Cancelled' },
    { date: '2026-11-27', time: '02:00 PM' },
    { date: '2026-11-28', time: '12:00 PM' }, // not an available day
  ]);
  await t.database.db
    .insert(availability)
    .values(['2026-11-26', '2026-11-29'].map((date) => ({ professionalId: nurseId, date })));
  await book(nurseId, 'nurse', [
    { date: '2026-11-29', time: '06:00 PM' },
    { date: '2026-11-29', time: '09:00 AM' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function detail(path: string): Promise<ProviderDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProviderDetail;
}

describe(`GET /api/doctors/:id and /api/nurses/:id (${backend})`, () => {
  it("shows a doctor's profile with the days from today (India time) and the slots taken on them", async () => {
    clock.set(LATE_EVENING_UTC);
    const body = await detail(`doctors/${doctorId}`);
    expect(body).toMatchObject({
      _id: doctorId,
      id: doctorId,
      role: 'doctor',
      name: 'Dr Asha Rao',
      specialty: 'Cardiologist',
      city: 'Mumbai',
      experience: 14,
      averageRating: 4.8,
      numReviews: 212,
      isVerified: true,
      subscriptionTier: 'pro',
      fee: 2000,
      qualifications: ['MBBS', 'DM (Cardiology)'],
      verifiedSkills: ['ECG interpretation'],
      bio: 'Cardiologist offering home visits.',
      location: { type: 'Point', coordinates: [72.8295, 19.0596] },
      serviceArea: { type: 'Polygon' },
    });
    expect(body.serviceAreaCentroid?.coordinates[0]).toBeCloseTo(72.83, 5);
    // 25 Nov has passed in India; a cancelled appointment frees its slot; 28 Nov is not offered.
    expect(body.availableDates.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30']);
    expect(body.takenSlots).toEqual([
      { date: '2026-11-26', time: '11:00 AM' },
      { date: '2026-11-26', time: '01:00 PM' },
      { date: '2026-11-27', time: '02:00 PM' },
    ]);
    expect(body).not.toHaveProperty('distance');
  });

  it('drops the days that pass as the clock moves', async () => {
    clock.set('2026-11-27T06:00:00.000Z');
    try {
      const body = await detail(`doctors/${doctorId}`);
      expect(body.availableDates.map((d) => d.date)).toEqual(['2026-11-27', '2026-11-30']);
      expect(body.takenSlots).toEqual([{ date: '2026-11-27', time: '02:00 PM' }]);
      clock.set('2026-12-01T06:00:00.000Z');
      const later = await detail(`doctors/${doctorId}`);
      expect(later.availableDates).toEqual([]);
      expect(later.takenSlots).toEqual([]);
    } finally {
      clock.set(LATE_EVENING_UTC);
    }
  });

  it("shows a nurse's profile with the per-day fee and the nurse slots taken", async () => {
    const body = await detail(`nurses/${nurseId}`);
    expect(body).toMatchObject({
      _id: nurseId,
      role: 'nurse',
      name: 'Maria Fernandes',
      specialty: 'Elder Care',
      fee: 600,
      subscriptionTier: 'free',
      location: null,
      serviceArea: null,
      serviceAreaCentroid: null,
      qualifications: [],
      bio: null,
    });
    expect(body.availableDates.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-29']);
    // A day marked on the calendar offers the whole nurse grid (decision 053).
    expect(body.availableDates[0]?.slots).toEqual(['09:00 AM', '12:00 PM', '03:00 PM', '06:00 PM']);
    expect(body.takenSlots).toEqual([
      { date: '2026-11-29', time: '09:00 AM' },
      { date: '2026-11-29', time: '06:00 PM' },
    ]);
  });

  it('answers 404 with the spec text for unknown, unapproved, deactivated and other-role ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, hidden.pending, hidden.rejected, hidden.deactivated, nurseId]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/doctors/${id}` });
      expect(res.statusCode, `doctor ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', msg: 'Could not find doctor details.' });
    }
    for (const id of [unknown, doctorId]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/nurses/${id}` });
      expect(res.statusCode, `nurse ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', msg: 'Nurse not found.' });
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const path of ['doctors/not-an-id', 'nurses/123']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${path}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid id.' });
    }
  });
});
