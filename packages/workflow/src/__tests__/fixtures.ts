/** Shared test data: the users, a leave-request flow, a fake organisation and start helpers. */

import { expect } from 'vitest';
import type { Actor, Decision, StartCommand, WorkflowCommand } from '../commandTypes.js';
import { compileFlow } from '../compileFlow.js';
import { decide } from '../decide.js';
import type { ApprovalFieldDataItem, CompiledFlow, StartNode, UserRef } from '../flowTypes.js';
import { resolveAssignees, type OrgDirectory } from '../resolveAssignees.js';
import type { InstanceState, Task } from '../stateTypes.js';

const user = (userId: string, userName: string): Actor => ({ userId, userName });

export const U = {
  applicant: user('u0', '张三'),
  supervisor: user('u1', '李四'),
  wang: user('u2', '王五'),
  zhao: user('u3', '赵六'),
  sun: user('u4', '孙七'),
  cc: user('u5', '周八'),
  outsider: user('u6', '吴九'),
  admin: { ...user('u9', '管理员'), isAdmin: true } as Actor,
};

export const ref = (actor: Actor): UserRef => ({ userId: actor.userId, userName: actor.userName });

/** 2024-05-06 09:00 UTC. */
export const T0 = Date.UTC(2024, 4, 6, 9, 0, 0);
export const MINUTE = 60_000;

/**
 * START → 部门主管 (supervisor) → route: 金额 > 1000 → 财务会签 (王五, 赵六, and) | default →
 * 行政或签 (赵六, 孙七, or) → 抄送 (周八) → END.
 */
export function leaveTree(): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    requireDepartment: true,
    next: {
      key: 'a1',
      type: 'approver',
      name: '部门主管',
      assignee: { kind: 'supervisor', level: 1 },
      next: {
        key: 'r1',
        type: 'route',
        name: '金额',
        branches: [
          {
            key: 'big',
            name: '大额',
            condition: [
              {
                leftExp: { source: 'field', dsId: 'form', name: 'amount' },
                action: 'gt',
                rightExp: { source: 'const', value: 1000 },
                fieldType: 'Number',
              },
            ],
            next: {
              key: 'a2',
              type: 'approver',
              name: '财务会签',
              mode: 'and',
              assignee: { kind: 'users', users: [ref(U.wang), ref(U.zhao)] },
              fieldPermissions: { 'f-reason': 'write' },
            },
          },
          {
            key: 'small',
            name: '其他',
            isDefault: true,
            next: {
              key: 'a3',
              type: 'approver',
              name: '行政或签',
              mode: 'or',
              assignee: { kind: 'users', users: [ref(U.zhao), ref(U.sun)] },
            },
          },
        ],
        next: {
          key: 'cc1',
          type: 'cc',
          name: '抄送',
          recipients: { kind: 'users', users: [ref(U.cc)] },
          next: { key: 'end', type: 'end', name: '结束' },
        },
      },
    },
  };
}

export function fields(amount: unknown, reason = '休假'): ApprovalFieldDataItem[] {
  return [
    {
      FieldUuid: 'f-amount',
      FieldName: 'amount',
      FieldAlias: '金额',
      FieldType: 'Number',
      FieldValue: amount,
    },
    {
      FieldUuid: 'f-reason',
      FieldName: 'reason',
      FieldAlias: '事由',
      FieldType: 'String',
      FieldValue: reason,
    },
  ];
}

/** The organisation: 李四 supervises 张三, 王五 is level 2, nobody above; role r-fin = 赵六, 孙七. */
export const directory: OrgDirectory = {
  supervisor: ({ level }) => (level === 1 ? ref(U.supervisor) : level === 2 ? ref(U.wang) : null),
  roleMembers: (roleIds) => (roleIds.includes('r-fin') ? [ref(U.zhao), ref(U.sun)] : []),
  departmentsOf: (userId) => (userId === U.applicant.userId ? ['d1', 'd2'] : []),
  admins: () => [ref(U.admin)],
};

export function compiled(tree: unknown = leaveTree()): CompiledFlow {
  return compileFlow(tree).jsonData;
}

/** A start command for 张三 with resolved assignees. */
export async function startCommand(
  options: {
    tree?: unknown;
    amount?: unknown;
    enabled?: boolean;
    chosen?: Record<string, UserRef[]>;
    departmentId?: string | null;
    id?: string;
  } = {},
): Promise<StartCommand> {
  const flow = compiled('tree' in options ? options.tree : leaveTree());
  const fieldDataList = fields(options.amount ?? 500);
  const departmentId = options.departmentId === undefined ? 'd1' : options.departmentId;
  const assignees = await resolveAssignees(
    { flow, applicant: ref(U.applicant), departmentId, fieldDataList, chosen: options.chosen },
    directory,
  );
  return {
    type: 'start',
    workflowInstanceId: options.id ?? 'wi-1',
    workflow: {
      workFlowId: 'wf-leave',
      enabled: options.enabled ?? true,
      jsonData: flow,
      version: 1,
    },
    userId: U.applicant.userId,
    userName: U.applicant.userName,
    departmentId,
    formDataId: 'fd-1',
    fieldDataList,
    assignees,
  };
}

/** Asserts an accepted decision and answers its state. */
export function accepted(decision: Decision): InstanceState {
  if (!decision.ok)
    throw new Error(`refused: ${decision.refusal.code} ${decision.refusal.message}`);
  return decision.state;
}

/** Asserts a refusal with that code (and message, when given). */
export function expectRefused(decision: Decision, code: string, message?: string): void {
  expect(decision.ok).toBe(false);
  if (decision.ok) return;
  expect(decision.refusal.code).toBe(code);
  if (message !== undefined) expect(decision.refusal.message).toBe(message);
}

export async function started(
  options: Parameters<typeof startCommand>[0] = {},
): Promise<InstanceState> {
  return accepted(decide(null, await startCommand(options), U.applicant, T0));
}

/** The task `actor` can act on now (throws if none). */
export function pendingOf(state: InstanceState, actor: Actor): Task {
  const task = state.tasks.find(
    (candidate) => candidate.status === 'pending' && candidate.assignee.userId === actor.userId,
  );
  if (!task) throw new Error(`${actor.userName} has no pending task`);
  return task;
}

/** Runs commands in order, each a minute after the previous, asserting every one is accepted. */
export function run(
  state: InstanceState,
  steps: [Actor, WorkflowCommand | ((s: InstanceState) => WorkflowCommand)][],
  from = T0 + MINUTE,
): InstanceState {
  let current = state;
  steps.forEach(([actor, command], i) => {
    const resolved = typeof command === 'function' ? command(current) : command;
    current = accepted(decide(current, resolved, actor, from + i * MINUTE));
  });
  return current;
}

/** complete(isPass) on the actor's pending task. */
export const pass =
  (actor: Actor, approvalComments = '同意') =>
  (state: InstanceState): WorkflowCommand => ({
    type: 'complete',
    taskId: pendingOf(state, actor).id,
    isPass: true,
    approvalComments,
  });

export const reject =
  (actor: Actor, approvalComments = '不同意') =>
  (state: InstanceState): WorkflowCommand => ({
    type: 'complete',
    taskId: pendingOf(state, actor).id,
    isPass: false,
    approvalComments,
  });

/** Statuses of the tasks of a step's latest run, as `name:status`. */
export function taskStatuses(state: InstanceState, stepUuid: string): string[] {
  const runs = state.nodeRuns.filter((r) => r.stepUuid === stepUuid);
  const last = runs[runs.length - 1];
  return state.tasks
    .filter((task) => task.nodeRunId === last?.id)
    .map((task) => `${task.assignee.userName}:${task.status}`);
}

export function activeStep(state: InstanceState): string | null {
  return state.nodeRuns.find((r) => r.status === 'active')?.stepUuid ?? null;
}
