import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertSafeKey,
  createLocalStorage,
  createStorage,
  newStorageKey,
  UnsafeStorageKeyError,
} from './storage';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-storage-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads and deletes under generated keys', async () => {
    const storage = createLocalStorage(path.join(dir, 'files'));
    const key = newStorageKey('profile-picture');
    expect(key).toMatch(/^profile-picture\/[0-9a-f-]{36}$/);
    await storage.put(key, Buffer.from('hello'), 'text/plain');
    const got = await storage.get(key);
    expect(got?.size).toBe(5);
    expect((await readAll(got!.stream)).toString()).toBe('hello');
    // Only the final file is left: no temporary names.
    expect(fs.readdirSync(path.join(dir, 'files', 'profile-picture'))).toEqual([key.split('/')[1]]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // twice is fine
  });

  it('answers null for a key that was never written', async () => {
    const storage = createLocalStorage(path.join(dir, 'files'));
    expect(await storage.get('profile-picture/00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it.each([
    '../etc/passwd',
    'profile-picture/../../etc/passwd',
    '/etc/passwd',
    'profile-picture/..',
    'a/./b',
    'a\\..\\b',
    'a//b',
    '',
    'A/B',
    'a/b%2F..',
    'a/b\u0000',
    'a/b.png',
  ])('refuses the key %j in every operation', async (key) => {
    const storage = createLocalStorage(path.join(dir, 'files'));
    expect(() => assertSafeKey(key)).toThrow(UnsafeStorageKeyError);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(UnsafeStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(UnsafeStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(UnsafeStorageKeyError);
  });

  it('never writes outside its directory', async () => {
    const root = path.join(dir, 'jail', 'files');
    const storage = createLocalStorage(root);
    await expect(storage.put('../escaped', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(fs.existsSync(path.join(dir, 'jail', 'escaped'))).toBe(false);
  });

  it('stores a stream without a temporary name left behind, and keeps nothing of a failed stream', async () => {
    const storage = createLocalStorage(path.join(dir, 'streams'));
    const key = newStorageKey('voice-note');
    await storage.put(key, Readable.from([Buffer.from('hel'), Buffer.from('lo')]), 'audio/webm');
    expect((await readAll((await storage.get(key))!.stream)).toString()).toBe('hello');
    expect(fs.readdirSync(path.join(dir, 'streams', 'voice-note'))).toEqual([key.split('/')[1]]);

    const broken = newStorageKey('voice-note');
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(broken, failing, 'audio/webm')).rejects.toThrow('client went away');
    expect(await storage.get(broken)).toBeNull();
    expect(fs.readdirSync(path.join(dir, 'streams', 'voice-note'))).toEqual([key.split('/')[1]]);
  });

  it('is the default store: local disk under DATA_DIR/files when S3_* is not set', async () => {
    const storage = createStorage({ dataDir: dir, s3: undefined });
    const key = newStorageKey('report');
    await storage.put(key, Buffer.from('on disk'), 'text/plain');
    expect(fs.readFileSync(path.join(dir, 'files', ...key.split('/')), 'utf8')).toBe('on disk');
  });
});
