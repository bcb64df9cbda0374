import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The audit configuration and the scheduled tasks (issue 27; README "Audit log", "Scheduled
 * tasks"). Never edited once shipped.
 *
 * - `audit_config` (spec 2 §7.3 "Audit: GET and POST config"): one row per action switched off
 *   or on; an action without a row is recorded.
 * - `scheduled_tasks` (spec 2 §7.3 "Tasks"): one row per task the server knows (written at
 *   start), whether it runs and when it runs next.
 * - `task_runs`: one row per run (its result, what it did), the task's logs.
 */
export const auditConfigTasks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('audit_config')
      .addColumn('action', 'text', (c) => c.primaryKey())
      .addColumn('recorded', 'boolean', (c) => c.notNull())
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('scheduled_tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('next_run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_run_at', 'timestamptz')
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('task_runs')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('task_id', 'text', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // 'success' | 'failure'
      .addColumn('result', 'text', (c) => c.notNull())
      // 'schedule' | 'manual'
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('affected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('task_runs_task_idx')
      .on('task_runs')
      .columns(['task_id', 'started_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('task_runs').execute();
    await db.schema.dropTable('scheduled_tasks').execute();
    await db.schema.dropTable('audit_config').execute();
  },
};
