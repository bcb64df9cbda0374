import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Crash safety of co-editing rooms (issue 29; README "Collaboration" → "Acknowledged"). Never
 * edited once shipped.
 *
 * - `collaboration_updates`: every Yjs update a designer sends, appended before the server
 *   applies and acknowledges it (`name` the room, `data` the update, in arrival order by `id`).
 *   Storing a room's snapshot (`collaboration_documents`) folds the rows it read into the
 *   snapshot and deletes them in one transaction; loading a room merges the snapshot with the
 *   rows left, so a crash loses no acknowledged update.
 */
export const collaborationUpdates: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('collaboration_updates')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('collaboration_updates_name_id')
      .on('collaboration_updates')
      .columns(['name', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('collaboration_updates').ifExists().execute();
  },
};
