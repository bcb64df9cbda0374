import { WORKFLOW_PATHS } from '@tessera/protocol';
import type { InstanceListAnswer, TodoListAnswer, WireProcessStatus } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
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
  return call(client, WORKFLOW_PATHS.myApplyList, {
    params: { appId: ref.appId },
    search: search(input),
  });
}

/** GET `{appId}/workflows/getmytodolist`: the caller's pending tasks. */
export function getMyTodoList(
  client: RequestClient,
  ref: AppRef,
  input: Omit<WorkflowListInput, 'processStatus'> = {},
): Promise<TodoListAnswer> {
  return call(client, WORKFLOW_PATHS.myTodoList, {
    params: { appId: ref.appId },
    search: search(input),
  });
}

/** GET `{appId}/workflows/getmycclist?read=`: instances copied to the caller. */
export function getMyCcList(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowListInput & { read?: boolean } = {},
): Promise<InstanceListAnswer> {
  return call(client, WORKFLOW_PATHS.myCcList, {
    params: { appId: ref.appId },
    search: search(input),
  });
}

/** GET `{appId}/workflows/queryDealFlowInstanceList?pageNo=1&pageSize=100`: instances I acted on. */
export function getMyDoneList(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowListInput = {},
): Promise<InstanceListAnswer> {
  return call(client, WORKFLOW_PATHS.myDoneList, {
    params: { appId: ref.appId },
    search: search(input),
  });
}
