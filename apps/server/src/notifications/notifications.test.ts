import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  expectAnswer,
  NOTIFICATION_PATHS as N,
  NOTIFICATIONS_CHANGED_SUBSCRIPTION,
  WORKFLOW_PATHS as P,
  type NotificationListAnswer,
  type NotificationsChangedEvent,
  type NotificationUnreadAnswer,
} from '@tessera/protocol';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO_ORGANISATION as ORG } from '../demoOrganisation.js';
import { DEMO_WORKFLOWS } from '../demoWorkflows.js';
import { signIn } from '../__tests__/signIn.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import {
  app$,
  appId$,
  APP,
  complete,
  pendingTaskOf,
  people,
  startAs,
  url,
  type People,
  type Person,
} from '../workflow/instances/__tests__/workflowSupport.js';

const list = (who: Person, search = {}) =>
  who.get<NotificationListAnswer>(url(N.list.build(appId$, search)));
const markRead = (who: Person, ids: string[]) =>
  who.post<NotificationUnreadAnswer>(url(N.markRead.build(appId$)), { ids });
const markAllRead = (who: Person) =>
  who.post<NotificationUnreadAnswer>(url(N.markAllRead.build(appId$)));
const todoTotal = async (who: Person) =>
  (await who.get<{ total: number }>(url(P.myTodoList.build(appId$)))).body.data!.total;
const applyForLeave = (u: People) =>
  startAs(u.applicant, DEMO_WORKFLOWS.leaveRequest.id, {
    departmentId: ORG.departments.frontend.id,
  });

describe.each(TEST_DATABASES)('the notification centre on $name', (database) => {
  let app: FastifyInstance;
  let u: People;
  beforeAll(async () => {
    app = await startServer(database);
    u = await people(app);
  });
  afterAll(() => app?.close());

  it('lists the caller’s own notifications, newest first, readable and openable', async () => {
    const before = (await list(u.approver1)).body.data!;
    const id = await applyForLeave(u);
    const after = await list(u.approver1);
    expectAnswer(N.list, after.body.data);
    const data = after.body.data!;
    expect(data.unreadCount).toBe(before.unreadCount + 1);
    expect(data.total).toBe(before.total + 1);
    expect(data.items[0]).toMatchObject({
      kind: 'todo',
      workflowName: '请假申请',
      applicantName: '张三',
      processStatus: 'running',
      workflowInstanceId: id,
      taskId: await pendingTaskOf(u.approver1, id),
      read: false,
    });
    expect(Date.parse(data.items[0]!.created)).not.toBeNaN();
    // 张三 is told nothing of his own application; 王五 is not an approver yet.
    expect(
      (await list(u.applicant)).body.data!.items.map((n) => n.workflowInstanceId),
    ).not.toContain(id);
    expect(
      (await list(u.approver2)).body.data!.items.map((n) => n.workflowInstanceId),
    ).not.toContain(id);

    // 张三 urges (催办): 李四 gets a second one, about the same task, on top.
    const urged = await u.applicant.post(url(P.hasten.build(app$)), { flowInstanceId: id });
    expect(urged.body.rspCd).toBe('00000');
    const urgedList = (await list(u.approver1)).body.data!;
    expect(urgedList.items.slice(0, 2).map((n) => [n.kind, n.workflowInstanceId])).toEqual([
      ['urge', id],
      ['todo', id],
    ]);
    expect(urgedList.unreadCount).toBe(before.unreadCount + 2);

    const page = (await list(u.approver1, { pageNo: 2, pageSize: 1 })).body.data!;
    expect(page.items.map((n) => n.kind)).toEqual(['todo']);
  });

  it('marks read only the caller’s own, all or nothing; marks all read', async () => {
    await applyForLeave(u);
    const mine = (await list(u.approver1)).body.data!;
    const newest = mine.items[0]!;
    // 张三 cannot touch 李四's notification, not even together with none of his own.
    const refused = await markRead(u.applicant, [newest.id]);
    expect(refused.body).toMatchObject({ rspCd: '40400', rspInf: '通知不存在' });
    expect((await list(u.approver1)).body.data!.unreadCount).toBe(mine.unreadCount);
    const made = await markRead(u.approver1, [newest.id, '999999999']);
    expect(made.body).toMatchObject({ rspCd: '40400', rspInf: '通知不存在' });
    expect((await list(u.approver1)).body.data!.items[0]!.read).toBe(false);

    const read = await markRead(u.approver1, [newest.id]);
    expectAnswer(N.markRead, read.body.data);
    expect(read.body.data!.unreadCount).toBe(mine.unreadCount - 1);
    expect((await list(u.approver1)).body.data!.items[0]!.read).toBe(true);

    expect((await markRead(u.approver1, ['not-an-id'])).body.rspCd).toBe('40000');
    expect((await markRead(u.approver1, [])).body.rspCd).toBe('40000');

    const all = await markAllRead(u.approver1);
    expect(all.body.data).toEqual({ unreadCount: 0 });
    const after = (await list(u.approver1)).body.data!;
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    for (const answer of [
      await list(u.anonymous),
      await markAllRead(u.anonymous),
      await markRead(u.anonymous, ['1']),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.rspCd).toBe('30002');
    }
  });

  describe('subscription notificationsChanged', () => {
    let wsUrl: string;
    const clients: Client[] = [];
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      wsUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/querygraphqls`;
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    });

    const connect = async (key: string | null) => {
      const user = DEMO_USERS.find((demo) => demo.key === key);
      const token = user ? (await signIn(app, user)).accessToken : undefined;
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: token ? { accessToken: token } : {},
        retryAttempts: 0,
        lazy: true,
      });
      clients.push(client);
      const iterator = client.iterate<{ notificationsChanged: NotificationsChangedEvent }>({
        query: NOTIFICATIONS_CHANGED_SUBSCRIPTION,
        variables: { appId: APP },
      });
      return async () => {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('nothing arrived')), 15_000),
        );
        const { value } = await Promise.race([iterator.next(), timeout]);
        return value as { data?: { notificationsChanged: NotificationsChangedEvent } };
      };
    };

    it('tells a subscriber of his own new notifications, never of another user’s', async () => {
      await markAllRead(u.approver1);
      await markAllRead(u.approver2);
      const lisi = await connect('approver1');
      const wangwu = await connect('approver2');
      // The first answer is the count now, so a (re)connected bell starts right.
      expect((await lisi()).data?.notificationsChanged.unreadCount).toBe(0);
      expect((await wangwu()).data?.notificationsChanged.unreadCount).toBe(0);

      const id = await applyForLeave(u);
      expect((await lisi()).data?.notificationsChanged.unreadCount).toBe(1);
      // 李四 approves as supervisor: the 或签 step reaches 李四 and 王五. 王五's next event is
      // this one (count 1): had he heard of 李四's first, it would have come before it.
      await complete(u.approver1, await pendingTaskOf(u.approver1, id), true);
      expect((await wangwu()).data?.notificationsChanged.unreadCount).toBe(1);
      expect((await lisi()).data?.notificationsChanged.unreadCount).toBe(2);

      await markAllRead(u.approver1);
      expect((await lisi()).data?.notificationsChanged.unreadCount).toBe(0);
    });

    it('tells a task holder his todo count: a task arrives, he acts, a co-approver takes one', async () => {
      const lisi = await connect('approver1');
      const wangwu = await connect('approver2');
      const todoOf = async (next: typeof lisi) =>
        (await next()).data!.notificationsChanged.todoCount;
      const lisiTodo = await todoOf(lisi);
      const wangwuTodo = await todoOf(wangwu);
      expect(lisiTodo).toBe(await todoTotal(u.approver1));

      const id = await applyForLeave(u);
      expect(await todoOf(lisi)).toBe(lisiTodo + 1);
      // 李四's supervisor task is done and the 或签 task reaches him and 王五 (one event each).
      await complete(u.approver1, await pendingTaskOf(u.approver1, id), true);
      expect(await todoOf(lisi)).toBe(lisiTodo + 1);
      expect(await todoOf(wangwu)).toBe(wangwuTodo + 1);
      // 王五 approves: 李四's 或签 task leaves his list with no notification of its own.
      await complete(u.approver2, await pendingTaskOf(u.approver2, id), true);
      expect(await todoOf(wangwu)).toBe(wangwuTodo);
      expect(await todoOf(lisi)).toBe(lisiTodo);
      expect(await todoTotal(u.approver1)).toBe(lisiTodo);
    });

    it('refuses an anonymous subscriber', async () => {
      const anonymous = await connect(null);
      const answer = await anonymous().catch((error: unknown) => error);
      expect(JSON.stringify(answer)).toContain('会话已失效, 请重新登录');
    });
  });
});
