import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORAGE_QUOTA } from '@arogya/contract/constants/files';
import { fill } from '@arogya/contract/messages';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PNG } from './test-fixtures';

const QUOTA = STORAGE_QUOTA.bytesPerUser;

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-quota-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A person who has already stored `used` bytes. */
async function personWith(used: number): Promise<DirectAccount> {
  const who = await insertAccount(t.app, { role: 'patient' });
  await t.database.db.update(users).set({ storageUsedBytes: used }).where(eq(users.id, who.id));
  return who;
}

async function usedBy(who: DirectAccount): Promise<number> {
  const [row] = await t.database.db
    .select({ used: users.storageUsedBytes })
    .from(users)
    .where(eq(users.id, who.id));
  return row?.used ?? -1;
}

async function filesOf(who: DirectAccount) {
  return t.database.db.select().from(files).where(eq(files.ownerId, who.id));
}

function storedObjects(): number {
  const dir = path.join(dataDir, 'files', 'profile-picture');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

function upload(who: DirectAccount) {
  const body = multipart([{ name: 'file', filename: 'p.png', type: 'image/png', value: PNG }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/image',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
}

describe('storage quota', () => {
  it('is 200 MB per person', () => {
    expect(QUOTA).toBe(200 * 1024 * 1024);
  });

  it('counts every stored upload against its owner', async () => {
    const who = await personWith(0);
    expect((await upload(who)).statusCode).toBe(201);
    expect((await upload(who)).statusCode).toBe(201);
    expect(await usedBy(who)).toBe(2 * PNG.length);
  });

  it('accepts an upload that fills the allowance exactly', async () => {
    const who = await personWith(QUOTA - PNG.length);
    const res = await upload(who);
    expect(res.statusCode).toBe(201);
    expect(await usedBy(who)).toBe(QUOTA);
    expect(await filesOf(who)).toHaveLength(1);
  });

  it('refuses one byte over with 413 and its message, storing nothing', async () => {
    const who = await personWith(QUOTA - PNG.length + 1);
    const objectsBefore = storedObjects();
    const res = await upload(who);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: fill(MSG_PROFILE.storageQuotaExceeded, { size: 200 }),
    });
    expect(await usedBy(who)).toBe(QUOTA - PNG.length + 1);
    expect(await filesOf(who)).toHaveLength(0);
    expect(storedObjects()).toBe(objectsBefore);
  });

  it('lets only one of two simultaneous uploads take the last of the allowance', async () => {
    const who = await personWith(QUOTA - PNG.length - Math.floor(PNG.length / 2));
    const objectsBefore = storedObjects();
    const results = await Promise.all([upload(who), upload(who), upload(who)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413, 413]);
    expect(await usedBy(who)).toBe(QUOTA - Math.floor(PNG.length / 2));
    expect(await filesOf(who)).toHaveLength(1);
    expect(storedObjects()).toBe(objectsBefore + 1);
  });
});
