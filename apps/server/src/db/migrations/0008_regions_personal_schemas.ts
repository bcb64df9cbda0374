import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The region tables and personal schemas. Never edited once shipped; README "Tables (migration
 * 0008_regions_personal_schemas)".
 *
 * - `regions`: China's provinces, cities and districts by GB/T 2260 code (spec 1 §9 "Region
 *   tables", spec 2 §3 Address record `area`). Only the structure: the rows come from a pinned
 *   data package and are (re)loaded once per data version at start (`src/regions/loadRegions.ts`),
 *   so a newer package needs no new migration.
 * - `schemas.personal`: items of such a schema belong to their creator (README "Personal
 *   content"); reads and writes reach the caller's own items only.
 */
export const regionsPersonalSchemas: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('regions')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // null for a province; a district's parent may be its province (Hong Kong, Macau).
      .addColumn('parent_code', 'text')
      .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 3`))
      .execute();
    await sql`create index regions_parent_idx on regions (parent_code, code)`.execute(db);
    await sql`alter table schemas add column if not exists personal boolean not null default false`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table schemas drop column if exists personal`.execute(db);
    await db.schema.dropTable('regions').ifExists().execute();
  },
};
