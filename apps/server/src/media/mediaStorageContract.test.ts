import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './createLocalStorage.js';
import { checkS3Bucket, createS3Storage } from './createS3Storage.js';
import type { MediaStorage } from './mediaStorage.js';
import { startS3TestServer } from './__tests__/s3TestServer.js';

/** A storage under test and how to end it. */
interface StorageUnderTest {
  storage: MediaStorage;
  close(): Promise<void>;
}

const implementations: { name: string; storageName: string; start(): Promise<StorageUnderTest> }[] =
  [
    {
      name: 'the local folder',
      storageName: 'local',
      start: async () => {
        const root = await mkdtemp(join(tmpdir(), 'tessera-storage-contract-'));
        return {
          storage: createLocalStorage(root),
          close: () => rm(root, { recursive: true, force: true }),
        };
      },
    },
    {
      name: 'S3 (s3rver)',
      storageName: 's3',
      start: async () => {
        const s3 = await startS3TestServer();
        return { storage: createS3Storage(s3.options), close: () => s3.close() };
      },
    },
  ];

/** The bytes of a stored file, or null when the key has none. */
async function read(storage: MediaStorage, key: string) {
  const file = await storage.get(key);
  return file && { size: file.size, bytes: await buffer(file.stream) };
}

describe.each(implementations)('the media storage contract on $name', ({ storageName, start }) => {
  let subject: StorageUnderTest;
  let storage: MediaStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it(`is named ${storageName} (the name stored with each file's row)`, () => {
    expect(storage.name).toBe(storageName);
  });

  it('reads back the exact bytes and size it stored, as a stream', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put('app-1/enclosures/big.bin', bytes);
    const file = await read(storage, 'app-1/enclosures/big.bin');
    expect(file?.size).toBe(bytes.length);
    expect(file?.bytes.equals(bytes)).toBe(true);
  });

  it('stores an empty file', async () => {
    await storage.put('app-1/parts/empty', Buffer.alloc(0));
    expect(await read(storage, 'app-1/parts/empty')).toEqual({ size: 0, bytes: Buffer.alloc(0) });
  });

  it('replaces the file of a key that is put again', async () => {
    await storage.put('app-1/images/a.png', Buffer.from('first version'));
    await storage.put('app-1/images/a.png', Buffer.from('second'));
    expect(await read(storage, 'app-1/images/a.png')).toEqual({
      size: 6,
      bytes: Buffer.from('second'),
    });
  });

  it('keeps keys apart: a prefix or a sibling is another file', async () => {
    await storage.put('app-2/images/x.png', Buffer.from('x'));
    await storage.put('app-2/images/x.png.bak', Buffer.from('backup'));
    expect((await read(storage, 'app-2/images/x.png'))?.bytes.toString()).toBe('x');
    expect((await read(storage, 'app-2/images/x.png.bak'))?.bytes.toString()).toBe('backup');
    expect(await read(storage, 'app-2/images')).toBeNull();
    expect(await read(storage, 'app-2/images/x')).toBeNull();
  });

  it('answers null for a key that has no file', async () => {
    expect(await storage.get('app-1/images/never-stored.png')).toBeNull();
    expect(await storage.get('no-such-app/images/a.png')).toBeNull();
  });

  it('deletes a file; deleting it again, or a key never stored, is not an error', async () => {
    await storage.put('app-3/images/gone.png', Buffer.from('bytes'));
    await storage.delete('app-3/images/gone.png');
    expect(await storage.get('app-3/images/gone.png')).toBeNull();
    await expect(storage.delete('app-3/images/gone.png')).resolves.toBeUndefined();
    await expect(storage.delete('app-3/never/stored.png')).resolves.toBeUndefined();
  });

  it('deleting one file leaves its neighbours', async () => {
    await storage.put('app-4/images/keep.png', Buffer.from('keep'));
    await storage.put('app-4/images/drop.png', Buffer.from('drop'));
    await storage.delete('app-4/images/drop.png');
    expect((await read(storage, 'app-4/images/keep.png'))?.bytes.toString()).toBe('keep');
  });

  it.each(['../escape.png', '/abs.png', 'a/../../b', 'a//b', 'a/./b', 'a\\b', 'a b', ''])(
    'refuses the key %j on put, get and delete',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid media storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid media storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid media storage key');
    },
  );
});

describe('the S3 storage against a wrong deployment', () => {
  let s3: Awaited<ReturnType<typeof startS3TestServer>>;
  beforeAll(async () => void (s3 = await startS3TestServer()));
  afterAll(() => s3?.close());

  it('fails (never answers "no file") when the bucket does not exist', async () => {
    const storage = createS3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(storage.get('app/images/a.png')).rejects.toThrow(/bucket/i);
    await expect(storage.put('app/images/a.png', Buffer.from('x'))).rejects.toThrow(/bucket/i);
  });

  it('checks the bucket at start: passes for the bucket, names a missing one or a dead endpoint', async () => {
    await expect(checkS3Bucket(s3.options)).resolves.toBeUndefined();
    await expect(checkS3Bucket({ ...s3.options, bucket: 'no-such-bucket' })).rejects.toThrow(
      `cannot use the media bucket no-such-bucket at ${s3.options.endpoint}: 404 NotFound`,
    );
    await expect(checkS3Bucket({ ...s3.options, endpoint: 'http://127.0.0.1:1' })).rejects.toThrow(
      /^cannot use the media bucket tessera-media-test at http:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/,
    );
  });
});
