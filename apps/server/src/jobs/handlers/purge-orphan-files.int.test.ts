import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORAGE_QUOTA } from '@arogya/contract/constants/files';
import { eq, getTableName, inArray, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { appointments } from '../../db/schema/appointments';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { FILE_REFERENCES, fileUrl } from '../../modules/files/files.repo';
import { AUDIO, multipart, PNG, pdfBytes } from '../../modules/files/test-fixtures';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import type { PgJobQueue } from '../queue';
import { PURGE_ORPHAN_FILES, purgeOrphanFiles } from './purge-orphan-files';

const HOUR = 60 * 60 * 1000;
const clock = fixedClock('2026-03-10T10:00:00.000Z');

let t: TestApp;
let dataDir: string;
let patient: DirectAccount;
let doctor: DirectAccount;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-orphans-'));
  t = await createTestApp({ config: { dataDir }, clock });
  patient = await insertAccount(t.app, { role: 'patient' });
  doctor = await insertAccount(t.app, { role: 'doctor', approvalStatus: 'approved' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(
  who: DirectAccount,
  route: 'image' | 'report' | 'voice-note',
  file: { value: Buffer; type: string },
): Promise<string> {
  const body = multipart([{ name: 'file', filename: 'f', ...file }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${route}`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}

const picture = (who: DirectAccount) => upload(who, 'image', { value: PNG, type: 'image/png' });

async function storageKeyOf(id: string): Promise<string> {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row!.storageKey;
}

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await t.database.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return rows.map((r) => r.id).sort();
}

async function usedBy(who: DirectAccount): Promise<number> {
  const [row] = await t.database.db
    .select({ used: users.storageUsedBytes })
    .from(users)
    .where(eq(users.id, who.id));
  return row!.used;
}

const onDisk = (key: string) => fs.existsSync(path.join(dataDir, 'files', ...key.split('/')));

describe('purge-orphan-files', () => {
  it('removes an old file nothing refers to, and keeps referenced ones and young orphans', async () => {
    const oldOrphan = await picture(patient);
    const profilePicture = await picture(patient);
    const report = await upload(patient, 'report', { value: await pdfBytes(), type: 'application/pdf' });
    const voiceNote = await upload(doctor, 'voice-note', { value: AUDIO.webm, type: 'audio/webm' });
    await t.database.db
      .update(users)
      .set({ profilePictureUrl: fileUrl(profilePicture) })
      .where(eq(users.id, patient.id));
    await t.database.db.insert(appointments).values({
      patientId: patient.id,
      professionalId: doctor.id,
      professionalRole: 'doctor',
      appointmentDate: '2026-03-12',
      appointmentTime: '11:00 AM',
      bookingType: 'In-Home Visit',
      feePaise: 200_000,
      paymentMethod: 'external',
      paymentStatus: 'due',
      reportFileId: report,
      voiceNoteUrl: fileUrl(voiceNote),
    });

    clock.advance(STORAGE_QUOTA.orphanGraceHours * HOUR + 1000);
    const youngOrphan = await picture(patient);
    const orphanKey = await storageKeyOf(oldOrphan);
    const usedBefore = await usedBy(patient);

    const swept = await purgeOrphanFiles(t.database.db, t.app.ctx.storage, clock.now());

    expect(swept).toEqual({ files: 1, bytes: PNG.length });
    const all = [oldOrphan, profilePicture, report, voiceNote, youngOrphan];
    expect(await remaining(all)).toEqual([profilePicture, report, voiceNote, youngOrphan].sort());
    expect(onDisk(orphanKey)).toBe(false);
    for (const kept of [profilePicture, report, voiceNote, youngOrphan]) {
      expect(onDisk(await storageKeyOf(kept))).toBe(true);
    }
    // The bytes are given back to the owner's allowance.
    expect(await usedBy(patient)).toBe(usedBefore - PNG.length);
    // Run again: nothing more to do.
    expect(await purgeOrphanFiles(t.database.db, t.app.ctx.storage, clock.now())).toEqual({
      files: 0,
      bytes: 0,
    });
  });

  it('keeps an orphan until it is older than the grace period', async () => {
    const orphan = await picture(patient);
    clock.advance(STORAGE_QUOTA.orphanGraceHours * HOUR);
    await purgeOrphanFiles(t.database.db, t.app.ctx.storage, clock.now());
    expect(await remaining([orphan])).toEqual([orphan]);
    clock.advance(1);
    await purgeOrphanFiles(t.database.db, t.app.ctx.storage, clock.now());
    expect(await remaining([orphan])).toEqual([]);
  });

  it('run twice at once, deletes each orphan once and gives its bytes back once', async () => {
    const owner = await insertAccount(t.app, { role: 'patient' });
    const orphans = [];
    for (let i = 0; i < 5; i++) orphans.push(await picture(owner));
    expect(await usedBy(owner)).toBe(5 * PNG.length);
    clock.advance(STORAGE_QUOTA.orphanGraceHours * HOUR + 1000);

    const [a, b] = await Promise.all([
      purgeOrphanFiles(t.database.db, t.app.ctx.storage, clock.now()),
      purgeOrphanFiles(t.database.db, t.app.ctx.storage, clock.now()),
    ]);
    expect(a.files + b.files).toBe(5);
    expect(a.bytes + b.bytes).toBe(5 * PNG.length);
    expect(await remaining(orphans)).toEqual([]);
    expect(await usedBy(owner)).toBe(0);
  });

  it('runs as an hourly job on the queue', async () => {
    const orphan = await picture(patient);
    clock.advance(STORAGE_QUOTA.orphanGraceHours * HOUR + 1000);
    const jobs = t.app.ctx.jobs as PgJobQueue;
    const jobId = await jobs.send(PURGE_ORPHAN_FILES, {}, { tx: null });
    await waitFor('the orphan sweep to complete', async () => {
      const [job] = await jobs.findJobs(PURGE_ORPHAN_FILES, { id: jobId! });
      return job?.state === 'completed';
    });
    expect(await remaining([orphan])).toEqual([]);
    const schedules = await jobs.schedules();
    expect(schedules.find((s) => s.name === PURGE_ORPHAN_FILES)).toMatchObject({ cron: '40 * * * *' });
  });

  it('knows every column that refers to a stored file', () => {
    const found: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        if (getTableName(ref.foreignTable) !== 'files') continue;
        for (const column of ref.columns) found.push(`${config.name}.${column.name}`);
      }
      // Files are served at /api/files/<id>: a URL column may hold one.
      for (const column of config.columns) {
        if (column.name.endsWith('_url')) found.push(`${config.name}.${column.name}`);
      }
    }
    const known = [...FILE_REFERENCES.byUrl, ...FILE_REFERENCES.byId].map((r) => `${r.table}.${r.column}`);
    expect(found.sort()).toEqual(known.sort());
  });
});
