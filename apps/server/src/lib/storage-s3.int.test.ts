import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { createStorage, newStorageKey, UnsafeStorageKeyError } from './storage';
import { createS3Storage } from './storage-s3';

/** Any bytes with a type: the store does not look inside. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 storage against an S3-compatible server', () => {
  it('is what the configuration selects when S3_* is set', async () => {
    const storage = createStorage({ dataDir: '/nonexistent', s3: s3.config });
    const key = newStorageKey('report');
    await storage.put(key, Buffer.from('selected'), 'text/plain');
    const got = await storage.get(key);
    expect((await readAll(got!.stream)).toString()).toBe('selected');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('stores bytes, reads them back as a stream with size and type, and deletes them', async () => {
    const storage = createS3Storage(s3.config);
    const key = newStorageKey('profile-picture');
    await storage.put(key, PNG, 'image/png');
    const got = await storage.get(key);
    expect(got?.size).toBe(PNG.length);
    expect(got?.contentType).toBe('image/png');
    expect((await readAll(got!.stream)).equals(PNG)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // twice is fine
  });

  it('streams an upload larger than one part without knowing its length', async () => {
    const storage = createS3Storage(s3.config);
    const key = newStorageKey('voice-note');
    const block = Buffer.alloc(1024 * 1024, 7);
    const blocks = 6; // 6 MiB: two parts of a multipart upload
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < blocks; i++) yield block;
      })(),
    );
    await storage.put(key, body, 'audio/webm');
    const got = await storage.get(key);
    expect(got?.size).toBe(blocks * block.length);
    const back = await readAll(got!.stream);
    expect(back.length).toBe(blocks * block.length);
    expect(back.every((b) => b === 7)).toBe(true);
  });

  it('answers null for a key that was never written', async () => {
    const storage = createS3Storage(s3.config);
    expect(await storage.get('profile-picture/00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it.each(['../etc/passwd', 'a/b.png', 'A/B', ''])('refuses the key %j in every operation', async (key) => {
    const storage = createS3Storage(s3.config);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(UnsafeStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(UnsafeStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(UnsafeStorageKeyError);
  });

  it('fails loudly with unknown credentials instead of answering "not found"', async () => {
    const storage = createS3Storage({ ...s3.config, accessKeyId: 'NOBODY', secretAccessKey: 'wrong' });
    await expect(storage.get(newStorageKey('report'))).rejects.toThrow();
    await expect(storage.put(newStorageKey('report'), Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
});
