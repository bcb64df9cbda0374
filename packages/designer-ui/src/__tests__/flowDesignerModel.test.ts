import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkflowDefinition,
  getMyTodoList,
  getWorkflowCategories,
  getWorkflowConfig,
  saveForm,
  getFormTypes,
  saveWorkflowConfig,
  startInstance,
} from '@tessera/api';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  startTestServer,
  type TestServer,
} from '@tessera/test-utils';
import { flowDesignCalls } from '../model/flowDesignCalls.js';
import { createFlowDesignerModel, type FlowDesignerModel } from '../model/flowDesignerModel.js';

// The flow designer's model against the real server on loopback, as the demo administrator: a
// workflow made for the test (with a form of one number field) opens as the default graph; the
// checks go on their nodes; publish is refused until they are fixed, then saveconfig makes a
// version; an approver by role is compiled so the server gives every member of the role the
// task; a member without the workflow-design operation is refused by the server.

const app = { appId: DEMO.appId };
const account = { accountUrl: '' };
/** The seed's 审批人 role (李四 and 王五 hold it; server `DEMO_ORGANISATION.roles.approver`). */
const APPROVER_ROLE = { id: '7e55e7a0-000a-4000-8000-000000000003', name: '审批人' };

describe('flow designer model against the reference server', () => {
  let server: TestServer;
  const clients: Record<string, RequestClient> = {};
  const models: FlowDesignerModel[] = [];
  let workFlowId = '';

  const clientAs = async (key: string) => {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => {}, warning: () => {}, error: () => {} },
    });
  };
  const open = async (client: RequestClient, id = workFlowId) => {
    const model = createFlowDesignerModel({
      calls: flowDesignCalls(client, app, account),
      workFlowId: id,
    });
    models.push(model);
    await model.load();
    return model;
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    for (const key of ['admin', 'applicant', 'approver1', 'approver2']) {
      clients[key] = await clientAs(key);
    }
    const admin = clients.admin!;
    const [category] = await getWorkflowCategories(admin, app);
    const [formType] = await getFormTypes(admin, app);
    const workflow = await createWorkflowDefinition(admin, app, {
      displayName: '采购申请',
      category: category!.categoryId,
    });
    const form = await saveForm(admin, app, {
      name: '采购申请',
      formTypeId: formType!.id,
      fields: [{ uuid: 'amount', name: 'amount', label: '采购金额', type: 'number' }],
    });
    const config = await getWorkflowConfig(admin, app, workflow.id);
    await saveWorkflowConfig(admin, app, {
      id: workflow.id,
      jsonDetail: config.jsonDetail,
      formId: form.id,
    });
    workFlowId = workflow.id;
  });
  afterAll(async () => {
    for (const model of models) model.stop();
    await server?.close();
  });

  it('opens a new workflow as START 申请人 → END with its form fields and the app roles', async () => {
    const snap = (await open(clients.admin!)).getSnapshot();
    expect(snap.state).toBe('ready');
    expect(snap.displayName).toBe('采购申请');
    const start = snap.nodes[snap.root]!;
    expect(start).toMatchObject({ type: 'start', name: '申请人' });
    expect(snap.nodes[start.next as string]).toMatchObject({ type: 'end', name: '结束' });
    expect(snap.problems).toEqual({});
    expect(snap.fields.map((field) => field.label)).toEqual(['采购金额']);
    expect(snap.roles).toContainEqual({ roleId: APPROVER_ROLE.id, roleName: APPROVER_ROLE.name });
  });

  it('puts each check on its node and refuses to publish until they are fixed', async () => {
    const model = await open(clients.admin!);
    const key = model.addNode(model.getSnapshot().root, 'approver')!;
    expect(model.getSnapshot().selected).toBe(key);
    expect(model.getSnapshot().problems[key]).toEqual(['审批节点「审批人」未设置审批人']);
    expect(await model.publish()).toBe(false);
    expect(model.getSnapshot().toast).toEqual({
      ok: false,
      message: '还有 1 处需要完善，请先修改标红的节点',
    });
    const [lisi] = await model.searchUsers('李四');
    expect(lisi).toMatchObject({ userName: '李四' });
    model.setNode(key, 'assignee', { kind: 'users', users: [lisi] });
    expect(model.getSnapshot().problems).toEqual({});
    expect(model.getSnapshot().dirty).toBe(true);
    expect(await model.publish()).toBe(true);
    const published = model.getSnapshot();
    expect(published).toMatchObject({ dirty: false, toast: { ok: true } });
    expect(published.toast!.message).toBe(`流程已发布（版本 ${published.version}）`);

    // The server keeps the tree: a new designer opens it with the approver.
    const again = (await open(clients.admin!)).getSnapshot();
    const first = again.nodes[again.nodes[again.root]!.next as string]!;
    expect(first).toMatchObject({ type: 'approver', assignee: { kind: 'users', users: [lisi] } });
  });

  it('publishes an approver by role; the server gives every member of the role the task', async () => {
    const model = await open(clients.admin!);
    const approver = model.getSnapshot().nodes[model.getSnapshot().root]!.next as string;
    model.setNode(approver, 'name', '审批人角色审批');
    model.setNode(approver, 'assignee', { kind: 'roles', roleIds: [] });
    expect(model.getSnapshot().problems[approver]).toHaveLength(1);
    model.setNode(approver, 'assignee', { kind: 'roles', roleIds: [APPROVER_ROLE.id] });
    // 会签: every member of the role has the task at once.
    model.setNode(approver, 'mode', 'and');
    expect(model.getSnapshot().problems).toEqual({});
    expect(await model.publish()).toBe(true);

    const applicant = DEMO_USERS.find((each) => each.key === 'applicant')!;
    const started = await startInstance(
      clients.applicant!,
      { appId: DEMO.appId, subAppId: DEMO.pcSubAppId },
      {
        workFlowId,
        userId: applicant.id,
        userName: applicant.nickName,
        fieldDataList: [
          {
            FieldUuid: 'amount',
            FieldName: 'amount',
            FieldAlias: '采购金额',
            FieldType: 'number',
            FieldValue: 12,
          },
        ],
      },
    );
    const todoOf = async (key: string) =>
      (await getMyTodoList(clients[key]!, app)).items.filter(
        (item) => item.workflowInstanceId === started.workflowInstanceId,
      );
    for (const key of ['approver1', 'approver2']) {
      expect(await todoOf(key), key).toHaveLength(1);
    }
    expect(await todoOf('admin')).toHaveLength(0);
  });

  it('keeps the objects of unchanged nodes, so only the edited card redraws', async () => {
    const model = await open(clients.admin!);
    const root = model.getSnapshot().root;
    const a = model.addNode(root, 'approver')!;
    const b = model.addNode(a, 'cc')!;
    const before = model.getSnapshot().nodes;
    model.setNode(b, 'name', '抄送财务');
    const after = model.getSnapshot().nodes;
    expect(after[b]).not.toBe(before[b]);
    expect(after[a]).toBe(before[a]);
    expect(after[root]).toBe(before[root]);
  });

  it('undoes and redoes a command; zoom stays in its bounds', async () => {
    const model = await open(clients.admin!);
    const hasRoute = () => Object.values(model.getSnapshot().nodes).some((n) => n.type === 'route');
    model.addNode(model.getSnapshot().root, 'route');
    expect(hasRoute()).toBe(true);
    model.undo();
    expect(hasRoute()).toBe(false);
    expect(model.getSnapshot().canRedo).toBe(true);
    model.redo();
    expect(hasRoute()).toBe(true);
    for (let i = 0; i < 20; i += 1) model.zoomOut();
    expect(model.getSnapshot().zoom).toBe(0.5);
    model.zoomReset();
    model.zoomIn();
    expect(model.getSnapshot().zoom).toBe(1.1);
  });

  it('is refused by the server for a member without the workflow-design operation', async () => {
    const model = await open(clients.applicant!);
    expect(model.getSnapshot()).toMatchObject({ state: 'error', denied: true });
    expect(model.getSnapshot().error).toBeTruthy();
  });
});
