import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Attachment uploads in parts (issue 27, README "Media": uploads in parts). Never edited once
 * shipped.
 *
 * - `media_part_uploads`: one upload under way — its app, the user who started it, the file's
 *   name and size, and the part size chosen at its start; removed when it completes.
 * - `media_upload_parts`: the parts the server holds (their bytes are files of the media
 *   storage), so a resumed upload can ask which are missing.
 */
export const partUploads: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('media_part_uploads')
      .addColumn('upload_id', 'uuid', (c) => c.primaryKey())
      .addColumn('app_id', 'uuid', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('part_size', 'integer', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('media_upload_parts')
      .addColumn('upload_id', 'uuid', (c) =>
        c.notNull().references('media_part_uploads.upload_id').onDelete('cascade'),
      )
      .addColumn('part_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_upload_parts_pk', ['upload_id', 'part_number'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('media_upload_parts').ifExists().execute();
    await db.schema.dropTable('media_part_uploads').ifExists().execute();
  },
};
