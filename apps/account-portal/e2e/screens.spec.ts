import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '@tessera/server/demo';
import { latestEmailCode, latestSmsCode } from './pages/devOutbox.js';

// The remaining screens of spec 2 §2.1 in a 375×667 touch browser against the real server:
// /resetPassword by the old password, /user-tags for an administrator and a member, a missing
// /preview-file, /redirecting and the system pages.

const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
const applicant = DEMO_USERS.find((user) => user.key === 'applicant')!;
const approver1 = DEMO_USERS.find((user) => user.key === 'approver1')!;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

async function fill(page: Page, name: string, value: string) {
  await page.locator(`[name="${name}"]`).fill(value);
}

async function signIn(page: Page, phone: string, password: string) {
  await page.goto('/login-byphone?loginType=password');
  await fill(page, 'phone', phone);
  await fill(page, 'password', password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('/resetPassword: the old password, then a new one twice; every session ends', async ({
  page,
}) => {
  const NEW_PASSWORD = 'Renewed2026x';
  await signIn(page, applicant.phone, applicant.password);
  await page.getByText('修改密码').click();
  await expect(page.getByTestId('reset-password')).toBeVisible();
  await fill(page, 'oldPassword', 'not-it-1');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('密码错误')).toBeVisible();
  await fill(page, 'oldPassword', applicant.password);
  await shot(page, 'reset-password-step1');
  await page.getByRole('button', { name: '下一步' }).click();

  await fill(page, 'password', NEW_PASSWORD);
  await fill(page, 'confirmPassword', `${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '密码不一致' })).toBeVisible();
  await page.getByRole('button', { name: '显示密码' }).first().click();
  await expect(page.locator('[name="password"]')).toHaveAttribute('type', 'text');
  await fill(page, 'confirmPassword', NEW_PASSWORD);
  await shot(page, 'reset-password-step2');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  // The server ended the session: the portal is signed out; the new password signs in.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await signIn(page, applicant.phone, NEW_PASSWORD);
  await expect(page.getByTestId('home-user-phone')).toHaveText(applicant.phone);
});

test('/user-tags: administrators switch a tag off and on; members see the states', async ({
  page,
}) => {
  await signIn(page, admin.phone, admin.password);
  await page.getByText('我的标签').click();
  const first = page.getByTestId('organisation-item').first();
  await expect(first).toBeVisible();
  const toggle = first.getByRole('switch');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await shot(page, 'user-tags-admin');
  await page.reload();
  await expect(page.getByTestId('organisation-item').first().getByRole('switch')).not.toBeChecked();
  await page.getByTestId('organisation-item').first().getByRole('switch').click();
  await expect(page.getByTestId('organisation-item').first().getByRole('switch')).toBeChecked();

  await page.goto('/user-jobs');
  await expect(page.getByTestId('organisation-post')).toBeVisible();
  await page.goto('/user-ranks');
  await expect(page.getByTestId('organisation-rank')).toBeVisible();
  await shot(page, 'user-ranks');
});

test('system pages: /preview-file of a missing file, /redirecting, /deny, /error', async ({
  page,
}) => {
  await signIn(page, admin.phone, admin.password);
  await page.goto('/preview-file/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('文件不存在或已删除')).toBeVisible();
  await shot(page, 'preview-file-missing');

  await page.goto(`/redirecting?returnUrl=${encodeURIComponent('/user-tags')}`);
  await expect(page).toHaveURL(/\/user-tags$/);

  await page.goto('/deny');
  await expect(page.getByText('您没有访问权限！')).toBeVisible();
  await shot(page, 'deny');
  // spec 1 §2: the mobile deny page has a back button; opened first, it goes to the home page.
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page.getByTestId('account-home')).toBeVisible();

  await page.goto('/error');
  await expect(page.getByText('抱歉，页面访问出错')).toBeVisible();
  await shot(page, 'error');
});

test('/change-account?type=email: an account without an e-mail adds one by its phone code', async ({
  page,
}) => {
  const EMAIL = 'lisi@example.com';
  await signIn(page, approver1.phone, approver1.password);
  await page.goto('/change-account?type=email');
  await expect(page.getByText('更换邮箱').first()).toBeVisible();
  await expect(page.locator('[name="oldAccount"]')).toHaveValue(approver1.phone);
  await page.getByTestId('sms-code-button').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await fill(page, 'code', await latestSmsCode(approver1.phone, 'SysChangeMobile'));
  await page.getByRole('button', { name: '下一步' }).click();
  await fill(page, 'newAccount', 'not-an-address');
  await page.locator('[name="newAccount"]').blur();
  await expect(page.getByText('邮箱格式不正确')).toBeVisible();
  await fill(page, 'newAccount', EMAIL);
  // The first step's 验证码已发送 may still be on screen (a toast stays 2 s): wait for it to
  // go, so the next check sees the toast of this send.
  await expect(page.getByText('验证码已发送')).toBeHidden();
  await page.getByTestId('sms-code-button').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await fill(page, 'code', await latestEmailCode(EMAIL, 'SysChangeMobile'));
  await shot(page, 'change-account-email');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('修改成功!')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  // Signed in again, the account has the e-mail: changing it now proves the e-mail itself.
  await signIn(page, approver1.phone, approver1.password);
  await page.goto('/change-account?type=email');
  await expect(page.locator('[name="oldAccount"]')).toHaveValue(EMAIL);
});

test('every screen reaches the window edges; the code placeholder fits; /third-auth-bind without its ticket', async ({
  page,
}) => {
  // No white frame: the page starts at the window's corner and fills its width.
  await page.goto('/third-auth-bind?bindTicket=a-ticket&displayName=测试用户');
  const screen = page.getByTestId('third-auth-bind');
  await expect(screen).toBeVisible();
  const box = (await screen.boundingBox())!;
  expect([box.x, box.y, box.width]).toEqual([0, 0, 375]);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

  // 请输入验证码 shows whole beside 获取验证码.
  const code = page.locator('[name="code"]');
  await expect(code).toHaveAttribute('placeholder', '请输入验证码');
  const room = await code.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const free = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return free - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThanOrEqual(0);
  await expect(page.getByTestId('sms-code-button')).toBeVisible();
  await shot(page, 'third-auth-bind-code');

  // Without a ticket: why, and the way back to the third-party sign-in (no form, no stray comma).
  await page.goto('/third-auth-bind');
  await expect(page.getByText('绑定信息已失效，请重新发起第三方登录')).toBeVisible();
  await expect(page.getByText('，首次登录请绑定手机号')).toHaveCount(0);
  await expect(page.locator('[name="phone"]')).toHaveCount(0);
  await shot(page, 'third-auth-bind-missing');
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/third-auth$/);
  await expect(page.getByText('选择登录方式')).toBeVisible();
});
