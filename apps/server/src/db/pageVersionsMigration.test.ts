import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_URL, TEST_DATABASES, uniqueSchemaName } from '../__tests__/testDatabases.js';
import { createDatabase, dropSchema, type DatabaseOptions } from './createDatabase.js';
import { toJson, type Db } from './database.js';
import { migrateToLatest, MIGRATIONS } from './migrate.js';

/*
 * Migration 0011_page_versions on a database that already has pages (README "Tables (migration
 * 0011_page_versions)"): each page's current content becomes its version row and the page is
 * published at that version, so the Runtime shows after the upgrade what it showed before.
 */

const APP = '7e55e7a0-0000-4000-8000-0000000000a1';
const SUB_APP = '7e55e7a0-0001-4000-8000-0000000000a1';
const EDITED = '7e55e7a0-0002-4000-8000-0000000000a1';
const UNTOUCHED = '7e55e7a0-0002-4000-8000-0000000000a2';

const databases: { name: string; options: () => DatabaseOptions }[] = [
  // An empty cluster, as a new PGlite holds it, without running initdb again.
  { name: 'PGlite', options: () => TEST_DATABASES[0]!.options() },
  ...(POSTGRES_URL
    ? [
        {
          name: 'PostgreSQL',
          options: (): DatabaseOptions => ({
            kind: 'postgres',
            url: POSTGRES_URL!,
            schema: uniqueSchemaName(),
          }),
        },
      ]
    : []),
];

/** Runs the migrations up to and including `last` (as an older server left the database). */
async function migrateTo(db: Db, last: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    migrationTableSchema: rows[0]!.schema,
  });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

describe.each(databases)('migration 0011_page_versions on $name', ({ options }) => {
  let db: Db | undefined;
  let schema: string | undefined;

  afterEach(async () => {
    if (db && schema) await dropSchema(db, schema);
    await db?.destroy();
    db = undefined;
  });

  it('writes every page’s content as its version and publishes it there', async () => {
    const opened = options();
    schema = opened.kind === 'postgres' ? opened.schema : undefined;
    db = await createDatabase(opened);
    await migrateTo(db, '0010_sign_in_failures');
    await db.insertInto('apps').values({ app_id: APP, name: '旧应用' }).execute();
    await db
      .insertInto('sub_apps')
      .values({ sub_app_id: SUB_APP, app_id: APP, name: 'Pc', sub_app_type: 'Pc' })
      .execute();
    const page = (pageId: string, name: string, version: number, title: string) => ({
      page_id: pageId,
      app_id: APP,
      sub_app_id: SUB_APP,
      name,
      url: `/${name}`,
      title,
      parameters: '[]',
      version,
      page_data: toJson({ controls: [{ id: 'c1', typeName: 'Text', props: { title } }] }),
      page_data_source: toJson([{ dsId: 'ds-1' }]),
      last_modified: new Date('2026-02-01T00:00:00Z'),
    });
    // `published_version` does not exist yet: insert only the 0001 columns.
    await db
      .insertInto('pages')
      .values([page(EDITED, 'edited', 7, '改过七次'), page(UNTOUCHED, 'untouched', 1, '原样')])
      .execute();

    expect((await migrateToLatest(db))[0]).toBe('0011_page_versions');

    const pages = await db
      .selectFrom('pages')
      .select(['page_id', 'version', 'published_version'])
      .orderBy('page_id')
      .execute();
    expect(pages).toEqual([
      { page_id: EDITED, version: 7, published_version: 7 },
      { page_id: UNTOUCHED, version: 1, published_version: 1 },
    ]);
    const versions = await db.selectFrom('page_versions').selectAll().orderBy('page_id').execute();
    expect(versions).toEqual([
      {
        page_id: EDITED,
        version: 7,
        page_data: { controls: [{ id: 'c1', typeName: 'Text', props: { title: '改过七次' } }] },
        page_data_source: [{ dsId: 'ds-1' }],
        saved_by: null,
        saved_at: new Date('2026-02-01T00:00:00Z'),
      },
      expect.objectContaining({ page_id: UNTOUCHED, version: 1, saved_by: null }),
    ]);

    // The published version must be a saved one: the deferred key refuses the transaction.
    await expect(
      db
        .transaction()
        .execute((trx) =>
          trx
            .updateTable('pages')
            .set({ published_version: 8 })
            .where('page_id', '=', EDITED)
            .execute(),
        ),
    ).rejects.toMatchObject({ code: '23503' });
    // Deleting a page deletes its versions.
    await db.deleteFrom('pages').where('page_id', '=', UNTOUCHED).execute();
    const left = await db.selectFrom('page_versions').select('page_id').execute();
    expect(left).toEqual([{ page_id: EDITED }]);
  });
});
