import { expect, test } from '@playwright/test';
import { signInMobile } from './pages/signInMobile.js';
import { demoUser, signInUser } from './server/serverCalls.js';

test('the visible-range picker: drill down under 全部, search, select, confirm (spec 1 §2 mobile pickers)', async ({
  page,
}) => {
  await signInMobile(page, await signInUser(demoUser('admin').phone));
  await page.goto('/widgets/controls/visible-range');
  const control = page.locator('[data-control-id="range-multi"]');
  await expect(control.getByText('未选择')).toBeVisible();
  await control.getByRole('button', { name: '选择可见范围' }).tap();

  // A full-screen picker: the departments tree under the 全部 breadcrumb.
  const picker = page.getByTestId('visible-range-picker');
  await expect(picker).toBeVisible();
  await expect(picker).toHaveAttribute('aria-label', '可见范围');
  const crumbs = picker.getByTestId('visible-range-crumb');
  await expect(crumbs).toHaveText(['全部']);
  await picker.getByRole('button', { name: '下级 研发部' }).tap();
  await expect(crumbs).toHaveText(['全部', '研发部']);
  await expect(picker.getByText('前端组', { exact: true })).toBeVisible();
  await expect(picker.getByText('财务部', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/visible-range-drill-down.png' });
  await crumbs.first().tap();
  await expect(picker.getByText('财务部', { exact: true })).toBeVisible();

  // Search: the best match first; choosing it selects it.
  await picker.getByRole('searchbox').fill('前端');
  const best = picker.getByTestId('visible-range-best');
  await expect(best.getByText('前端组', { exact: true })).toBeVisible();
  await best.getByText('前端组', { exact: true }).tap();
  await expect(picker.getByTestId('visible-range-count')).toHaveText('已选择 1 项');
  await page.screenshot({ path: 'e2e-artifacts/visible-range-search.png' });

  // 确定: the picker closes and the control shows the choice.
  await picker.getByRole('button', { name: '确定' }).tap();
  await expect(picker).toHaveCount(0);
  await expect(control.getByTestId('visible-range-value')).toContainText('前端组');
  await page.screenshot({ path: 'e2e-artifacts/visible-range-chosen.png' });
});
