/*
 * Bulk data of the workflow benchmark, written with set-based SQL (generate_series) so a million
 * tasks take seconds, not an hour of HTTP calls: users, one published workflow, instances and
 * their tasks in the row shapes the runtime writes. The rows are list data only (no action log):
 * the benchmark's commands run on instances it starts through the real calls.
 */
import { sql } from 'kysely';
import { compileFlow } from '@tessera/workflow';
import type { Db } from '../src/db/database.js';
import { hashPassword } from '../src/directory/passwordHash.js';

export interface BulkShape {
  users: number;
  instances: number;
  tasksPerInstance: number;
  /** Share of the tasks still pending (the rest passed). */
  pendingShare: number;
  /** Pending tasks given to the user whose todo list is measured. */
  benchUserPending: number;
}

export interface BulkData {
  workflowId: string;
  /** Phone of user n (1-based): 197 + 8 digits. */
  phoneOf(n: number): string;
  benchUserPhone: string;
  password: string;
}

const PASSWORD = 'Bench2026abc';

/** Ids of the bulk instances start with this (their tasks are `bench-i{n}:t{k}`). */
export const BULK_INSTANCE_PREFIX = 'bench-i';
const phoneOf = (n: number) => `197${String(n).padStart(8, '0')}`;

/** A workflow whose one approver step the applicant chooses, published as version 1. */
async function insertWorkflow(db: Db, appId: string): Promise<string> {
  const compiled = compileFlow({
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'approve',
      type: 'approver',
      name: '审批',
      assignee: { kind: 'applicantChoice' },
      next: { key: 'end', type: 'end', name: '结束' },
    },
  });
  const category = `bench-${appId}`;
  await db
    .insertInto('wf_categories')
    .values({
      id: category,
      app_id: appId,
      name: '基准',
      parent_id: '00000000-0000-0000-0000-000000000000',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { id } = await db
    .insertInto('wf_definitions')
    .values({
      app_id: appId,
      display_name: '基准流程',
      category_id: category,
      json_detail: JSON.stringify(compiled.jsonDetail),
      json_data: JSON.stringify(compiled.jsonData),
      flow_step_operator_list: JSON.stringify(compiled.flowStepOperatorList),
      published_version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('wf_versions')
    .values({
      workflow_id: id,
      version: 1,
      json_detail: JSON.stringify(compiled.jsonDetail),
      json_data: JSON.stringify(compiled.jsonData),
      flow_step_operator_list: JSON.stringify(compiled.flowStepOperatorList),
    })
    .execute();
  return id;
}

/**
 * Writes `shape.users` users (user 1 is the bench user), one workflow, and
 * `instances × tasksPerInstance` tasks spread evenly over the users, `pendingShare` of them
 * pending, plus `benchUserPending` pending tasks of user 1.
 */
export async function writeBulkData(db: Db, appId: string, shape: BulkShape): Promise<BulkData> {
  const hash = await hashPassword(PASSWORD);
  await sql`
    insert into users (user_name, nick_name, mobile_phone, password_hash, password_changed_at)
    select 'bench' || n, '用户' || n, '197' || lpad(n::text, 8, '0'), ${hash}, now()
    from generate_series(1, ${shape.users}) as g(n)`.execute(db);
  const workflowId = await insertWorkflow(db, appId);
  const userIds = sql`(select id, row_number() over (order by mobile_phone) as n from users where mobile_phone like '197%')`;
  // Instances: applicant = a user by number; half running, half approved.
  await sql`
    insert into wf_instances (id, app_id, workflow_id, workflow_name, flow_version, process_status,
      applicant_id, applicant_name, started_by_id, field_data_list, submission, version, started_at, finished_at)
    select 'bench-i' || g.i, ${appId}, ${workflowId}, '基准流程', 1,
      case when g.i % 2 = 0 then 'running' else 'approved' end,
      u.id, '用户' || u.n, u.id, '[]'::jsonb, 1, 2,
      now() - (g.i || ' seconds')::interval,
      case when g.i % 2 = 0 then null else now() end
    from generate_series(1, ${shape.instances}) as g(i)
    join ${userIds} u on u.n = 1 + (g.i % ${shape.users})`.execute(db);
  const pendingEvery = Math.max(1, Math.round(1 / shape.pendingShare));
  await sql`
    insert into wf_tasks (id, app_id, instance_id, node_run_id, step_uuid, step_name, group_id, seq,
      assignee_id, assignee_name, status, origin, created_at, pending_at, acted_at)
    select 'bench-i' || i || ':t' || k, ${appId}, 'bench-i' || i, 'bench-i' || i || ':n2', 'approve', '审批',
      'bench-i' || i || ':g1', k, u.id, '用户' || u.n,
      case when (i * ${shape.tasksPerInstance} + k) % ${pendingEvery} = 0 then 'pending' else 'passed' end,
      'rule', now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval,
      case when (i * ${shape.tasksPerInstance} + k) % ${pendingEvery} = 0 then null else now() end
    from generate_series(1, ${shape.instances}) as gi(i)
    cross join generate_series(1, ${shape.tasksPerInstance}) as gk(k)
    join ${userIds} u on u.n = 1 + ((i * ${shape.tasksPerInstance} + k) % ${shape.users})`.execute(
    db,
  );
  await sql`
    insert into wf_tasks (id, app_id, instance_id, node_run_id, step_uuid, step_name, group_id, seq,
      assignee_id, assignee_name, status, origin, created_at, pending_at)
    select 'bench-i' || (2 * j) || ':b', ${appId}, 'bench-i' || (2 * j), 'bench-i' || (2 * j) || ':n3', 'approve', '审批',
      'bench-i' || (2 * j) || ':g2', 99, u.id, '用户1', 'pending', 'rule',
      now() - (j || ' minutes')::interval, now() - (j || ' minutes')::interval
    from generate_series(1, ${shape.benchUserPending}) as gj(j)
    join ${userIds} u on u.n = 1`.execute(db);
  await sql`analyze wf_tasks`.execute(db);
  await sql`analyze wf_instances`.execute(db);
  return { workflowId, phoneOf, benchUserPhone: phoneOf(1), password: PASSWORD };
}
