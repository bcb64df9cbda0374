import { forbidden, unauthorized, type Caller } from '../../authorization/caller.js';
import { isAdmin } from '../../directory/roles.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import { takesPartIn } from '../../workflow/instanceParticipants.js';

/**
 * The workflow ids a content query may carry in workflow mode (spec 2 §7.4: `querygraphqls?app=`
 * adds `workflowInstanceId` and `workflowProNodeId`): as query parameters (the client's way), as
 * keys of an operation's body, or as arguments of query{Schema}ContentsWithTotal.
 */
export interface WorkflowIds {
  workflowInstanceId?: unknown;
  workflowProNodeId?: unknown;
}

/** Who asks, and where (the app of the call; the workflow page's `workflowproid`, if any). */
export interface WorkflowModeCall {
  caller: Caller | null;
  appId: string;
  workflowProId?: string | null | undefined;
}

/** spec 2 §8-style refusals of workflow mode (server README "Content queries in workflow mode"). */
export const WORKFLOW_MODE_MESSAGES = {
  instanceNotFound: (id: string) => `审批实例 ${id} 不存在`,
  nodeNotFound: (id: string) => `审批节点 ${id} 不存在`,
  otherWorkflow: '审批实例不属于当前流程',
  badId: (name: string) => `${name} 必须是文本`,
} as const;

function idOf(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(WORKFLOW_MODE_MESSAGES.badId(name));
  return value;
}

/**
 * Checks a content query in workflow mode (server README "Content queries in workflow mode"):
 * nothing to check without ids; else the caller must be signed in (401), the instance must exist
 * in the call's app (40400; a node alone names its instance), the node must be one of the
 * instance's (40400), the instance must be of the page's workflow when `workflowproid` is sent
 * (40000), and the caller must be one who may read the instance — its applicant or starter, a
 * holder of any of its tasks (pending, done or waiting), a CC recipient, or an administrator —
 * else 403. The query itself then answers as it would without the ids.
 */
export async function requireWorkflowReadable(
  db: Db,
  call: WorkflowModeCall,
  ids: WorkflowIds,
): Promise<void> {
  let instanceId = idOf(ids.workflowInstanceId, 'workflowInstanceId');
  const nodeId = idOf(ids.workflowProNodeId, 'workflowProNodeId');
  if (!instanceId && !nodeId) return;
  if (!call.caller) throw unauthorized();
  if (nodeId) {
    const node = await db
      .selectFrom('wf_node_runs')
      .select('instance_id')
      .where('id', '=', nodeId)
      .executeTakeFirst();
    if (!node || (instanceId && node.instance_id !== instanceId)) {
      throw notFound(WORKFLOW_MODE_MESSAGES.nodeNotFound(nodeId));
    }
    instanceId = node.instance_id;
  }
  const id = instanceId!;
  const instance = await db
    .selectFrom('wf_instances')
    .select('workflow_id')
    .where('id', '=', id)
    .where('app_id', '=', call.appId)
    .executeTakeFirst();
  if (!instance) throw notFound(WORKFLOW_MODE_MESSAGES.instanceNotFound(id));
  if (call.workflowProId && call.workflowProId.toLowerCase() !== instance.workflow_id) {
    throw badRequest(WORKFLOW_MODE_MESSAGES.otherWorkflow);
  }
  const userId = call.caller.userId;
  const participant = await db
    .selectFrom('wf_instances')
    .select('id')
    .where('id', '=', id)
    .where((eb) => takesPartIn(eb, userId))
    .executeTakeFirst();
  if (participant) return;
  if (await isAdmin(db, userId)) return;
  throw forbidden();
}

/**
 * One check per distinct pair of ids in a request: the route's (query and body) and the
 * resolvers' (arguments) share it, so a page of many lists asks the database once.
 */
export function workflowModeGate(db: Db, call: WorkflowModeCall) {
  const checked = new Map<string, Promise<void>>();
  return (ids: WorkflowIds): Promise<void> => {
    const key = JSON.stringify([ids.workflowInstanceId ?? null, ids.workflowProNodeId ?? null]);
    let check = checked.get(key);
    if (!check) {
      check = requireWorkflowReadable(db, call, ids);
      checked.set(key, check);
    }
    return check;
  };
}

/**
 * The ids a `querygraphqls` request carries outside its documents: the query string's, and each
 * operation body's top-level `workflowInstanceId` / `workflowProNodeId` (each set is checked).
 */
export function workflowIdsOfRequest(
  query: WorkflowIds,
  operations: readonly unknown[],
): WorkflowIds[] {
  const all: WorkflowIds[] = [query];
  for (const operation of operations) {
    if (typeof operation !== 'object' || operation === null) continue;
    const body = operation as WorkflowIds;
    if (body.workflowInstanceId !== undefined || body.workflowProNodeId !== undefined) {
      all.push({
        workflowInstanceId: body.workflowInstanceId,
        workflowProNodeId: body.workflowProNodeId,
      });
    }
  }
  return all;
}
