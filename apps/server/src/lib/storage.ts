import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import { assertSafeKey, type FileStorage, UnsafeStorageKeyError } from './file-storage';

export {
  assertSafeKey,
  type FileStorage,
  newStorageKey,
  type StoredObject,
  UnsafeStorageKeyError,
} from './file-storage';

/**
 * Files on local disk under `root`. Writes go to a temporary name and are renamed into place, so a reader
 * never sees half a file and a failed write leaves nothing behind.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

  /** The absolute path of a key, checked twice: the key's shape, then that it resolves inside `base`. */
  const resolve = (key: string): string => {
    assertSafeKey(key);
    const full = path.resolve(base, ...key.split('/'));
    if (!full.startsWith(base + path.sep)) throw new UnsafeStorageKeyError(key);
    return full;
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      try {
        if (body instanceof Readable) {
          await pipeline(body, fs.createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        } else {
          await fsp.writeFile(temp, body, { flag: 'wx', mode: 0o640 });
        }
        await fsp.rename(temp, target);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const target = resolve(key);
      try {
        const stat = await fsp.stat(target);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(target), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}

/** The folder of DATA_DIR that holds the files when they are kept on local disk. */
export const LOCAL_FILES_FOLDER = 'files';

/** The configured store: S3-compatible when every S3_* variable is set, else local disk under DATA_DIR/files. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  const { s3 } = config;
  if (s3) return loadedOnFirstUse(() => import('./storage-s3').then((m) => m.createS3Storage(s3)));
  return createLocalStorage(path.join(config.dataDir, LOCAL_FILES_FOLDER));
}

/**
 * A store whose driver loads with its first call rather than with the server: the AWS SDK behind the S3
 * store is about 0.2 s of a start's module loading (decision 085).
 */
function loadedOnFirstUse(load: () => Promise<FileStorage>): FileStorage {
  let store: Promise<FileStorage> | null = null;
  const ready = () => {
    store ??= load();
    return store;
  };
  return {
    put: async (key, body, contentType) => (await ready()).put(key, body, contentType),
    get: async (key) => (await ready()).get(key),
    delete: async (key) => (await ready()).delete(key),
  };
}
