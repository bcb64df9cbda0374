import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX, ORGANISATION_PATHS } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO, demoRequestHeaders } from '@tessera/server/demo';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { signInAs } from './pages/signInAs.js';
import { E2E_SERVER_ORIGIN } from './server/e2eOrigins.js';
import { demoUser, signInUser } from './server/workflowUsers.js';

// Security policies, the audit log and the scheduled tasks of the administration console (issue
// 27) against the real server: the administrator raises the minimum password length of the
// default user scope (the form refuses a minimum over the maximum first), and a visitor's
// registration then refuses a shorter password in the spec's words; the administrator disables
// and enables 王五, then finds the policy change (before → after) and the user change in the
// audit log and opens them; stops and starts the token purge and reads its log. Screenshots: e2e-artifacts/admin-policies-*.png,
// admin-audit-*.png, admin-tasks.png.

const PASSWORD_POLICIES = `${API_PREFIX}${ORGANISATION_PATHS.securityPolicies.build({ appId: DEMO.appId })}`;
const SAVE_POLICY = `${API_PREFIX}${ORGANISATION_PATHS.saveSecurityPolicy.build({ appId: DEMO.appId })}`;

/** A signed call of the demo site as the administrator. */
async function adminCall<T>(accessToken: string, path: string, body?: object): Promise<T> {
  const text = body ? JSON.stringify(body) : '';
  const base = {
    ...demoRequestHeaders(),
    'content-type': 'application/json',
    authorization: `Bearer ${accessToken}`,
  };
  const response = await fetch(`${E2E_SERVER_ORIGIN}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: withSignatureHeaders(base, DEMO, text),
    ...(body ? { body: text } : {}),
  });
  const answer = (await response.json()) as { rspCd: string; rspInf: string; data: T };
  if (answer.rspCd !== '00000') throw new Error(`${path}: ${answer.rspCd} ${answer.rspInf}`);
  return answer.data;
}

/** A policy card's number field, by its label. */
const field = (page: Page, type: string, label: string) =>
  page.getByTestId(`policy-${type}`).getByLabel(label);

test.describe('/admin/policies, /admin/audit and /admin/tasks', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

  test('the administrator raises the minimum password length, registration enforces it, the audit log shows it', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await signInUser(demoUser('admin').phone);
    // The default scope's policy as other specs of the shard left it, put back at the end.
    const saved = await adminCall<{ userScope: string; type: string; policy: object }[]>(
      admin.accessToken,
      `${PASSWORD_POLICIES}?userScope=default&type=password`,
    );
    await signInAs(context, baseURL!, admin);
    try {
      await page.goto('/admin/users');
      await page.getByRole('link', { name: '安全策略' }).click();
      await expect(page).toHaveURL(/\/admin\/policies$/);
      const password = page.getByTestId('policy-password');
      await expect(password.getByText('密码策略', { exact: true })).toBeVisible();
      // Each field says what it does.
      await expect(password).toContainText('新密码至少这么多位；0 表示不限');
      await expect(page.getByTestId('policy-account')).toContainText(
        '连续登录失败这么多次后锁定账号；0 表示从不锁定',
      );
      await page.screenshot({ path: 'e2e-artifacts/admin-policies-form.png', fullPage: true });

      await field(page, 'password', '最短长度').fill('30');
      await field(page, 'password', '最长长度').fill('20');
      await password.getByRole('button', { name: '保存' }).click();
      await expect(password).toContainText('最短长度不能大于最长长度');
      await page.screenshot({ path: 'e2e-artifacts/admin-policies-refused.png' });

      await field(page, 'password', '最短长度').fill('10');
      await password.getByRole('button', { name: '保存' }).click();
      await expect(page.getByTestId('policies-notice')).toHaveText('密码策略已保存');
      await expect(password).toContainText('最后保存：');
      await page.screenshot({ path: 'e2e-artifacts/admin-policies-saved.png', fullPage: true });

      // A visitor registers with a password of 8: spec 2 §5 密码长度限制为N到M位.
      const visitor = await browser.newContext({ locale: 'zh-CN', baseURL });
      const register = await visitor.newPage();
      await register.goto('/register');
      const form = register.getByTestId('register-form');
      await form.getByLabel('手机号码').fill('13912345678');
      const code = form.getByRole('textbox', { name: '验证码' });
      if (await code.count()) await code.fill('123456');
      await form.getByLabel('密码', { exact: true }).fill('abc12345');
      await form.getByLabel('确认密码').fill('abc12345');
      await form.getByRole('button', { name: '注册' }).click();
      await expect(form).toContainText('密码长度限制为10到20位');
      await register.screenshot({ path: 'e2e-artifacts/admin-policies-register.png' });
      await visitor.close();

      // A user change: 王五 disabled and enabled again.
      const users = new AdminUsersPage(page);
      await page.getByRole('link', { name: '用户管理' }).click();
      await users.search('13800000003');
      await users.rowAction('13800000003', '禁用');
      await expect(users.notice).toContainText('王五：已禁用');
      await users.rowAction('13800000003', '启用');
      await expect(users.notice).toContainText('王五：已启用');

      // The audit log: the policy change with before → after, then the user changes.
      await page.getByRole('link', { name: '审计日志' }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      const rows = page.getByTestId('audit-row');
      await expect(rows.first()).toBeVisible();
      await page.getByLabel('操作', { exact: true }).click();
      await page.getByRole('option', { name: '保存安全策略' }).click();
      await page.getByRole('button', { name: '查询' }).click();
      await expect(rows.first()).toContainText('保存安全策略');
      await page.screenshot({ path: 'e2e-artifacts/admin-audit-search.png', fullPage: true });
      await rows.first().click();
      const detail = page.getByTestId('audit-detail');
      await expect(detail).toContainText('审计详情');
      await expect(detail.getByTestId('audit-after')).toContainText('"passwordMinLength": 10');
      await expect(detail).toContainText('成功');
      await page.screenshot({ path: 'e2e-artifacts/admin-audit-detail.png' });
      await detail.getByRole('button', { name: '关闭' }).click();

      await page.getByLabel('操作', { exact: true }).click();
      await page.getByRole('option', { name: '全部操作' }).click();
      await page.getByLabel('用户', { exact: true }).fill('王五');
      await page.getByRole('button', { name: '查询' }).click();
      await expect(rows.nth(0)).toContainText('启用用户');
      await expect(rows.nth(1)).toContainText('停用用户');
      await expect(rows.nth(0)).toContainText('王五');
      await rows.nth(1).click();
      await expect(detail).toContainText('王五');
      await page.screenshot({ path: 'e2e-artifacts/admin-audit-user.png' });
      await detail.getByRole('button', { name: '关闭' }).click();

      // The search as .xlsx.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出 Excel' }).click();
      expect((await download).suggestedFilename()).toBe('审计日志.xlsx');
    } finally {
      for (const policy of saved) await adminCall(admin.accessToken, SAVE_POLICY, policy);
      if (saved.length === 0) {
        const [mine] = await adminCall<{ id: string }[]>(
          admin.accessToken,
          `${PASSWORD_POLICIES}?userScope=default&type=password`,
        );
        const remove = ORGANISATION_PATHS.deleteSecurityPolicy.build({
          appId: DEMO.appId,
          id: mine!.id,
        });
        await adminCall(admin.accessToken, `${API_PREFIX}${remove}`, {});
      }
    }
  });

  test('the administrator stops and starts the token purge and reads its log', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    await page.goto('/admin/users');
    await page.getByRole('link', { name: '定时任务' }).click();
    await expect(page).toHaveURL(/\/admin\/tasks$/);
    const purge = page.locator('[data-testid="task-row"][data-task="token-purge"]');
    await expect(page.getByTestId('task-row')).toHaveCount(2);
    await expect(purge).toContainText('清理过期令牌');
    await expect(purge).toContainText('每 10 分钟');
    await purge.click();
    await purge.getByRole('button', { name: '停止' }).click();
    await expect(page.getByTestId('tasks-notice')).toHaveText('清理过期令牌：已停止');
    await expect(purge).toContainText('已停止');
    await purge.getByRole('button', { name: '启动' }).click();
    await expect(page.getByTestId('tasks-notice')).toHaveText('清理过期令牌：已启动并运行一次');
    await expect(purge).toContainText('运行中');
    const run = page.getByTestId('task-logs').getByTestId('task-run').first();
    await expect(run).toContainText('成功');
    await expect(run).toContainText('手动');
    await expect(run).toContainText(/删除过期令牌 \d+ 条/);
    await page.screenshot({ path: 'e2e-artifacts/admin-tasks.png', fullPage: true });
  });

  test('张三 is refused both screens', async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto('/admin/policies');
    // spec 2 §2.12: the access-denied page.
    await expect(page.getByRole('heading', { name: '您没有访问权限！' })).toBeVisible();
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: '您没有访问权限！' })).toBeVisible();
  });
});
