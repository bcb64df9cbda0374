import { devices, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS } from '@tessera/server/demo';
import { E2E_APP_ORIGIN } from '../server/e2eOrigins.js';

/** A demo user's browser page, signed in through /login-byphone (password). */
export async function signedInPage(
  browser: Browser,
  key: 'admin' | 'applicant' | 'approver1' | 'approver2',
): Promise<Page> {
  const user = DEMO_USERS.find((each) => each.key === key)!;
  const context = await browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
    baseURL: E2E_APP_ORIGIN,
  });
  const page = await context.newPage();
  await page.goto('/login-byphone?loginType=password');
  await page.locator('input[name="phone"]').fill(user.phone);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** A full-page screenshot into e2e-artifacts/. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

/** A screenshot of the viewport (the todo page's action bar stays at the bottom). */
export const viewShot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png` });

/** A new 375×667 touch page without a session. */
export async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
    baseURL: E2E_APP_ORIGIN,
  });
  return context.newPage();
}

/** Opens one of the approval lists and waits for its rows. */
export async function openList(
  page: Page,
  type: 'apply' | 'todo' | 'cc' | 'done',
  processStatus?: string,
): Promise<Locator> {
  await page.goto(
    `/frame/approval-list?type=${type}${processStatus ? `&processStatus=${processStatus}` : ''}`,
  );
  const list = page.getByTestId(`approval-list-${type}`);
  await expect(list).toHaveAttribute('data-state', 'ready');
  return list.getByTestId('approval-row');
}

/** The row of an instance in a list. */
export function rowOf(rows: Locator, instanceId: string): Locator {
  return rows.and(rows.page().locator(`[data-instance="${instanceId}"]`));
}

/** The visible toast's text appears. */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
}

/** Opens a date field's picker and confirms the date it shows (today). */
export async function pickDate(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const confirm = page.getByRole('button', { name: '确定', exact: true }).filter({ visible: true });
  await confirm.click();
  await expect(confirm).toHaveCount(0);
}

/** The input (or textarea) of a form field by its name. */
export function fieldInput(page: Page, name: string): Locator {
  return page
    .locator(`[data-field="${name}"]`)
    .locator('input:not([aria-hidden]), textarea:not([aria-hidden])');
}

/** The approval comment box of the todo page. */
export function commentBox(page: Page): Locator {
  return page.getByTestId('approval-comment').locator('textarea:not([aria-hidden])');
}

/** The timeline's entries as text lines. */
export function timeline(page: Page): Locator {
  return page.getByTestId('approval-timeline').locator('.adm-step');
}
