import type { Kysely, Migration } from 'kysely';

/**
 * Control resources granted to roles and the password history (issue 27; README
 * "Organisation" and "Security policies"). Never edited once shipped.
 *
 * - `role_controls`: the controls of a page (spec 1 §3 Control permission set, spec 2 §7.3
 *   "Permissions: … control resources") a role is granted. A row lets the role's users see and
 *   use that control's listed operations on that page without holding the operation app-wide.
 *   The control id is the page's own (`controlId`); a deleted role or page takes its rows.
 * - `password_history`: the hashes of a user's earlier passwords, newest first by `changed`,
 *   so the password policy's `passwordHistoryCount` can refuse reusing one of the last N.
 */
export const roleControlsPasswordHistory: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('role_controls')
      .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('page_id', 'uuid', (c) =>
        c.notNull().references('pages.page_id').onDelete('cascade'),
      )
      .addColumn('control_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_controls_pk', ['role_id', 'page_id', 'control_id'])
      .execute();
    await db.schema
      .createIndex('role_controls_page_idx')
      .on('role_controls')
      .column('page_id')
      .execute();
    await db.schema
      .createTable('password_history')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('changed', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_history_user_idx')
      .on('password_history')
      .columns(['user_id', 'changed'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('password_history').ifExists().execute();
    await db.schema.dropTable('role_controls').ifExists().execute();
  },
};
