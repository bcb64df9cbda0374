import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  decide,
  findStep,
  replay,
  WORKFLOW_MESSAGES,
  type Accepted,
  type Actor,
  type CompiledFlow,
  type InstanceRow,
  type InstanceState,
  type StartByUserCommand,
  type StartCommand,
  type WorkflowCommand,
  type WorkflowEvent,
  type WorkflowNotification,
  type WorkflowWrite,
} from '@tessera/workflow';
import { toJson, type Database, type Db } from '../../db/database.js';
import { EnvelopeError } from '../../http/envelopeError.js';
import { publishNotificationsChanged } from '../../notifications/notificationsChanged.js';
import { writeNotifications } from '../../notifications/writeNotifications.js';
import { concurrentChange, refusalError } from './refusals.js';

/*
 * The instance store (README "Workflow runtime"): one transaction per
 * command. The instance row is locked (`for update`), the state is replayed from the action log,
 * `decide` answers, and its writes are applied in order — inserts as they are, every update as a
 * compare-and-set (`… where status = $expected`, the instance `where version = $expected`). A
 * compare-and-set that finds nothing rolls everything back and answers 40900; a refusal of
 * `decide` rolls back too. So two approvers clicking at once can never both act.
 */

type Trx = Transaction<Database>;

/** What an instance row holds besides the engine's state. */
export interface InstanceMeta {
  appId: string;
  subAppId: string | null;
  workflowName: string;
  /** The form and its version the instance starts with (written once, at the start). */
  formId?: string | null;
  formVersion?: number | null;
}

/**
 * Who acts on which app's instances (as the organisation's OrgChange): the first argument of the
 * instance commands and of the reads answered for the actor.
 */
export interface InstanceCall {
  db: Db;
  appId: string;
  actor: Actor;
}

/** Where a decision's writes go: the instance, its row's other columns and its flow. */
interface WriteTarget {
  instanceId: string;
  meta: InstanceMeta;
  flow: CompiledFlow;
}

const at = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

function stepName(flow: CompiledFlow, stepUuid: string): string {
  return findStep(flow, stepUuid)?.name ?? stepUuid;
}

/** The columns of the instance row a state sets (kept in step with the engine's InstanceRow). */
function instanceColumns(row: InstanceRow) {
  return {
    workflow_id: row.workFlowId,
    flow_version: row.flowVersion,
    process_status: row.processStatus,
    applicant_id: row.applicant.userId,
    applicant_name: row.applicant.userName,
    started_by_id: row.startedBy.userId,
    department_id: row.departmentId,
    form_data_id: row.formDataId,
    field_data_list: toJson(row.fieldDataList),
    submission: row.submission,
    version: row.version,
    started_at: new Date(row.startedAt),
    finished_at: at(row.finishedAt),
    updated: new Date(),
  };
}

/** Applies one write; an update that finds its expected row no more throws 40900. */
async function applyWrite(trx: Trx, target: WriteTarget, write: WorkflowWrite): Promise<void> {
  const { instanceId, meta, flow } = target;
  let changed: bigint | undefined;
  switch (write.table) {
    case 'instance': {
      if (write.op === 'insert') {
        await trx
          .insertInto('wf_instances')
          .values({
            id: write.row.workflowInstanceId,
            app_id: meta.appId,
            sub_app_id: meta.subAppId,
            workflow_name: meta.workflowName,
            form_id: meta.formId ?? null,
            form_version: meta.formVersion ?? null,
            ...instanceColumns(write.row),
          })
          .execute();
        return;
      }
      const result = await trx
        .updateTable('wf_instances')
        .set(instanceColumns(write.row))
        .where('id', '=', instanceId)
        .where('version', '=', write.expect.version)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
      break;
    }
    case 'nodeRun': {
      const run = write.row;
      if (write.op === 'insert') {
        await trx
          .insertInto('wf_node_runs')
          .values({
            id: run.id,
            instance_id: instanceId,
            step_uuid: run.stepUuid,
            step_type: run.stepType,
            name: run.name,
            round: run.round,
            status: run.status,
            entered_at: new Date(run.enteredAt),
            left_at: at(run.leftAt),
          })
          .execute();
        return;
      }
      const result = await trx
        .updateTable('wf_node_runs')
        .set({ status: run.status, left_at: at(run.leftAt), round: run.round, name: run.name })
        .where('id', '=', run.id)
        .where('status', '=', write.expect.status)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
      break;
    }
    case 'group': {
      const group = write.row;
      await trx
        .insertInto('wf_task_groups')
        .values({
          id: group.id,
          instance_id: instanceId,
          node_run_id: group.nodeRunId,
          mode: group.mode,
          owner_task_id: group.ownerTaskId,
          position: group.position,
        })
        .execute();
      return;
    }
    case 'task': {
      const task = write.row;
      const columns = {
        status: task.status,
        seq: task.seq,
        group_id: task.groupId,
        pending_at: at(task.pendingAt),
        acted_at: at(task.actedAt),
        approval_comments: task.approvalComments,
        urged_at: at(task.urgedAt),
        urge_count: task.urgeCount,
      };
      if (write.op === 'insert') {
        await trx
          .insertInto('wf_tasks')
          .values({
            id: task.id,
            app_id: meta.appId,
            instance_id: instanceId,
            node_run_id: task.nodeRunId,
            step_uuid: task.stepUuid,
            step_name: stepName(flow, task.stepUuid),
            assignee_id: task.assignee.userId,
            assignee_name: task.assignee.userName,
            origin: task.origin,
            origin_task_id: task.originTaskId,
            created_at: new Date(task.createdAt),
            ...columns,
          })
          .execute();
        return;
      }
      const result = await trx
        .updateTable('wf_tasks')
        .set(columns)
        .where('id', '=', task.id)
        .where('status', '=', write.expect.status)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
      break;
    }
    case 'cc': {
      const cc = write.row;
      if (write.op === 'insert') {
        await trx
          .insertInto('wf_ccs')
          .values({
            id: cc.id,
            app_id: meta.appId,
            instance_id: instanceId,
            node_run_id: cc.nodeRunId,
            user_id: cc.user.userId,
            user_name: cc.user.userName,
            via: cc.via,
            created_at: new Date(cc.createdAt),
            read_at: at(cc.readAt),
          })
          .execute();
        return;
      }
      const result = await trx
        .updateTable('wf_ccs')
        .set({ read_at: at(cc.readAt) })
        .where('id', '=', cc.id)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
      break;
    }
    case 'action': {
      const entry: WorkflowEvent = write.row;
      await trx
        .insertInto('wf_actions')
        .values({
          instance_id: instanceId,
          seq: entry.seq,
          kind: entry.kind,
          actor_id: entry.actor.userId,
          at: new Date(entry.at),
          entry: toJson(entry),
        })
        .execute();
      return;
    }
  }
  if (changed !== undefined && Number(changed) !== 1) throw concurrentChange();
}

/**
 * Whose todo lists a decision changes: the assignees of the tasks that arrived or stopped
 * waiting (done, taken by a co-approver, withdrawn).
 */
function todoHolders(writes: Accepted['writes']): string[] {
  const holders: string[] = [];
  for (const write of writes) {
    if (write.table !== 'task') continue;
    const pendingBefore = write.op === 'update' && write.expect.status === 'pending';
    if (pendingBefore !== (write.row.status === 'pending')) holders.push(write.row.assignee.userId);
  }
  return holders;
}

async function insertNotifications(
  trx: Trx,
  appId: string,
  notifications: readonly WorkflowNotification[],
  todoChanged: readonly string[],
): Promise<void> {
  // README "Notifications": the bells and todo counts of these users hear of it when this
  // transaction commits; README "Notification delivery": their other channels from the outbox.
  await publishNotificationsChanged(trx, [...notifications.map((n) => n.userId), ...todoChanged]);
  await writeNotifications(
    trx,
    notifications.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      appId,
      workflowInstanceId: n.workflowInstanceId,
      taskId: n.taskId,
    })),
  );
}

/** An instance's state replayed from its action log, or undefined when there is none. */
export async function loadState(db: Db, instanceId: string): Promise<InstanceState | undefined> {
  const rows = await db
    .selectFrom('wf_actions')
    .select('entry')
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  if (rows.length === 0) return undefined;
  return replay(rows.map((row) => row.entry as WorkflowEvent));
}

/** True for a unique violation (23505): a concurrent writer got there first. */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

async function inTransaction<T>(db: Db, run: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(run);
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    // The partial unique indexes are the last line of defence behind the lock.
    if (isUniqueViolation(error)) throw concurrentChange();
    throw error;
  }
}

async function applyDecision(
  trx: Trx,
  meta: InstanceMeta,
  instanceId: string,
  decision: Accepted,
): Promise<void> {
  const target = { instanceId, meta, flow: decision.state.flow };
  for (const write of decision.writes) await applyWrite(trx, target, write);
  await insertNotifications(trx, meta.appId, decision.notifications, todoHolders(decision.writes));
}

/**
 * Starts an instance (start or start by user) in one transaction: a new id
 * (`crypto.randomUUID()`), `decide(null, …)`, the writes. `row` is what the instance row holds
 * besides the app and the engine's state. A refusal throws its envelope error.
 */
export async function startInstance(
  { db, appId, actor }: InstanceCall,
  row: Omit<InstanceMeta, 'appId'>,
  command:
    Omit<StartCommand, 'workflowInstanceId'> | Omit<StartByUserCommand, 'workflowInstanceId'>,
): Promise<Accepted> {
  const workflowInstanceId = randomUUID();
  const decision = decide(
    null,
    { ...command, workflowInstanceId } as StartCommand | StartByUserCommand,
    actor,
    Date.now(),
  );
  if (!decision.ok) throw refusalError(decision.refusal);
  const meta = { appId, ...row };
  await inTransaction(db, (trx) => applyDecision(trx, meta, workflowInstanceId, decision));
  return decision;
}

/**
 * Runs one command of `actor` on an instance of `appId` in one transaction (see the file
 * comment). `command` may be a function of the locked state and the transaction (lookups go
 * through the transaction, never `db`: PGlite has one connection); it may throw, e.g. for a
 * transfer target outside the assignable range. Answers the accepted decision; a refusal throws
 * its envelope error.
 */
export async function runCommand(
  { db, appId, actor }: InstanceCall,
  instanceId: string,
  command:
    | WorkflowCommand
    | ((state: InstanceState, trx: Db) => WorkflowCommand | Promise<WorkflowCommand>),
): Promise<Accepted> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('wf_instances')
      .select(['app_id', 'sub_app_id', 'workflow_name'])
      .where('id', '=', instanceId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.app_id !== appId) {
      throw refusalError({ code: 'not-found', message: WORKFLOW_MESSAGES.instanceNotFound });
    }
    const state = await loadState(trx, instanceId);
    if (!state) {
      throw refusalError({ code: 'not-found', message: WORKFLOW_MESSAGES.instanceNotFound });
    }
    const resolved = typeof command === 'function' ? await command(state, trx) : command;
    const decision = decide(state, resolved, actor, Date.now());
    if (!decision.ok) throw refusalError(decision.refusal);
    const meta = { appId: row.app_id, subAppId: row.sub_app_id, workflowName: row.workflow_name };
    await applyDecision(trx, meta, instanceId, decision);
    return decision;
  });
}

/** The instance holding a task (no lock: the command locks the instance), or 40400. */
export async function instanceOfTask(db: Db, appId: string, taskId: unknown): Promise<string> {
  const row =
    typeof taskId === 'string' && taskId !== ''
      ? await db
          .selectFrom('wf_tasks')
          .select(['instance_id', 'app_id'])
          .where('id', '=', taskId)
          .executeTakeFirst()
      : undefined;
  if (!row || row.app_id !== appId) {
    throw refusalError({ code: 'not-found', message: WORKFLOW_MESSAGES.taskNotFound });
  }
  return row.instance_id;
}
