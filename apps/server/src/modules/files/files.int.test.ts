import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_UPLOAD } from '@arogya/contract/constants/files';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PNG } from './test-fixtures';

/** The smallest GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: TestApp;
let dataDir: string;
let owner: DirectAccount;
let other: DirectAccount;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-uploads-'));
  t = await createTestApp({ config: { dataDir } });
  owner = await insertAccount(t.app, { role: 'doctor' });
  other = await insertAccount(t.app, { role: 'patient' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  const dir = path.join(dataDir, 'files', 'profile-picture');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function fileRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return Number(row?.n ?? 0);
}

async function upload(
  who: DirectAccount | undefined,
  file: { value: Buffer | string; filename?: string; type?: string },
  extra: Array<{ name: string; value: string }> = [{ name: 'upload_preset', value: 'arogya' }],
) {
  const body = multipart([...extra, { name: 'file', filename: 'picture.png', type: 'image/png', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/image',
    payload: body.payload,
    headers: { ...body.headers, ...(who ? who.headers : {}) },
  });
}

describe('POST /uploads/image', () => {
  it('stores a PNG and serves it back with its checked type', async () => {
    const res = await upload(owner, { value: PNG });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.secure_url).toBe(`/api/files/${body._id}`);
    expect(body.url).toBe(body.secure_url);

    const served = await t.app.inject({ method: 'GET', url: body.secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const cached = await t.app.inject({
      method: 'GET',
      url: body.secure_url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // The picture can become the owner's profile picture, and nobody else's.
    const mine = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: owner.headers,
      payload: { profilePictureUrl: body.secure_url },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profilePictureUrl).toBe(body.secure_url);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profile/${owner.id}` })).json().profilePictureUrl,
    ).toBe(body.secure_url);
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: other.headers,
      payload: { profilePictureUrl: body.secure_url },
    });
    expect(theirs.statusCode).toBe(400);
  });

  it('accepts a GIF, and a type left undeclared when the bytes are an image', async () => {
    expect((await upload(owner, { value: GIF, filename: 'a.gif', type: 'image/gif' })).statusCode).toBe(201);
    const res = await upload(owner, { value: PNG, type: 'application/octet-stream' });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().secure_url });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a text file renamed .png', { value: 'hello, this is not an image', type: 'image/png' }],
    ['an empty file', { value: Buffer.alloc(0), type: 'image/png' }],
    ['a PNG declared as JPEG', { value: PNG, type: 'image/jpeg' }],
    [
      'an SVG',
      {
        value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        filename: 'x.svg',
        type: 'image/svg+xml',
      },
    ],
    [
      'a PDF',
      {
        value: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        filename: 'x.pdf',
        type: 'application/pdf',
      },
    ],
  ])('refuses %s with 415', async (_label, file) => {
    const before = storedFiles().length;
    const res = await upload(owner, file);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG_PROFILE.imagesOnly);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses an image over 5 MB with 413 and keeps nothing', async () => {
    const before = storedFiles().length;
    const rowsBefore = await fileRows();
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD.maxBytes)]);
    const res = await upload(owner, { value: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toHaveLength(before);
    expect(await fileRows()).toBe(rowsBefore);
    // No temporary files either.
    expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('accepts an image of exactly the limit', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD.maxBytes - PNG.length)]);
    expect((await upload(owner, { value: exact })).statusCode).toBe(201);
  });

  it('needs a file in the field "file"', async () => {
    const form = multipart([{ name: 'upload_preset', value: 'x' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/image',
      headers: owner.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(MSG_PROFILE.fileRequired);
  });

  it('needs a session', async () => {
    const res = await upload(undefined, { value: PNG });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /files/{id}', () => {
  it('answers 404 for an id that is not a stored file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG_PROFILE.fileNotFound);
  });

  it.each([
    '/api/files/..%2F..%2Fetc%2Fpasswd',
    '/api/files/..%252F..%252Fetc%252Fpasswd',
    '/api/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/files/../../etc/passwd',
    '/api/files/..',
    '/api/files/profile-picture%2F00000000-0000-4000-8000-000000000000',
    '/api/files/00000000-0000-4000-8000-000000000000%00.png',
  ])('never serves anything for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toMatch(/root:/);
    if (res.statusCode === 200) {
      // Dot segments are resolved before routing: `/api/files/../../etc/passwd` is `/etc/passwd`, a web
      // page path, answered by the single-page app's index.html (when the web app is built).
      expect(url).toContain('/../');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    } else {
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("stops serving a deactivated person's pictures", async () => {
    const leaving = await insertAccount(t.app, { role: 'nurse' });
    const res = await upload(leaving, { value: PNG });
    const url = res.json().secure_url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
