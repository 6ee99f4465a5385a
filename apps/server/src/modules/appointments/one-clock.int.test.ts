import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/care';
import { emailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { registerAccount } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMailer } from '../mail/mail.service';
import { bookingBody, bookOk, openDays, START } from './appointments.fixtures';

/**
 * One clock: every row a request writes carries the injected clock's instant, whatever the
 * database's own now() says (the fixed clock sits years away from it).
 */
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);

let t: TestApp;
let doctor: DirectAccount;
let patient: DirectAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [doctor, patient] = await Promise.all([
    insertAccount(t.app, { role: 'doctor' }),
    insertAccount(t.app, { role: 'patient', careFundBalancePaise: 500_000 }),
  ]);
  await openDays(t.app, doctor.id);
});
afterAll(async () => {
  await t?.close();
});

describe(`one clock (${backend})`, () => {
  it('a booking writes its appointment, notifications and audit row at the clock’s instant', async () => {
    clock.advance(60_000);
    const at = clock.now();
    const appointmentId = await bookOk(t.app, patient, bookingBody(doctor));
    const db = t.app.ctx.db;

    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.createdAt).toEqual(at);
    const notices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, appointmentId));
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) expect(n.createdAt).toEqual(at);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.booked'), eq(auditLog.actorId, patient.id)));
    expect(audits.map((a) => a.createdAt)).toEqual([at]);
  });

  it('a registration writes the account and its audit row at the clock’s instant', async () => {
    clock.advance(60_000);
    const at = clock.now();
    const account = await registerAccount(t.app, 'patient');
    const db = t.app.ctx.db;
    const [user] = await db.select().from(users).where(eq(users.id, account.id));
    expect(user?.createdAt).toEqual(at);
    expect(user?.updatedAt).toEqual(at);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetUserId, account.id));
    expect(audits.map((a) => [a.action, a.createdAt])).toEqual([['user.registered', at]]);
  });

  it('an outbox e-mail is stamped by the clock', async () => {
    clock.advance(60_000);
    const at = clock.now();
    const mailer = createMailer({ db: t.app.ctx.db, jobs: t.app.ctx.jobs, clock });
    await mailer.send({ to: 'clock@example.com', subject: 'Clock', text: 'Tick' }, { tx: null });
    const rows = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'clock@example.com'));
    expect(rows.map((r) => r.createdAt)).toEqual([at]);
  });
});
