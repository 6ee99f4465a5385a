import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { demandCells, searchEvents } from '../../db/schema/demand';
import { DEMAND_AGGREGATE } from '../../jobs/handlers/demand-aggregate';
import type { PgJobQueue } from '../../jobs/queue';
import { fixedClock } from '../../lib/clock';
import { createTestApp, freshDatabase, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { topDemandCells } from './demand.repo';
import { createDemandRecorder } from './demand-recorder';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** 10 May 2026, 15:30 in India. */
const T0 = new Date('2026-05-10T10:00:00.000Z');
const MINUTE = 60_000;
const clock = fixedClock(T0);

let t: TestApp;
let db: Database;
let jobs: PgJobQueue;

beforeAll(async () => {
  t = await createTestApp({ clock });
  db = t.database.db;
  jobs = t.app.ctx.jobs as PgJobQueue;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  clock.set(T0);
  await db.delete(searchEvents);
  await db.delete(demandCells);
});

/** A logger that keeps its warnings. */
function memoryLog() {
  const warnings: Array<Record<string, unknown>> = [];
  return { warnings, warn: (obj: Record<string, unknown>) => void warnings.push(obj) };
}

/** The database, counting the statements the recorder sends it (it writes through `execute`, or `insert`). */
function countingDb(real: Database): { db: Database; inserts: () => number } {
  let inserts = 0;
  const db = new Proxy(real, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if ((prop === 'insert' || prop === 'execute') && typeof value === 'function') {
        return (...args: unknown[]) => {
          inserts += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db, inserts: () => inserts };
}

const rawCount = async () => (await db.select({ id: searchEvents.id }).from(searchEvents)).length;
const cells = () =>
  db
    .select({
      cell: demandCells.cell,
      specialty: demandCells.specialty,
      day: demandCells.day,
      searches: demandCells.searches,
    })
    .from(demandCells)
    .orderBy(asc(demandCells.cell), asc(demandCells.specialty), asc(demandCells.day));

async function runAggregation(): Promise<void> {
  const id = await jobs.send(DEMAND_AGGREGATE, {}, { tx: null });
  await waitFor('the demand aggregation to complete', async () => {
    const [job] = await jobs.findJobs(DEMAND_AGGREGATE, { id: id! });
    if (job?.state === 'failed') throw new Error(`aggregation failed: ${JSON.stringify(job.output)}`);
    return job?.state === 'completed';
  });
}

describe(`demand recorder (${backend})`, () => {
  it('records without touching the database, then writes the batch in one INSERT', async () => {
    const counting = countingDb(db);
    const recorder = createDemandRecorder({
      db: counting.db,
      log: memoryLog(),
      clock,
      flushIntervalMs: MINUTE,
    });
    const returned = recorder.record({ lat: 19.0761, lng: 72.8774, specialty: 'Cardiologist' });
    recorder.record({ lat: 19.08, lng: 72.88, specialty: 'Cardiologist' });
    recorder.record({ city: 'Pune' });
    recorder.record({ specialty: 'Dentist' }); // nowhere: ignored
    expect(returned).toBeUndefined();
    expect(counting.inserts()).toBe(0);
    expect(await rawCount()).toBe(0);

    await recorder.flush();
    expect(counting.inserts()).toBe(1);
    const rows = await db
      .select({ cell: searchEvents.cell, city: searchEvents.city, specialty: searchEvents.specialty })
      .from(searchEvents)
      .orderBy(asc(searchEvents.id));
    expect(rows).toEqual([
      { cell: 'geo:19.10:72.90', city: 'Mumbai', specialty: 'Cardiologist' },
      { cell: 'geo:19.10:72.90', city: 'Mumbai', specialty: 'Cardiologist' },
      { cell: 'city:Pune', city: 'Pune', specialty: '' },
    ]);
    await recorder.close();
  });

  it('flushes on its own: after the interval, or at once when a batch is full', async () => {
    const timed = createDemandRecorder({ db, log: memoryLog(), clock, flushIntervalMs: 50 });
    timed.record({ city: 'Delhi' });
    await waitFor('the timed flush', async () => (await rawCount()) === 1);
    await timed.close();

    const counting = countingDb(db);
    const batched = createDemandRecorder({
      db: counting.db,
      log: memoryLog(),
      clock,
      flushIntervalMs: 10 * MINUTE,
      batchSize: 5,
    });
    for (let i = 0; i < 5; i++) batched.record({ city: 'Chennai', specialty: 'Dentist' });
    await waitFor('the full batch to be written', async () => (await rawCount()) === 6);
    expect(counting.inserts()).toBe(1);
    await batched.close();
  });

  it('logs a failed write instead of throwing, and bounds its buffer', async () => {
    const log = memoryLog();
    const broken = {
      insert: () => ({ values: () => Promise.reject(new Error('database is away')) }),
    } as unknown as Database;
    const recorder = createDemandRecorder({
      db: broken,
      log,
      clock,
      flushIntervalMs: MINUTE,
      maxBuffered: 3,
    });
    for (let i = 0; i < 5; i++) expect(() => recorder.record({ city: 'Patna' })).not.toThrow();
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(log.warnings).toEqual([
      expect.objectContaining({ dropped: 2 }),
      expect.objectContaining({ lost: 3 }),
    ]);
    await recorder.close();
  });

  it('close() writes what is left and ignores later searches', async () => {
    const recorder = createDemandRecorder({ db, log: memoryLog(), clock, flushIntervalMs: 10 * MINUTE });
    recorder.record({ city: 'Kolkata' });
    recorder.record({ city: 'Kolkata' });
    await recorder.close();
    expect(await rawCount()).toBe(2);
    recorder.record({ city: 'Kolkata' });
    await recorder.flush();
    expect(await rawCount()).toBe(2);
  });

  it("the app's recorder is flushed when the app closes", async () => {
    const database = await freshDatabase();
    try {
      const other = await createTestApp({ database });
      other.app.ctx.demand.record({ city: 'Bangalore', specialty: 'Pediatrician' });
      await other.close(); // leaves the database open: it was passed in
      const rows = await database.db.select({ cell: searchEvents.cell }).from(searchEvents);
      expect(rows).toEqual([{ cell: 'city:Bangalore' }]);
    } finally {
      await database.close();
    }
  });
});

describe(`demand-aggregate job (${backend})`, () => {
  /** Records `n` searches at the current clock time, written at once. */
  async function searches(
    n: number,
    search: Parameters<ReturnType<typeof createDemandRecorder>['record']>[0],
  ) {
    const recorder = createDemandRecorder({ db, log: memoryLog(), clock, flushIntervalMs: MINUTE });
    for (let i = 0; i < n; i++) recorder.record(search);
    await recorder.close();
  }

  it('moves settled searches into day cells exactly once, leaving recent ones raw', async () => {
    await searches(3, { lat: 19.08, lng: 72.88, specialty: 'Cardiologist' });
    await searches(2, { city: 'Pune' });
    clock.set('2026-05-10T18:40:00.000Z'); // 00:10 on 11 May in India: a new India day
    await searches(1, { city: 'Pune' });
    clock.set('2026-05-10T18:45:00.000Z');
    await searches(4, { city: 'Delhi', specialty: 'Dentist' }); // 30 s old at the first run: not settled

    clock.advance(30_000);
    await runAggregation();
    const expected = [
      { cell: 'city:Pune', specialty: '', day: '2026-05-10', searches: 2 },
      { cell: 'city:Pune', specialty: '', day: '2026-05-11', searches: 1 },
      { cell: 'geo:19.10:72.90', specialty: 'Cardiologist', day: '2026-05-10', searches: 3 },
    ];
    expect(await cells()).toEqual(expected);
    expect(await rawCount()).toBe(4);

    // Again at the same moment: nothing more to move, nothing counted twice.
    await runAggregation();
    expect(await cells()).toEqual(expected);
    expect(await rawCount()).toBe(4);

    // Later: the Delhi searches settle; new Pune ones add to the existing cell.
    clock.advance(2 * MINUTE);
    await searches(2, { city: 'Pune' });
    clock.advance(2 * MINUTE);
    await runAggregation();
    expect(await cells()).toEqual([
      { cell: 'city:Delhi', specialty: 'Dentist', day: '2026-05-11', searches: 4 },
      { cell: 'city:Pune', specialty: '', day: '2026-05-10', searches: 2 },
      { cell: 'city:Pune', specialty: '', day: '2026-05-11', searches: 3 },
      { cell: 'geo:19.10:72.90', specialty: 'Cardiologist', day: '2026-05-10', searches: 3 },
    ]);
    expect(await rawCount()).toBe(0);
  });

  it('purges day cells older than 90 days', async () => {
    const cell = {
      cell: 'city:Patna',
      city: 'Patna',
      specialty: '',
      lat: 25.5941,
      lng: 85.1376,
      searches: 5,
    };
    // Today in India is 2026-05-10: the 90 days kept are 2026-02-10 … 2026-05-10.
    await db.insert(demandCells).values([
      { ...cell, day: '2026-02-09' },
      { ...cell, day: '2026-02-10' },
      { ...cell, day: '2026-05-10' },
    ]);
    await runAggregation();
    expect((await cells()).map((c) => c.day)).toEqual(['2026-02-10', '2026-05-10']);
  });

  it('is scheduled every 10 minutes', async () => {
    const schedules = await jobs.schedules();
    expect(schedules.find((s) => s.name === DEMAND_AGGREGATE)).toMatchObject({ cron: '*/10 * * * *' });
  });
});

describe(`top demand cells (${backend})`, () => {
  it('adds day cells and not-yet-folded searches, busiest first, in the heatmap point shape', async () => {
    const recorder = createDemandRecorder({ db, log: memoryLog(), clock, flushIntervalMs: MINUTE });
    for (let i = 0; i < 12; i++) recorder.record({ lat: 19.08, lng: 72.88, specialty: 'Cardiologist' });
    for (let i = 0; i < 3; i++) recorder.record({ city: 'Pune' });
    await recorder.flush();
    clock.advance(5 * MINUTE);
    await runAggregation();
    // Fresh, still raw: they count as well.
    for (let i = 0; i < 10; i++) recorder.record({ lat: 19.08, lng: 72.88, specialty: 'Cardiologist' });
    recorder.record({ lat: 28.61, lng: 77.21, specialty: 'Dentist' });
    await recorder.close();
    // A day that falls outside the window.
    await db.insert(demandCells).values({
      cell: 'city:Chennai',
      city: 'Chennai',
      specialty: '',
      day: '2026-04-01',
      lat: 13.0827,
      lng: 80.2707,
      searches: 50,
    });

    const points = await topDemandCells(db, {
      since: new Date(T0.getTime() - 7 * 24 * 60 * MINUTE),
      limit: 2,
    });
    expect(points).toEqual([
      {
        lat: 19.1,
        lng: 72.9,
        intensity: 22,
        area: 'Mumbai · 19.10°N, 72.90°E',
        city: 'Mumbai',
        specialty: 'Cardiologist',
      },
      {
        lat: 18.5204,
        lng: 73.8567,
        intensity: 3,
        area: 'Pune (whole city)',
        city: 'Pune',
        specialty: 'All Specialties',
      },
    ]);
    const all = await topDemandCells(db, { since: new Date(T0.getTime() - 7 * 24 * 60 * MINUTE), limit: 10 });
    expect(all.map((p) => p.city)).toEqual(['Mumbai', 'Pune', 'Delhi']);
  });
});
