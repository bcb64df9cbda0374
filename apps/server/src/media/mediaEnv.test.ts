import { describe, expect, it } from 'vitest';
import { readMediaEnv } from './mediaEnv.js';

describe('readMediaEnv (main.ts)', () => {
  it('keeps the local folder when no MEDIA_S3_* is set', () => {
    expect(readMediaEnv({})).toEqual({});
    expect(readMediaEnv({ MEDIA_DIR: '/srv/media' })).toEqual({ dir: '/srv/media' });
  });

  it('chooses S3 by its bucket, with a MinIO endpoint and static keys', () => {
    expect(
      readMediaEnv({
        MEDIA_S3_BUCKET: 'tessera-media',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        MEDIA_S3_REGION: 'us-east-1',
        MEDIA_S3_ACCESS_KEY: 'tessera',
        MEDIA_S3_SECRET_KEY: 'secret',
      }),
    ).toEqual({
      s3: {
        bucket: 'tessera-media',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'tessera', secretAccessKey: 'secret' },
      },
    });
  });

  it('on AWS needs only the bucket and region (credentials from the SDK chain)', () => {
    expect(
      readMediaEnv({
        MEDIA_S3_BUCKET: 'b-1',
        MEDIA_S3_REGION: 'eu-central-1',
        MEDIA_S3_PATH_STYLE: 'false',
      }),
    ).toEqual({ s3: { bucket: 'b-1', region: 'eu-central-1', forcePathStyle: false } });
  });

  it.each([
    [
      { MEDIA_S3_ENDPOINT: 'http://minio:9000' },
      'MEDIA_S3_BUCKET is required with MEDIA_S3_ENDPOINT',
    ],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_DIR: '/srv/media' },
      'MEDIA_DIR and MEDIA_S3_BUCKET exclude each other',
    ],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ACCESS_KEY: 'k' },
      'MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY are set together',
    ],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ENDPOINT: 'minio:9000' },
      'MEDIA_S3_ENDPOINT must be an http(s) URL',
    ],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_PATH_STYLE: 'yes' },
      'MEDIA_S3_PATH_STYLE must be true or false',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => readMediaEnv(env)).toThrow(message);
  });
});
