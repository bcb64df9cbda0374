import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '@tessera/server/demo';
import { E2E_APP_ORIGIN } from './server/e2eOrigins.js';
import { openList, shot, signedInPage } from './pages/approvalPages.js';

// Issue 28, account events in the portal: 李四 keeps the portal open on his phone; someone
// signs in to his account from a Windows PC; his bell tells him at once, and the notification
// opens his account page, where 通知设置 chooses which events reach which channel.

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const bell = (page: Page) => page.getByRole('button', { name: '通知' });
const unread = (page: Page) => page.getByTestId('notification-count');
const list = (page: Page) => page.getByRole('dialog', { name: '通知' });

test('a sign-in from a new device reaches 李四’s bell live and opens his account page; 通知设置 keeps his choice', async ({
  browser,
}) => {
  const li = await signedInPage(browser, 'approver1');
  // The bell is in every nav bar: 李四 keeps his todo list open.
  await openList(li, 'todo');
  await expect(bell(li)).toBeVisible();
  await bell(li).click();
  const readAll = list(li).getByRole('button', { name: '全部已读' });
  if (await readAll.isEnabled()) await readAll.click();
  await expect(unread(li)).toHaveCount(0);
  await li.locator('.adm-mask').click({ position: { x: 20, y: 20 } });
  await expect(list(li)).toBeHidden();

  // Someone signs in as 李四 from a Windows PC.
  const pc = await browser.newContext({ userAgent: WINDOWS_CHROME, baseURL: E2E_APP_ORIGIN });
  const pcPage = await pc.newPage();
  const user = DEMO_USERS.find((each) => each.key === 'approver1')!;
  await pcPage.goto('/login-byphone?loginType=password');
  await pcPage.locator('input[name="phone"]').fill(user.phone);
  await pcPage.locator('input[name="password"]').fill(user.password);
  await pcPage.getByRole('button', { name: '登录', exact: true }).click();
  await expect(pcPage).toHaveURL(/\/$/);
  await pc.close();

  await expect(unread(li)).toHaveText('1');
  await bell(li).click();
  const item = list(li).locator('[data-testid="notification-item"][data-read="false"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('登录提醒');
  await expect(item).toContainText('你的账户在新设备登录：Chrome（Windows），IP 127.0.0.1');
  await shot(li, 'notification-sign-in');
  await item.click();
  await expect(li).toHaveURL(/\/$/);
  await expect(li.getByTestId('account-home')).toBeVisible();

  // 通知设置: SMS carries 催办 and 密码修改 by default; 李四 adds 待办, and it stays.
  await li.getByText('通知设置', { exact: true }).click();
  await expect(li).toHaveURL(/\/notification-settings$/);
  await expect(li.getByText('站内通知始终开启', { exact: false })).toBeVisible();
  // Opening it read it.
  await expect(bell(li)).toBeVisible();
  await expect(unread(li)).toHaveCount(0);
  const sms = li.getByTestId('channel-sms');
  await expect(li.getByTestId('channel-email')).toContainText('未绑定邮箱');
  await expect(li.getByTestId('channel-enterprise')).toContainText('未接入');
  const todoBySms = sms.getByRole('switch', { name: '短信·待办' });
  await expect(todoBySms).toHaveAttribute('aria-checked', 'false');
  await expect(sms.getByRole('switch', { name: '短信·催办' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await todoBySms.click();
  await expect(todoBySms).toHaveAttribute('aria-checked', 'true');
  await li.reload();
  await expect(
    li.getByTestId('channel-sms').getByRole('switch', { name: '短信·待办' }),
  ).toHaveAttribute('aria-checked', 'true');
  await shot(li, 'notification-settings');
  await li.context().close();
});
