import type { Pagination } from '@arogya/contract/schemas/common';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TestApp } from './harness';

/**
 * What the tests of the directory's kept counts (decisions 079, 081) share: a counts table read as key → doctors,
 * to compare with a count made by the test itself, and the doctor search they check against.
 */

export type Tally = Record<string, number>;

/** `table`'s rows as `key columns joined by |` → doctors, without the rows whose doctors have all gone. */
export async function storedTally(
  db: Database,
  table: 'directory_place_counts' | 'directory_keyword_counts' | 'directory_experience_counts',
  keys: readonly string[],
): Promise<Tally> {
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(
      sql`select ${sql.raw(keys.join(', '))}, doctors from ${sql.identifier(table)} where doctors <> 0`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [keys.map((k) => r[k]).join('|'), Number(r.doctors)]));
}

/** Adds one doctor under `key`. */
export function tallyOne(tally: Tally, key: string): void {
  tally[key] = (tally[key] ?? 0) + 1;
}

export async function exec(db: Database, statement: SQL): Promise<void> {
  await db.execute(statement);
}

export interface DoctorSearchBody {
  doctors: DoctorCard[];
  pagination: Pagination;
}

/** GET /api/doctors?<query>, which must answer 200. */
export async function searchDoctors(t: TestApp, query: string): Promise<DoctorSearchBody> {
  const res = await t.app.inject({ method: 'GET', url: `/api/doctors?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * The changes that list or unlist a doctor, in this order, and one that changes nothing a count keeps: `pending`
 * approved then rejected, `inactive` reactivated, `listed` deactivated, `waiting` made to wait for a first
 * availability, everyone reviewed, `nurse` made a doctor then deleted.
 */
export function listingChanges(ids: {
  pending: string;
  inactive: string;
  listed: string;
  waiting: string;
  nurse: string;
}): [step: string, statement: SQL][] {
  return [
    [
      'approved',
      sql`update professional_profiles set approval_status = 'approved' where user_id = ${ids.pending}`,
    ],
    ['reactivated', sql`update users set is_active = true where id = ${ids.inactive}`],
    ['deactivated', sql`update users set is_active = false where id = ${ids.listed}`],
    [
      'waiting for a first availability',
      sql`update professional_profiles set needs_availability = true where user_id = ${ids.waiting}`,
    ],
    [
      'reviewed (nothing counted changes)',
      sql`update professional_profiles set num_reviews = num_reviews + 1`,
    ],
    [
      'rejected',
      sql`update professional_profiles set approval_status = 'rejected' where user_id = ${ids.pending}`,
    ],
    [
      'a nurse made a doctor',
      sql`update professional_profiles set role = 'doctor' where user_id = ${ids.nurse}`,
    ],
    ['deleted', sql`delete from professional_profiles where user_id = ${ids.nurse}`],
  ];
}
