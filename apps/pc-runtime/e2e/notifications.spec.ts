import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NOTIFICATION_PATHS, WORKFLOW_PATHS } from '@tessera/protocol';
import { DEMO } from '@tessera/server/demo';
import { signInAs } from './pages/signInAs.js';
import { callServer, demoUser, signInUser, startLeaveRequest } from './server/workflowUsers.js';

/** The bell in the signed-in header, its count and its list. */
const bell = (page: Page) => page.getByRole('button', { name: '通知' });
const count = (page: Page) => page.getByTestId('notification-count').locator('.MuiBadge-badge');
const list = (page: Page) => page.getByRole('dialog', { name: '通知' });

test.describe('the notification centre on Pc (issue 28)', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });

  test('李四’s bell counts 张三’s leave request and his urge without a reload; the item opens the approval', async ({
    browser,
    baseURL,
  }) => {
    const li = await signInUser(demoUser('approver1').phone);
    const zhang = await signInUser(demoUser('applicant').phone);
    // Earlier tests may have told 李四 things: he starts with nothing unread.
    const cleared = await callServer(
      'POST',
      NOTIFICATION_PATHS.markAllRead.build({ appId: DEMO.appId }),
      { accessToken: li.accessToken },
    );
    expect(cleared.rspCd).toBe('00000');

    // Two browsers: 李四 watches his bell; 张三 works in his own.
    const liContext = await browser.newContext();
    const zhangContext = await browser.newContext();
    await signInAs(liContext, baseURL!, li);
    await signInAs(zhangContext, baseURL!, zhang);
    const liPage = await liContext.newPage();
    await liPage.goto('/');
    await expect(bell(liPage)).toBeVisible();
    await expect(count(liPage)).toHaveClass(/MuiBadge-invisible/);
    // A reload would lose this mark.
    await liPage.evaluate(() => ((window as unknown as { bellMark: number }).bellMark = 1));
    await bell(liPage).click();
    await expect(list(liPage)).toBeVisible();
    await expect(list(liPage).getByRole('button', { name: '全部已读' })).toBeDisabled();

    // 张三 submits a leave request (through the API, as his start page does).
    const id = await startLeaveRequest(zhang.accessToken, { reason: '通知测试', days: 1 });
    await expect(count(liPage)).toHaveText('1');
    await expect(count(liPage)).not.toHaveClass(/MuiBadge-invisible/);
    // The unread ones, newest first (the read ones of earlier tests stay listed below).
    const items = list(liPage).locator('[data-testid="notification-item"][data-read="false"]');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('待办');
    await expect(items.first()).toContainText('张三的请假申请待你审批');

    // 张三 urges (催办) from his browser's session: 李四 gets a second one.
    const zhangPage = await zhangContext.newPage();
    await zhangPage.goto('/');
    const urged = await callServer('POST', WORKFLOW_PATHS.hasten.build({ app: DEMO.appId }), {
      accessToken: zhang.accessToken,
      body: { flowInstanceId: id },
    });
    expect(urged.rspCd).toBe('00000');
    await expect(count(liPage)).toHaveText('2');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('催办');
    await expect(items.first()).toContainText('张三催你审批请假申请');
    expect(await liPage.evaluate(() => (window as unknown as { bellMark?: number }).bellMark)).toBe(
      1,
    );
    await liPage.screenshot({ path: 'e2e-artifacts/notification-bell-open.png' });

    // The urge opens the approval detail of the instance, on 李四's task; it is read now.
    await items.first().click();
    await expect(liPage).toHaveURL(
      new RegExp(`/frame/approval-detail\\?id=${id}&taskId=[^&]+&type=todo`),
    );
    await expect(liPage.getByTestId('action-PASS')).toBeVisible();
    await expect(count(liPage)).toHaveText('1');

    // 全部已读.
    await bell(liPage).click();
    await list(liPage).getByRole('button', { name: '全部已读' }).click();
    await expect(count(liPage)).toHaveClass(/MuiBadge-invisible/);
    await expect(list(liPage).locator('[data-read="false"]')).toHaveCount(0);

    await liContext.close();
    await zhangContext.close();
  });
});
