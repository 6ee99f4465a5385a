import { formatSlotDay } from '@arogya/contract/india-time';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  appointmentRow,
  balancePaise,
  bookingBody,
  bookOk,
  DAYS,
  ledgerOf,
  openDays,
  reminderJobs,
  START,
  setStatus,
} from './appointments.fixtures';

/**
 * Deactivating a professional never strands a patient: their upcoming appointments are cancelled with
 * the reason, care-fund payments refunded once, reminders cancelled, patients notified — in the
 * deactivation's transaction. The last active admin cannot deactivate themself.
 */

const clock = fixedClock(START);
let t: TestApp;

function deactivate(who: DirectAccount) {
  return t.app.inject({ method: 'DELETE', url: '/api/profile/me', headers: who.headers });
}

async function noticesFor(userId: string, appointmentId: string) {
  return t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.appointmentId, appointmentId)));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock.set(START);
});

describe('a professional deactivating their account', () => {
  it('cancels every upcoming appointment with the reason, refunds care-fund payments once and tells each patient', async () => {
    const doctor = await insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta' });
    const [asha, ravi] = await Promise.all([
      insertAccount(t.app, { role: 'patient', careFundBalancePaise: 500_000 }),
      insertAccount(t.app, { role: 'patient' }),
    ]);
    await openDays(t.app, doctor.id);
    const paid = await bookOk(
      t.app,
      asha,
      bookingBody(doctor, { appointmentDate: DAYS[1], paymentMethod: 'careFund' }),
    );
    const confirmed = await bookOk(t.app, ravi, bookingBody(doctor, { appointmentDate: DAYS[2] }));
    expect((await setStatus(t.app, doctor, confirmed, { status: 'Confirmed' })).statusCode).toBe(200);
    // Already finished ones stay as they are.
    const done = await bookOk(t.app, ravi, bookingBody(doctor, { appointmentDate: DAYS[0] }));
    await setStatus(t.app, doctor, done, { status: 'Confirmed' });
    clock.set(new Date(Date.parse('2030-03-11T05:30:00.000Z')));
    expect(
      (await setStatus(t.app, doctor, done, { status: 'Completed', doctorNotes: 'Seen.' })).statusCode,
    ).toBe(200);
    clock.set(START);
    const afterBooking = await balancePaise(t.app, asha.id);
    const { reminderJobIds } = await appointmentRow(t.app, paid);

    const res = await deactivate(doctor);
    expect(res.statusCode, res.body).toBe(200);

    for (const id of [paid, confirmed]) {
      expect(await appointmentRow(t.app, id)).toMatchObject({
        status: 'Cancelled',
        cancelledBy: doctor.id,
        cancelledAt: new Date(START),
        cancellationReason: MSG_APPOINTMENTS.deactivationCancelReason,
      });
    }
    expect((await appointmentRow(t.app, done)).status).toBe('Completed');
    expect((await appointmentRow(t.app, paid)).paymentStatus).toBe('refunded');
    expect(await balancePaise(t.app, asha.id)).toBe(afterBooking + 200_000);
    expect((await ledgerOf(t.app, asha.id)).filter((l) => l.kind === 'refund')).toHaveLength(1);
    expect((await reminderJobs(t.app, reminderJobIds)).map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);

    const [toAsha] = await noticesFor(asha.id, paid);
    expect(toAsha?.message).toBe(
      fill(MSG_APPOINTMENTS.cancelledProfessionalDeactivatedRefund, {
        name: 'Dr. Arjun Mehta',
        date: formatSlotDay(DAYS[1]),
        time: '11:00 AM',
        amount: 2000,
      }),
    );
    const raviNotices = await noticesFor(ravi.id, confirmed);
    expect(raviNotices.map((n) => n.message)).toContain(
      fill(MSG_APPOINTMENTS.cancelledProfessionalDeactivated, {
        name: 'Dr. Arjun Mehta',
        date: formatSlotDay(DAYS[2]),
        time: '11:00 AM',
      }),
    );
    // The patient sees why on their card.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: asha.headers,
    });
    expect(mine.json().data[0]).toMatchObject({
      status: 'Cancelled',
      cancellationReason: MSG_APPOINTMENTS.deactivationCancelReason,
    });
  });

  it('two deactivations at once: one succeeds, the refund happens once', async () => {
    const nurse = await insertAccount(t.app, { role: 'nurse', name: 'Maria Fernandes' });
    const patient = await insertAccount(t.app, { role: 'patient', careFundBalancePaise: 100_000 });
    await openDays(t.app, nurse.id);
    const id = await bookOk(t.app, patient, bookingBody(nurse, { paymentMethod: 'careFund' }));
    const before = await balancePaise(t.app, patient.id);

    const answers = await Promise.all([deactivate(nurse), deactivate(nurse)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(await balancePaise(t.app, patient.id)).toBe(before + 60_000);
    expect((await ledgerOf(t.app, patient.id)).filter((l) => l.kind === 'refund')).toHaveLength(1);
    expect(await noticesFor(patient.id, id)).toHaveLength(1);
  });

  it('a patient deactivating cancels nothing of theirs here (their own cancellations are theirs to make)', async () => {
    const doctor = await insertAccount(t.app, { role: 'doctor' });
    const patient = await insertAccount(t.app, { role: 'patient' });
    await openDays(t.app, doctor.id);
    const id = await bookOk(t.app, patient, bookingBody(doctor, { appointmentDate: DAYS[4] }));
    expect((await deactivate(patient)).statusCode).toBe(200);
    expect((await appointmentRow(t.app, id)).status).toBe('Pending');
  });
});

describe('the last active admin', () => {
  it('cannot deactivate themself (409); with another admin active they can, and two at once leave one', async () => {
    // Every admin the shared app has: deactivate all but a fresh pair.
    await t.app.ctx.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'));
    const [first, second] = await Promise.all([
      insertAccount(t.app, { role: 'admin' }),
      insertAccount(t.app, { role: 'admin' }),
    ]);
    const both = await Promise.all([deactivate(first), deactivate(second)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.json().msg).toBe(MSG_PROFILE.lastActiveAdmin);
    const active = await t.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    expect(active).toHaveLength(1);

    const last = active[0]?.id === first.id ? first : second;
    const again = await deactivate(last);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG_PROFILE.lastActiveAdmin);
  });
});
