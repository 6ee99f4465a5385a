import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { doseLogs, prescriptions } from '../../db/schema/prescriptions';
import { healthRecords } from '../../db/schema/records';
import { namedAccountId, seedDemoData } from '../../db/seed/seed';
import { fixedClock } from '../../lib/clock';
import { createLocalStorage } from '../../lib/storage';
import { freshDatabase } from '../../test/harness';
import { createPrescriptionService } from './prescriptions.service';

const silent = { info: () => {} };
// 13:00 India time: today's morning doses are due and not yet ticked.
const NOW = new Date('2030-06-12T07:30:00.000Z');
let database: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  database = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-seed-rx-'));
  const storage = createLocalStorage(dir);
  await seedDemoData(database.db, { log: silent, now: NOW, storage });
  // A second start changes nothing.
  await seedDemoData(database.db, { log: silent, now: NOW, storage });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('demo prescriptions and records', () => {
  const priya = namedAccountId('patient-priya');

  it('gives Priya two running prescriptions with a partly ticked history: a score below 100 and a streak', async () => {
    const rows = await database.db.select().from(prescriptions).where(eq(prescriptions.patientId, priya));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.doctorRegistrationNumber)).toBe(true);
    const service = createPrescriptionService({
      db: database.db,
      clock: fixedClock(NOW),
      events: { record: () => {} },
    });
    const adherence = await service.adherence({ id: priya, role: 'patient', name: 'Priya Sharma' }, 30);
    // 6 days × 3 doses + 3 days × 1 dose = 21 past doses, one missed; today's 3 morning doses are due and open.
    expect(adherence).toEqual({ adherenceScore: 83, streak: 4, dosesDue: 24, dosesTaken: 20 });
    const today = await service.today({ id: priya, role: 'patient', name: 'Priya Sharma' });
    expect(today.doses.filter((d) => !d.taken)).toHaveLength(4);
    const logs = await database.db.select().from(doseLogs);
    expect(logs).toHaveLength(20);
  });

  it('keeps her records: the two prescriptions and two uploaded reports with their bytes', async () => {
    const records = await database.db.select().from(healthRecords).where(eq(healthRecords.ownerId, priya));
    expect(records.map((r) => r.source).sort()).toEqual(['prescription', 'prescription', 'upload', 'upload']);
    for (const r of records.filter((x) => x.storageKey)) {
      const object = await createLocalStorage(dir).get(r.storageKey ?? '');
      expect(object?.size).toBe(r.sizeBytes);
      // Read the bytes through: a stream destroyed before its lazy open would open after the directory
      // is removed, and fail outside the test.
      expect((await buffer(object?.stream ?? Readable.from([]))).length).toBe(r.sizeBytes);
    }
  });
});
