import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { secondOpinionReports, secondOpinionRequests } from '../../db/schema/second-opinions';
import { namedAccountId, seedDemoData } from '../../db/seed/seed';
import { freshDatabase } from '../../test/harness';
import { availableRequests, specialistCounts, specialtiesOf } from './second-opinions.repo';

const silent = { info: () => {} };
const seededAt = new Date('2026-11-20T06:30:00Z');
let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, { log: silent, now: seededAt });
});
afterAll(async () => {
  await database?.close();
});

describe('second-opinion demo data', () => {
  it('has a specialist for every specialty, Priya’s completed and unpaid cases and a paid one waiting', async () => {
    const counts = await specialistCounts(database.db);
    expect([...counts.values()].every((n) => n > 0)).toBe(true);
    expect(counts.size).toBe(20);
    const cases = await database.db.select().from(secondOpinionRequests);
    const priyaId = namedAccountId('patient-priya');
    const mine = cases.filter((c) => c.patientId === priyaId);
    expect(mine.map((c) => `${c.status}/${c.paymentStatus}`).sort()).toEqual([
      'completed/paid',
      'pending/unpaid',
    ]);
    const completed = mine.find((c) => c.status === 'completed');
    const [report] = await database.db
      .select()
      .from(secondOpinionReports)
      .where(eq(secondOpinionReports.requestId, completed?.id ?? ''));
    expect(report?.specialistId).toBe(namedAccountId('doctor-mehta'));
    const mehtaSpecialties = await specialtiesOf(database.db, namedAccountId('doctor-mehta'));
    const waiting = await availableRequests(database.db, namedAccountId('doctor-mehta'), mehtaSpecialties);
    expect(waiting.map((w) => w.request.patientId)).toEqual([namedAccountId('patient-rahul')]);

    await seedDemoData(database.db, { log: silent, now: new Date(seededAt.getTime() + 120_000) });
    expect(await database.db.select().from(secondOpinionRequests)).toHaveLength(cases.length);
  });
});
