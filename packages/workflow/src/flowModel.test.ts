import { describe, expect, it } from 'vitest';
import { compileFlow, flowStepOperators } from './compileFlow.js';
import { createDefaultFlow, normalizeJsonDetail } from './defaultFlow.js';
import { FlowValidationError } from './FlowValidationError.js';
import type { ApproverNode, RouteNode, StartNode } from './flowTypes.js';
import { validateFlow } from './validateFlow.js';
import { leaveTree } from './__tests__/fixtures.js';

describe('default graph', () => {
  it.each([null, undefined, '', '  ', '{}', '[]', {}, []])(
    'resets an empty jsonDetail (%j) to START 申请人 → END',
    (empty) => {
      expect(normalizeJsonDetail(empty)).toEqual(createDefaultFlow());
    },
  );

  it('parses JSON text and refuses text that is not JSON', () => {
    expect(normalizeJsonDetail(JSON.stringify(leaveTree()))).toEqual(leaveTree());
    expect(() => normalizeJsonDetail('{oops')).toThrow(FlowValidationError);
    expect(() => normalizeJsonDetail('{oops')).toThrow('流程配置不是有效的 JSON');
  });

  it('compiles the default graph to START → END with the applicant operations', () => {
    const { jsonDetail, jsonData, flowStepOperatorList } = compileFlow(null);
    expect(jsonDetail).toEqual(createDefaultFlow());
    expect(jsonData).toEqual({
      schemaVersion: 1,
      startStepUuid: 'start',
      steps: [
        {
          stepUuid: 'start',
          type: 'start',
          name: '申请人',
          next: 'end',
          operations: ['WITHDRAW', 'CANCEL', 'URGE'],
          requireDepartment: false,
        },
        { stepUuid: 'end', type: 'end', name: '结束', next: null },
      ],
    });
    expect(flowStepOperatorList).toEqual([
      {
        stepUuid: 'start',
        stepName: '申请人',
        stepType: 'start',
        operations: ['WITHDRAW', 'CANCEL', 'URGE'],
      },
    ]);
  });
});

describe('compileFlow', () => {
  it('lists steps in tree order, links successors and joins branches after the route', () => {
    const { jsonData } = compileFlow(leaveTree());
    expect(jsonData.steps.map((s) => s.stepUuid)).toEqual([
      'start',
      'a1',
      'r1',
      'a2',
      'a3',
      'cc1',
      'end',
    ]);
    const next = Object.fromEntries(
      jsonData.steps.map((s) => [
        s.stepUuid,
        s.type === 'route' ? s.branches.map((b) => b.next) : s.next,
      ]),
    );
    expect(next).toEqual({
      start: 'a1',
      a1: 'r1',
      r1: ['a2', 'a3'],
      a2: 'cc1',
      a3: 'cc1',
      cc1: 'end',
      end: null,
    });
  });

  it('fills every default of an approver step', () => {
    const a1 = compileFlow(leaveTree()).jsonData.steps[1];
    expect(a1).toEqual({
      stepUuid: 'a1',
      type: 'approver',
      name: '部门主管',
      next: 'r1',
      assignee: { kind: 'supervisor', level: 1 },
      mode: 'sequential',
      operations: ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'],
      emptyApprover: 'admin',
      fieldPermissions: {},
    });
  });

  it('keeps operations in button order without repeats, and an empty branch goes to the join', () => {
    const tree = leaveTree();
    const a1 = tree.next as ApproverNode;
    a1.operations = ['TRANSFER', 'PASS', 'PASS'];
    ((a1.next as RouteNode).branches[1] as { next: unknown }).next = null;
    const { jsonData, flowStepOperatorList } = compileFlow(tree);
    expect(flowStepOperatorList.map((row) => row.operations)).toEqual([
      ['WITHDRAW', 'CANCEL', 'URGE'],
      ['PASS', 'TRANSFER'],
      ['PASS', 'NOT_PASS', 'BACK', 'TRANSFER', 'ADD_SIGN', 'CC'],
    ]);
    const route = jsonData.steps.find((s) => s.type === 'route');
    expect(route?.type === 'route' && route.branches.map((b) => b.next)).toEqual(['a2', 'cc1']);
    expect(flowStepOperators(jsonData)).toEqual(flowStepOperatorList);
  });

  it('does not share objects with the tree', () => {
    const tree = leaveTree();
    const { jsonData } = compileFlow(tree);
    (((tree.next as ApproverNode).assignee as { level: number }).level as number) = 5;
    expect(jsonData.steps[1]).toMatchObject({ assignee: { level: 1 } });
  });

  it('throws FlowValidationError listing every problem', () => {
    const tree = leaveTree();
    (tree.next as ApproverNode).mode = 'x' as never;
    (tree.next as ApproverNode).name = '';
    try {
      compileFlow(tree);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FlowValidationError);
      expect((error as FlowValidationError).problems.map((p) => p.code)).toEqual([
        'missing-name',
        'invalid-mode',
      ]);
      expect((error as FlowValidationError).message).toBe(
        '节点「a1」缺少名称；审批节点「a1」的审批方式无效',
      );
    }
  });
});

type Mutation = (tree: StartNode) => unknown;
const a1 = (tree: StartNode) => tree.next as ApproverNode;
const route = (tree: StartNode) => a1(tree).next as RouteNode;

describe('validateFlow', () => {
  it('accepts the default graph and the leave flow', () => {
    expect(validateFlow(createDefaultFlow())).toEqual([]);
    expect(validateFlow(leaveTree())).toEqual([]);
  });

  const cases: [string, Mutation, string, string][] = [
    [
      'a root that is not START',
      () => ({ key: 'x', type: 'end', name: '结束' }),
      'invalid-root',
      '流程必须以发起人节点开始',
    ],
    ['a root that is not an object', () => 'start', 'invalid-root', '流程必须以发起人节点开始'],
    ['no END', (t) => ({ ...t, next: null }), 'missing-end', '流程必须以结束节点结束'],
    [
      'END inside a branch',
      (t) => {
        route(t).branches[1]!.next = { key: 'e2', type: 'end', name: '结束' };
        return t;
      },
      'end-not-last',
      '结束节点只能位于主流程末尾',
    ],
    [
      'a node after END',
      (t) => {
        const e = route(t).next as { next: { next: unknown } };
        e.next.next = { key: 'z', type: 'cc', name: 'z', recipients: { kind: 'applicant' } };
        return t;
      },
      'end-not-last',
      '结束节点只能位于主流程末尾',
    ],
    [
      'a second START',
      (t) => {
        a1(t).next = { key: 's2', type: 'start', name: '申请人', next: a1(t).next } as never;
        return t;
      },
      'start-not-root',
      '发起人节点只能位于流程开头',
    ],
    [
      'an unknown type',
      (t) => {
        (a1(t) as { type: string }).type = 'timer';
        return t;
      },
      'unknown-type',
      '未知的节点类型：timer',
    ],
    [
      'a node that is not an object',
      (t) => {
        a1(t).next = 3 as never;
        return t;
      },
      'invalid-node',
      '节点格式不正确',
    ],
    [
      'a missing key',
      (t) => {
        a1(t).key = '';
        return t;
      },
      'missing-key',
      '节点缺少标识',
    ],
    [
      'a duplicate key',
      (t) => {
        a1(t).key = 'start';
        return t;
      },
      'duplicate-key',
      '节点标识重复：start',
    ],
    [
      'a missing name',
      (t) => {
        a1(t).name = ' ';
        return t;
      },
      'missing-name',
      '节点「a1」缺少名称',
    ],
    [
      'an approver without assignee',
      (t) => {
        delete (a1(t) as Partial<ApproverNode>).assignee;
        return t;
      },
      'invalid-assignee',
      '审批节点「部门主管」未设置审批人',
    ],
    [
      'members without users',
      (t) => {
        a1(t).assignee = { kind: 'users', users: [] };
        return t;
      },
      'invalid-assignee',
      '审批节点「部门主管」未设置审批人',
    ],
    [
      'a malformed member',
      (t) => {
        a1(t).assignee = { kind: 'users', users: [{ userId: '' } as never] };
        return t;
      },
      'invalid-assignee',
      '节点「部门主管」的人员设置无效',
    ],
    [
      'roles without ids',
      (t) => {
        a1(t).assignee = { kind: 'roles', roleIds: [] };
        return t;
      },
      'invalid-assignee',
      '审批节点「部门主管」未设置审批人',
    ],
    [
      'supervisor level 0',
      (t) => {
        a1(t).assignee = { kind: 'supervisor', level: 0 };
        return t;
      },
      'invalid-assignee',
      '节点「部门主管」的主管层级必须是 1 到 20 的整数',
    ],
    [
      'multi-level 21',
      (t) => {
        a1(t).assignee = { kind: 'multiLevelSupervisor', levels: 21 };
        return t;
      },
      'invalid-assignee',
      '节点「部门主管」的主管层级必须是 1 到 20 的整数',
    ],
    [
      'an unknown assignee kind',
      (t) => {
        a1(t).assignee = { kind: 'robot' } as never;
        return t;
      },
      'invalid-assignee',
      '节点「部门主管」的人员设置无效',
    ],
    [
      'an unknown mode',
      (t) => {
        a1(t).mode = 'vote' as never;
        return t;
      },
      'invalid-mode',
      '审批节点「部门主管」的审批方式无效',
    ],
    [
      'an unknown operation',
      (t) => {
        a1(t).operations = ['PASS', 'JUMP' as never];
        return t;
      },
      'invalid-operations',
      '节点「部门主管」的操作设置无效',
    ],
    [
      'operations without PASS',
      (t) => {
        a1(t).operations = ['NOT_PASS'];
        return t;
      },
      'invalid-operations',
      '审批节点「部门主管」必须允许通过',
    ],
    [
      'an unknown empty-approver action',
      (t) => {
        a1(t).emptyApprover = 'skip' as never;
        return t;
      },
      'invalid-setting',
      '审批节点「部门主管」的审批人为空时处理方式无效',
    ],
    [
      'an unknown field permission',
      (t) => {
        a1(t).fieldPermissions = { f: 'edit' as never };
        return t;
      },
      'invalid-setting',
      '审批节点「部门主管」的字段权限无效',
    ],
    [
      'an applicant operation on START that is not one',
      (t) => {
        t.operations = ['PASS' as never];
        return t;
      },
      'invalid-operations',
      '节点「申请人」的操作设置无效',
    ],
    [
      'requireDepartment not boolean',
      (t) => {
        t.requireDepartment = 'yes' as never;
        return t;
      },
      'invalid-setting',
      '节点「申请人」的部门设置无效',
    ],
    [
      'a CC without recipients',
      (t) => {
        const cc = route(t).next as { recipients: unknown };
        cc.recipients = { kind: 'users', users: [] };
        return t;
      },
      'invalid-assignee',
      '抄送节点「抄送」未设置抄送人',
    ],
    [
      'a route with one branch',
      (t) => {
        route(t).branches.splice(0, 1);
        return t;
      },
      'invalid-route',
      '条件分支「金额」至少需要两个分支',
    ],
    [
      'a route without default',
      (t) => {
        route(t).branches[1]!.isDefault = false;
        route(t).branches[1]!.condition = route(t).branches[0]!.condition ?? null;
        return t;
      },
      'invalid-route',
      '条件分支「金额」必须有且只有一个默认分支',
    ],
    [
      'a route with two defaults',
      (t) => {
        route(t).branches[0]!.isDefault = true;
        return t;
      },
      'invalid-route',
      '条件分支「金额」必须有且只有一个默认分支',
    ],
    [
      'a branch without condition',
      (t) => {
        route(t).branches[0]!.condition = [];
        return t;
      },
      'invalid-condition',
      '分支「大额」未设置条件',
    ],
    [
      'a branch with a malformed condition set',
      (t) => {
        route(t).branches[0]!.condition = 'amount > 1' as never;
        return t;
      },
      'invalid-condition',
      '分支「大额」的条件有误：格式不正确',
    ],
    [
      'a branch with an inapplicable operator',
      (t) => {
        (route(t).branches[0]!.condition as unknown as { action: string }[])[0]!.action =
          'contains';
        return t;
      },
      'invalid-condition',
      '分支「大额」的条件有误：第1个条件 operator contains does not apply to field type Number',
    ],
  ];

  it.each(cases)('reports %s', (_name, mutate, code, message) => {
    const problems = validateFlow(mutate(leaveTree()));
    expect(problems).toContainEqual(expect.objectContaining({ code, message }));
  });

  it('walks a long chain without exhausting the stack', () => {
    const tree: StartNode = { key: 'start', type: 'start', name: '申请人' };
    let tail: { next?: unknown } = tree;
    for (let i = 0; i < 20_000; i += 1) {
      const node: { next?: unknown; [field: string]: unknown } = {
        key: `c${i}`,
        type: 'cc',
        name: `抄送${i}`,
        recipients: { kind: 'applicant' },
      };
      tail.next = node;
      tail = node;
    }
    tail.next = { key: 'end', type: 'end', name: '结束' };
    expect(validateFlow(tree)).toEqual([]);
    expect(compileFlow(tree).jsonData.steps).toHaveLength(20_002);
  });
});
