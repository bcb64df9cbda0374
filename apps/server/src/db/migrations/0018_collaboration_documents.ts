import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Co-editing rooms (issue 29; README "Collaboration"). Never edited once shipped.
 *
 * - `collaboration_documents`: one row per room (`name`, e.g. `{appId}/{subAppId}/page/{pageId}`),
 *   the room's whole Yjs state as one compacted update (`state`), and when it was last stored.
 */
export const collaborationDocuments: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('collaboration_documents')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('state', 'bytea', (c) => c.notNull())
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('collaboration_documents').ifExists().execute();
  },
};
