import type { MediaOptions } from './mediaOptions.js';

/**
 * The media storage a started server uses, from its environment (main.ts, README "Media on
 * object storage"): S3-compatible object storage when MEDIA_S3_BUCKET is set, else the local
 * folder MEDIA_DIR (default `apps/server/.data/media`). A half-given S3 configuration stops the
 * start with a clear error instead of silently writing to the local disk.
 *
 * @example
 * ```ts
 * readMediaEnv({ MEDIA_S3_BUCKET: 'tessera-media', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' });
 * // { s3: { bucket: 'tessera-media', endpoint: 'http://127.0.0.1:9000' } }
 * ```
 */
export function readMediaEnv(env: Record<string, string | undefined>): MediaOptions {
  const value = (name: string) => {
    const text = env[name]?.trim();
    return text ? text : undefined;
  };
  const bucket = value('MEDIA_S3_BUCKET');
  const endpoint = value('MEDIA_S3_ENDPOINT');
  const region = value('MEDIA_S3_REGION');
  const accessKeyId = value('MEDIA_S3_ACCESS_KEY');
  const secretAccessKey = value('MEDIA_S3_SECRET_KEY');
  const pathStyle = value('MEDIA_S3_PATH_STYLE');
  const dir = value('MEDIA_DIR');

  if (!bucket) {
    const given = Object.keys(env).filter((name) => name.startsWith('MEDIA_S3_') && value(name));
    if (given.length > 0) {
      throw new Error(`MEDIA_S3_BUCKET is required with ${given.join(', ')}`);
    }
    return dir ? { dir } : {};
  }
  if (dir) throw new Error('MEDIA_DIR and MEDIA_S3_BUCKET exclude each other: choose one storage');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY are set together or not at all');
  }
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`MEDIA_S3_ENDPOINT must be an http(s) URL, got ${JSON.stringify(endpoint)}`);
  }
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`MEDIA_S3_PATH_STYLE must be true or false, got ${JSON.stringify(pathStyle)}`);
  }
  return {
    s3: {
      bucket,
      ...(region ? { region } : {}),
      ...(endpoint ? { endpoint } : {}),
      ...(pathStyle ? { forcePathStyle: pathStyle === 'true' } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  };
}
