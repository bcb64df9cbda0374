import { sql, type Kysely, type Migration } from 'kysely';

/** The demo app's id (frozen here: a shipped migration never follows later code). */
const DEMO_APP_ID = '7e55e7a0-0000-4000-8000-000000000001';

/**
 * Serial numbers unique per field, and seeds that run once per database. Never edited once
 * shipped; README "Tables (migration 0005_serial_numbers_seed_runs)".
 *
 * - `content_serial_numbers`: every auto-serial value an item holds, keyed by
 *   (app, schema, field, serial) — the constraint that makes a duplicate serial number
 *   impossible whatever the counter says. Backfilled from the items; where an older database
 *   already holds duplicates, the first item keeps the row and the others are reported by
 *   nothing (they were written before the constraint).
 * - `seed_runs`: one row per seed that ran, written in the seed's transaction. A database that
 *   already holds the demo app counts as seeded, so deleted demo rows do not come back.
 */
export const serialNumbersSeedRuns: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('content_serial_numbers')
      .addColumn('app_id', 'uuid', (c) => c.notNull())
      .addColumn('schema_name', 'text', (c) => c.notNull())
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('serial', 'text', (c) => c.notNull())
      // The number inside the serial (its trailing digits), used to find the next free one.
      .addColumn('n', 'bigint')
      .addColumn('item_id', 'uuid', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_serial_numbers_pkey', [
        'app_id',
        'schema_name',
        'field_name',
        'serial',
      ])
      .addForeignKeyConstraint(
        'content_serial_numbers_schema_fkey',
        ['app_id', 'schema_name'],
        'schemas',
        ['app_id', 'name'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    // Deferred: an add reserves its number before the item row exists (same transaction).
    await sql`alter table content_serial_numbers add constraint content_serial_numbers_item_fkey
      foreign key (item_id) references content_items (id) on delete cascade
      deferrable initially deferred`.execute(db);
    await sql`create index content_serial_numbers_n_idx
      on content_serial_numbers (app_id, schema_name, field_name, n)`.execute(db);
    await sql`create index content_serial_numbers_item_idx on content_serial_numbers (item_id)`.execute(
      db,
    );
    await sql`
      insert into content_serial_numbers (app_id, schema_name, field_name, serial, n, item_id)
      select c.app_id, c.schema_name, f.value ->> 'name', c.data -> (f.value ->> 'name') ->> 'iv',
             (regexp_match(c.data -> (f.value ->> 'name') ->> 'iv', '([0-9]{1,15})$'))[1]::bigint,
             c.id
      from content_items c
      join schemas s on s.app_id = c.app_id and s.name = c.schema_name
      cross join lateral jsonb_array_elements(s.fields) f
      where f.value -> 'properties' ->> 'editor' = 'AutoSerialNo'
        and coalesce(c.data -> (f.value ->> 'name') ->> 'iv', '') <> ''
      order by c.created, c.id
      on conflict do nothing`.execute(db);

    await db.schema
      .createTable('seed_runs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`insert into seed_runs (name)
      select 'demo' where exists (select 1 from apps where app_id = ${DEMO_APP_ID})`.execute(db);
  },
};
