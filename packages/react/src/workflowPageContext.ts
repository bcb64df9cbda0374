import { SESSION_KEYS } from '@tessera/protocol';
import type { StoragePort } from '@tessera/ports';

/** The request-client context of a workflow page (`@tessera/request` RequestContext fields). */
export interface WorkflowPageContext {
  workflowProId: string;
  workflowInstanceId: string | null;
  workflowProNodeId: string | null;
}

/**
 * The context of a workflow page `/flow/page/{pageId}/{workflowId}` (spec 1 §2, spec 2 §7.4):
 * `workflowProId` is the route's workflow id (sent as `workflowproid`; a 403 then redirects the
 * whole page to /deny), `workflowInstanceId` and `workflowProNodeId` come from session storage
 * (added to `querygraphqls`). A query carrying `workflowInstanceId` on entry replaces both stored
 * ids (a missing `workflowProNodeId` clears the stored one), so a link from the approval pages
 * opens the instance it names; without it the ids this tab stored for the same workflow stay
 * (those of another workflow are not sent).
 */
export function workflowPageContext(
  workflowId: string,
  search: URLSearchParams,
  storage: StoragePort | undefined,
): WorkflowPageContext {
  const instanceId = search.get(SESSION_KEYS.workflowInstanceId);
  if (storage && instanceId) {
    storage.setItem(SESSION_KEYS.workflowProId, workflowId);
    storage.setItem(SESSION_KEYS.workflowInstanceId, instanceId);
    const nodeId = search.get(SESSION_KEYS.workflowProNodeId);
    if (nodeId) storage.setItem(SESSION_KEYS.workflowProNodeId, nodeId);
    else storage.removeItem(SESSION_KEYS.workflowProNodeId);
  }
  // Ids stored for another workflow's page are not this page's.
  const ours = !storage || storage.getItem(SESSION_KEYS.workflowProId) === workflowId;
  const stored = (key: string) =>
    (ours ? (storage ? storage.getItem(key) : search.get(key)) : null) || null;
  return {
    workflowProId: workflowId,
    workflowInstanceId: stored(SESSION_KEYS.workflowInstanceId),
    workflowProNodeId: stored(SESSION_KEYS.workflowProNodeId),
  };
}
