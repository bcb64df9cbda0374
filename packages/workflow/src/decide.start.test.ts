import { describe, expect, it } from 'vitest';
import type { Actor, StartCommand } from './commandTypes.js';
import { decide } from './decide.js';
import type { ApproverNode, StartNode } from './flowTypes.js';
import {
  accepted,
  activeStep,
  compiled,
  expectRefused,
  leaveTree,
  ref,
  startCommand,
  started,
  T0,
  taskStatuses,
  U,
} from './__tests__/fixtures.js';

describe('decide: start', () => {
  it('starts: snapshots the form, plans the route and opens the first approver step', async () => {
    const decision = decide(null, await startCommand({ amount: 5000 }), U.applicant, T0);
    const state = accepted(decision);
    expect(state).toMatchObject({
      workflowInstanceId: 'wi-1',
      workFlowId: 'wf-leave',
      flowVersion: 1,
      processStatus: 'running',
      applicant: ref(U.applicant),
      startedBy: ref(U.applicant),
      departmentId: 'd1',
      formDataId: 'fd-1',
      startedAt: T0,
      finishedAt: null,
      plan: ['start', 'a1', 'a2', 'cc1', 'end'],
      passedSteps: [],
      version: 1,
    });
    expect(state.nodeRuns.map((r) => [r.id, r.stepUuid, r.status])).toEqual([
      ['wi-1:n1', 'start', 'passed'],
      ['wi-1:n2', 'a1', 'active'],
    ]);
    expect(taskStatuses(state, 'a1')).toEqual(['李四:pending']);
    expect(decision.ok && decision.events.map((e) => e.kind)).toEqual(['APPLY']);
    expect(decision.ok && decision.notifications).toEqual([
      { kind: 'todo', userId: 'u1', workflowInstanceId: 'wi-1', taskId: 'wi-1:t1' },
    ]);
  });

  it('start by user: an administrator starts for the applicant, who owns the instance', async () => {
    const command = { ...(await startCommand()), type: 'startByUser' as const };
    const state = accepted(decide(null, command, U.admin, T0));
    expect(state.applicant).toEqual(ref(U.applicant));
    expect(state.startedBy).toEqual(ref(U.admin));
    expect(state.log[0]?.actor).toEqual(ref(U.admin));
  });

  it('a flow without approvers (the default graph) is approved at once', async () => {
    const state = await started({ tree: null, departmentId: null });
    expect(state.processStatus).toBe('approved');
    expect(state.finishedAt).toBe(T0);
    expect(state.tasks).toEqual([]);
  });

  it('a CC step copies its recipients and moves on', async () => {
    const tree: StartNode = {
      key: 'start',
      type: 'start',
      name: '申请人',
      next: {
        key: 'cc0',
        type: 'cc',
        name: '抄送',
        recipients: { kind: 'users', users: [ref(U.cc), ref(U.sun)] },
        next: { key: 'end', type: 'end', name: '结束' },
      },
    };
    const state = await started({ tree });
    expect(state.processStatus).toBe('approved');
    expect(state.ccs.map((cc) => [cc.user.userName, cc.via, cc.readAt])).toEqual([
      ['周八', 'node', null],
      ['孙七', 'node', null],
    ]);
  });

  it('an empty approver step set to autoPass is skipped', async () => {
    const tree = leaveTree();
    Object.assign(tree.next as ApproverNode, {
      assignee: { kind: 'supervisor', level: 3 },
      emptyApprover: 'autoPass',
    });
    const state = await started({ tree });
    expect(state.nodeRuns.map((r) => [r.stepUuid, r.status])).toEqual([
      ['start', 'passed'],
      ['a1', 'skipped'],
      ['a3', 'active'],
    ]);
    expect(taskStatuses(state, 'a3')).toEqual(['赵六:pending', '孙七:pending']);
  });

  const blocked = (): StartNode => {
    const tree = leaveTree();
    Object.assign(tree.next as ApproverNode, {
      assignee: { kind: 'supervisor', level: 3 },
      emptyApprover: 'block',
    });
    return tree;
  };
  const choice = (candidates?: { userId: string; userName: string }[]): StartNode => {
    const tree = leaveTree();
    (tree.next as ApproverNode).assignee = { kind: 'applicantChoice', candidates };
    return tree;
  };

  const refusals: [string, () => Promise<[StartCommand, Actor | null]>, string, string][] = [
    ['an anonymous caller', async () => [await startCommand(), null], 'not-signed-in', '请先登录'],
    [
      'someone else as applicant',
      async () => [await startCommand(), U.wang],
      'forbidden',
      '只能以本人身份发起审批',
    ],
    [
      'start by user by a non-administrator',
      async () => [{ ...(await startCommand()), type: 'startByUser' } as never, U.wang],
      'forbidden',
      '没有代他人发起审批的权限',
    ],
    [
      'a disabled workflow',
      async () => [await startCommand({ enabled: false }), U.applicant],
      'workflow-disabled',
      '该审批流程已停用',
    ],
    [
      'no department when the flow requires one',
      async () => [await startCommand({ departmentId: null }), U.applicant],
      'invalid',
      '请选择部门',
    ],
    [
      'a department that is not the applicant’s',
      async () => [await startCommand({ departmentId: 'd9' }), U.applicant],
      'invalid',
      '所选部门不属于申请人',
    ],
    [
      'an empty step set to block',
      async () => [await startCommand({ tree: blocked() }), U.applicant],
      'invalid',
      '审批节点「部门主管」没有审批人',
    ],
    [
      'an applicant choice not made',
      async () => [await startCommand({ tree: choice() }), U.applicant],
      'invalid',
      '请选择「部门主管」的审批人',
    ],
    [
      'an applicant choice outside the candidates',
      async () => [
        await startCommand({ tree: choice([ref(U.sun)]), chosen: { a1: [ref(U.wang)] } }),
        U.applicant,
      ],
      'invalid',
      '「部门主管」的审批人不在可选范围内',
    ],
    [
      'a snapshot without a step of the path',
      async () => {
        const command = await startCommand();
        delete command.assignees.steps.a3;
        return [command, U.applicant];
      },
      'invalid',
      '审批节点「行政或签」的人员未解析',
    ],
    [
      'a malformed field list',
      async () => [{ ...(await startCommand()), fieldDataList: 'x' as never }, U.applicant],
      'invalid',
      '表单数据格式不正确',
    ],
    [
      'a missing instance id',
      async () => [{ ...(await startCommand()), workflowInstanceId: '' }, U.applicant],
      'invalid',
      '缺少审批实例标识',
    ],
    [
      'a jsonData that is not a flow',
      async () => {
        const command = await startCommand();
        command.workflow.jsonData = { schemaVersion: 1 } as never;
        return [command, U.applicant];
      },
      'invalid',
      '流程配置不正确',
    ],
  ];

  it.each(refusals)('refuses %s', async (_name, make, code, message) => {
    const [command, actor] = await make();
    expectRefused(decide(null, command, actor, T0), code, message);
  });

  it('an applicant choice inside the candidates starts', async () => {
    const state = await started({ tree: choice([ref(U.sun)]), chosen: { a1: [ref(U.sun)] } });
    expect(taskStatuses(state, 'a1')).toEqual(['孙七:pending']);
  });

  it('refuses a second start of the same instance, and commands on no instance', async () => {
    const state = await started();
    expectRefused(
      decide(state, await startCommand(), U.applicant, T0),
      'conflict',
      '审批实例已存在',
    );
    expectRefused(decide(null, { type: 'urge' }, U.applicant, T0), 'not-found', '审批实例不存在');
  });

  it('the flow is the version started on: a later compile does not reach the instance', async () => {
    const command = await startCommand();
    const state = accepted(decide(null, command, U.applicant, T0));
    command.workflow.jsonData.steps[1]!.name = '改名';
    expect(state.flow).toEqual(compiled());
    expect(activeStep(state)).toBe('a1');
  });
});
