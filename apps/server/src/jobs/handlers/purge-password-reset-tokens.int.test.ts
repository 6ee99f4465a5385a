import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import type { PgJobQueue } from '../queue';
import { PURGE_PASSWORD_RESET_TOKENS } from './purge-password-reset-tokens';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = new Date('2026-03-10T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR);

describe(`purge-password-reset-tokens job (${backend})`, () => {
  let t: TestApp;
  let jobs: PgJobQueue;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(NOW) });
    jobs = t.app.ctx.jobs as PgJobQueue;
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'reset@example.com', name: 'Reset Test', passwordHash: 'x', role: 'patient' })
      .returning({ id: users.id });
    userId = user!.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('deletes the tokens expired or used more than 24 h ago, and only those', async () => {
    const rows: Array<{ label: string; expiresAt: Date; usedAt: Date | null; purged: boolean }> = [
      { label: 'expired 25 h ago', expiresAt: at(-25), usedAt: null, purged: true },
      { label: 'expired 48 h ago, used 47 h ago', expiresAt: at(-48), usedAt: at(-47), purged: true },
      { label: 'used 25 h ago, not yet expired', expiresAt: at(+1), usedAt: at(-25), purged: true },
      { label: 'expired exactly 24 h ago', expiresAt: at(-24), usedAt: null, purged: false },
      { label: 'expired 23 h ago', expiresAt: at(-23), usedAt: null, purged: false },
      { label: 'used 1 h ago', expiresAt: at(+0.5), usedAt: at(-1), purged: false },
      { label: 'live', expiresAt: at(+1), usedAt: null, purged: false },
    ];
    const inserted = await t.database.db
      .insert(passwordResetTokens)
      .values(
        rows.map((row) => ({
          userId,
          tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          expiresAt: row.expiresAt,
          usedAt: row.usedAt,
        })),
      )
      .returning({ id: passwordResetTokens.id });
    const labelOf = new Map(inserted.map((row, i) => [row.id, rows[i]!.label]));

    const jobId = await jobs.send(PURGE_PASSWORD_RESET_TOKENS, {}, { tx: null });
    await waitFor('the purge job to complete', async () => {
      const [job] = await jobs.findJobs(PURGE_PASSWORD_RESET_TOKENS, { id: jobId! });
      return job?.state === 'completed';
    });

    const left = await t.database.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens);
    expect(left.map((row) => labelOf.get(row.id)).sort()).toEqual(
      rows
        .filter((row) => !row.purged)
        .map((row) => row.label)
        .sort(),
    );
  });

  it('is scheduled every hour', async () => {
    const schedules = await jobs.schedules();
    expect(schedules.find((s) => s.name === PURGE_PASSWORD_RESET_TOKENS)).toMatchObject({
      cron: '0 * * * *',
      timezone: 'UTC',
    });
  });
});
