/** Start, start by user and resubmit: the checks of a (re)submission and its log entry. */

import type {
  Actor,
  Refusal,
  ResubmitCommand,
  StartByUserCommand,
  StartCommand,
} from '../commandTypes.js';
import type {
  ApprovalFieldDataItem,
  CompiledFlow,
  CompiledStartStep,
  UserRef,
} from '../flowTypes.js';
import { WORKFLOW_MESSAGES as M } from '../messages.js';
import { findStep, planPath } from '../planPath.js';
import type { AssigneeSnapshot, InstanceState } from '../stateTypes.js';
import { entryBase, isRefused, refuse, type Planned } from './planned.js';
import { isNonEmptyString, isRecord, isUserRef, uniqueUsers } from './records.js';

function isFieldList(value: unknown): value is ApprovalFieldDataItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item.FieldUuid === 'string')
  );
}

function isSnapshot(value: unknown): value is AssigneeSnapshot {
  return (
    isRecord(value) &&
    isRecord(value.steps) &&
    Object.values(value.steps).every((users) => Array.isArray(users)) &&
    Array.isArray(value.applicantDepartmentIds)
  );
}

/**
 * Checks the snapshot against the plan: every approver and CC step of the plan has its users; an
 * approver step is empty only when it auto-passes; applicant-chosen approvers were chosen, among
 * the candidates. Answers the plan and the snapshot cleaned of repeats.
 */
function checkPlan(
  flow: CompiledFlow,
  applicant: UserRef,
  departmentId: string | null,
  fieldDataList: ApprovalFieldDataItem[],
  snapshot: AssigneeSnapshot,
): { refusal: Refusal } | { plan: string[]; assignees: AssigneeSnapshot } {
  const path = planPath(flow, { applicant, departmentId, fieldDataList });
  if (path[0]?.type !== 'start' || path[path.length - 1]?.type !== 'end') {
    return refuse('invalid', M.flowInvalid);
  }
  const steps: Record<string, UserRef[]> = {};
  for (const step of path) {
    if (step.type !== 'approver' && step.type !== 'cc') continue;
    const listed = snapshot.steps[step.stepUuid];
    if (listed === undefined) return refuse('invalid', M.assigneesMissing(step.name));
    if (!listed.every(isUserRef)) return refuse('invalid', M.userInvalid);
    const users = uniqueUsers(listed);
    steps[step.stepUuid] = users;
    if (step.type !== 'approver') continue;
    if (step.assignee.kind === 'applicantChoice') {
      if (users.length === 0) return refuse('invalid', M.chooseApprover(step.name));
      const candidates = step.assignee.candidates ?? [];
      if (
        candidates.length > 0 &&
        users.some((user) => !candidates.some((c) => c.userId === user.userId))
      ) {
        return refuse('invalid', M.chosenNotCandidate(step.name));
      }
    }
    if (users.length === 0 && step.emptyApprover !== 'autoPass') {
      return refuse('invalid', M.noApprover(step.name));
    }
  }
  return {
    plan: path.map((step) => step.stepUuid),
    assignees: { steps, applicantDepartmentIds: [...snapshot.applicantDepartmentIds] },
  };
}

export function planStart(
  command: StartCommand | StartByUserCommand,
  actor: Actor,
  now: number,
): Planned {
  const applicant = { userId: command.userId, userName: command.userName };
  if (!isUserRef(applicant)) return refuse('invalid', M.userInvalid);
  if (command.type === 'start' && applicant.userId !== actor.userId) {
    return refuse('forbidden', M.startAsSelfOnly);
  }
  if (
    command.type === 'startByUser' &&
    actor.isAdmin !== true &&
    applicant.userId !== actor.userId
  ) {
    return refuse('forbidden', M.startByUserForbidden);
  }
  if (!isNonEmptyString(command.workflowInstanceId)) return refuse('invalid', M.instanceIdMissing);
  const workflow = command.workflow;
  const flow = isRecord(workflow) ? workflow.jsonData : undefined;
  if (!isRecord(flow) || !Array.isArray(flow.steps)) return refuse('invalid', M.flowInvalid);
  // A disabled workflow takes no new starts; running instances continue (README).
  if (workflow.enabled !== true) return refuse('workflow-disabled', M.workflowDisabled);
  const start = findStep(flow, flow.startStepUuid) as CompiledStartStep | undefined;
  if (start?.type !== 'start') return refuse('invalid', M.flowInvalid);
  if (!isFieldList(command.fieldDataList)) return refuse('invalid', M.fieldDataInvalid);
  if (!isSnapshot(command.assignees)) return refuse('invalid', M.assigneesInvalid);
  const departmentId = isNonEmptyString(command.departmentId) ? command.departmentId : null;
  if (start.requireDepartment && departmentId === null) {
    return refuse('invalid', M.departmentRequired);
  }
  if (departmentId !== null && !command.assignees.applicantDepartmentIds.includes(departmentId)) {
    return refuse('invalid', M.departmentNotOwn);
  }
  const checked = checkPlan(
    flow,
    applicant,
    departmentId,
    command.fieldDataList,
    command.assignees,
  );
  if (isRefused(checked)) return checked;
  return {
    events: [
      {
        ...entryBase(null, actor, now, command.approvalComments),
        kind: 'APPLY',
        workflowInstanceId: command.workflowInstanceId,
        workFlowId: workflow.workFlowId,
        flowVersion: workflow.version ?? null,
        flow: structuredClone(flow),
        applicant,
        departmentId,
        formDataId: isNonEmptyString(command.formDataId) ? command.formDataId : null,
        fieldDataList: structuredClone(command.fieldDataList),
        assignees: checked.assignees,
        plan: checked.plan,
      },
    ],
  };
}

export function planResubmit(
  state: InstanceState,
  command: ResubmitCommand,
  actor: Actor,
  now: number,
): Planned {
  if (actor.userId !== state.applicant.userId) return refuse('forbidden', M.applicantOnlyResubmit);
  if (state.processStatus !== 'returned') return refuse('conflict', M.notReturned);
  if (!isFieldList(command.fieldDataList)) return refuse('invalid', M.fieldDataInvalid);
  if (!isSnapshot(command.assignees)) return refuse('invalid', M.assigneesInvalid);
  const checked = checkPlan(
    state.flow,
    state.applicant,
    state.departmentId,
    command.fieldDataList,
    command.assignees,
  );
  if (isRefused(checked)) return checked;
  return {
    events: [
      {
        ...entryBase(state, actor, now, command.approvalComments),
        kind: 'RESUBMIT',
        fieldDataList: structuredClone(command.fieldDataList),
        assignees: checked.assignees,
        plan: checked.plan,
      },
    ],
  };
}
