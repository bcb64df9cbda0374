import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  DEMO,
  DEMO_ORGANISATION,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  DEMO_WORKFLOWS,
  startTestServer,
} from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  completeTask,
  contentChangedUrl,
  createContentChangedClient,
  getMyTodoList,
  startInstance,
  subscribeNotificationsChanged,
  type ContentChangedClient,
} from '@tessera/api';
import { createApprovalListModel } from '../approval/approvalListModel.js';
import { until } from './until.js';

// 李四's approval lists in Node against the real server on loopback (PGlite; PostgreSQL too
// with DATABASE_URL), live over the graphql-ws socket: the 待办 count and the todo rows follow
// 张三's application and 王五's approval without a reload.

const app = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId };
const person = (key: string) => DEMO_USERS.find((each) => each.key === key)!;
const zhang = person('applicant');
const lisi = person('approver1');
const wangwu = person('approver2');

describe('the approval lists’ live 待办 count against the reference server', () => {
  let server: TestServer;
  const clients = new Map<string, RequestClient>();
  let socket: ContentChangedClient;

  const clientOf = (accessToken: string) =>
    createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
  const as = (user: { id: string }) => clients.get(user.id)!;
  const approve = async (user: { id: string }, instanceId: string) => {
    const todo = await getMyTodoList(as(user), app);
    const task = todo.items.find((item) => item.workflowInstanceId === instanceId)!;
    await completeTask(as(user), app, { taskId: task.taskId, isPass: true });
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    for (const user of [zhang, lisi, wangwu]) {
      clients.set(user.id, clientOf((await server.signIn(user)).accessToken));
    }
    const lisiToken = (await server.signIn(lisi)).accessToken;
    socket = createContentChangedClient({
      url: contentChangedUrl(server.url),
      getAccessToken: () => lisiToken,
      webSocketImpl: WebSocket,
    });
  });
  afterAll(async () => {
    await socket?.dispose();
    await server?.close();
  });

  it('counts 李四’s tasks live and reloads his todo list when one arrives or is taken', async () => {
    const notificationsChanged = (
      onChange: Parameters<typeof subscribeNotificationsChanged>[1]['onChange'],
    ) => subscribeNotificationsChanged(socket, { appId: DEMO.appId, onChange });
    const todo = createApprovalListModel({
      client: as(lisi),
      app,
      type: 'todo',
      notificationsChanged,
    });
    const applied = createApprovalListModel({
      client: as(lisi),
      app,
      type: 'apply',
      notificationsChanged,
    });
    const stops = [todo.start(), applied.start()];
    const before = await until(todo, (s) => s.state === 'ready' && s.todoCount !== null);
    const count = before.todoCount!;
    expect(count).toBe(before.total);
    expect((await until(applied, (s) => s.todoCount !== null)).todoCount).toBe(count);

    const started = await startInstance(as(zhang), app, {
      workFlowId: DEMO_WORKFLOWS.leaveRequest.id,
      userId: zhang.id,
      userName: zhang.nickName,
      departmentId: DEMO_ORGANISATION.departments.frontend.id,
      fieldDataList: [
        { FieldName: 'days', FieldAlias: '天数', FieldType: 'Number', FieldValue: 1 },
        { FieldName: 'reason', FieldAlias: '事由', FieldType: 'String', FieldValue: '看病' },
      ],
    });
    const id = started.workflowInstanceId;
    const mine = (s: { rows: { instanceId: string }[] }) =>
      s.rows.some((row) => row.instanceId === id);
    // Nothing but the live event tells the models: the count moves, the todo rows reload.
    const arrived = await until(todo, (s) => s.todoCount === count + 1 && mine(s));
    expect(arrived.total).toBe(count + 1);
    expect(arrived.rows.find((row) => row.instanceId === id)).toMatchObject({
      workflowName: '请假申请',
      applicantName: '张三',
    });
    await until(applied, (s) => s.todoCount === count + 1);

    // 李四 approves as supervisor; the 或签 step reaches him and 王五; 王五 takes it.
    await approve(lisi, id);
    await approve(wangwu, id);
    const taken = await until(todo, (s) => s.todoCount === count && !mine(s));
    expect(taken.total).toBe(count);
    await until(applied, (s) => s.todoCount === count);
    for (const stop of stops) stop();
  });
});
