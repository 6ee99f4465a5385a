import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { assertSafeKey, type FileStorage, type StoredObject } from './file-storage';

/** Parts of a streamed upload: S3's minimum part size; at most this many parts are in flight at once. */
const PART_SIZE_BYTES = 5 * 1024 * 1024;
const PART_CONCURRENCY = 2;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so that every node behind a load
 * balancer reads what another node stored. Keys are the same checked keys as on local disk; objects are
 * private (no ACL is granted; the bucket's own policy must not make them public). Uploads of a stream go
 * in parts without holding the file in memory; downloads are the response body as a stream.
 *
 * Path-style addressing (`endpoint/bucket/key`) works with every S3-compatible server. Checksums are sent
 * and checked only where the operation requires them: several S3-compatible servers reject the newer
 * default checksum headers.
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): FileStorage {
  const { bucket } = config;

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      if (body instanceof Readable) {
        const upload = new Upload({
          client,
          params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
          partSize: PART_SIZE_BYTES,
          queueSize: PART_CONCURRENCY,
          leavePartsOnError: false,
        });
        await upload.done();
        return;
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        const object: StoredObject = { stream: res.Body, size: res.ContentLength ?? 0 };
        if (res.ContentType) object.contentType = res.ContentType;
        return object;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** NoSuchKey (GET), or a bare 404 (some servers answer HEAD-like errors without a code). */
function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
}
