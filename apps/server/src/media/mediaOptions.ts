import { fileURLToPath } from 'node:url';
import { createLocalStorage } from './createLocalStorage.js';
import type { MediaStorage } from './mediaStorage.js';

/** Where uploads go and how large they may be (ServerOptions `media`). */
export interface MediaOptions {
  /** The local folder of the default storage. Default `apps/server/.data/media`. */
  dir?: string;
  /** Another storage (object storage, a test double); replaces the local folder. */
  storage?: MediaStorage;
  /** Largest accepted image, in bytes. Default 10 MB. */
  maxImageBytes?: number;
  /** Largest accepted attachment, in bytes. Default 50 MB. */
  maxEnclosureBytes?: number;
}

/** {@link MediaOptions} with every default filled in. */
export interface MediaSettings {
  storage: MediaStorage;
  maxImageBytes: number;
  maxEnclosureBytes: number;
}

/** The default media folder: `apps/server/.data/media` (git-ignored like the PGlite folder). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../.data/media', import.meta.url));

const MB = 1024 * 1024;

/** Fills in the defaults of {@link MediaOptions}. */
export function resolveMediaOptions(options: MediaOptions = {}): MediaSettings {
  return {
    storage: options.storage ?? createLocalStorage(options.dir ?? DEFAULT_MEDIA_DIR),
    maxImageBytes: options.maxImageBytes ?? 10 * MB,
    maxEnclosureBytes: options.maxEnclosureBytes ?? 50 * MB,
  };
}
