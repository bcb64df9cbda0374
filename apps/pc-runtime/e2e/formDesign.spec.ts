// The form designer (issue 26) against the real server: the administrator adds a money field and
// a required date to the seeded 请假申请 form and saves; the preview reports the empty required
// date with the spec's text; the applicant's start page then shows the new fields. The seeded
// form is put back afterwards (the other files of the shard start the leave request).
import { expect, test, type Page } from '@playwright/test';
import { APPROVAL_PAGE_PATHS, FORM_PATHS } from '@tessera/protocol';
import { DEMO, DEMO_WORKFLOWS } from '@tessera/server/demo';
import { signInAs } from './pages/signInAs.js';
import { callServer, demoUser, signInUser } from './server/workflowUsers.js';

const designField = (page: Page, name: string) =>
  page.locator(`[data-testid="design-field"][data-field="${name}"]`);
const approvalField = (page: Page, name: string) =>
  page.locator(`[data-testid="approval-field"][data-field="${name}"]`);

const formPath = (id: string) => FORM_PATHS.formInfo.build({ appId: DEMO.appId, id });
let original: Record<string, unknown> | null = null;
let adminToken = '';

test.describe('form designer', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 960 } });

  test.beforeAll(async () => {
    adminToken = (await signInUser(demoUser('admin').phone)).accessToken;
    const answer = await callServer('GET', formPath(DEMO_WORKFLOWS.leaveForm.id), {
      accessToken: adminToken,
    });
    original = answer.data as Record<string, unknown>;
  });

  test.afterAll(async () => {
    if (!original) return;
    const { id, name, formTypeId, templateId, fields, enabled } = original;
    await callServer('POST', FORM_PATHS.updateForm.build({ appId: DEMO.appId }), {
      accessToken: adminToken,
      body: { id, name, formTypeId, templateId, fields, enabled },
    });
  });

  test('adds a money field and a required date to 请假申请; the applicant sees them', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAs(context, baseURL!, await signInUser(demoUser('admin').phone));
    await page.goto(`/form-design/${DEMO_WORKFLOWS.leaveRequest.id}`);
    await expect(designField(page, 'reason')).toContainText('请假事由');

    const palette = page.getByTestId('field-palette');
    await palette.getByText('金额', { exact: true }).click();
    await expect(designField(page, 'money1')).toBeVisible();
    await palette.getByText('日期', { exact: true }).click();
    await expect(designField(page, 'date1')).toBeVisible();
    const properties = page.getByTestId('field-properties');
    await properties.getByLabel('标题').fill('报销日期');
    await properties.getByLabel('必填').check();
    await expect(designField(page, 'date1')).toContainText('*报销日期');
    await page.screenshot({ path: 'e2e-artifacts/form-design-editor.png' });

    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.locator('.MuiSnackbar-root').getByRole('alert')).toHaveText('表单已保存');

    // Form types and templates (spec 2 §7.4 Forms).
    await page.getByRole('button', { name: '分类与模板' }).click();
    const library = page.getByRole('dialog');
    await expect(library).toContainText('人事');
    await page.screenshot({ path: 'e2e-artifacts/form-design-library.png' });
    await library.getByRole('button', { name: '关闭' }).click();
    await expect(library).toBeHidden();

    // The live preview with the approval pages' own field widget: an empty required date.
    await page.getByRole('tab', { name: 'Pc 预览' }).click();
    await page.getByRole('button', { name: '校验表单' }).click();
    await expect(approvalField(page, 'date1')).toContainText('请选择日期');
    await expect(approvalField(page, 'leaveType')).toContainText('请假类型不能为空');
    await page.screenshot({ path: 'e2e-artifacts/form-design-preview-pc.png' });
    await page.getByRole('tab', { name: '移动端预览' }).click();
    await expect(page.getByTestId('form-preview')).toHaveAttribute('data-device', 'mobile');
    await page.screenshot({ path: 'e2e-artifacts/form-design-preview-mobile.png' });

    // The applicant's start form shows the saved fields.
    await signInAs(context, baseURL!, await signInUser(demoUser('applicant').phone));
    await page.goto(APPROVAL_PAGE_PATHS.approvalCategory);
    await page.getByTestId('approval-category').getByText('请假申请', { exact: true }).click();
    await expect(approvalField(page, 'money1')).toContainText('金额');
    await expect(approvalField(page, 'date1')).toContainText('报销日期');
    await page.screenshot({ path: 'e2e-artifacts/form-design-start.png' });
  });
});
