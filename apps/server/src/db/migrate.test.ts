import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, uniqueSchemaName } from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';
import { DEMO } from '../demo.js';
import type { DatabaseOptions } from './createDatabase.js';
import { toJson } from './database.js';
import { migrateToLatest, MIGRATIONS } from './migrate.js';

/** A database that outlives one server: a real data folder, or a kept PostgreSQL schema. */
interface PersistentDatabase {
  name: string;
  /** Options of the n-th start; `last` drops what the test created. */
  options(last: boolean): Promise<DatabaseOptions>;
  cleanUp(): Promise<void>;
}

function pgliteFolder(): PersistentDatabase {
  let root: string | undefined;
  return {
    name: 'PGlite data folder',
    async options() {
      root ??= await mkdtemp(join(tmpdir(), 'tessera-pglite-'));
      // A nested folder that does not exist yet: the server creates it on first start.
      return { kind: 'pglite', dataDir: join(root, 'nested', 'pglite') };
    },
    async cleanUp() {
      if (root) await rm(root, { recursive: true, force: true });
    },
  };
}

function postgresSchema(url: string): PersistentDatabase {
  const schema = uniqueSchemaName();
  return {
    name: 'PostgreSQL schema',
    options: async (last) => ({ kind: 'postgres', url, schema, dropSchemaOnClose: last }),
    cleanUp: async () => undefined,
  };
}

const postgresUrl = POSTGRES_URL;
const databases: (() => PersistentDatabase)[] = [
  pgliteFolder,
  ...(postgresUrl ? [() => postgresSchema(postgresUrl)] : []),
];

describe.each(databases.map((make) => ({ make, name: make().name })))(
  'migrations on a fresh $name',
  ({ make }) => {
    const database = make();
    afterAll(() => database.cleanUp());

    it('migrates a fresh database and keeps its data across a restart', async () => {
      const options = await database.options(false);
      const first = await createServer({ database: options });
      try {
        if (options.kind === 'pglite') expect(existsSync(options.dataDir ?? '')).toBe(true);
        const applied = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(first.tessera.db);
        expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
        await first.tessera.db
          .insertInto('content_items')
          .values({
            app_id: DEMO.appId,
            schema_name: DEMO.articleSchema,
            created_by: 'u1',
            last_modified_by: 'u1',
            data: toJson({ title: { iv: '重启之后' } }),
          })
          .execute();
      } finally {
        await first.close();
      }

      const second = await createServer({ database: await database.options(true) });
      try {
        // Nothing left to migrate, and the seed did not add or reset anything.
        expect(await migrateToLatest(second.tessera.db)).toEqual([]);
        const rows = await second.tessera.db
          .selectFrom('content_items')
          .select(['data'])
          .where('schema_name', '=', DEMO.articleSchema)
          .execute();
        expect(rows).toHaveLength(DEMO.articleCount + 1);
        expect(rows.map((r) => r.data.title?.iv)).toContain('重启之后');
        const apps = await second.tessera.db.selectFrom('apps').select('app_id').execute();
        expect(apps).toEqual([{ app_id: DEMO.appId }]);
      } finally {
        await second.close();
      }
    }, 120_000); // a cold migration and seed of an empty database: ~16 s on a quiet machine
  },
);
