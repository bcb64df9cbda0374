import type {
  ApprovalStepRecordAnswer,
  TaskDetailAnswer,
  WireStepOperation,
} from '@tessera/protocol';
import {
  applicantOperations,
  findStep,
  isOpenTask,
  stepOperationList,
  toStepRecords,
  type Actor,
  type FieldPermission,
  type InstanceState,
  type Task,
} from '@tessera/workflow';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The timeline of an instance (spec 2 §3 Approval step record). */
export function stepRecordsAnswer(state: InstanceState): ApprovalStepRecordAnswer[] {
  return toStepRecords(state).map((record) => ({
    approvalType: record.approvalType,
    isPass: record.isPass,
    appUserId: record.appUserId,
    appUserName: record.appUserName,
    createdTime: record.createdTime,
    approvalComments: record.approvalComments,
    stepName: record.stepName,
    spentMs: record.spentMs,
    targets: record.targets.map((user) => ({ userId: user.userId, userName: user.userName })),
  }));
}

const OPEN_ORDER: Record<string, number> = { pending: 0, waiting: 1, approving: 2, queued: 3 };

/**
 * The caller's task in the instance: `taskId` when it is theirs, else their open task (pending
 * first), else none.
 */
export function callerTask(
  state: InstanceState,
  userId: string,
  taskId?: string | null,
): Task | undefined {
  const mine = state.tasks.filter((task) => task.assignee.userId === userId);
  const named = taskId ? mine.find((task) => task.id === taskId) : undefined;
  if (named) return named;
  return mine
    .filter(isOpenTask)
    .sort((a, b) => (OPEN_ORDER[a.status] ?? 9) - (OPEN_ORDER[b.status] ?? 9))[0];
}

/** The steps now waiting (pending tasks) and who holds them, in task order. */
export function currentSteps(
  state: InstanceState,
): { stepName: string; approverNames: string[] }[] {
  const steps = new Map<string, { stepName: string; approverNames: string[] }>();
  for (const task of state.tasks) {
    if (task.status !== 'pending') continue;
    const step = steps.get(task.stepUuid) ?? {
      stepName: findStep(state.flow, task.stepUuid)?.name ?? task.stepUuid,
      approverNames: [],
    };
    step.approverNames.push(task.assignee.userName);
    steps.set(task.stepUuid, step);
  }
  return [...steps.values()];
}

/**
 * The field permissions that apply to what the caller is shown: those of the step of the task
 * shown, else of the caller's latest task in the instance (an approver reading it from the done
 * list still does not see what his step hides). None for a caller with no task.
 */
function viewerPermissions(
  state: InstanceState,
  actor: Actor,
  task: Task | undefined,
): Record<string, FieldPermission> {
  const viewed = task ?? state.tasks.filter((t) => t.assignee.userId === actor.userId).at(-1);
  const step = viewed ? findStep(state.flow, viewed.stepUuid) : undefined;
  return step?.type === 'approver' ? { ...step.fieldPermissions } : {};
}

/**
 * getTaskDetail / getflowinsinfo / getmytodoinfo: what the approval-detail page shows. A field
 * the caller's step hides is left out of `fieldDataList` (not only hidden by the page), except
 * for the applicant, whose own values they are.
 */
export function taskDetailAnswer(
  state: InstanceState,
  actor: Actor,
  extra: {
    workflowName: string;
    formId: string | null;
    formVersion?: number | null;
    taskId?: string | null;
  },
): TaskDetailAnswer {
  const task = callerTask(state, actor.userId, extra.taskId);
  const step = task ? findStep(state.flow, task.stepUuid) : undefined;
  const permissions = viewerPermissions(state, actor, task);
  const isApplicant = state.applicant.userId === actor.userId;
  const fieldDataList = isApplicant
    ? state.fieldDataList
    : state.fieldDataList.filter((item) => permissions[item.FieldUuid] !== 'hidden');
  return {
    workflowInstanceId: state.workflowInstanceId,
    workFlowId: state.workFlowId,
    workflowName: extra.workflowName,
    processStatus: state.processStatus,
    applicantId: state.applicant.userId,
    applicantName: state.applicant.userName,
    departmentId: state.departmentId,
    formDataId: state.formDataId,
    formId: extra.formId,
    formVersion: extra.formVersion ?? null,
    fieldDataList,
    startedAt: new Date(state.startedAt).toISOString(),
    finishedAt: iso(state.finishedAt),
    taskId: task?.id ?? null,
    workflowProNodeId: task?.nodeRunId ?? null,
    stepUuid: task?.stepUuid ?? null,
    stepName: step?.name ?? null,
    stepOperationList: task ? (stepOperationList(state, task.id) as WireStepOperation[]) : [],
    applicantOperationList:
      state.applicant.userId === actor.userId
        ? (applicantOperations(state) as WireStepOperation[])
        : [],
    fieldPermissions: isApplicant && !task ? {} : permissions,
    commentsList: stepRecordsAnswer(state),
    currentSteps: currentSteps(state),
  };
}
