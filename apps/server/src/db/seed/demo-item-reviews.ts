import { createHash } from 'node:crypto';
import { FEES } from '@arogya/contract/constants/appointments';
import { type LabSlot, shiftDay } from '@arogya/contract/constants/lab-tests';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { DRIVER_REVIEW_TAGS, TECHNICIAN_REVIEW_TAGS } from '@arogya/contract/constants/reviews';
import { indiaDate, slotStart } from '@arogya/contract/india-time';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { ambulanceRequests } from '../schema/ambulance';
import { labTests } from '../schema/lab-tests';
import { reviews } from '../schema/reviews';
import { recountDemoRatings } from './demo-reviews';
import { createRng, mixSeed } from './prng';
import { stableUuid } from './stable-id';

/**
 * Demo reviews of lab collections and ambulance trips (decision 060), like the visits' (decision 043): every
 * seeded review belongs to a seeded completed collection or trip, written a day after it, and the reviewed
 * technician's and driver's ratings are recounted from the visible reviews afterwards.
 *
 * - Each demo patient has an older completed collection with Vikram Singh (the demo technician) and an older
 *   completed ambulance trip with Imran Khan (the demo driver), more than 30 days ago, each reviewed; two
 *   carry a reply.
 * - Each demo patient keeps a completed collection and a completed trip of the last 30 days without a
 *   review, so "Rate your collection" and "Rate your trip" can be tried at once.
 *
 * Deterministic and idempotent: fixed ids, rows that exist are left alone.
 */

export interface DemoItemReviewPeople {
  patients: { key: string; id: string; name: string }[];
  technicianId: string;
  driverId: string;
}

const DAY_MS = 86_400_000;

const LAB_COMMENTS = [
  'Came on time, was gentle with the needle and explained when the report would arrive.',
  'Quick and clean sample collection at home. My mother barely noticed the prick.',
  'Polite and careful, wore fresh gloves and labelled everything in front of us.',
  'Arrived a little late but was very professional once here.',
] as const;

const TRIP_COMMENTS = [
  'Reached us within minutes and the crew was calm and helpful on the way to the hospital.',
  'Careful driving through heavy traffic, and they helped carry my father down three floors.',
  'The ambulance was clean and the driver kept us informed the whole way.',
  'Fast pickup at night. Very grateful to the driver and the crew.',
] as const;

const LAB_REPLY = 'Thank you! Wishing you good health.';
const TRIP_REPLY = 'Thank you for trusting us. Hope your father is recovering well.';

const LAB_ADDRESSES = [
  '21, Aundh Road, Pune 411007',
  '5, Model Colony, Shivajinagar, Pune 411016',
  'Flat 9, Kalyani Nagar, Pune 411006',
  'C-12, Viman Nagar, Pune 411014',
] as const;

const TRIP_ADDRESSES = [
  '7 Janpath, New Delhi',
  '22 Lodhi Road, New Delhi',
  'B-4 Defence Colony, New Delhi',
  '31 Hauz Khas Village, New Delhi',
] as const;

export async function seedDemoItemReviews(
  db: Database,
  people: DemoItemReviewPeople,
  now: Date,
): Promise<void> {
  const today = indiaDate(now);
  const labRows: (typeof labTests.$inferInsert)[] = [];
  const tripRows: (typeof ambulanceRequests.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];

  people.patients.forEach((p, i) => {
    const rng = createRng(mixSeed(60, i));
    // Older (reviewed) and recent (open for a review) ones, a few days apart per patient.
    for (const [which, daysAgo] of [
      ['older', 38 + i * 6],
      ['recent', 2 + i * 2],
    ] as const) {
      const slot: LabSlot = i % 2 === 0 ? '08:00 AM - 10:00 AM' : '10:00 AM - 12:00 PM';
      const date = shiftDay(today, -daysAgo);
      const start = slotStart(date, slot.slice(0, 8));
      const labId = stableUuid(`demo-item-review:lab:${p.key}:${which}`);
      const labDone = new Date(start.getTime() + 26 * 60 * 60_000);
      labRows.push({
        id: labId,
        patientId: p.id,
        technicianId: people.technicianId,
        testName: which === 'older' ? 'Lipid Profile' : 'HbA1c (Glycated Haemoglobin)',
        collectionDate: date,
        collectionTime: slot,
        patientAddress: LAB_ADDRESSES[i % LAB_ADDRESSES.length] as string,
        city: 'Pune',
        feePaise: rupeesToPaise(FEES.LAB_TEST),
        status: 'Completed',
        paidAtCollection: true,
        collectedAt: new Date(start.getTime() + 25 * 60_000),
        completedAt: labDone,
        createdAt: new Date(start.getTime() - 2 * DAY_MS),
        updatedAt: labDone,
      });

      const tripId = stableUuid(`demo-item-review:trip:${p.key}:${which}`);
      const tripAt = new Date(now.getTime() - daysAgo * DAY_MS - (3 + i) * 60 * 60_000);
      const minutes = (m: number) => new Date(tripAt.getTime() + m * 60_000);
      tripRows.push({
        id: tripId,
        requesterId: p.id,
        patientName: p.name,
        contactNumber: `+91 98200 ${String(30000 + i * 11 + (which === 'older' ? 0 : 5))}`,
        contactDigits: `98200${String(30000 + i * 11 + (which === 'older' ? 0 : 5))}`,
        address: TRIP_ADDRESSES[i % TRIP_ADDRESSES.length] as string,
        city: 'Delhi',
        emergencyType: which === 'older' ? 'General' : 'Non-Emergency',
        status: 'completed',
        driverId: people.driverId,
        trackingTokenHash: createHash('sha256')
          .update(`demo-item-review:trip:${p.key}:${which}`)
          .digest('hex'),
        acceptedAt: minutes(1),
        enRouteAt: minutes(2),
        arrivedAt: minutes(12),
        completedAt: minutes(45),
        createdAt: tripAt,
        updatedAt: minutes(45),
      });

      if (which !== 'older') continue;
      const labReviewAt = new Date(labDone.getTime() + DAY_MS);
      reviewRows.push({
        id: stableUuid(`demo-item-review:lab-review:${p.key}`),
        labTestId: labId,
        patientId: p.id,
        providerId: people.technicianId,
        rating: rng.chance(0.7) ? 5 : 4,
        comment: LAB_COMMENTS[i % LAB_COMMENTS.length] as string,
        tags: TECHNICIAN_REVIEW_TAGS.filter(() => rng.chance(0.45)),
        status: 'visible',
        replyText: i === 0 ? LAB_REPLY : null,
        replyAt: i === 0 ? new Date(labReviewAt.getTime() + DAY_MS) : null,
        createdAt: labReviewAt,
        updatedAt: labReviewAt,
      });
      const tripReviewAt = new Date(minutes(45).getTime() + DAY_MS);
      reviewRows.push({
        id: stableUuid(`demo-item-review:trip-review:${p.key}`),
        ambulanceRequestId: tripId,
        patientId: p.id,
        providerId: people.driverId,
        rating: rng.chance(0.6) ? 5 : rng.chance(0.7) ? 4 : 3,
        comment: TRIP_COMMENTS[i % TRIP_COMMENTS.length] as string,
        tags: DRIVER_REVIEW_TAGS.filter(() => rng.chance(0.45)),
        status: 'visible',
        replyText: i === 1 ? TRIP_REPLY : null,
        replyAt: i === 1 ? new Date(tripReviewAt.getTime() + DAY_MS) : null,
        createdAt: tripReviewAt,
        updatedAt: tripReviewAt,
      });
    }
  });

  await db.insert(labTests).values(labRows).onConflictDoNothing();
  await db.insert(ambulanceRequests).values(tripRows).onConflictDoNothing();
  // Only items that exist (and are completed) get their review: never a review without its item.
  const labsPresent = await completedIds(db, 'lab_tests', 'Completed', labRows);
  const tripsPresent = await completedIds(db, 'ambulance_requests', 'completed', tripRows);
  const present = reviewRows.filter((r) =>
    r.labTestId
      ? labsPresent.has(r.labTestId)
      : r.ambulanceRequestId
        ? tripsPresent.has(r.ambulanceRequestId)
        : false,
  );
  if (present.length > 0) await db.insert(reviews).values(present).onConflictDoNothing();
  await recountDemoRatings(db, [people.technicianId, people.driverId]);
}

/** Which of the seeded rows exist in `table` with the completed status (a real booking may have changed one). */
async function completedIds(
  db: Database,
  table: 'lab_tests' | 'ambulance_requests',
  done: string,
  rows: readonly { id?: string | undefined }[],
): Promise<Set<string>> {
  const ids = rows.flatMap((r) => (r.id ? [sql`${r.id}::uuid`] : []));
  if (ids.length === 0) return new Set();
  const found = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from ${sql.identifier(table)} where status = ${done} and id in (${sql.join(ids, sql`, `)})`,
    ),
  );
  return new Set(found.map((r) => r.id));
}
