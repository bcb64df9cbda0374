import type { InstanceListItem, WorkflowPage } from '@tessera/protocol';
import type { Static } from 'typebox';
import type { Db } from '../../db/database.js';
import { instanceItems, readListQuery, type ListQueryParams } from '../instances/instanceLists.js';
import { requireDefinition } from './definitions.js';

/**
 * GET the instances of a workflow ?processStatus&pageNo&pageSize, newest first (the rows the
 * runtime writes; read only here). The current steps and approvers are the pending tasks.
 */
export async function listDefinitionInstances(
  db: Db,
  appId: string,
  id: string,
  query: Static<typeof ListQueryParams>,
): Promise<WorkflowPage<InstanceListItem>> {
  const definition = await requireDefinition(db, appId, id);
  const { pageNo, pageSize, statuses } = readListQuery(query);
  let base = db.selectFrom('wf_instances').where('workflow_id', '=', definition.id);
  if (statuses) base = base.where('process_status', 'in', statuses);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { total: Number(counted?.n ?? 0), items: await instanceItems(db, rows) };
}
