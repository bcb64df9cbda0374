import { fileURLToPath } from 'node:url';
import { createLocalStorage } from './createLocalStorage.js';
import { createS3Storage, type S3StorageOptions } from './createS3Storage.js';
import type { MediaStorage } from './mediaStorage.js';

/** Where uploads go and how large they may be (ServerOptions `media`). */
export interface MediaOptions {
  /** The local folder of the default storage. Default `apps/server/.data/media`. */
  dir?: string;
  /** S3-compatible object storage (README "Media on object storage"); replaces the local folder. */
  s3?: S3StorageOptions;
  /** Another storage (a test double); replaces both. */
  storage?: MediaStorage;
  /** Largest accepted image, in bytes. Default 10 MB. */
  maxImageBytes?: number;
  /** Largest accepted attachment, in bytes. Default 50 MB. */
  maxEnclosureBytes?: number;
  /** The part size of attachment uploads in parts (enclosurePartUpload), in bytes. Default 5 MB. */
  partBytes?: number;
}

/** {@link MediaOptions} with every default filled in. */
export interface MediaSettings {
  storage: MediaStorage;
  maxImageBytes: number;
  maxEnclosureBytes: number;
  partBytes: number;
}

/** The default media folder: `apps/server/.data/media` (git-ignored like the PGlite folder). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../.data/media', import.meta.url));

const MB = 1024 * 1024;

/** Fills in the defaults of {@link MediaOptions}. */
export function resolveMediaOptions(options: MediaOptions = {}): MediaSettings {
  return {
    storage:
      options.storage ??
      (options.s3
        ? createS3Storage(options.s3)
        : createLocalStorage(options.dir ?? DEFAULT_MEDIA_DIR)),
    maxImageBytes: options.maxImageBytes ?? 10 * MB,
    maxEnclosureBytes: options.maxEnclosureBytes ?? 50 * MB,
    partBytes: options.partBytes ?? 5 * MB,
  };
}
