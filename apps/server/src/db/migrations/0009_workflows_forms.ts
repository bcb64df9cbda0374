import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Approval workflows and forms (spec 2 §3 Workflow, Workflow category, Workflow instance,
 * Approval step record, Form submission; §7.2; §7.4 Forms).
 * Never edited once shipped; README "Tables (migration 0009_workflows_forms)".
 *
 * - `departments.supervisor_id`: the department's supervisor (主管), whom supervisor approver
 *   steps resolve to (level n walks up the parents).
 * - definitions: `wf_categories` (client-generated categoryId), `wf_definitions` (the draft
 *   config and the published version instances start on), `wf_versions` (immutable compiles: a
 *   save while instances use the current version makes a new one; instances keep theirs).
 * - forms: `form_types`, `form_templates`, `forms`, `form_data`.
 * - runtime (the row model of `@tessera/workflow`): `wf_instances` (one per workflowInstanceId;
 *   `version` = action-log length, the compare-and-set of every command), `wf_node_runs`
 *   (workflowProNodeId), `wf_task_groups`, `wf_tasks` (one per assignee; the todo list's index),
 *   `wf_ccs` (one per user and instance, with read state), `wf_actions` (the append-only log the
 *   state replays from) and `wf_notifications` (the outbox).
 */
export const workflowsForms: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const now = sql`now()`;
    await sql`alter table departments add column if not exists supervisor_id uuid references users(id) on delete set null`.execute(
      db,
    );

    await db.schema
      .createTable('wf_categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`create index wf_categories_app_idx on wf_categories (app_id, parent_id, sort)`.execute(
      db,
    );

    await db.schema
      .createTable('form_types')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('customer'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('form_templates')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('form_type_id', 'uuid', (c) => c.references('form_types.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('forms')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('form_type_id', 'uuid', (c) => c.references('form_types.id').onDelete('set null'))
      .addColumn('template_id', 'uuid', (c) =>
        c.references('form_templates.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('form_data')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('restrict'))
      .addColumn('json_data', 'jsonb', (c) => c.notNull())
      .addColumn('created_by', 'uuid', (c) => c.notNull())
      .addColumn('created_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('schema_name', 'text')
      .addColumn('content_id', 'text')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`create index form_data_creator_idx on form_data (app_id, created_by, created desc)`.execute(
      db,
    );

    await db.schema
      .createTable('wf_definitions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('category_id', 'text', (c) => c.notNull())
      .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('who_can_access', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('form_id', 'uuid', (c) => c.references('forms.id').onDelete('set null'))
      // The draft config the designer edits (equal to the published one after a saveconfig).
      .addColumn('json_detail', 'jsonb')
      .addColumn('json_data', 'jsonb')
      .addColumn('flow_step_operator_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      // The version new instances start on; null until the first saveconfig.
      .addColumn('published_version', 'integer')
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_by', 'uuid')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`create index wf_definitions_app_idx on wf_definitions (app_id, sort_num, created)`.execute(
      db,
    );
    await db.schema
      .createTable('wf_versions')
      .addColumn('workflow_id', 'uuid', (c) =>
        c.notNull().references('wf_definitions.id').onDelete('cascade'),
      )
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('json_detail', 'jsonb', (c) => c.notNull())
      .addColumn('json_data', 'jsonb', (c) => c.notNull())
      .addColumn('flow_step_operator_list', 'jsonb', (c) => c.notNull())
      .addColumn('published_by', 'uuid')
      .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('wf_versions_pk', ['workflow_id', 'version'])
      .execute();

    await db.schema
      .createTable('wf_instances')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('sub_app_id', 'text')
      .addColumn('workflow_id', 'uuid', (c) => c.notNull().references('wf_definitions.id'))
      .addColumn('workflow_name', 'text', (c) => c.notNull())
      .addColumn('flow_version', 'integer')
      .addColumn('process_status', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`process_status in ('running','returned','approved','rejected','withdrawn','cancelled')`,
          ),
      )
      .addColumn('applicant_id', 'uuid', (c) => c.notNull())
      .addColumn('applicant_name', 'text', (c) => c.notNull())
      .addColumn('started_by_id', 'uuid', (c) => c.notNull())
      .addColumn('department_id', 'text')
      .addColumn('form_data_id', 'text')
      .addColumn('field_data_list', 'jsonb', (c) => c.notNull())
      .addColumn('submission', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .addColumn('updated', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`create index wf_instances_applicant_idx on wf_instances (app_id, applicant_id, started_at desc)`.execute(
      db,
    );
    await sql`create index wf_instances_workflow_idx on wf_instances (workflow_id, started_at desc)`.execute(
      db,
    );

    await db.schema
      .createTable('wf_node_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('instance_id', 'text', (c) =>
        c.notNull().references('wf_instances.id').onDelete('cascade'),
      )
      .addColumn('step_uuid', 'text', (c) => c.notNull())
      .addColumn('step_type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
      .addColumn('left_at', 'timestamptz')
      .execute();
    await sql`create index wf_node_runs_instance_idx on wf_node_runs (instance_id)`.execute(db);
    // The last line of defence behind the instance lock: one active run per step.
    await sql`create unique index wf_node_runs_active_key on wf_node_runs (instance_id, step_uuid) where status = 'active'`.execute(
      db,
    );

    await db.schema
      .createTable('wf_task_groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('instance_id', 'text', (c) =>
        c.notNull().references('wf_instances.id').onDelete('cascade'),
      )
      .addColumn('node_run_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('owner_task_id', 'text')
      .addColumn('position', 'text')
      .execute();

    await db.schema
      .createTable('wf_tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) =>
        c.notNull().references('wf_instances.id').onDelete('cascade'),
      )
      .addColumn('node_run_id', 'text', (c) => c.notNull())
      .addColumn('step_uuid', 'text', (c) => c.notNull())
      .addColumn('step_name', 'text', (c) => c.notNull())
      .addColumn('group_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('assignee_id', 'uuid', (c) => c.notNull())
      .addColumn('assignee_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('origin_task_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('pending_at', 'timestamptz')
      .addColumn('acted_at', 'timestamptz')
      .addColumn('approval_comments', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('urged_at', 'timestamptz')
      .addColumn('urge_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The todo list: a user's pending tasks, newest first.
    await sql`create index wf_tasks_todo_idx on wf_tasks (assignee_id, app_id, pending_at desc, id) where status = 'pending'`.execute(
      db,
    );
    // The done list: tasks a user acted on.
    await sql`create index wf_tasks_done_idx on wf_tasks (assignee_id, app_id, acted_at desc) where acted_at is not null`.execute(
      db,
    );
    await sql`create index wf_tasks_instance_idx on wf_tasks (instance_id)`.execute(db);
    // No user holds two open tasks in one run.
    await sql`create unique index wf_tasks_open_key on wf_tasks (node_run_id, assignee_id) where status in ('queued','pending','waiting','approving')`.execute(
      db,
    );

    await db.schema
      .createTable('wf_ccs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) =>
        c.notNull().references('wf_instances.id').onDelete('cascade'),
      )
      .addColumn('node_run_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('via', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('read_at', 'timestamptz')
      .addUniqueConstraint('wf_ccs_instance_user_key', ['instance_id', 'user_id'])
      .execute();
    await sql`create index wf_ccs_user_idx on wf_ccs (user_id, app_id, created_at desc)`.execute(
      db,
    );

    await db.schema
      .createTable('wf_actions')
      .addColumn('instance_id', 'text', (c) =>
        c.notNull().references('wf_instances.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'uuid', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      // The whole WorkflowEvent as the engine wrote it (replay reads this).
      .addColumn('entry', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('wf_actions_pk', ['instance_id', 'seq'])
      .execute();

    await db.schema
      .createTable('wf_notifications')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('task_id', 'text')
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('read_at', 'timestamptz')
      .execute();
    await sql`create index wf_notifications_user_idx on wf_notifications (user_id, created desc)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'wf_notifications',
      'wf_actions',
      'wf_ccs',
      'wf_tasks',
      'wf_task_groups',
      'wf_node_runs',
      'wf_instances',
      'wf_versions',
      'wf_definitions',
      'form_data',
      'forms',
      'form_templates',
      'form_types',
      'wf_categories',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await sql`alter table departments drop column if exists supervisor_id`.execute(db);
  },
};
