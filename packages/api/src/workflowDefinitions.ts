import { ORGANISATION_PATHS, WORKFLOW_PATHS } from '@tessera/protocol';
import type {
  FlowStepOperatorAnswer,
  WorkflowCategoryAnswer,
  WorkflowConfigAnswer,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AccountRef } from './accountRef.js';
import { callAccount } from './internals/accountCall.js';
import type { AppRef } from './subAppRef.js';

/**
 * A department as `getdepartsbyuserid` answers it (spec 2 §3 Department): the members the
 * start page reads of protocol's `Department`, which the call answers.
 */
export interface UserDepartment {
  id: string;
  label: string;
  level?: number;
  parentId?: string | null;
  [extra: string]: unknown;
}

/**
 * GET `workflowbyid?app=&flowId=`: the workflow with its published config (the approval-start
 * page). Answers `null` when the server answers no workflow.
 *
 * @throws {RequestError} when the call fails (unknown workflow: the server's 40400).
 */
export async function getWorkflowById(
  client: RequestClient,
  ref: AppRef,
  flowId: string,
): Promise<WorkflowConfigAnswer | null> {
  const answer = await call(client, WORKFLOW_PATHS.workflowById, {
    params: { app: ref.appId },
    search: { flowId },
  });
  return answer && typeof answer === 'object' && answer.id ? answer : null;
}

/** POST `getworkflowcategoryspro?app=` (empty body): the category tree with its enabled workflows. */
export async function getWorkflowCategoriesPro(
  client: RequestClient,
  ref: AppRef,
): Promise<WorkflowCategoryAnswer[]> {
  const answer = await call(client, WORKFLOW_PATHS.categoriesPro, {
    params: { app: ref.appId },
    body: {},
  });
  return Array.isArray(answer) ? answer : [];
}

/** GET `{appId}/workflows/getflowstepoperatorlist/{id}`: which operations each step allows. */
export function getFlowStepOperatorList(
  client: RequestClient,
  ref: AppRef,
  workflowId: string,
): Promise<FlowStepOperatorAnswer[]> {
  return call(client, WORKFLOW_PATHS.flowStepOperatorList, {
    params: { appId: ref.appId, id: workflowId },
  });
}

/**
 * GET `{appId}/user/getdepartsbyuserid/{id}` (spec 2 §7.2): the user's departments, for the
 * approval-start page's department picker (oneself or an administrator).
 */
export function getDepartsByUserId(
  client: RequestClient,
  account: AccountRef,
  ref: AppRef,
  userId: string,
): Promise<UserDepartment[]> {
  return callAccount(client, account, ORGANISATION_PATHS.departsByUserId, {
    params: { appId: ref.appId, id: userId },
  });
}
