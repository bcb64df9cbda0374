import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The designer's and the media library's tables: schema identity and kind, auto serial
 * numbers, per-sub-app designer settings, page designer columns, and the media library (image
 * categories, images, attachments, videos). Never edited once shipped; recorded in databases as
 * `0004_platform` (see migrate.ts); README "Tables (migration 0004_designer_media)".
 *
 * Columns added to the tables of 0001 use `if not exists`, so this migration also runs on a
 * database where another migration added the same column first.
 */
export const designerMedia: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const now = sql`now()`;

    // spec 2 §7.4 schemareference/list takes a schemaIdOrName; spec 2 §7.4 schemaType filter.
    await sql`alter table schemas add column if not exists schema_id uuid not null default gen_random_uuid()`.execute(
      db,
    );
    await sql`alter table schemas add column if not exists schema_type text not null default 'Default'`.execute(
      db,
    );
    await sql`create unique index if not exists schemas_schema_id_key on schemas (schema_id)`.execute(
      db,
    );

    // spec 2 §7.4 schemas/autoserialnoinitialvalue: one counter per auto-serial field.
    await db.schema
      .createTable('auto_serial_numbers')
      .addColumn('app_id', 'uuid', (c) => c.notNull())
      .addColumn('schema_name', 'text', (c) => c.notNull())
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('auto_serial_numbers_pkey', ['app_id', 'schema_name', 'field_name'])
      .addForeignKeyConstraint(
        'auto_serial_numbers_schema_fkey',
        ['app_id', 'schema_name'],
        'schemas',
        ['app_id', 'name'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();

    // spec 1 §3 Page: seoTitle, styleName, controlPermissionSetList.
    await sql`alter table pages add column if not exists seo_title text not null default ''`.execute(
      db,
    );
    await sql`alter table pages add column if not exists style_name text not null default ''`.execute(
      db,
    );
    await sql`alter table pages add column if not exists control_permission_set_list jsonb not null default '[]'::jsonb`.execute(
      db,
    );

    // spec 2 §7.4: theme, global nav, vars JSON, page-config JSON, silent-login switch.
    await db.schema
      .createTable('sub_app_configs')
      .addColumn('sub_app_id', 'uuid', (c) =>
        c.primaryKey().references('sub_apps.sub_app_id').onDelete('cascade'),
      )
      .addColumn('theme', 'text', (c) => c.notNull().defaultTo('theme1'))
      .addColumn('global_nav', 'jsonb')
      .addColumn('vars_json', 'text')
      .addColumn('page_config_json', 'text')
      .addColumn('silence_login', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    // spec 2 §7.5 image library.
    await db.schema
      .createTable('image_categories')
      .addColumn('category_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'uuid')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('default_image_id', 'uuid')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('image_categories_name_key', ['app_id', 'name'])
      .execute();

    // spec 1 §3 Uploaded image.
    await db.schema
      .createTable('media_images')
      .addColumn('image_id', 'uuid', (c) => c.primaryKey())
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('category_id', 'uuid', (c) =>
        c.references('image_categories.category_id').onDelete('set null'),
      )
      .addColumn('name_space', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('ext', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('storage', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_temp', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('media_images_category_idx')
      .on('media_images')
      .columns(['app_id', 'category_id', 'created'])
      .execute();

    // spec 2 §3 "enclosure with fileId".
    await db.schema
      .createTable('media_enclosures')
      .addColumn('file_id', 'uuid', (c) => c.primaryKey())
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('ext', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('storage', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    // spec 2 §7.5 videomedia records.
    await db.schema
      .createTable('media_videos')
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('video_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cover_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('duration', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('media_videos_pkey', ['app_id', 'video_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'media_videos',
      'media_enclosures',
      'media_images',
      'image_categories',
      'sub_app_configs',
      'auto_serial_numbers',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const column of ['seo_title', 'style_name', 'control_permission_set_list']) {
      await sql`alter table pages drop column if exists ${sql.id(column)}`.execute(db);
    }
    await sql`drop index if exists schemas_schema_id_key`.execute(db);
    await sql`alter table schemas drop column if exists schema_type`.execute(db);
    await sql`alter table schemas drop column if exists schema_id`.execute(db);
  },
};
