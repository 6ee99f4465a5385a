// s3rver ships no types: the part the tests use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs: string[] }>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<import('node:net').AddressInfo | string | null>;
    close(): Promise<void>;
  }
}
