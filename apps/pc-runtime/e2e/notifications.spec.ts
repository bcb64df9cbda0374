import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { APPROVAL_PAGE_PATHS, NOTIFICATION_PATHS, WORKFLOW_PATHS } from '@tessera/protocol';
import type { TodoListAnswer } from '@tessera/protocol';
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

  test('李四’s 待办 count rises live with his todo list open; after he approves, 张三 is told the result', async ({
    browser,
    baseURL,
  }) => {
    const li = await signInUser(demoUser('approver1').phone);
    const zhang = await signInUser(demoUser('applicant').phone);
    const cleared = await callServer(
      'POST',
      NOTIFICATION_PATHS.markAllRead.build({ appId: DEMO.appId }),
      { accessToken: zhang.accessToken },
    );
    expect(cleared.rspCd).toBe('00000');
    const todo = await callServer('GET', WORKFLOW_PATHS.myTodoList.build({ appId: DEMO.appId }), {
      accessToken: li.accessToken,
    });
    const before = (todo.data as TodoListAnswer).total;

    const liContext = await browser.newContext();
    const zhangContext = await browser.newContext();
    await signInAs(liContext, baseURL!, li);
    await signInAs(zhangContext, baseURL!, zhang);
    const liPage = await liContext.newPage();
    await liPage.goto(`${APPROVAL_PAGE_PATHS.approvalList}?type=todo`);
    const todoCount = liPage.getByTestId('todo-count').locator('.MuiBadge-badge');
    await expect(liPage.getByTestId('approval-list')).toBeVisible();
    if (before > 0) await expect(todoCount).toHaveText(String(before));
    await liPage.evaluate(() => ((window as unknown as { listMark: number }).listMark = 1));
    const zhangPage = await zhangContext.newPage();
    await zhangPage.goto('/');
    await expect(bell(zhangPage)).toBeVisible();
    await expect(count(zhangPage)).toHaveClass(/MuiBadge-invisible/);

    // 张三 applies: 李四's 待办 count and his open todo list follow without a reload.
    const id = await startLeaveRequest(zhang.accessToken, { reason: '结果通知', days: 1 });
    await expect(todoCount).toHaveText(String(before + 1));
    const row = liPage.locator(`[data-testid="approval-row"][data-instance="${id}"]`);
    await expect(row).toContainText('部门主管审批');
    expect(await liPage.evaluate(() => (window as unknown as { listMark?: number }).listMark)).toBe(
      1,
    );
    await liPage.screenshot({ path: 'e2e-artifacts/approval-list-todo-count.png' });

    // 李四 approves both steps (部门主管审批, then the 或签 人事审批 that reaches him too).
    await row.click();
    await liPage.getByTestId('action-PASS').click();
    await expect(liPage).toHaveURL(/\/frame\/approval-list\?type=todo/);
    await expect(row).toContainText('人事审批');
    await row.click();
    await liPage.getByTestId('action-PASS').click();
    await expect(liPage).toHaveURL(/\/frame\/approval-list\?type=todo/);
    await expect(row).toHaveCount(0);
    if (before > 0) await expect(todoCount).toHaveText(String(before));

    // 张三 is told (审批结果), live; the notification opens his approval.
    await expect(count(zhangPage)).toHaveText('1');
    await bell(zhangPage).click();
    const result = list(zhangPage)
      .locator('[data-testid="notification-item"][data-read="false"]')
      .first();
    await expect(result).toContainText('审批结果');
    await expect(result).toContainText('你的请假申请已通过');
    await zhangPage.screenshot({ path: 'e2e-artifacts/notification-result.png' });
    await result.click();
    await expect(zhangPage).toHaveURL(new RegExp(`/frame/approval-detail\\?id=${id}`));
    await expect(count(zhangPage)).toHaveClass(/MuiBadge-invisible/);

    await liContext.close();
    await zhangContext.close();
  });
});
