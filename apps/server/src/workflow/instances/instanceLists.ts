import {
  PROCESS_STATUSES,
  type InstanceListAnswer,
  type InstanceListItem,
  type TodoListAnswer,
  type WireProcessStatus,
} from '@tessera/protocol';
import { sql, type ExpressionBuilder } from 'kysely';
import { Type, type Static } from 'typebox';
import type { Database, Db } from '../../db/database.js';
import { badRequest } from '../../http/envelopeError.js';
import { OptionalText } from '../../http/inputSchemas.js';
import { containsPattern, readInteger } from '../../http/readPaging.js';

/*
 * The four lists of the approval pages (spec 2 §7.2; README "Workflow runtime"): my
 * applications, my pending tasks, the instances copied to me and those I acted on. Each answers
 * `{ total, items }`, pageNo 1-based (default 1), pageSize 1…100 (default 10; the done list 100),
 * `processStatus` a comma-separated list of statuses, `keyWord` in the workflow's or the
 * applicant's name.
 */

/** The most rows one list page answers. */
export const MAX_LIST_PAGE_SIZE = 100;

/** The query parameters of a list call, each text when present (read by {@link readListQuery}). */
export const LIST_QUERY_PARAMS = {
  pageNo: OptionalText,
  pageSize: OptionalText,
  processStatus: OptionalText,
  keyWord: OptionalText,
};

/** A list call's query as sent. */
export const ListQueryParams = Type.Object(LIST_QUERY_PARAMS);

/** A list call's query, read. */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  statuses: WireProcessStatus[] | undefined;
  keyWord: string | undefined;
}

/** Reads pageNo, pageSize, processStatus and keyWord (40000 naming a bad one). */
export function readListQuery(
  query: Static<typeof ListQueryParams>,
  defaultPageSize = 10,
): ListQuery {
  const pageNo = readInteger(query.pageNo, 'pageNo', { min: 1, max: 1_000_000, fallback: 1 });
  const pageSize = readInteger(query.pageSize, 'pageSize', {
    min: 1,
    max: MAX_LIST_PAGE_SIZE,
    fallback: defaultPageSize,
  });
  const statusText = query.processStatus;
  let statuses: WireProcessStatus[] | undefined;
  if (statusText !== undefined && statusText !== '') {
    statuses = statusText.split(',').map((part) => part.trim()) as WireProcessStatus[];
    const unknown = statuses.find(
      (status) => !(PROCESS_STATUSES as readonly string[]).includes(status),
    );
    if (unknown !== undefined) {
      throw badRequest(`参数 processStatus 无效：应为 ${PROCESS_STATUSES.join(' / ')} 之一`);
    }
  }
  const keyWord = query.keyWord?.trim() || undefined;
  return { pageNo, pageSize, statuses, keyWord };
}

type InstanceEb = ExpressionBuilder<Database & { i: Database['wf_instances'] }, 'i'>;

function instanceFilter(
  eb: InstanceEb,
  list: { statuses?: WireProcessStatus[] | undefined; keyWord?: string | undefined },
) {
  const conditions = [];
  if (list.statuses) conditions.push(eb('i.process_status', 'in', list.statuses));
  if (list.keyWord) {
    const pattern = containsPattern(list.keyWord);
    conditions.push(
      eb.or([eb('i.workflow_name', 'ilike', pattern), eb('i.applicant_name', 'ilike', pattern)]),
    );
  }
  return eb.and(conditions);
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const PENDING = sql.lit('pending');

/** The todo list's parameters. */
export interface TodoListParams {
  appId: string;
  userId: string;
  pageNo: number;
  pageSize: number;
  keyWord?: string;
  statuses?: WireProcessStatus[];
}

/**
 * My pending tasks joined to their instance, newest arrival first, with the total as a window
 * count: ONE query, served by the partial index `wf_tasks_todo_idx` (assignee_id, app_id,
 * pending_at desc, id) where status = 'pending'. Answers the query builder, so the benchmark
 * can compile or run exactly what the server runs.
 */
export function todoListQuery(db: Db, params: TodoListParams) {
  return (
    db
      .selectFrom('wf_tasks as t')
      .innerJoin('wf_instances as i', 'i.id', 't.instance_id')
      .select((eb) => [
        't.id as taskId',
        't.instance_id as workflowInstanceId',
        't.node_run_id as workflowProNodeId',
        't.step_name as stepName',
        't.pending_at as arrivedAt',
        't.urge_count as urgeCount',
        'i.workflow_id as workFlowId',
        'i.workflow_name as workflowName',
        'i.applicant_id as applicantId',
        'i.applicant_name as applicantName',
        'i.started_at as startedAt',
        eb.fn.countAll<string>().over().as('total'),
      ])
      .where('t.assignee_id', '=', params.userId)
      .where('t.app_id', '=', params.appId)
      // A literal, so even a generic plan matches the partial index's predicate.
      .where('t.status', '=', PENDING)
      .where((eb) =>
        instanceFilter(eb as unknown as InstanceEb, {
          statuses: params.statuses,
          keyWord: params.keyWord,
        }),
      )
      .orderBy('t.pending_at', 'desc')
      .orderBy('t.id', 'asc')
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize)
  );
}

/** getmytodolist. */
export async function listTodo(db: Db, params: TodoListParams): Promise<TodoListAnswer> {
  const rows = await todoListQuery(db, params).execute();
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && params.pageNo > 1) {
    // Past the last page: the window count has no row to ride on.
    const counted = await db
      .selectFrom('wf_tasks as t')
      .innerJoin('wf_instances as i', 'i.id', 't.instance_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('t.assignee_id', '=', params.userId)
      .where('t.app_id', '=', params.appId)
      .where('t.status', '=', 'pending')
      .where((eb) => instanceFilter(eb as unknown as InstanceEb, params))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return {
    total,
    items: rows.map((row) => ({
      taskId: row.taskId,
      workflowInstanceId: row.workflowInstanceId,
      workflowProNodeId: row.workflowProNodeId,
      workFlowId: row.workFlowId,
      workflowName: row.workflowName,
      stepName: row.stepName,
      applicantId: row.applicantId,
      applicantName: row.applicantName,
      arrivedAt: iso(row.arrivedAt) ?? iso(row.startedAt)!,
      startedAt: iso(row.startedAt)!,
      urged: row.urgeCount > 0,
    })),
  };
}

const INSTANCE_COLUMNS = [
  'i.id',
  'i.workflow_id',
  'i.workflow_name',
  'i.process_status',
  'i.applicant_id',
  'i.applicant_name',
  'i.department_id',
  'i.form_data_id',
  'i.started_at',
  'i.finished_at',
] as const;

/** The wf_instances columns a list item needs. */
export interface InstanceListRow {
  id: string;
  workflow_id: string;
  workflow_name: string;
  process_status: string;
  applicant_id: string;
  applicant_name: string;
  department_id: string | null;
  form_data_id: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/** The rows as list items, with the steps now waiting and their approvers. */
export async function instanceItems(
  db: Db,
  rows: readonly InstanceListRow[],
  extra: (row: InstanceListRow, index: number) => Partial<InstanceListItem> = () => ({}),
): Promise<InstanceListItem[]> {
  const ids = rows.map((row) => row.id);
  const pending =
    ids.length === 0
      ? []
      : await db
          .selectFrom('wf_tasks')
          .select(['instance_id', 'step_name', 'assignee_name'])
          .where('instance_id', 'in', ids)
          .where('status', '=', 'pending')
          .orderBy('instance_id')
          .orderBy('id')
          .execute();
  return rows.map((row, index) => {
    const tasks = pending.filter((task) => task.instance_id === row.id);
    return {
      workflowInstanceId: row.id,
      workFlowId: row.workflow_id,
      workflowName: row.workflow_name,
      processStatus: row.process_status as WireProcessStatus,
      applicantId: row.applicant_id,
      applicantName: row.applicant_name,
      departmentId: row.department_id,
      formDataId: row.form_data_id,
      currentStepNames: [...new Set(tasks.map((task) => task.step_name))],
      currentApproverNames: tasks.map((task) => task.assignee_name),
      startedAt: iso(row.started_at)!,
      finishedAt: iso(row.finished_at),
      ...extra(row, index),
    };
  });
}

/** getmyapplylist: my instances, newest first. */
export async function listMyApplications(
  db: Db,
  appId: string,
  userId: string,
  list: ListQuery,
): Promise<InstanceListAnswer> {
  const base = db
    .selectFrom('wf_instances as i')
    .where('i.app_id', '=', appId)
    .where('i.applicant_id', '=', userId)
    .where((eb) => instanceFilter(eb, list));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(INSTANCE_COLUMNS)
      .orderBy('i.started_at', 'desc')
      .orderBy('i.id')
      .limit(list.pageSize)
      .offset((list.pageNo - 1) * list.pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), items: await instanceItems(db, rows) };
}

/** getmycclist's query: a list query and the read state to keep (undefined: read or not). */
export interface CcListQuery extends ListQuery {
  read: boolean | undefined;
}

/** getmycclist: instances copied to me, newest copy first; `read` filters the read state. */
export async function listMyCcs(
  db: Db,
  appId: string,
  userId: string,
  list: CcListQuery,
): Promise<InstanceListAnswer> {
  const { read } = list;
  let base = db
    .selectFrom('wf_ccs as c')
    .innerJoin('wf_instances as i', 'i.id', 'c.instance_id')
    .where('c.user_id', '=', userId)
    .where('c.app_id', '=', appId)
    .where((eb) => instanceFilter(eb as unknown as InstanceEb, list));
  if (read !== undefined) base = base.where('c.read_at', read ? 'is not' : 'is', null);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...INSTANCE_COLUMNS, 'c.read_at'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(list.pageSize)
      .offset((list.pageNo - 1) * list.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    items: await instanceItems(db, rows, (_row, index) => ({
      read: rows[index]!.read_at !== null,
    })),
  };
}

/** The task kinds of the action log an approver's "last action" names. */
const APPROVER_KINDS = ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'];

/**
 * queryDealFlowInstanceList: the instances I acted on (a task of mine with acted_at set that is
 * not queued, pending or waiting), newest action first, with my last approver action.
 */
export async function listMyDone(
  db: Db,
  appId: string,
  userId: string,
  list: ListQuery,
): Promise<InstanceListAnswer> {
  const acted = db
    .selectFrom('wf_tasks')
    .select(['instance_id', (eb) => eb.fn.max('acted_at').as('last_at')])
    .where('assignee_id', '=', userId)
    .where('app_id', '=', appId)
    .where('acted_at', 'is not', null)
    .where('status', 'not in', ['queued', 'pending', 'waiting'])
    .groupBy('instance_id');
  const base = db
    .selectFrom(acted.as('d'))
    .innerJoin('wf_instances as i', 'i.id', 'd.instance_id')
    .where((eb) => instanceFilter(eb as unknown as InstanceEb, list));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        ...INSTANCE_COLUMNS,
        'd.last_at',
        (eb) =>
          eb
            .selectFrom('wf_actions as a')
            .select('a.kind')
            .whereRef('a.instance_id', '=', 'i.id')
            .where('a.actor_id', '=', userId)
            .where('a.kind', 'in', APPROVER_KINDS)
            .orderBy('a.seq', 'desc')
            .limit(1)
            .as('last_kind'),
      ])
      .orderBy('d.last_at', 'desc')
      .orderBy('i.id')
      .limit(list.pageSize)
      .offset((list.pageNo - 1) * list.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    items: await instanceItems(db, rows, (_row, index) => {
      const row = rows[index]!;
      return {
        myLastAction: row.last_kind ?? '',
        myLastActionAt: iso(row.last_at as Date | string | null) ?? '',
      };
    }),
  };
}

/** `?read=true|false`, or 40000. */
export function readReadFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest('参数 read 无效：应为 true 或 false');
}
