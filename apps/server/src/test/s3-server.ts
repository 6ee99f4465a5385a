import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

export interface TestS3Server {
  /** Settings for the app's S3 driver, pointing at this server's bucket. */
  config: S3Config;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free loopback port, with one empty bucket, keeping its objects in
 * a temporary directory that `close` removes. It checks request signatures with its fixed key pair, so a
 * client that signs wrongly fails here as it would against S3.
 */
export async function startTestS3Server(bucket = 'arogya-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
