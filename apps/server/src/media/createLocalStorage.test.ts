import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './createLocalStorage.js';

describe('createLocalStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes, reads back and deletes a file under its key, leaving no temporary file', async () => {
    const storage = createLocalStorage(join(root, 'media'));
    await storage.put('app/images/a.png', Buffer.from('bytes'));
    expect(await readFile(join(root, 'media', 'app', 'images', 'a.png'), 'utf8')).toBe('bytes');
    expect(await readdir(join(root, 'media', 'app', 'images'))).toEqual(['a.png']);
    const file = await storage.get('app/images/a.png');
    expect(file?.size).toBe(5);
    expect(await text(file!.stream)).toBe('bytes');
    await storage.delete('app/images/a.png');
    expect(await storage.get('app/images/a.png')).toBeNull();
    await storage.delete('app/images/a.png');
  });

  it.each(['../escape.png', '/abs.png', 'a/../../b', 'a//b', 'a/./b', 'a\\b'])(
    'refuses the key %s',
    async (key) => {
      const storage = createLocalStorage(root);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid media storage key');
    },
  );
});
