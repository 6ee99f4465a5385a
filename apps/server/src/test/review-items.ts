import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { ambulanceRequests } from '../db/schema/ambulance';
import { labTests } from '../db/schema/lab-tests';
import { professionalProfiles } from '../db/schema/users';
import type { DirectAccount } from './direct-accounts';
import type { TestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the review tests ask of the app: a request as someone (or nobody), a professional's stored rating
 * and the same recounted from the reviews table, and how many reviews there are.
 */
export function reviewKit(app: () => TestApp) {
  function call(method: Method, url: string, who: DirectAccount | null, payload?: unknown) {
    return app().app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  }

  async function rating(pro: DirectAccount) {
    const [row] = await app()
      .database.db.select({
        averageRating: professionalProfiles.averageRating,
        numReviews: professionalProfiles.numReviews,
        ratingScore: professionalProfiles.ratingScore,
      })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    if (!row) throw new Error('no profile');
    return row;
  }

  async function recount(pro: DirectAccount) {
    const rows = rowsOf<{ avg: number | null; n: number }>(
      await app().database.db.execute(
        sql`select avg(rating)::float8 as avg, count(*)::int as n from reviews where provider_id = ${pro.id}::uuid and status = 'visible'`,
      ),
    );
    return { averageRating: Number(rows[0]?.avg ?? 0), numReviews: Number(rows[0]?.n ?? 0) };
  }

  async function reviewCount(): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await app().database.db.execute(sql`select count(*)::int as n from reviews`),
    );
    return Number(rows[0]?.n ?? 0);
  }

  return { call, rating, recount, reviewCount };
}

/**
 * Lab collections and ambulance trips inserted straight into the database, in any status, completed any
 * number of days before `now`: for the review rules, which only read them.
 */

const DAY = 86_400_000;
let slot = 0;

export async function insertLabCollection(
  db: Database,
  now: Date,
  patientId: string,
  technicianId: string,
  opts: { status?: string; daysAgo?: number } = {},
): Promise<string> {
  const status = opts.status ?? 'Completed';
  const completedAt = status === 'Completed' ? new Date(now.getTime() - (opts.daysAgo ?? 1) * DAY) : null;
  slot += 1;
  const day = new Date(Date.UTC(2026, 0, 1) + slot * DAY).toISOString().slice(0, 10);
  const [row] = await db
    .insert(labTests)
    .values({
      patientId,
      technicianId,
      testName: 'HIV screening (private)',
      collectionDate: day,
      collectionTime: '08:00 AM - 10:00 AM',
      patientAddress: '12 Private Lane, Pune',
      city: 'Pune',
      feePaise: 49_900,
      status,
      completedAt,
    })
    .returning({ id: labTests.id });
  if (!row) throw new Error('no lab collection');
  return row.id;
}

export async function insertAmbulanceTrip(
  db: Database,
  now: Date,
  requesterId: string | null,
  driverId: string | null,
  opts: { status?: string; daysAgo?: number } = {},
): Promise<string> {
  const status = opts.status ?? 'completed';
  const completedAt = status === 'completed' ? new Date(now.getTime() - (opts.daysAgo ?? 1) * DAY) : null;
  const [row] = await db
    .insert(ambulanceRequests)
    .values({
      requesterId,
      patientName: 'Kamla Devi',
      contactNumber: '+91 98200 11223',
      contactDigits: '9820011223',
      address: '14 Barakhamba Road, New Delhi',
      city: 'Delhi',
      emergencyType: 'Cardiac',
      notes: 'Private: chest pain',
      status,
      driverId,
      trackingTokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
      completedAt,
    })
    .returning({ id: ambulanceRequests.id });
  if (!row) throw new Error('no ambulance request');
  return row.id;
}
