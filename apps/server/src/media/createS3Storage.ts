import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type MediaStorage } from './mediaStorage.js';

/** Where an S3-compatible {@link MediaStorage} keeps its files (README "Media on object storage"). */
export interface S3StorageOptions {
  /** The bucket; it must exist (the server never creates buckets). */
  bucket: string;
  /** The region, e.g. `eu-central-1`; MinIO and s3rver accept `us-east-1`. Default `us-east-1`. */
  region?: string;
  /** An S3-compatible server's URL, e.g. `http://minio:9000`; unset: AWS S3 of the region. */
  endpoint?: string;
  /**
   * Requests as `{endpoint}/{bucket}/{key}` instead of `{bucket}.{host}/{key}`: what MinIO,
   * s3rver and other local servers need. Default: on when an endpoint is given, off for AWS.
   */
  forcePathStyle?: boolean;
  /** Static credentials; unset: the SDK's default chain (AWS_* variables, a role, a profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * A {@link MediaStorage} on S3 or an S3-compatible server (MinIO, Ceph, OSS/COS S3 endpoints):
 * one object per key in one bucket, stored as `s3` with each file's row. A put is one
 * PutObject, atomic for readers as the local storage's rename is; a get streams the object's
 * body; deleting a missing object is not an error (S3 answers 204).
 *
 * @example
 * ```ts
 * const storage = createS3Storage({ bucket: 'tessera-media', endpoint: 'http://127.0.0.1:9000' });
 * await storage.put('app/images/1.png', bytes);
 * ```
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const { bucket } = options;
  const client = createClient(options);

  return {
    name: 's3',
    async put(key, data) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/**
 * Checks that the bucket exists and the credentials may use it (HeadBucket), so a wrong
 * deployment stops at start (main.ts) instead of at the first upload. Throws an error naming
 * the bucket, the endpoint and S3's answer.
 */
export async function checkS3Bucket(options: S3StorageOptions): Promise<void> {
  // A wrong endpoint fails the start in seconds, not after the SDK's retries with backoff.
  const client = createClient(options, 2);
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    const where = options.endpoint ?? `AWS S3 ${options.region ?? 'us-east-1'}`;
    const answer =
      error instanceof S3ServiceException
        ? `${error.$metadata.httpStatusCode ?? ''} ${error.name}`.trim()
        : (error as Error).message;
    throw new Error(`cannot use the media bucket ${options.bucket} at ${where}: ${answer}`);
  } finally {
    client.destroy();
  }
}

function createClient(options: S3StorageOptions, maxAttempts?: number): S3Client {
  return new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(maxAttempts ? { maxAttempts } : {}),
  });
}

/** A missing key (not a missing bucket, which stays an error: the deployment is wrong). */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'))
  );
}
