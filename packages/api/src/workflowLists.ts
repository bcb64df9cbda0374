import { WORKFLOW_PATHS } from '@tessera/protocol';
import type { InstanceListAnswer, TodoListAnswer, WireProcessStatus } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AppRef } from './subAppRef.js';

/** Paging and filters of the approval lists (spec 2 §4 "filtered by processStatus"). */
export interface WorkflowListInput {
  processStatus?: WireProcessStatus;
  keyWord?: string;
  pageNo?: number;
  pageSize?: number;
}

/** Spec 2 §9 "Done list: pageNo 1, size 100"; the other lists use the same page. */
export const WORKFLOW_LIST_PAGE = { pageNo: 1, pageSize: 100 } as const;

function search(input: WorkflowListInput & { read?: boolean }) {
  return {
    processStatus: input.processStatus,
    keyWord: input.keyWord || undefined,
    read: input.read,
    pageNo: input.pageNo ?? WORKFLOW_LIST_PAGE.pageNo,
    pageSize: input.pageSize ?? WORKFLOW_LIST_PAGE.pageSize,
  };
}

/** GET `{appId}/workflows/getmyapplylist`: the caller's applications, newest first. */
export function getMyApplyList(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowListInput = {},
): Promise<InstanceListAnswer> {
  return client.get<InstanceListAnswer>(
    WORKFLOW_PATHS.myApplyList.build({ appId: ref.appId }, search(input)),
  );
}

/** GET `{appId}/workflows/getmytodolist`: the caller's pending tasks. */
export function getMyTodoList(
  client: RequestClient,
  ref: AppRef,
  input: Omit<WorkflowListInput, 'processStatus'> = {},
): Promise<TodoListAnswer> {
  return client.get<TodoListAnswer>(
    WORKFLOW_PATHS.myTodoList.build({ appId: ref.appId }, search(input)),
  );
}

/** GET `{appId}/workflows/getmycclist?read=`: instances copied to the caller. */
export function getMyCcList(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowListInput & { read?: boolean } = {},
): Promise<InstanceListAnswer> {
  return client.get<InstanceListAnswer>(
    WORKFLOW_PATHS.myCcList.build({ appId: ref.appId }, search(input)),
  );
}

/** GET `{appId}/workflows/queryDealFlowInstanceList?pageNo=1&pageSize=100`: instances I acted on. */
export function getMyDoneList(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowListInput = {},
): Promise<InstanceListAnswer> {
  return client.get<InstanceListAnswer>(
    WORKFLOW_PATHS.myDoneList.build({ appId: ref.appId }, search(input)),
  );
}
