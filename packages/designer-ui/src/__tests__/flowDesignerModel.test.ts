import { describe, expect, it } from 'vitest';
import type { FormFieldDefinition } from '@tessera/protocol';
import { createFlowDesignerModel, type FlowDesignCalls } from '../model/flowDesignerModel.js';

// The flow designer's model over an in-memory port (the e2e drives the same model against the
// real server): the default graph, the checks by node, publish, the stable node objects.

const FIELDS: FormFieldDefinition[] = [
  { uuid: 'days', name: 'days', label: '请假天数', type: 'input-number' },
];

function fakeCalls(jsonDetail: unknown = null) {
  const saved: unknown[] = [];
  const calls: FlowDesignCalls = {
    config: async () => ({ displayName: '请假申请', formId: 'f1', version: null, jsonDetail }),
    formFields: async () => FIELDS,
    saveConfig: async (body) => {
      saved.push(body);
      return { version: saved.length };
    },
    searchUsers: async () => [{ userId: 'u1', userName: '李四' }],
  };
  return { calls, saved };
}

async function opened(jsonDetail: unknown = null) {
  const { calls, saved } = fakeCalls(jsonDetail);
  let n = 0;
  const model = createFlowDesignerModel({ calls, workFlowId: 'w1', newId: () => `k${++n}` });
  await model.load();
  return { model, saved };
}

describe('flow designer model', () => {
  it('shows the default START 申请人 → END graph for an empty jsonDetail', async () => {
    const { model } = await opened('');
    const snap = model.getSnapshot();
    expect(snap.state).toBe('ready');
    expect(snap.nodes[snap.root]).toMatchObject({ type: 'start', name: '申请人', next: 'end' });
    expect(snap.nodes.end).toMatchObject({ type: 'end', name: '结束' });
    expect(snap.problems).toEqual({});
    expect(snap.fields).toEqual(FIELDS);
  });

  it('puts each check on its node and refuses to publish until they are fixed', async () => {
    const { model, saved } = await opened();
    const key = model.addNode('start', 'approver')!;
    expect(model.getSnapshot().selected).toBe(key);
    expect(model.getSnapshot().problems[key]).toEqual(['审批节点「审批人」未设置审批人']);
    expect(await model.publish()).toBe(false);
    expect(model.getSnapshot().toast).toEqual({
      ok: false,
      message: '还有 1 处需要完善，请先修改标红的节点',
    });
    model.setNode(key, 'assignee', { kind: 'users', users: [{ userId: 'u1', userName: '李四' }] });
    expect(model.getSnapshot().problems).toEqual({});
    expect(model.getSnapshot().dirty).toBe(true);
    expect(await model.publish()).toBe(true);
    expect(saved).toHaveLength(1);
    expect(model.getSnapshot()).toMatchObject({
      dirty: false,
      version: 1,
      toast: { ok: true, message: '流程已发布（版本 1）' },
    });
  });

  it('keeps the objects of unchanged nodes, so only the edited card redraws', async () => {
    const { model } = await opened();
    const a = model.addNode('start', 'approver')!;
    const b = model.addNode(a, 'cc')!;
    const before = model.getSnapshot().nodes;
    model.setNode(b, 'name', '抄送财务');
    const after = model.getSnapshot().nodes;
    expect(after[b]).not.toBe(before[b]);
    expect(after[a]).toBe(before[a]);
    expect(after.start).toBe(before.start);
    expect(model.getSnapshot().problems[a]).toBe(model.getSnapshot().problems[a]);
  });

  it('undoes and redoes a command; zoom stays in its bounds', async () => {
    const { model } = await opened();
    model.addNode('start', 'route');
    expect(Object.values(model.getSnapshot().nodes).some((n) => n.type === 'route')).toBe(true);
    model.undo();
    expect(Object.values(model.getSnapshot().nodes).some((n) => n.type === 'route')).toBe(false);
    expect(model.getSnapshot().canRedo).toBe(true);
    model.redo();
    expect(Object.values(model.getSnapshot().nodes).some((n) => n.type === 'route')).toBe(true);
    for (let i = 0; i < 20; i += 1) model.zoomOut();
    expect(model.getSnapshot().zoom).toBe(0.5);
    model.zoomReset();
    model.zoomIn();
    expect(model.getSnapshot().zoom).toBe(1.1);
  });

  it('reports a refused load as denied when the server answers 403', async () => {
    const calls: FlowDesignCalls = {
      ...fakeCalls().calls,
      config: async () => {
        throw Object.assign(new Error('没有权限'), { status: 403 });
      },
    };
    const model = createFlowDesignerModel({ calls, workFlowId: 'w1' });
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ state: 'error', denied: true, error: '没有权限' });
  });
});
