import { FEES } from '@arogya/contract/constants/appointments';
import { type LabSlot, shiftDay } from '@arogya/contract/constants/lab-tests';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { indiaDate, slotStart } from '@arogya/contract/india-time';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../lib/storage';
import type { Database } from '../client';
import { files } from '../schema/files';
import { labTests } from '../schema/lab-tests';
import { demoPdfBytes } from './demo-pdf-bytes';
import { stableUuid } from './stable-id';

/**
 * Demo lab collections (Pune, with the demo technician Vikram Singh), so both sides are alive on a fresh
 * start: the technician has collections today, upcoming and completed (one with a downloadable report),
 * and Priya has one upcoming. Deterministic and idempotent like the rest of the seed: fixed ids, dates
 * relative to the seed's "today" (India); today's and the upcoming ones roll forward when they have passed.
 * The seed runs before the job queue starts, so seeded collections get no reminder jobs.
 */

export interface DemoLabParties {
  technicianId: string;
  priyaId: string;
  rahulId: string;
  ananyaId: string;
}

const fee = rupeesToPaise(FEES.LAB_TEST);
const demoId = (key: string) => stableUuid(`demo-lab-test:${key}`);
const REPORT_FILE_ID = stableUuid('demo-lab-report:ananya-cbc');
const REPORT_KEY = `medical-report/${REPORT_FILE_ID}`;

/** The seeded report's bytes and row; the bytes are written again when the store lost them. */
async function seedReport(db: Database, storage: FileStorage, ownerId: string, now: Date): Promise<boolean> {
  const bytes = demoPdfBytes('lab-report-cbc.pdf');
  const stored = await storage.get(REPORT_KEY);
  if (stored) stored.stream.destroy();
  else await storage.put(REPORT_KEY, bytes, 'application/pdf');
  await db
    .insert(files)
    .values({
      id: REPORT_FILE_ID,
      ownerId,
      purpose: 'medical-report',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      storageKey: REPORT_KEY,
      createdAt: now,
    })
    .onConflictDoNothing();
  return true;
}

export async function seedDemoLabTests(
  db: Database,
  parties: DemoLabParties,
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const { technicianId, priyaId, rahulId, ananyaId } = parties;
  const today = indiaDate(now);
  const at = (date: string, slot: LabSlot, minutes: number) =>
    new Date(slotStart(date, slot.slice(0, 8)).getTime() + minutes * 60_000);
  const base = { technicianId, city: 'Pune', feePaise: fee };

  const withReport = storage ? await seedReport(db, storage, technicianId, now) : false;
  const doneDate = shiftDay(today, -6);
  const olderDate = shiftDay(today, -14);
  await db
    .insert(labTests)
    .values([
      {
        ...base,
        id: demoId('ananya-cbc-completed'),
        patientId: ananyaId,
        testName: 'Complete Blood Count (CBC)',
        collectionDate: doneDate,
        collectionTime: '08:00 AM - 10:00 AM',
        patientAddress: 'B-204, Kumar Pebbles, Baner Road, Pune 411045',
        status: 'Completed',
        paidAtCollection: true,
        reportFileId: withReport ? REPORT_FILE_ID : null,
        collectedAt: at(doneDate, '08:00 AM - 10:00 AM', 20),
        completedAt: at(doneDate, '08:00 AM - 10:00 AM', 28 * 60),
        createdAt: at(doneDate, '08:00 AM - 10:00 AM', -2 * 24 * 60),
        updatedAt: at(doneDate, '08:00 AM - 10:00 AM', 28 * 60),
      },
      {
        ...base,
        id: demoId('rahul-thyroid-completed'),
        patientId: rahulId,
        testName: 'Thyroid Profile (T3, T4, TSH)',
        collectionDate: olderDate,
        collectionTime: '10:00 AM - 12:00 PM',
        patientAddress: '14, Lane 5, Koregaon Park, Pune 411001',
        status: 'Completed',
        paidAtCollection: true,
        collectedAt: at(olderDate, '10:00 AM - 12:00 PM', 30),
        completedAt: at(olderDate, '10:00 AM - 12:00 PM', 30 * 60),
        createdAt: at(olderDate, '10:00 AM - 12:00 PM', -24 * 60),
        updatedAt: at(olderDate, '10:00 AM - 12:00 PM', 30 * 60),
      },
    ])
    .onConflictDoNothing();

  // Today's round for the technician: only when none is there yet today.
  const [todays] = await db
    .select({ id: labTests.id })
    .from(labTests)
    .where(and(eq(labTests.technicianId, technicianId), eq(labTests.collectionDate, today)))
    .limit(1);
  if (!todays) {
    await db
      .insert(labTests)
      .values([
        {
          ...base,
          id: demoId(`rahul-sugar-today:${today}`),
          patientId: rahulId,
          testName: 'Fasting Blood Sugar (FBS)',
          collectionDate: today,
          collectionTime: '08:00 AM - 10:00 AM',
          patientAddress: '14, Lane 5, Koregaon Park, Pune 411001',
          status: 'Sample Collected',
          paidAtCollection: true,
          collectedAt: now,
          createdAt: now,
          updatedAt: now,
        },
        {
          ...base,
          id: demoId(`ananya-vitd-today:${today}`),
          patientId: ananyaId,
          testName: 'Vitamin D (25-OH)',
          collectionDate: today,
          collectionTime: '02:00 PM - 04:00 PM',
          patientAddress: 'B-204, Kumar Pebbles, Baner Road, Pune 411045',
          status: 'Scheduled',
          createdAt: now,
          updatedAt: now,
        },
      ])
      .onConflictDoNothing();
  }

  // Priya's upcoming collection (at her parents' home in Pune): only when she has none ahead.
  const [ahead] = await db
    .select({ id: labTests.id })
    .from(labTests)
    .where(
      and(
        eq(labTests.patientId, priyaId),
        inArray(labTests.status, ['Scheduled']),
        gte(labTests.collectionDate, shiftDay(today, 1)),
      ),
    )
    .limit(1);
  if (!ahead) {
    const date = shiftDay(today, 2);
    await db
      .insert(labTests)
      .values({
        ...base,
        id: demoId(`priya-lipid-upcoming:${date}`),
        patientId: priyaId,
        testName: 'Lipid Profile',
        collectionDate: date,
        collectionTime: '08:00 AM - 10:00 AM',
        patientAddress: '7, Shanti Niwas, Prabhat Road, Erandwane, Pune 411004',
        status: 'Scheduled',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}
