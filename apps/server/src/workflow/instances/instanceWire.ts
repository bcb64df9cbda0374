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

/** getTaskDetail / getflowinsinfo / getmytodoinfo: what the approval-detail page shows. */
export function taskDetailAnswer(
  state: InstanceState,
  actor: Actor,
  extra: { workflowName: string; formId: string | null; taskId?: string | null },
): TaskDetailAnswer {
  const task = callerTask(state, actor.userId, extra.taskId);
  const step = task ? findStep(state.flow, task.stepUuid) : undefined;
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
    fieldDataList: state.fieldDataList,
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
    fieldPermissions: step?.type === 'approver' ? { ...step.fieldPermissions } : {},
    commentsList: stepRecordsAnswer(state),
    currentSteps: currentSteps(state),
  };
}
