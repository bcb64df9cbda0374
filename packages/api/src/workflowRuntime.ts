import { WORKFLOW_PATHS } from '@tessera/protocol';
import type {
  AddSignConfAnswer,
  ApprovalFieldData,
  ApprovalStepRecordAnswer,
  AssigneeCandidate,
  BackTargetAnswer,
  BatchCompleteItemAnswer,
  CompleteTaskInput,
  InstanceCommandAnswer,
  StartInstanceAnswer,
  StartInstanceInput,
  TaskDetailAnswer,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/** The app (and sub-app, for starts) a workflow call goes to: `?app=` / `&subapp=`. */
export interface WorkflowAppRef extends AppRef {
  readonly subAppId?: string;
}

const app = (ref: AppRef) => ({ app: ref.appId });

/**
 * POST `workflowspro/startinstance?app=&subapp=` (spec 2 §3 Start-instance payload): starts the
 * workflow for the caller. Answers `isSuccess: false` (not a rejection) when the server refused
 * the start without failing the envelope.
 *
 * @throws {RequestError} when the call fails (the client has shown the message).
 */
export function startInstance(
  client: RequestClient,
  ref: WorkflowAppRef,
  input: StartInstanceInput,
): Promise<StartInstanceAnswer> {
  return call(client, WORKFLOW_PATHS.startInstance, {
    params: { app: ref.appId, subapp: ref.subAppId ?? '' },
    body: input,
  });
}

/** POST `workflowspro/startinstancebyuser`: a start on behalf of `input.userId` (administrators). */
export function startInstanceByUser(
  client: RequestClient,
  ref: WorkflowAppRef,
  input: StartInstanceInput,
): Promise<StartInstanceAnswer> {
  return call(client, WORKFLOW_PATHS.startInstanceByUser, {
    params: { app: ref.appId, subapp: ref.subAppId ?? '' },
    body: input,
  });
}

/** POST `workflowspro/completeTask` (spec 2 §3 Complete-task payload): approve or reject. */
export function completeTask(
  client: RequestClient,
  ref: AppRef,
  input: CompleteTaskInput,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.completeTask, { params: app(ref), body: input });
}

/** POST `workflowspro/batchCompleteTask`: one independent decision per item. */
export function batchCompleteTask(
  client: RequestClient,
  ref: AppRef,
  items: CompleteTaskInput[],
): Promise<BatchCompleteItemAnswer[]> {
  return call(client, WORKFLOW_PATHS.batchCompleteTask, {
    params: app(ref),
    body: { items },
  });
}

/** What the applicant's calls on an instance take. */
export interface InstanceCommandInput {
  flowInstanceId: string;
  approvalComments?: string;
}

/** POST `workflowspro/cancel` (作废 an open instance). */
export function cancelInstance(
  client: RequestClient,
  ref: AppRef,
  input: InstanceCommandInput,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.cancel, { params: app(ref), body: input });
}

/** POST `workflowspro/withdraw` (撤回, before any approver acted). */
export function withdrawInstance(
  client: RequestClient,
  ref: AppRef,
  input: InstanceCommandInput,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.withdraw, { params: app(ref), body: input });
}

/** What {@link resubmitInstance} takes (server README "Workflow runtime", *Resubmit*). */
export interface ResubmitInput {
  flowInstanceId: string;
  /** The form as resubmitted (the server keeps the last one when left out). */
  fieldDataList?: ApprovalFieldData[];
  /** Applicant-chosen approvers: `{ [stepUuid]: userId[] }`. */
  chosenApprovers?: Record<string, string[]>;
}

/** POST `workflowspro/resubmit`: the applicant submits again after a return to them. */
export function resubmitInstance(
  client: RequestClient,
  ref: AppRef,
  input: ResubmitInput,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.resubmit, { params: app(ref), body: input });
}

/** What {@link triggerOfPage} takes: the page's submitted fields and, optionally, the workflow. */
export interface TriggerOfPageInput {
  /** Wins over the workflow of the page's app settings. */
  workFlowId?: string;
  fieldDataList: ApprovalFieldData[];
  formDataId?: string;
  /** Default: the caller's first department when the flow requires one. */
  departmentId?: string;
}

/**
 * POST `event/triggerofpage/{pageId}` (spec 2 §7.2): a page's submit event starts the workflow
 * bound to the page (or `workFlowId`) for the caller. The app is the page's.
 *
 * @throws {RequestError} when refused (40400 未获取到审批流程！ when the page has no workflow).
 */
export function triggerOfPage(
  client: RequestClient,
  pageId: string,
  body: TriggerOfPageInput,
): Promise<StartInstanceAnswer> {
  return call(client, WORKFLOW_PATHS.triggerOfPage, { params: { id: pageId }, body });
}

/** POST `workflowspro/hasten` (催办, body `flowInstanceId`). */
export function hastenInstance(
  client: RequestClient,
  ref: AppRef,
  flowInstanceId: string,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.hasten, { params: app(ref), body: { flowInstanceId } });
}

/** POST `workflowspro/GetWorkFlowProHisStep`: where BACK may go from the task now. */
export function getBackTargets(
  client: RequestClient,
  ref: AppRef,
  input: { flowInstanceId: string; taskId: string },
): Promise<BackTargetAnswer[]> {
  return call(client, WORKFLOW_PATHS.hisSteps, { params: app(ref), body: input });
}

/** POST `workflowspro/PostWorkFlowProBack` (退回 to a step already passed, or the applicant). */
export function backTask(
  client: RequestClient,
  ref: AppRef,
  input: { taskId: string; stepUuid: string; approvalComments?: string },
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.back, { params: app(ref), body: input });
}

/** POST `workflowspro/queryassigneelist`: who the task may be transferred to or signed with. */
export function queryAssigneeList(
  client: RequestClient,
  ref: AppRef,
  input: { taskId: string; keyWord?: string },
): Promise<AssigneeCandidate[]> {
  return call(client, WORKFLOW_PATHS.queryAssigneeList, { params: app(ref), body: input });
}

/** POST `workflowspro/transfer` (转办). */
export function transferTask(
  client: RequestClient,
  ref: AppRef,
  input: { taskId: string; userId: string; approvalComments?: string },
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.transfer, { params: app(ref), body: input });
}

/** Input of {@link addSign}. */
export interface AddSignInput {
  taskId: string;
  position: 'before' | 'after';
  userIds: string[];
  mode?: 'sequential' | 'and' | 'or';
  approvalComments?: string;
}

/** POST `workflowspro/addSign` (加签 before or after me). */
export function addSign(
  client: RequestClient,
  ref: AppRef,
  input: AddSignInput,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.addSign, { params: app(ref), body: input });
}

/** POST `workflowspro/getAddSignConf` (body flowInstanceId, stepUuid). */
export function getAddSignConf(
  client: RequestClient,
  ref: AppRef,
  input: { flowInstanceId: string; stepUuid: string },
): Promise<AddSignConfAnswer> {
  return call(client, WORKFLOW_PATHS.addSignConf, { params: app(ref), body: input });
}

/** POST `workflowspro/cc` (抄送 from my task). */
export function carbonCopy(
  client: RequestClient,
  ref: AppRef,
  input: { taskId: string; userIds: string[]; approvalComments?: string },
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.carbonCopy, { params: app(ref), body: input });
}

/** POST `workflowspro/readcc`: marks the caller's CC of the instance read. */
export function readCc(
  client: RequestClient,
  ref: AppRef,
  flowInstanceId: string,
): Promise<InstanceCommandAnswer> {
  return call(client, WORKFLOW_PATHS.readCc, { params: app(ref), body: { flowInstanceId } });
}

/** GET `workflowspro/getTaskDetail?app=&flowInstanceId=`: everything the detail page shows. */
export function getTaskDetail(
  client: RequestClient,
  ref: AppRef,
  flowInstanceId: string,
): Promise<TaskDetailAnswer> {
  return call(client, WORKFLOW_PATHS.taskDetail, { params: app(ref), search: { flowInstanceId } });
}

/** GET `workflowspro/isFlowRequireDepartment?app=&flowId=`. */
export async function isFlowRequireDepartment(
  client: RequestClient,
  ref: AppRef,
  flowId: string,
): Promise<boolean> {
  const answer = await call(client, WORKFLOW_PATHS.isFlowRequireDepartment, {
    params: app(ref),
    search: { flowId },
  });
  return typeof answer === 'boolean' ? answer : answer?.requireDepartment === true;
}

/** POST `flowinstanceExecution/list` (body flowInstanceId): the timeline. */
export function getExecutionList(
  client: RequestClient,
  ref: AppRef,
  flowInstanceId: string,
): Promise<ApprovalStepRecordAnswer[]> {
  return call(client, WORKFLOW_PATHS.executionList, {
    params: app(ref),
    body: {
      flowInstanceId,
    },
  });
}

/** GET `{appId}/workflows/getflowinsinfo?taskId=|insid=`. */
export function getFlowInsInfo(
  client: RequestClient,
  ref: AppRef,
  by: { taskId: string } | { insid: string },
): Promise<TaskDetailAnswer> {
  return call(client, WORKFLOW_PATHS.flowInsInfo, { params: { appId: ref.appId }, search: by });
}

/** GET `{appId}/workflows/getmytodoinfo?userid=&taskId=`. */
export function getMyTodoInfo(
  client: RequestClient,
  ref: AppRef,
  input: { userId: string; taskId: string },
): Promise<TaskDetailAnswer> {
  return call(client, WORKFLOW_PATHS.myTodoInfo, {
    params: { appId: ref.appId },
    search: { userid: input.userId, taskId: input.taskId },
  });
}
