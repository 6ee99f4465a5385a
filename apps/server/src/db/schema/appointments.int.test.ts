import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { DatabaseHandle } from '../client';
import { appointments } from './appointments';
import { users } from './users';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let database: DatabaseHandle;
let patientId: string;
let otherPatientId: string;
let doctorId: string;

async function insertUser(role: string): Promise<string> {
  const id = randomUUID();
  await database.db.insert(users).values({
    id,
    email: `${role}.${id.slice(0, 8)}@example.com`,
    name: `Test ${role}`,
    passwordHash: 'not-a-real-hash',
    role,
  });
  return id;
}

const slot = { appointmentDate: '2026-12-01', appointmentTime: '11:00 AM' } as const;

function booking(patient: string, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  return {
    patientId: patient,
    professionalId: doctorId,
    professionalRole: 'doctor',
    ...slot,
    bookingType: 'In-Home Visit',
    feePaise: 200_000,
    paymentMethod: 'external',
    paymentStatus: 'due',
    ...overrides,
  };
}

/** The SQLSTATE of a failed statement, wherever the driver or Drizzle put it. */
function sqlState(err: unknown): string | undefined {
  let cur: unknown = err;
  for (let depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

async function insertFails(row: ReturnType<typeof booking>): Promise<string | undefined> {
  try {
    await database.db.insert(appointments).values(row);
  } catch (err) {
    return sqlState(err) ?? 'unknown error';
  }
  return undefined;
}

beforeAll(async () => {
  database = await freshDatabase();
  patientId = await insertUser('patient');
  otherPatientId = await insertUser('patient');
  doctorId = await insertUser('doctor');
});
afterAll(async () => {
  await database?.close();
});

describe(`appointments table (${backend})`, () => {
  it('refuses a second booking of a slot that is not cancelled, and frees the slot on cancellation', async () => {
    const [first] = await database.db.insert(appointments).values(booking(patientId)).returning();
    expect(first?.status).toBe('Pending');
    // Unique violation, whoever books and whatever the status of the holder.
    expect(await insertFails(booking(otherPatientId))).toBe('23505');
    await database.db
      .update(appointments)
      .set({ status: 'Confirmed' })
      .where(eq(appointments.id, first?.id ?? ''));
    expect(await insertFails(booking(otherPatientId, { status: 'Pending' }))).toBe('23505');

    await database.db
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.id, first?.id ?? ''));
    expect(await insertFails(booking(otherPatientId))).toBeUndefined();
    // Cancelled rows may pile up on a slot; a live one stays unique.
    expect(await insertFails(booking(patientId, { status: 'Cancelled' }))).toBeUndefined();
    expect(await insertFails(booking(patientId))).toBe('23505');
    const live = await database.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.professionalId, doctorId),
          eq(appointments.appointmentDate, slot.appointmentDate),
        ),
      );
    expect(live.filter((a) => a.status !== 'Cancelled')).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous bookings of a slot through', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        database.db
          .insert(appointments)
          .values(booking(patientId, { appointmentDate: '2026-12-02', appointmentTime: '01:30 PM' })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(sqlState(r.reason)).toBe('23505');
  });

  it("checks the slot against the professional's role and the enumerated fields", async () => {
    // A nurse slot for a doctor, a doctor slot for a nurse.
    expect(await insertFails(booking(patientId, { appointmentTime: '09:00 AM' }))).toBe('23514');
    expect(
      await insertFails(
        booking(patientId, {
          professionalRole: 'nurse',
          bookingType: 'Nurse Assignment',
          appointmentTime: '11:30 AM',
        }),
      ),
    ).toBe('23514');
    expect(await insertFails(booking(patientId, { appointmentTime: '11:30 AM', status: 'Lost' }))).toBe(
      '23514',
    );
    expect(
      await insertFails(booking(patientId, { appointmentTime: '11:30 AM', bookingType: 'Teleport' })),
    ).toBe('23514');
    expect(
      await insertFails(booking(patientId, { appointmentTime: '11:30 AM', paymentMethod: 'cash' })),
    ).toBe('23514');
    expect(
      await insertFails(booking(patientId, { appointmentTime: '11:30 AM', paymentStatus: 'maybe' })),
    ).toBe('23514');
    expect(await insertFails(booking(patientId, { appointmentTime: '11:30 AM', feePaise: -1 }))).toBe(
      '23514',
    );
    expect(await insertFails(booking(patientId, { appointmentTime: '11:30 AM' }))).toBeUndefined();
  });
});
