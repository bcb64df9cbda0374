import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN.md "Files: a storage interface with a local-folder
 * default"). Keys are relative paths such as `{appId}/images/{id}.png`, made only of
 * letters, digits, `-`, `_`, `.` and `/`; the database rows remember each file's key and
 * storage name, so a deployment can swap in object storage behind the same interface.
 */
export interface MediaStorage {
  /** The name stored with each file (spec 1 §3 Uploaded image `storage`), e.g. `local`. */
  readonly name: string;
  /** Stores the bytes under the key, replacing a file with the same key. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the bytes and their size, or null when no file has the key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_./-]{0,255}$/;

/**
 * Throws unless the key is a safe relative path (no `..` segment, no leading `/`), so no
 * storage can be tricked into reading or writing outside its root.
 */
export function assertStorageKey(key: string): void {
  if (
    !KEY.test(key) ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Invalid media storage key: ${JSON.stringify(key)}`);
  }
}
