import { createHash } from 'node:crypto';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { passwordResetTokens } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/mail';
import type { PgJobQueue } from '../../jobs/queue';
import { fixedClock } from '../../lib/clock';
import { bearer, type RegisteredAccount, registerAccount, setActive, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { deliverOutboxEmail, type MailTransport, SEND_EMAIL_QUEUE } from '../mail/mail.service';
import { PASSWORD_RESET_REQUEST_QUEUE } from './password-reset.service';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const HOUR = 60 * 60 * 1000;

const clock = fixedClock('2026-03-10T10:00:00Z');
let t: TestApp;
let jobs: PgJobQueue;

beforeAll(async () => {
  t = await createTestApp({ clock });
  jobs = t.app.ctx.jobs as PgJobQueue;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const reset = (token: string, password: string, extra: object = {}) =>
  post(`/api/auth/reset-password/${token}`, { password, ...extra });
const loginStatus = async (email: string, password: string) =>
  (await post('/api/auth/login', { email, password })).statusCode;

/** Waits until every reset request and every e-mail job so far has finished. */
async function settleJobs(): Promise<void> {
  await waitFor('the reset and e-mail jobs to finish', async () => {
    const all = [
      ...(await jobs.findJobs(PASSWORD_RESET_REQUEST_QUEUE)),
      ...(await jobs.findJobs(SEND_EMAIL_QUEUE)),
    ];
    return all.every((job) => job.state === 'completed' || job.state === 'failed');
  });
}

/** The reset e-mails sent to an address, oldest first, read through the development outbox page. */
async function resetMails(email: string): Promise<Array<{ text: string; token: string }>> {
  await settleJobs();
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  const emails = (res.json().emails as Array<{ to: string; subject: string; text: string }>)
    .filter((m) => m.to === email)
    .reverse();
  return emails.map((m) => {
    const match = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(m.text);
    if (!match) throw new Error(`no reset link in: ${m.text}`);
    return { text: m.text, token: match[1]! };
  });
}

async function requestLink(account: RegisteredAccount): Promise<string> {
  const before = (await resetMails(account.email)).length;
  expect((await forgot(account.email)).json()).toEqual({ msg: MSG_AUTH.resetEmailSent });
  const mails = await resetMails(account.email);
  expect(mails).toHaveLength(before + 1);
  return mails.at(-1)!.token;
}

describe(`forgot password (${backend})`, () => {
  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const account = await registerAccount(t.app, 'patient');
    const stranger = uniqueEmail('stranger');
    const known = await forgot(` ${account.email.toUpperCase()} `);
    const unknown = await forgot(stranger);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Password reset email sent. Please check your inbox.' });
    }
    expect(await resetMails(stranger)).toHaveLength(0);
    const [mail] = await resetMails(account.email);
    expect(mail!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain('The link works once, for one hour.');
  });

  it('stores only the hash of the token: the database never holds the token itself', async () => {
    const account = await registerAccount(t.app, 'doctor');
    const token = await requestLink(account);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, account.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    // Neither the jobs (pg-boss keeps their data) nor the audit log carry it. Only the outbox —
    // the mailbox when no SMTP is configured — does; with SMTP the body is cleared once sent.
    const jobData = await t.database.db.execute(sql`select data::text as data from pgboss.job`);
    const jobRows = (jobData as unknown as { rows: Array<{ data: string }> }).rows;
    expect(jobRows.length).toBeGreaterThan(0);
    expect(jobRows.some((r) => r.data.includes(token))).toBe(false);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, account.id));
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(audit.map((a) => a.action)).toContain('password.reset_requested');
  });

  it('sends at most 3 e-mails an hour per account, answering the same beyond', async () => {
    const account = await registerAccount(t.app, 'patient');
    for (let i = 0; i < 5; i++)
      expect((await forgot(account.email)).json().msg).toBe(MSG_AUTH.resetEmailSent);
    expect(await resetMails(account.email)).toHaveLength(3);
    clock.advance(HOUR + 1000);
    await forgot(account.email);
    expect(await resetMails(account.email)).toHaveLength(4);
  });

  it('sends nothing to a deactivated account', async () => {
    const account = await registerAccount(t.app, 'patient');
    await setActive(t.database.db, account.id, false);
    expect((await forgot(account.email)).statusCode).toBe(200);
    expect(await resetMails(account.email)).toHaveLength(0);
  });

  it('needs an e-mail', async () => {
    const res = await post('/api/auth/forgot-password', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_AUTH.emailRequired);
  });
});

describe(`reset password (${backend})`, () => {
  it('sets the new password, ends every session, and works once', async () => {
    const account = await registerAccount(t.app, 'nurse');
    const token = await requestLink(account);
    const res = await reset(token, 'Masala-Dosa-77', { confirmPassword: 'Masala-Dosa-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Password has been reset successfully.' });

    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, 'Masala-Dosa-77')).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token!) }))
        .statusCode,
    ).toBe(401);

    const again = await reset(token, 'Another-Pass-88');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG_AUTH.resetLinkInvalid });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, account.id), eq(auditLog.action, 'password.reset')));
    expect(audit).toHaveLength(1);
  });

  it('works for 1 hour and not after', async () => {
    const account = await registerAccount(t.app, 'patient');
    const early = await requestLink(account);
    clock.advance(59 * 60 * 1000);
    expect((await reset(early, 'Filter-Coffee-59')).statusCode).toBe(200);

    clock.advance(HOUR); // a new hour: the e-mail cap does not interfere
    const late = await requestLink(account);
    clock.advance(HOUR + 1000);
    const res = await reset(late, 'Filter-Coffee-61');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_AUTH.resetLinkInvalid);
  });

  it('a newer link replaces the older one', async () => {
    clock.advance(2 * HOUR);
    const account = await registerAccount(t.app, 'patient');
    const first = await requestLink(account);
    const second = await requestLink(account);
    expect((await reset(first, 'Old-Link-Pass-1')).json().message).toBe(MSG_AUTH.resetLinkInvalid);
    expect((await reset(second, 'New-Link-Pass-2')).statusCode).toBe(200);
  });

  it('applies the same password rules, and a refused password leaves the link usable', async () => {
    clock.advance(2 * HOUR);
    const account = await registerAccount(t.app, 'patient');
    const token = await requestLink(account);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(MSG_AUTH.commonPassword);
    expect((await reset(token, 'short')).json().message).toBe(MSG_AUTH.passwordTooShort);
    expect((await reset(token, 'Mismatch-One-1', { confirmPassword: 'Mismatch-Two-2' })).json().message).toBe(
      MSG_AUTH.passwordsDoNotMatch,
    );
    expect((await reset(token, 'Finally-Good-42')).statusCode).toBe(200);
  });

  it('refuses unknown links', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) {
      const res = await reset(token, 'Whatever-Pass-9');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_AUTH.resetLinkInvalid);
    }
  });

  it('of two simultaneous resets with one link exactly one succeeds', async () => {
    clock.advance(2 * HOUR);
    const account = await registerAccount(t.app, 'patient');
    const token = await requestLink(account);
    const results = await Promise.all([reset(token, 'Racer-One-111'), reset(token, 'Racer-Two-222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results.findIndex((r) => r.statusCode === 200) === 0 ? 'Racer-One-111' : 'Racer-Two-222';
    expect(await loginStatus(account.email, winner)).toBe(200);
  });

  it('lets the owner back in at once when a stranger has tripped the sign-in throttle', async () => {
    clock.advance(2 * HOUR);
    const account = await registerAccount(t.app, 'patient');
    for (let i = 0; i < 5; i++)
      await post('/api/auth/login', { email: account.email, password: `guess-${i}` });
    expect(await loginStatus(account.email, account.password)).toBe(429);
    const token = await requestLink(account);
    expect((await reset(token, 'Back-In-Again-5')).statusCode).toBe(200);
    expect(await loginStatus(account.email, 'Back-In-Again-5')).toBe(200);
  });
});

describe(`e-mail delivery (${backend})`, () => {
  const log = pino({ level: 'silent' });
  const insertMail = async () => {
    const [row] = await t.database.db
      .insert(emailOutbox)
      .values({ to: 'smtp@example.com', subject: 'Hello', text: 'secret link' })
      .returning();
    return row!;
  };

  it('over SMTP: sends once, then clears the body; a failure is thrown for the job to retry', async () => {
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(m) };
    const failing: MailTransport = {
      sendMail: async () => {
        throw new Error('421 try again later');
      },
    };
    const row = await insertMail();
    const deps = { from: 'Arogya <no-reply@arogya.health>', now: clock.now(), log };

    await expect(deliverOutboxEmail(t.database.db, row.id, { ...deps, transport: failing })).rejects.toThrow(
      '421',
    );
    expect(
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id)))[0]!.sentAt,
    ).toBeNull();

    expect(await deliverOutboxEmail(t.database.db, row.id, { ...deps, transport })).toBe('sent');
    expect(sent).toEqual([
      {
        from: 'Arogya <no-reply@arogya.health>',
        to: 'smtp@example.com',
        subject: 'Hello',
        text: 'secret link',
      },
    ]);
    const [after] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({ text: '', html: null, sentAt: clock.now() });
    expect(await deliverOutboxEmail(t.database.db, row.id, { ...deps, transport })).toBe('skipped');
    expect(sent).toHaveLength(1);
  });

  it('without SMTP: the outbox row is the delivery', async () => {
    const row = await insertMail();
    const result = await deliverOutboxEmail(t.database.db, row.id, {
      transport: null,
      from: 'x',
      now: clock.now(),
      log,
    });
    expect(result).toBe('outbox');
    const [after] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(after).toMatchObject({ text: 'secret link', sentAt: clock.now() });
  });

  it('the outbox page exists in development and test only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails.length).toBeLessThanOrEqual(50);
    expect(res.json().emails[0]).toEqual({
      to: expect.any(String),
      subject: expect.any(String),
      text: expect.any(String),
      createdAt: expect.any(String),
    });

    const production = await createTestApp({
      database: t.database,
      config: { env: 'production', appSecret: 'p'.repeat(48) },
    });
    try {
      const gone = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});
