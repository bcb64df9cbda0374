import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAnswer,
  IDENTITY_PATHS,
  NOTIFICATION_PATHS as N,
  type NotificationListAnswer,
} from '@tessera/protocol';
import { sendEnvelope, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { url } from '../workflow/instances/__tests__/workflowSupport.js';
import { describeDevice } from './accountEvents.js';

const OTHER_APP = 'b1e2c3d4-0000-4000-8000-000000000002';
const LI = DEMO_USERS.find((user) => user.key === 'approver1')!;
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';

/** Signs 李四 in by password from a device; answers his access token. */
async function signInFrom(app: FastifyInstance, userAgent: string, password = LI.password) {
  const answer = await sendEnvelope<{ accessToken: string; error?: { message: string } }>(app, {
    method: 'POST',
    url: IDENTITY_PATHS.loginExpand.pattern,
    payload: { PhoneNumber: LI.phone, Password: password, ActionType: 2 },
    headers: { 'user-agent': userAgent },
    anonymous: true,
  });
  expect(answer.data?.error).toBeUndefined();
  return answer.data!.accessToken;
}

/** 李四's notifications as an app's bell lists them. */
async function listOf(app: FastifyInstance, token: string, appId: string) {
  const answer = await sendEnvelope<NotificationListAnswer>(app, {
    method: 'GET',
    url: url(N.list.build({ appId })),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.rspInf).toBe('success');
  expectAnswer(N.list, answer.data);
  return answer.data!;
}

describe('describeDevice', () => {
  it.each([
    [WINDOWS_CHROME, 'Chrome（Windows）'],
    [IPHONE_WECHAT, '微信（iOS）'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15',
      'Safari（macOS）',
    ],
    ['curl/8.0', '未知设备'],
  ])('reads %s as %s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });
});

describe.each(TEST_DATABASES)('account events on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(database);
    await app.tessera.db
      .insertInto('apps')
      .values({ app_id: OTHER_APP, name: '另一个应用' })
      .execute();
  });
  afterAll(() => app?.close());

  it('tells of a sign-in from a new device, in every app’s bell, but not of a known one', async () => {
    // The account's first sign-in tells nothing new; the same device again neither.
    const first = await signInFrom(app, WINDOWS_CHROME);
    await signInFrom(app, WINDOWS_CHROME);
    expect((await listOf(app, first, DEMO.appId)).items.filter((n) => n.kind === 'signIn')).toEqual(
      [],
    );

    const token = await signInFrom(app, IPHONE_WECHAT);
    for (const appId of [DEMO.appId, OTHER_APP]) {
      const page = await listOf(app, token, appId);
      expect(page.unreadCount).toBe(1);
      expect(page.items[0]).toMatchObject({
        kind: 'signIn',
        read: false,
        workflowInstanceId: null,
        account: { device: '微信（iOS）', ip: '127.0.0.1' },
      });
    }
    // Read in one app, read in all: it is one notification.
    const id = (await listOf(app, token, DEMO.appId)).items[0]!.id;
    const read = await sendEnvelope<{ unreadCount: number }>(app, {
      method: 'POST',
      url: url(N.markRead.build({ appId: OTHER_APP })),
      payload: { ids: [id] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.data).toEqual({ unreadCount: 0 });
    expect((await listOf(app, token, DEMO.appId)).unreadCount).toBe(0);
  });

  it('tells the owner when the password is changed, with the device and IP', async () => {
    const token = await signInFrom(app, WINDOWS_CHROME);
    const changed = await sendEnvelope<{ error?: { message: string } }>(app, {
      method: 'POST',
      url: IDENTITY_PATHS.changePassword.pattern,
      payload: { flag: 'password', oldPassword: LI.password, password: 'Newpass2026a' },
      headers: { authorization: `Bearer ${token}`, 'user-agent': WINDOWS_CHROME },
    });
    expect(changed.data?.error).toBeUndefined();
    // The change ends every session: 李四 signs in with the new password.
    const again = await signInFrom(app, WINDOWS_CHROME, 'Newpass2026a');
    const page = await listOf(app, again, DEMO.appId);
    expect(page.items[0]).toMatchObject({
      kind: 'passwordChanged',
      read: false,
      workflowInstanceId: null,
      account: { device: 'Chrome（Windows）', ip: '127.0.0.1' },
    });
  });
});
