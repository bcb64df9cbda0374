import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The uploaded size of an image (issue 27, media library; README "Media": compression). Never
 * edited once shipped.
 *
 * - `media_images.original_size`: the bytes the caller sent; `size` stays the bytes stored, so
 *   the library can show what compression saved. Images stored before were kept as they came:
 *   their original size is their size.
 */
export const imageOriginalSize: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media_images').addColumn('original_size', 'integer').execute();
    await sql`update media_images set original_size = size`.execute(db);
    await db.schema
      .alterTable('media_images')
      .alterColumn('original_size', (c) => c.setNotNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('media_images').dropColumn('original_size').execute();
  },
};
