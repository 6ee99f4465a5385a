import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { professionalProfiles, users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertProvider, insertProviders, squareAround } from '../../test/providers';
import { deactivateUser } from '../profiles/profiles.repo';

/**
 * Search leaves out deactivated accounts through `professional_profiles.account_active`, the database's copy
 * of `users.is_active` (decision 072, migration 0032). These tests hold the copy to the account whichever
 * way the account changes, and show that search follows it in every shape.
 */
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NOW = '2026-11-26T06:00:00.000Z';
const clock = fixedClock(NOW);
/** A place no other test file puts anyone: Patna's far corner. */
const HERE = { lat: 25.52, lng: 85.02 };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/doctors?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { doctors: DoctorCard[] }).doctors.map((d) => d.name);
}

async function accountActive(id: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ active: professionalProfiles.accountActive })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, id));
  if (!row) throw new Error('no profile');
  return row.active;
}

describe(`listed accounts (${backend})`, () => {
  it('drops a doctor from every search shape the moment the account is deactivated', async () => {
    const area = squareAround(HERE.lat, HERE.lng, 2);
    const id = await insertProvider(
      t.database.db,
      {
        name: 'Dr Leaving Soon',
        city: 'Patna',
        specialty: 'Neurologist',
        verifiedSkills: ['Peritoneal dialysis'],
        office: HERE,
        serviceArea: area,
      },
      new Date(NOW),
    );
    const shapes = [
      'specialty=Neurologist&city=Patna',
      'skillKeyword=peritoneal',
      'specialty=Neurologist&sortBy=experience_desc',
      'specialty=Neurologist&sortBy=reviews_desc',
      `lat=${HERE.lat}&lng=${HERE.lng}&radius=5&specialty=Neurologist`,
      `lat=${HERE.lat}&lng=${HERE.lng}&radius=5&sortBy=distance_asc&specialty=Neurologist`,
    ];
    for (const q of shapes) expect(await names(q), q).toContain('Dr Leaving Soon');
    expect(await accountActive(id)).toBe(true);

    expect(await deactivateUser(t.database.db, id, new Date(NOW))).toBe(true);

    expect(await accountActive(id)).toBe(false);
    for (const q of shapes) expect(await names(q), q).not.toContain('Dr Leaving Soon');
  });

  it('copies the account whichever way it changes, and the copy cannot be set by hand', async () => {
    const [inactive, active] = await insertProviders(
      t.database.db,
      [
        { name: 'Dr Inactive From The Start', isActive: false, specialty: 'Neurologist' },
        { name: 'Dr Active', specialty: 'Neurologist' },
      ],
      new Date(NOW),
    );
    if (!inactive || !active) throw new Error('two providers inserted');
    // A profile inserted for an account that is already inactive starts unlisted.
    expect(await accountActive(inactive)).toBe(false);

    // Written straight to the table, the copy follows the account, not the writer.
    await t.database.db
      .update(professionalProfiles)
      .set({ accountActive: true })
      .where(eq(professionalProfiles.userId, inactive));
    expect(await accountActive(inactive)).toBe(false);
    await t.database.db
      .update(professionalProfiles)
      .set({ accountActive: false })
      .where(eq(professionalProfiles.userId, active));
    expect(await accountActive(active)).toBe(true);

    // Any update of users.is_active, not only the deactivation, reaches the profile — both ways.
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, inactive));
    expect(await accountActive(inactive)).toBe(true);
    expect(await names('specialty=Neurologist')).toContain('Dr Inactive From The Start');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive));
    expect(await accountActive(inactive)).toBe(false);
    expect(await names('specialty=Neurologist')).not.toContain('Dr Inactive From The Start');

    // And no profile anywhere disagrees with its account.
    const disagreeing = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from professional_profiles p
        join users u on u.id = p.user_id where p.account_active <> u.is_active`),
    );
    expect(disagreeing[0]?.n).toBe(0);
  });
});
