import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertStorageKey, type MediaStorage } from './mediaStorage.js';

/**
 * The default {@link MediaStorage}: files in a local folder (created on first write).
 * Writes go to a temporary file first and are renamed into place, so a reader never sees half
 * a file and a failed write leaves nothing behind.
 *
 * @example
 * ```ts
 * const storage = createLocalStorage('/var/lib/tessera/media');
 * await storage.put('app/images/1.png', bytes);
 * ```
 */
export function createLocalStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };

  return {
    name: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
