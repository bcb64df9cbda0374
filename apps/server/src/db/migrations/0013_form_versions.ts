import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Form versions (issue 26; README "Workflow forms"). Never edited once shipped.
 *
 * - `forms.version`: the form's current version (1 for every form that exists).
 * - `form_versions`: the fields of each version; version 1 of every form is its current fields.
 * - `wf_instances.form_id`, `form_version`: the form and version an instance was started with
 *   (null on instances started before: they read their workflow's current form, as before).
 */
export const formVersions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('forms')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('form_versions')
      .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('fields', 'jsonb', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('form_versions_pk', ['form_id', 'version'])
      .execute();
    await sql`insert into form_versions (form_id, version, fields, created)
      select id, version, fields, updated from forms`.execute(db);
    await db.schema
      .alterTable('wf_instances')
      .addColumn('form_id', 'uuid')
      .addColumn('form_version', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('wf_instances')
      .dropColumn('form_id')
      .dropColumn('form_version')
      .execute();
    await db.schema.dropTable('form_versions').ifExists().execute();
    await db.schema.alterTable('forms').dropColumn('version').execute();
  },
};
