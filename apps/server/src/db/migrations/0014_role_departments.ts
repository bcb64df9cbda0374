import type { Kysely, Migration } from 'kysely';

/**
 * Roles limited to departments (spec 2 §6 "roles are limited to departments (org tree)"; issue
 * 27; README "Organisation"). Never edited once shipped.
 *
 * - `role_departments`: the departments a role is limited to. A role without rows applies to all
 *   its holders; a role with rows grants only to holders in one of those departments or below
 *   them. Both sides cascade: a deleted role or department takes its rows with it.
 */
export const roleDepartments: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('role_departments')
      .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('department_id', 'uuid', (c) =>
        c.notNull().references('departments.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('role_departments_pk', ['role_id', 'department_id'])
      .execute();
    await db.schema
      .createIndex('role_departments_department_idx')
      .on('role_departments')
      .column('department_id')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('role_departments').ifExists().execute();
  },
};
