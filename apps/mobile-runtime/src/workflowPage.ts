import { SESSION_KEYS, WORKFLOW_PAGE } from '@tessera/protocol';

/** The request-client context of a workflow page (`@tessera/request` RequestContext fields). */
export interface WorkflowPageContext {
  workflowProId: string;
  workflowInstanceId: string | null;
  workflowProNodeId: string | null;
}

const FLOW_PAGE = new RegExp(
  `^${WORKFLOW_PAGE.pattern.replace(':pageId', '([^/]+)').replace(':workflowId', '([^/]+)')}/?$`,
);

/**
 * The workflow context of `/flow/page/{pageId}/{workflowId}` (spec 1 §2, spec 2 §7.4), or null
 * on any other path — the same rule as the Pc runtime (its README "Workflow pages"): the route's
 * workflow id is sent as `workflowproid`; `?workflowInstanceId=&workflowProNodeId=` on entry
 * replace the ids kept in session storage, which `querygraphqls` then carries.
 */
export function workflowPageContext(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): WorkflowPageContext | null {
  const match = FLOW_PAGE.exec(location.pathname);
  if (!match) return null;
  const search = new URLSearchParams(location.search);
  const workflowId = decodeURIComponent(match[2]!);
  const instanceId = search.get(SESSION_KEYS.workflowInstanceId);
  if (instanceId) {
    storage.setItem(SESSION_KEYS.workflowProId, workflowId);
    storage.setItem(SESSION_KEYS.workflowInstanceId, instanceId);
    const nodeId = search.get(SESSION_KEYS.workflowProNodeId);
    if (nodeId) storage.setItem(SESSION_KEYS.workflowProNodeId, nodeId);
    else storage.removeItem(SESSION_KEYS.workflowProNodeId);
  }
  // Ids stored for another workflow's page are not this page's.
  const ours = storage.getItem(SESSION_KEYS.workflowProId) === workflowId;
  return {
    workflowProId: workflowId,
    workflowInstanceId: ours ? storage.getItem(SESSION_KEYS.workflowInstanceId) : null,
    workflowProNodeId: ours ? storage.getItem(SESSION_KEYS.workflowProNodeId) : null,
  };
}
