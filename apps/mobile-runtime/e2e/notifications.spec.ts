import { expect, test, type Page } from '@playwright/test';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, signInUser, startLeaveRequest } from './server/serverCalls.js';

// Issue 28 on mobile: the bell in the nav bar of every page. Two touch browsers against the real
// server: 李四 keeps the home page open while 张三 (in his own browser) applies for leave; 李四's
// count goes up without a reload, and the notification opens the approval on his task.

const bell = (page: Page) => page.getByRole('button', { name: '通知' });
/** The bell's unread count (antd-mobile draws no badge at 0). */
const unread = (page: Page) => page.getByTestId('notification-count');
const list = (page: Page) => page.getByRole('dialog', { name: '通知' });

test('李四’s bell counts 张三’s leave request without a reload; the item opens the approval', async ({
  browser,
  baseURL,
}) => {
  const liTokens = await signInUser(demoUser('approver1').phone);
  const zhangTokens = await signInUser(demoUser('applicant').phone);
  const phone = { baseURL, viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };
  const li = await (await browser.newContext(phone)).newPage();
  const zhang = await (await browser.newContext(phone)).newPage();
  await signInMobile(li, liTokens);
  await signInMobile(zhang, zhangTokens);
  await li.goto('/');
  await zhang.goto('/');
  await expect(bell(li)).toBeVisible();
  await expect(bell(zhang)).toBeVisible();

  // Earlier tests may have told 李四 things: he reads them all first.
  await bell(li).click();
  await expect(list(li)).toBeVisible();
  const readAll = list(li).getByRole('button', { name: '全部已读' });
  if (await readAll.isEnabled()) await readAll.click();
  await expect(unread(li)).toHaveCount(0);
  // Loaded: the rows, or 暂无通知 on a fresh server.
  await expect(
    list(li).getByText('暂无通知').or(list(li).getByTestId('notification-item').first()),
  ).toBeVisible();
  // Tap above the sheet, as a person closes it: the sheet's rows cover the mask's centre.
  await li.locator('.adm-mask').click({ position: { x: 20, y: 20 } });
  await expect(list(li)).toBeHidden();
  // A reload would lose this mark.
  await li.evaluate(() => ((window as unknown as { bellMark: number }).bellMark = 1));

  // 张三 applies (through the API, as his approval page does).
  const id = await startLeaveRequest(zhangTokens.accessToken);
  await expect(unread(li)).toHaveText('1');
  expect(await li.evaluate(() => (window as unknown as { bellMark?: number }).bellMark)).toBe(1);
  await li.screenshot({ path: 'e2e-artifacts/notification-bell.png' });

  await bell(li).click();
  const item = list(li).locator('[data-testid="notification-item"][data-read="false"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('待办');
  await expect(item).toContainText('张三的请假申请待你审批');
  await li.screenshot({ path: 'e2e-artifacts/notification-bell-open.png' });
  await item.click();
  // The approval detail on 李四's task (the mobile runtime's /frame/ approval pages).
  await expect(li).toHaveURL(
    new RegExp(`/frame/approval-detail\\?id=${id}&taskId=[^&]+&type=todo`),
  );

  await li.context().close();
  await zhang.context().close();
});
