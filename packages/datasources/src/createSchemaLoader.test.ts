import { describe, expect, it } from 'vitest';
import { createFakeClock, createMemoryStorage } from '@tessera/ports';
import {
  createSchemaLoader,
  SCHEMA_CACHE_KEY_PREFIX,
  SCHEMA_PENDING_KEY,
} from './createSchemaLoader.js';
import type { SchemaFields } from './createSchemaLoader.js';

function deferredFetch() {
  const calls: {
    name: string;
    resolve: (s: SchemaFields) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetchSchema = (name: string) =>
    new Promise<SchemaFields>((resolve, reject) => {
      calls.push({ name, resolve, reject });
    });
  return { calls, fetchSchema };
}

const article: SchemaFields = { name: 'article', fields: [{ name: 'title', fieldType: 'String' }] };

describe('createSchemaLoader (spec 1 §4 schema load pending list)', () => {
  it('lists the schema as pending in session storage while it loads', async () => {
    const clock = createFakeClock({ now: 1_000 });
    const storage = createMemoryStorage();
    const { calls, fetchSchema } = deferredFetch();
    const loader = createSchemaLoader({ fetchSchema, storage, clock });
    const loading = loader.load('article');
    expect(JSON.parse(storage.getItem(SCHEMA_PENDING_KEY)!)).toEqual([
      { name: 'article', since: 1_000 },
    ]);
    calls[0]!.resolve(article);
    await expect(loading).resolves.toEqual(article);
    expect(storage.getItem(SCHEMA_PENDING_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(`${SCHEMA_CACHE_KEY_PREFIX}article`)!)).toEqual(article);
  });

  it('makes a concurrent request wait 200 ms and retry, then read the cache', async () => {
    const clock = createFakeClock();
    const storage = createMemoryStorage();
    const { calls, fetchSchema } = deferredFetch();
    const first = createSchemaLoader({ fetchSchema, storage, clock });
    // another page of the same tab: its own loader, the same session storage
    const second = createSchemaLoader({ fetchSchema, storage, clock });
    void first.load('article');
    let answered: SchemaFields | undefined;
    void second.load('article').then((s) => (answered = s));
    expect(calls).toHaveLength(1);
    await clock.advanceAsync(199);
    expect(answered).toBeUndefined();
    await clock.advanceAsync(1); // 200 ms: retries, still pending, waits again
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(article);
    await clock.advanceAsync(200);
    expect(answered).toEqual(article);
    expect(calls).toHaveLength(1); // one fetch for both
  });

  it('lets a waiting request fetch itself when the first one failed', async () => {
    const clock = createFakeClock();
    const storage = createMemoryStorage();
    const { calls, fetchSchema } = deferredFetch();
    const loader = createSchemaLoader({ fetchSchema, storage, clock });
    const first = loader.load('article');
    const second = loader.load('article');
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await clock.advanceAsync(200);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(article);
    await expect(second).resolves.toEqual(article);
  });

  it('ignores a pending entry left behind by a closed tab', async () => {
    const clock = createFakeClock({ now: 100_000 });
    const storage = createMemoryStorage({
      [SCHEMA_PENDING_KEY]: JSON.stringify([{ name: 'article', since: 1 }]),
    });
    const { calls, fetchSchema } = deferredFetch();
    void createSchemaLoader({ fetchSchema, storage, clock }).load('article');
    expect(calls).toHaveLength(1);
  });

  it('caches only schemas under 4608 characters in session storage', async () => {
    const clock = createFakeClock();
    const storage = createMemoryStorage();
    const big: SchemaFields = {
      name: 'big',
      fields: Array.from({ length: 200 }, (_, i) => ({
        name: `field_number_${i}`,
        fieldType: 'String',
      })),
    };
    let fetched = 0;
    const loader = createSchemaLoader({
      fetchSchema: async () => {
        fetched += 1;
        return big;
      },
      storage,
      clock,
    });
    await loader.load('big');
    await loader.load('big');
    expect(JSON.stringify(big).length).toBeGreaterThanOrEqual(4608);
    expect(storage.getItem(`${SCHEMA_CACHE_KEY_PREFIX}big`)).toBeNull();
    expect(fetched).toBe(1); // kept in the loader's memory instead
  });

  it('survives a damaged pending list', async () => {
    const clock = createFakeClock();
    const storage = createMemoryStorage({ [SCHEMA_PENDING_KEY]: '{not json' });
    const loader = createSchemaLoader({ fetchSchema: async () => article, storage, clock });
    await expect(loader.load('article')).resolves.toEqual(article);
  });
});
