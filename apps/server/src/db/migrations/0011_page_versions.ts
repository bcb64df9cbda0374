import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Page versions and publishing (README "Page versions and environments"). Never edited once
 * shipped; README "Tables (migration 0011_page_versions)".
 *
 * - `page_versions`: every saved content of a page, (`page_id`, `version`); `pages.page_data` /
 *   `page_data_source` / `version` stay the latest saved (what Design and Preview show).
 * - `pages.published_version`: the version the Runtime serves, `null` while never published. A
 *   foreign key to `page_versions` (deferred to the end of the transaction, so a page and its
 *   first version can be written in either order) guarantees it names a saved version.
 *
 * Every existing page gets its current content as a version row and is published at that
 * version, so what the runtime showed before the upgrade it shows after.
 */
export const pageVersions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('page_versions')
      .addColumn('page_id', 'uuid', (c) =>
        c.notNull().references('pages.page_id').onDelete('cascade'),
      )
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('page_data', 'jsonb', (c) => c.notNull())
      .addColumn('page_data_source', 'jsonb', (c) => c.notNull())
      // Who saved it; null for seeded and migrated versions (and a user removed since).
      .addColumn('saved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('page_versions_pkey', ['page_id', 'version'])
      .execute();
    await sql`alter table pages add column if not exists published_version integer`.execute(db);
    await sql`
      insert into page_versions (page_id, version, page_data, page_data_source, saved_at)
      select page_id, version, page_data, page_data_source, last_modified from pages
      on conflict do nothing
    `.execute(db);
    await sql`update pages set published_version = version`.execute(db);
    await sql`
      alter table pages add constraint pages_published_version_fkey
        foreign key (page_id, published_version) references page_versions (page_id, version)
        deferrable initially deferred
    `.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table pages drop constraint if exists pages_published_version_fkey`.execute(db);
    await sql`alter table pages drop column if exists published_version`.execute(db);
    await db.schema.dropTable('page_versions').execute();
  },
};
