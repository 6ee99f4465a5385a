import type { BookAppointmentInput } from '@arogya/contract/schemas/appointments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { availability } from '../../db/schema/availability';
import { careFundLedger } from '../../db/schema/care';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import type { PgJobQueue } from '../../jobs/queue';
import type { DirectAccount } from '../../test/direct-accounts';
import { APPOINTMENT_REMINDER_QUEUE } from './appointment-reminders';

/**
 * Helpers for the appointment integration tests. Test clocks sit in 2030 so that the reminder jobs a
 * booking enqueues are due years after the real "now" and never run during a test.
 */

/** Sunday 10 March 2030, 10:00 in India. */
export const START = '2030-03-10T04:30:00.000Z';
/** Days after START that tests book on (all opened for every professional by `openDays`). */
export const DAYS = ['2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15'] as const;

export async function openDays(
  app: FastifyInstance,
  professionalId: string,
  dates: readonly string[] = DAYS,
) {
  await app.ctx.db
    .insert(availability)
    .values(dates.map((date) => ({ professionalId, date })))
    .onConflictDoNothing();
}

export function bookingBody(
  professional: { id: string; role: string },
  overrides: Partial<BookAppointmentInput> = {},
): BookAppointmentInput {
  const nurse = professional.role === 'nurse';
  return {
    doctor: professional.id,
    appointmentDate: DAYS[2],
    appointmentTime: nurse ? '09:00 AM' : '11:00 AM',
    bookingType: nurse ? 'Nurse Assignment' : 'In-Home Visit',
    symptoms: 'Chest tightness when climbing stairs for two weeks',
    previousMeds: 'Amlodipine 5 mg',
    fee: nurse ? 600 : 2000,
    paymentMethod: 'external',
    ...overrides,
  };
}

export function book(
  app: FastifyInstance,
  account: DirectAccount | null,
  body: BookAppointmentInput | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: account ? account.headers : {},
    payload: body as object,
  });
}

/** Books and returns the new appointment's id; fails the test with the server's answer otherwise. */
export async function bookOk(
  app: FastifyInstance,
  account: DirectAccount,
  body: BookAppointmentInput,
): Promise<string> {
  const res = await book(app, account, body);
  if (res.statusCode !== 201) throw new Error(`booking failed (${res.statusCode}): ${res.body}`);
  return (res.json() as { data: { _id: string } }).data._id;
}

export function setStatus(
  app: FastifyInstance,
  account: DirectAccount | null,
  id: string,
  body: { status: string; doctorNotes?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/appointments/${id}`,
    headers: account ? account.headers : {},
    payload: body,
  });
}

export async function myAppointments(app: FastifyInstance, account: DirectAccount) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/appointments/my-appointments',
    headers: account.headers,
  });
  if (res.statusCode !== 200) throw new Error(`my-appointments failed (${res.statusCode}): ${res.body}`);
  return (res.json() as { data: Array<Record<string, unknown> & { _id: string }> }).data;
}

export async function balancePaise(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ balance: users.careFundBalancePaise })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? Number.NaN;
}

export async function ledgerOf(app: FastifyInstance, patientId: string) {
  return app.ctx.db.select().from(careFundLedger).where(eq(careFundLedger.patientId, patientId));
}

export async function appointmentRow(app: FastifyInstance, id: string) {
  const [row] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error(`no appointment ${id}`);
  return row;
}

export async function insertFile(
  app: FastifyInstance,
  ownerId: string,
  purpose: 'medical-report' | 'profile-picture' | 'voice-note',
): Promise<string> {
  const [row] = await app.ctx.db
    .insert(files)
    .values({
      ownerId,
      purpose,
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `test/${ownerId}`,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('no file row');
  return row.id;
}

export async function reminderJobs(app: FastifyInstance, ids: readonly string[]) {
  const queue = app.ctx.jobs as PgJobQueue;
  return Promise.all(
    ids.map(async (id) => {
      const [job] = await queue.findJobs(APPOINTMENT_REMINDER_QUEUE, { id });
      if (!job) throw new Error(`no reminder job ${id}`);
      return job;
    }),
  );
}

/** A spy on every `toUser` push (the realtime server keeps working underneath). */
export function spyOnPushes(app: FastifyInstance) {
  return vi.spyOn(app.ctx.realtime, 'toUser');
}

/** The pushes a spy saw of one event, as [userId, payload]. */
export function pushesOf(spy: ReturnType<typeof spyOnPushes>, event: string): Array<[string, unknown]> {
  return spy.mock.calls.filter((c) => c[1] === event).map((c) => [c[0], c[2]]);
}
