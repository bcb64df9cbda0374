import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { logout } from '@tessera/api';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { createNotificationPreferencesModel } from '../notifications/notificationPreferencesModel.js';
import { until } from './until.js';

// 李四's notification settings in Node against the real server on loopback.

const app = { appId: DEMO.appId };
const lisi = DEMO_USERS.find((each) => each.key === 'approver1')!;

describe('the notification settings model against the reference server', () => {
  let server: TestServer;
  let client: RequestClient;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const accessToken = (await server.signIn(lisi)).accessToken;
    client = createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
  });
  afterAll(() => server?.close());

  it('shows every event per channel with the defaults, and saves a switch so that it stays', async () => {
    const model = createNotificationPreferencesModel({ client, app });
    const stop = model.start();
    const ready = await until(model, (s) => s.state === 'ready');
    expect(ready.channels.map((c) => [c.label, c.available, c.hint])).toEqual([
      ['邮件', false, '未绑定邮箱'],
      ['短信', true, `${lisi.phone.slice(0, 3)}****${lisi.phone.slice(-4)}`],
      ['企业消息', false, '未接入'],
    ]);
    expect(ready.rows.map((row) => row.label)).toEqual([
      '待办',
      '催办',
      '抄送',
      '审批结果',
      '密码修改',
      '新设备登录',
    ]);
    // SMS by default: an urge and a changed password only.
    expect(ready.rows.filter((row) => row.enabled.sms).map((row) => row.label)).toEqual([
      '催办',
      '密码修改',
    ]);

    await model.toggle('todo', 'sms', true);
    expect(model.getSnapshot()).toMatchObject({ error: null, saving: new Set() });
    expect(model.getSnapshot().rows[0]!.enabled.sms).toBe(true);
    stop();

    // A new model (the page opened again) reads the saved choice from the server.
    const reopened = createNotificationPreferencesModel({ client, app });
    const stopAgain = reopened.start();
    const read = await until(reopened, (s) => s.state === 'ready');
    expect(read.rows.find((row) => row.event === 'todo')!.enabled.sms).toBe(true);
    stopAgain();
  });

  it('flips a switch back and says so when the save fails', async () => {
    const accessToken = (await server.signIn(lisi)).accessToken;
    const session = createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
    const model = createNotificationPreferencesModel({ client: session, app });
    const stop = model.start();
    const ready = await until(model, (s) => s.state === 'ready');
    const before = ready.rows.find((row) => row.event === 'cc')!.enabled.sms;
    // The session ends (signed out elsewhere): the save is refused.
    await logout(session, { accountUrl: server.url });
    await model.toggle('cc', 'sms', !before);
    expect(model.getSnapshot().error).toBe('保存失败，请稍后再试');
    expect(model.getSnapshot().rows.find((row) => row.event === 'cc')!.enabled.sms).toBe(before);
    expect(model.getSnapshot().saving.size).toBe(0);
    stop();
  });
});
