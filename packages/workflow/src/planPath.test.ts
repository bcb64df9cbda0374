import type { SingleCondition } from '@tessera/conditions';
import { describe, expect, it } from 'vitest';
import type { RouteNode, ApproverNode } from './flowTypes.js';
import { createFormResolver, planPath } from './planPath.js';
import { compiled, fields, leaveTree, ref, U } from './__tests__/fixtures.js';

const context = (amount: unknown, extra: Partial<{ departmentId: string }> = {}) => ({
  applicant: ref(U.applicant),
  fieldDataList: fields(amount),
  ...extra,
});

describe('planPath', () => {
  it.each([
    [5000, ['start', 'a1', 'a2', 'cc1', 'end']],
    ['1500', ['start', 'a1', 'a2', 'cc1', 'end']],
    [1000, ['start', 'a1', 'a3', 'cc1', 'end']],
    [500, ['start', 'a1', 'a3', 'cc1', 'end']],
    // spec 1 §5: a missing value makes the condition false → the default branch.
    [undefined, ['start', 'a1', 'a3', 'cc1', 'end']],
    ['', ['start', 'a1', 'a3', 'cc1', 'end']],
  ])('amount %j takes %j', (amount, path) => {
    expect(planPath(compiled(), context(amount)).map((step) => step.stepUuid)).toEqual(path);
  });

  it('takes the first branch that holds, in order, before the default', () => {
    const tree = leaveTree();
    const route = (tree.next as ApproverNode).next as RouteNode;
    const always: SingleCondition = {
      leftExp: { source: 'user', name: 'userId' },
      action: 'eq',
      rightExp: { source: 'const', value: U.applicant.userId },
    };
    route.branches.splice(1, 0, {
      key: 'mine',
      name: '本人',
      condition: [always],
      next: { key: 'a4', type: 'approver', name: '本人审批', assignee: { kind: 'applicant' } },
    });
    const flow = compiled(tree);
    expect(planPath(flow, context(5000)).map((s) => s.stepUuid)).toContain('a2');
    expect(planPath(flow, context(10)).map((s) => s.stepUuid)).toContain('a4');
  });

  it('can start from a given step', () => {
    expect(planPath(compiled(), context(10), 'a3').map((s) => s.stepUuid)).toEqual([
      'a3',
      'cc1',
      'end',
    ]);
  });
});

describe('createFormResolver', () => {
  const resolve = createFormResolver(context(88, { departmentId: 'd2' }));

  it.each([
    [{ source: 'field', dsId: 'form', name: 'amount' }, 88],
    [{ source: 'field', dsId: 'anything', name: 'f-amount' }, 88],
    [{ source: 'variable', name: '事由' }, '休假'],
    [{ source: 'variable', name: 'nope' }, undefined],
    [{ source: 'user', name: 'userId' }, 'u0'],
    [{ source: 'user', name: 'userName' }, '张三'],
    [{ source: 'user', name: 'departmentId' }, 'd2'],
    [{ source: 'user', name: 'roles' }, undefined],
  ] as const)('reads %j as %j', (expression, value) => {
    expect(resolve(expression)).toEqual(value);
  });
});
