import { describe, expect, it } from 'vitest';
import { compileFlow, FlowValidationError, validateFlow } from '@tessera/workflow';
import {
  createFlowDocument,
  createHistory,
  DesignerError,
  flowCommands,
  flowParts,
  flowScope,
  readFlowJson,
  readFlowNode,
} from './index.js';

const ME = Symbol('me');

function ids() {
  let n = 0;
  return () => `n${++n}`;
}

function setup(jsonDetail: unknown = null) {
  const doc = createFlowDocument(jsonDetail);
  const commands = flowCommands(doc, { origin: ME, newId: ids() });
  const history = createHistory(doc, { origin: ME, scope: flowScope(doc), captureTimeout: 0 });
  return { doc, commands, history, tree: () => readFlowJson(doc) };
}

/** The keys of the main chain (START … END), a route written as `route[b1:…|b2:…]`. */
function outline(node: unknown): string {
  const parts: string[] = [];
  let at = node as Record<string, unknown> | null | undefined;
  while (at) {
    if (at.type === 'route') {
      const branches = (at.branches as Record<string, unknown>[]).map(
        (b) => `${String(b.name)}:${outline(b.next)}`,
      );
      parts.push(`${String(at.name)}[${branches.join('|')}]`);
    } else parts.push(String(at.name));
    at = at.next as Record<string, unknown> | null | undefined;
  }
  return parts.join('>');
}

const SEEDED = {
  key: 'start',
  type: 'start',
  name: '申请人',
  requireDepartment: true,
  next: {
    key: 'supervisor',
    type: 'approver',
    name: '部门主管审批',
    assignee: { kind: 'supervisor', level: 1 },
    next: {
      key: 'r',
      type: 'route',
      name: '金额',
      branches: [
        {
          key: 'b1',
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
            key: 'boss',
            type: 'approver',
            name: '总经理',
            assignee: { kind: 'users', users: [{ userId: 'u1', userName: '张三' }] },
            mode: 'or',
            next: null,
          },
        },
        { key: 'b2', name: '其他情况', isDefault: true },
      ],
      next: { key: 'end', type: 'end', name: '结束' },
    },
  },
};

describe('createFlowDocument', () => {
  it('reads back the tree it was made from', () => {
    expect(readFlowJson(createFlowDocument(SEEDED))).toEqual(SEEDED);
  });

  it('shows the default START 申请人 → END graph for an empty jsonDetail', () => {
    for (const empty of [null, undefined, '', '{}', {}]) {
      const tree = readFlowJson(createFlowDocument(empty));
      expect(outline(tree)).toBe('申请人>结束');
      expect(validateFlow(tree)).toEqual([]);
    }
  });

  it('refuses a key used twice', () => {
    const twice = {
      key: 'a',
      type: 'start',
      name: '申请人',
      next: { key: 'a', type: 'end', name: '结束' },
    };
    expect(() => createFlowDocument(twice)).toThrow('节点标识重复：a');
  });
});

describe('flowCommands', () => {
  it('adds an approver, a CC and a condition branch between START and END', () => {
    const { commands, tree } = setup();
    const approver = commands.addNode('start', 'approver');
    commands.addNode(approver, 'cc');
    const route = commands.addNode(approver, 'route');
    expect(outline(tree())).toBe('申请人>审批人>条件分支[条件1:|其他情况:]>抄送人>结束');
    const branch = commands.addBranch(route);
    commands.addNode(branch, 'approver');
    expect(outline(tree())).toBe(
      '申请人>审批人>条件分支[条件1:|条件2:审批人|其他情况:]>抄送人>结束',
    );
  });

  it('moves a node up and down its chain, not past START or END', () => {
    const { commands, tree } = setup();
    const a = commands.addNode('start', 'approver');
    const c = commands.addNode(a, 'cc');
    commands.moveNode(c, -1);
    expect(outline(tree())).toBe('申请人>抄送人>审批人>结束');
    commands.moveNode(c, -1);
    expect(outline(tree())).toBe('申请人>抄送人>审批人>结束');
    commands.moveNode(a, 1);
    expect(outline(tree())).toBe('申请人>抄送人>审批人>结束');
    commands.moveNode(c, 1);
    expect(outline(tree())).toBe('申请人>审批人>抄送人>结束');
  });

  it('puts a condition branch at a priority; the others keep their order, the default stays last', () => {
    const { commands, tree } = setup();
    const route = commands.addNode('start', 'route');
    const second = commands.addBranch(route);
    const third = commands.addBranch(route);
    expect(outline(tree())).toBe('申请人>条件分支[条件1:|条件2:|条件3:|其他情况:]>结束');
    commands.placeBranch(third, 1);
    expect(outline(tree())).toBe('申请人>条件分支[条件3:|条件1:|条件2:|其他情况:]>结束');
    commands.placeBranch(second, 2);
    expect(outline(tree())).toBe('申请人>条件分支[条件3:|条件2:|条件1:|其他情况:]>结束');
    commands.placeBranch(third, 99);
    expect(outline(tree())).toBe('申请人>条件分支[条件2:|条件1:|条件3:|其他情况:]>结束');
    commands.placeBranch(second, 0);
    expect(outline(tree())).toBe('申请人>条件分支[条件2:|条件1:|条件3:|其他情况:]>结束');
  });

  it('removes a route with its branches; removing one of two branches keeps the other steps', () => {
    const { commands, tree, doc } = setup();
    const route = commands.addNode('start', 'route');
    const [first, other] = readFlowNode(flowParts(doc), route).branches as string[];
    commands.addNode(first!, 'approver');
    commands.addNode(other!, 'cc');
    commands.removeBranch(first!);
    expect(outline(tree())).toBe('申请人>抄送人>结束');
    const again = commands.addNode('start', 'route');
    commands.addNode((readFlowNode(flowParts(doc), again).branches as string[])[0]!, 'approver');
    commands.removeNode(again);
    expect(outline(tree())).toBe('申请人>抄送人>结束');
    expect(flowParts(doc).nodes.size).toBe(3); // START, the CC, END: nothing left behind
  });

  it('refuses to remove START, END or the default branch', () => {
    const { commands, doc } = setup();
    const route = commands.addNode('start', 'route');
    const other = (readFlowNode(flowParts(doc), route).branches as string[])[1]!;
    expect(() => commands.removeNode('start')).toThrow(DesignerError);
    expect(() => commands.removeNode('end')).toThrow('开始和结束节点不能删除');
    expect(() => commands.removeBranch(other)).toThrow('默认分支不能删除');
    expect(() => commands.setNode(route, 'next', null)).toThrow(DesignerError);
  });
});

describe('compiling designed trees', () => {
  it('compiles every shape: chains, routes in routes, empty branches', () => {
    const { commands, tree, doc } = setup();
    const a = commands.addNode('start', 'approver');
    commands.setNode(a, 'assignee', { kind: 'supervisor', level: 1 });
    const cc = commands.addNode(a, 'cc');
    commands.setNode(cc, 'recipients', { kind: 'applicant' });
    const route = commands.addNode(a, 'route');
    const second = commands.addBranch(route);
    const inner = commands.addNode(second, 'route');
    const deep = commands.addNode(
      (readFlowNode(flowParts(doc), inner).branches as string[])[0]!,
      'approver',
    );
    commands.setNode(deep, 'assignee', { kind: 'multiLevelSupervisor', levels: 2 });
    const condition = [
      {
        leftExp: { source: 'field', dsId: 'form', name: 'days' },
        action: 'gt',
        rightExp: { source: 'const', value: 3 },
        fieldType: 'Number',
      },
    ];
    for (const [key, map] of flowParts(doc).nodes.entries()) {
      if (!map.has('type') && map.get('isDefault') !== true)
        commands.setNode(key, 'condition', condition);
    }
    const { jsonData } = compileFlow(tree());
    expect(jsonData.steps.map((s) => s.type)).toEqual([
      'start',
      'approver',
      'route',
      'route',
      'approver',
      'cc',
      'end',
    ]);
    const outer = jsonData.steps.find((s) => s.stepUuid === route);
    // Empty branches go straight to the join (the CC); the nested route joins there too.
    expect(outer).toMatchObject({
      branches: [{ next: cc }, { next: inner }, { next: cc, isDefault: true }],
    });
  });

  it('names a refused tree on the right node, in Chinese', () => {
    const { commands, tree } = setup();
    const a = commands.addNode('start', 'approver');
    const route = commands.addNode(a, 'route');
    commands.setNode(a, 'name', '财务审批');
    const problems = validateFlow(tree());
    expect(problems).toEqual([
      { key: a, code: 'invalid-assignee', message: '审批节点「财务审批」未设置审批人' },
      { key: expect.any(String), code: 'invalid-condition', message: '分支「条件1」未设置条件' },
    ]);
    expect(() => compileFlow(tree())).toThrow(FlowValidationError);
    commands.removeNode(route);
    commands.setNode(a, 'assignee', { kind: 'applicant' });
    expect(validateFlow(tree())).toEqual([]);
  });
});
