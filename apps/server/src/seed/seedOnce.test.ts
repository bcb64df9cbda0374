import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_PATHS } from '@tessera/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  POSTGRES_URL,
  sendEnvelope,
  uniqueSchemaName,
} from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import { createDatabase, dropSchema, type DatabaseOptions } from '../db/createDatabase.js';
import { DEMO, demoArticleIds } from '../demo.js';

/** A database that outlives one server: a PGlite folder or a kept PostgreSQL schema. */
interface LastingDatabase {
  name: string;
  options(): Promise<DatabaseOptions>;
  cleanUp(): Promise<void>;
}

const lasting: LastingDatabase[] = [
  (() => {
    let root = '';
    return {
      name: 'PGlite',
      options: async () => {
        root ||= await mkdtemp(join(tmpdir(), 'tessera-seed-once-'));
        return { kind: 'pglite' as const, dataDir: join(root, 'data') };
      },
      cleanUp: async () => {
        if (root) await rm(root, { recursive: true, force: true });
      },
    };
  })(),
  ...(POSTGRES_URL
    ? [
        (() => {
          const schema = uniqueSchemaName();
          return {
            name: 'PostgreSQL',
            options: async () => ({ kind: 'postgres' as const, url: POSTGRES_URL!, schema }),
            cleanUp: async () => {
              const db = await createDatabase({ kind: 'postgres', url: POSTGRES_URL! });
              await dropSchema(db, schema);
              await db.destroy();
            },
          };
        })(),
      ]
    : []),
];

describe.each(lasting)('the demo seed on $name', (database) => {
  afterAll(() => database.cleanUp());

  it('runs once: a deleted seeded row stays deleted after a restart', async () => {
    const { id } = demoArticleIds(7);
    const itemUrl = `/api/${CONTENT_PATHS.contentItem.build({
      appId: DEMO.appId,
      schemaName: DEMO.articleSchema,
      id,
    })}`;
    const first = await createServer({ database: await database.options() });
    try {
      expect((await getEnvelope(first, itemUrl)).rspCd).toBe('00000');
      const deleted = await sendEnvelope(first, { method: 'DELETE', url: itemUrl });
      expect(deleted.rspCd).toBe('00000');
    } finally {
      await first.close();
    }

    const second = await createServer({ database: await database.options() });
    try {
      expect((await getEnvelope(second, itemUrl)).rspCd).toBe('40400');
      // The rest of the demo is still there: the restart neither re-seeded nor lost anything.
      const other = `/api/${CONTENT_PATHS.contentItem.build({
        appId: DEMO.appId,
        schemaName: DEMO.articleSchema,
        id: demoArticleIds(8).id,
      })}`;
      expect((await getEnvelope(second, other)).rspCd).toBe('00000');
    } finally {
      await second.close();
    }
  }, 60_000);
});
