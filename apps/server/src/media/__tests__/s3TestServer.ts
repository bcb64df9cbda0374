import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../createS3Storage.js';

/** An in-process S3-compatible server (s3rver) with one empty bucket, for the storage tests. */
export interface S3TestServer {
  /** Options of a storage on the bucket: endpoint, path style, s3rver's fixed credentials. */
  readonly options: S3StorageOptions;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** The bucket {@link startS3TestServer} creates. */
export const TEST_BUCKET = 'tessera-media-test';

/**
 * Starts s3rver on a free loopback port, keeping its objects in a new temporary folder.
 *
 * @example
 * let s3: S3TestServer;
 * beforeAll(async () => void (s3 = await startS3TestServer()));
 * afterAll(() => s3?.close());
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'tessera-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket: TEST_BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
