import type { InstanceListItem, WireProcessStatus, WorkflowPage } from '@tessera/protocol';
import type { Db } from '../../db/database.js';
import { readPaging } from '../../http/readPaging.js';
import { requireOneOf } from '../../http/requestParams.js';
import { requireDefinition } from './definitions.js';

const PROCESS_STATUSES: readonly WireProcessStatus[] = [
  'running',
  'returned',
  'approved',
  'rejected',
  'withdrawn',
  'cancelled',
];

/**
 * GET the instances of a workflow ?processStatus&pageNo&pageSize, newest first (the rows the
 * runtime writes; read only here). The current steps and approvers are the pending tasks.
 */
export async function listDefinitionInstances(
  db: Db,
  appId: string,
  id: string,
  query: Record<string, unknown>,
): Promise<WorkflowPage<InstanceListItem>> {
  const definition = await requireDefinition(db, appId, id);
  const paging = readPaging(query, { index: 'pageNo', size: 'pageSize' }, 10);
  const status =
    query.processStatus === undefined || query.processStatus === ''
      ? undefined
      : requireOneOf(query.processStatus, 'processStatus', PROCESS_STATUSES);
  let base = db.selectFrom('wf_instances').where('workflow_id', '=', definition.id);
  if (status) base = base.where('process_status', '=', status);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const pending =
    rows.length === 0
      ? []
      : await db
          .selectFrom('wf_tasks')
          .select(['instance_id', 'step_name', 'assignee_name'])
          .where(
            'instance_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('status', '=', 'pending')
          .orderBy('instance_id')
          .orderBy('seq')
          .execute();
  return {
    total: Number(counted?.n ?? 0),
    items: rows.map((row) => {
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
        currentApproverNames: [...new Set(tasks.map((task) => task.assignee_name))],
        startedAt: row.started_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
      };
    }),
  };
}
