import { sql, type Kysely, type Migration } from 'kysely';

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/**
 * The first tables: apps, sub-apps, settings per host, pages, schemas and content items.
 * Recorded in databases as `0001_foundation` (see migrate.ts).
 * Later issues add columns and tables in new migrations; this one is never edited once shipped.
 * Migrations take `Kysely<unknown>` on purpose: they must not depend on today's table types.
 */
export const appsPagesContent: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const now = sql`now()`;

    await db.schema
      .createTable('apps')
      .addColumn('app_id', 'uuid', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('sub_apps')
      .addColumn('sub_app_id', 'uuid', (c) => c.primaryKey())
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      // spec 1 §3 Settings: subAppType is Pc or Mobile
      .addColumn('sub_app_type', 'text', (c) =>
        c.notNull().check(sql`sub_app_type in ('Pc', 'Mobile')`),
      )
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('sub_apps_app_id_idx').on('sub_apps').column('app_id').execute();

    // Text settings default to ''; for the base-URL columns '' means "this server's origin",
    // filled in from the request when the settings are answered (protocol README).
    const textColumn = (name: string) => (t: ReturnType<typeof db.schema.createTable>) =>
      t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
    let settings = db.schema
      .createTable('site_settings')
      .addColumn('host', 'text', (c) => c.primaryKey())
      .addColumn('app_id', 'uuid', (c) => c.notNull())
      .addColumn('sub_app_id', 'uuid', (c) => c.notNull())
      .addColumn('sub_app_type', 'text', (c) => c.notNull())
      .addColumn('app_type', 'text', (c) => c.notNull())
      .addColumn('env_type', 'text', (c) => c.notNull().defaultTo('Runtime'));
    for (const column of [
      'design_api_url',
      'image_oss_url',
      'static_oss_url',
      'schema_url',
      'account_url',
      'identity_url',
      'designer_url',
      'gate_way_api_url',
      'gate_way_mini_host',
      'schema_ws_url',
      'media_url',
      'access_key',
      'secret_key',
      'workflow_id',
      'sub_app_name',
    ]) {
      settings = textColumn(column)(settings);
    }
    await settings
      // spec 1 §3 Settings: objectStorage default noObjectStorage
      .addColumn('object_storage', 'text', (c) => c.notNull().defaultTo('noObjectStorage'))
      .addColumn('current_publish_version', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('this_site_graphql_body_is_secret', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('error', 'text')
      .execute();

    await db.schema
      .createTable('pages')
      .addColumn('page_id', 'uuid', (c) => c.primaryKey())
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('sub_app_id', 'uuid', (c) =>
        c.notNull().references('sub_apps.sub_app_id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tags_mode', 'text')
      .addColumn('is_home_page', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('parameters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('page_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"controls":[]}'::jsonb`))
      .addColumn('page_data_source', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('page_type', 'text', (c) => c.notNull().defaultTo('Page'))
      // spec 1 §3 Page: templateId all zeros = none
      .addColumn('template_id', 'uuid', (c) => c.notNull().defaultTo(EMPTY_GUID))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('pages_sub_app_name_key', ['sub_app_id', 'name'])
      .execute();
    // pagerouters lists the pages of one (app, sub-app)
    await db.schema
      .createIndex('pages_app_sub_app_idx')
      .on('pages')
      .columns(['app_id', 'sub_app_id'])
      .execute();

    await db.schema
      .createTable('schemas')
      .addColumn('app_id', 'uuid', (c) => c.notNull().references('apps.app_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('schemas_pkey', ['app_id', 'name'])
      .execute();

    await db.schema
      .createTable('content_items')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'uuid', (c) => c.notNull())
      .addColumn('schema_name', 'text', (c) => c.notNull())
      .addColumn('content_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(EMPTY_GUID))
      .addColumn('last_modified', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_modified_by', 'text', (c) => c.notNull().defaultTo(EMPTY_GUID))
      // spec 1 §3 Content item: status default Draft
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Draft'))
      .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addForeignKeyConstraint(
        'content_items_schema_fkey',
        ['app_id', 'schema_name'],
        'schemas',
        ['app_id', 'name'],
        (fk) => fk.onDelete('cascade'),
      )
      .addUniqueConstraint('content_items_content_id_key', ['app_id', 'schema_name', 'content_id'])
      .execute();
    // spec 1 §9: default order is created ascending; id breaks ties so paging is stable.
    await db.schema
      .createIndex('content_items_created_idx')
      .on('content_items')
      .columns(['app_id', 'schema_name', 'created', 'id'])
      .execute();
    await db.schema
      .createIndex('content_items_last_modified_idx')
      .on('content_items')
      .columns(['app_id', 'schema_name', 'last_modified', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'content_items',
      'schemas',
      'pages',
      'site_settings',
      'sub_apps',
      'apps',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
