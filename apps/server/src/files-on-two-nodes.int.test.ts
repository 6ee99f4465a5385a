import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG } from './modules/files/test-fixtures';
import { type DirectAccount, insertAccount } from './test/direct-accounts';
import { createTestApp, freshDatabase, type TestApp } from './test/harness';
import { startTestS3Server, type TestS3Server } from './test/s3-server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe('two app nodes on one database and one bucket', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let owner: DirectAccount;

  beforeAll(async () => {
    database = await freshDatabase();
    // Different data directories: nothing is shared through local disk.
    nodeA = await createTestApp({ database, config: { dataDir: '/nonexistent/a', s3: s3.config } });
    nodeB = await createTestApp({ database, config: { dataDir: '/nonexistent/b', s3: s3.config } });
    owner = await insertAccount(nodeA.app, { role: 'doctor' });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('a file uploaded through one node is served by the other', async () => {
    const form = multipart([
      { name: 'upload_preset', value: 'arogya' },
      { name: 'file', filename: 'picture.png', type: 'image/png', value: PNG },
    ]);
    const uploaded = await nodeA.app.inject({
      method: 'POST',
      url: '/api/uploads/image',
      payload: form.payload,
      headers: { ...form.headers, ...owner.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await nodeB.app.inject({ method: 'GET', url: uploaded.json().secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
