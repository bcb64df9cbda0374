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
  changePassword,
  contentChangedUrl,
  createContentChangedClient,
  hastenInstance,
  startInstance,
  subscribeNotificationsChanged,
  type ContentChangedClient,
} from '@tessera/api';
import { createNotificationCentreModel } from '../notifications/notificationCentreModel.js';
import { until } from './until.js';

// 李四's notification centre in Node against the real server on loopback (PGlite; PostgreSQL
// too with DATABASE_URL), live over the graphql-ws socket, while 张三 applies for leave.

const app = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId };
const zhang = DEMO_USERS.find((each) => each.key === 'applicant')!;
const lisi = DEMO_USERS.find((each) => each.key === 'approver1')!;

describe('the notification centre model against the reference server', () => {
  let server: TestServer;
  let zhangClient: RequestClient;
  let lisiClient: RequestClient;
  let socket: ContentChangedClient;

  const clientOf = (accessToken: string) =>
    createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    zhangClient = clientOf((await server.signIn(zhang)).accessToken);
    const lisiToken = (await server.signIn(lisi)).accessToken;
    lisiClient = clientOf(lisiToken);
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

  it('shows 李四 a new task and an urge without a reload; opens them; 全部已读', async () => {
    const model = createNotificationCentreModel({
      client: lisiClient,
      app,
      notificationsChanged: (onChange) =>
        subscribeNotificationsChanged(socket, { appId: DEMO.appId, onChange }),
      carried: { token: 't' },
    });
    const stop = model.start();
    const before = await until(model, (s) => s.state === 'ready');
    expect(before.unreadCount).toBe(0);

    const started = await startInstance(zhangClient, app, {
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
    // Nothing but the live event tells the model: it reloads by itself.
    const arrived = await until(model, (s) => s.unreadCount === 1 && s.rows.length === 1);
    expect(arrived.rows[0]).toMatchObject({
      kindText: '待办',
      text: '张三的请假申请待你审批',
      read: false,
    });
    expect(arrived.rows[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const todoHref = new URL(arrived.rows[0]!.href, 'http://x');
    expect(todoHref.pathname).toBe('/frame/approval-detail');
    expect(Object.fromEntries(todoHref.searchParams)).toMatchObject({
      id,
      type: 'todo',
      token: 't',
    });
    expect(todoHref.searchParams.get('taskId')).toBeTruthy();

    await hastenInstance(zhangClient, app, id);
    const urged = await until(model, (s) => s.unreadCount === 2 && s.rows.length === 2);
    expect(urged.rows.map((row) => row.kindText)).toEqual(['催办', '待办']);
    expect(urged.rows[0]!.text).toBe('张三催你审批请假申请');

    await model.markRead(urged.rows[0]!.id);
    expect(model.getSnapshot().unreadCount).toBe(1);
    expect(model.getSnapshot().rows.map((row) => row.read)).toEqual([true, false]);

    await model.markAllRead();
    expect(model.getSnapshot()).toMatchObject({ unreadCount: 0, total: 2 });
    expect(model.getSnapshot().rows.every((row) => row.read)).toBe(true);
    stop();
  });

  it('shows 王五 that his password was changed, opening the account page', async () => {
    const wang = DEMO_USERS.find((each) => each.key === 'approver2')!;
    const first = (await server.signIn(wang)).accessToken;
    await changePassword(
      clientOf(first),
      { accountUrl: server.url },
      { flag: 'password', oldPassword: wang.password, password: 'Newpass2026a' },
    );
    // The change ended his sessions: he signs in with the new password.
    const again = (await server.signIn({ ...wang, password: 'Newpass2026a' })).accessToken;
    const model = createNotificationCentreModel({ client: clientOf(again), app });
    const stop = model.start();
    const shown = await until(model, (s) => s.state === 'ready' && s.rows.length > 0);
    expect(shown.unreadCount).toBe(1);
    expect(shown.rows[0]).toMatchObject({
      kindText: '账户安全',
      text: '你的账户密码已修改（未知设备，IP 127.0.0.1）',
      href: '/',
      read: false,
    });
    stop();
  });
});
