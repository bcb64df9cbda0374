import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_THROTTLE_MS } from '@tessera/events';
import { SignInPage } from './pages/SignInPage.js';
import { signInWithCookies } from './pages/signInWithCookies.js';

// The events demo (seed `eventPages.ts`): event chains, a stopping condition, the action types
// against the real server, and the permission modes of spec 1 §6 for the demo administrator
// (granted every article.* operation but not article.export).
const EVENTS_URL = '/widgets/events';

/** spec 1 §3 Action-run record, as the runner keeps them in session storage. */
interface RunRecord {
  controlId: string;
  actionId: string;
  eventName: string;
  actionName: string;
  isExcute: string;
  isSuccess: string;
}

function runLog(page: Page): Promise<RunRecord[]> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('actionRunRecords') ?? '[]') as RunRecord[],
  );
}

function message(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Closes the message on screen (messages show one at a time), unless it already closed itself
 * (infos hide after 4 s; a slow screenshot can take that long).
 */
async function dismiss(page: Page, text: string | RegExp): Promise<void> {
  await message(page, text)
    .getByRole('button', { name: /close/i })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect(message(page, text)).toHaveCount(0);
}

function list(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

async function openEvents(page: Page): Promise<void> {
  await page.goto(EVENTS_URL);
  // The first page of a run waits for the dev server's first build.
  await expect(page.getByRole('button', { name: '链式动作' })).toBeVisible({ timeout: 60_000 });
  await expect(list(page, '文章（点击行）').getByText('文章 1', { exact: true })).toBeVisible();
}

test.describe('events and permissions', () => {
  // The first page of a run waits for the dev server's first build on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('a chain runs in order: variable, message, then the delayed message', async ({ page }) => {
    await openEvents(page);
    const started = Date.now();
    await page.getByRole('button', { name: '链式动作' }).click();
    // setVariable, then showMessage reading it (spec 1 §3 Page variables).
    await expect(message(page, '变量 greetingText = 你好，Tessera')).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/events-chain.png', fullPage: true });
    await dismiss(page, '变量 greetingText');
    // spec 1 §4: the third action waits its 2 s delay.
    await expect(message(page, '两秒后的第二条消息')).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect((await runLog(page)).filter((record) => record.controlId === 'ev-chain')).toEqual(
      ['设置变量', '显示变量', '延时消息'].map((actionName, index) => ({
        controlId: 'ev-chain',
        actionId: `a${index + 1}`,
        eventName: 'click',
        actionName,
        isExcute: 'execute',
        isSuccess: 'success',
      })),
    );
  });

  test('an unmet condition with isStopNext stops the chain', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (line) => logs.push(line.text()));
    await openEvents(page);
    await page.getByRole('button', { name: '需审批的动作' }).click();
    // The run finished (the button is enabled again) without either message.
    await expect(page.getByRole('button', { name: '需审批的动作' })).toBeEnabled();
    await expect.poll(async () => (await runLog(page)).length).toBe(1);
    expect(await runLog(page)).toEqual([
      {
        controlId: 'ev-stop',
        actionId: 'a1',
        eventName: 'click',
        actionName: '检查审批',
        isExcute: 'noexecute',
        isSuccess: 'success',
      },
    ]);
    expect(logs).toContain('动作:[检查审批]未满足执行条件');
    await page.waitForTimeout(500);
    await expect(message(page, '审批')).toHaveCount(0);
    await page.screenshot({ path: 'e2e-artifacts/events-stopped.png', fullPage: true });

    // Once approved (a Global variable), the same chain runs to its end — after the event's
    // throttle, which refuses a click sooner (spec 1 §4).
    await page.getByRole('button', { name: '通过审批' }).click();
    await dismiss(page, '已通过审批');
    await page.waitForTimeout(DEFAULT_THROTTLE_MS);
    await page.getByRole('button', { name: '需审批的动作' }).click();
    await expect(message(page, '审批已通过，继续执行')).toBeVisible();
    await dismiss(page, '审批已通过');
    await expect(message(page, '审批后的后续动作')).toBeVisible();
  });

  test('after a full-page screenshot on a slow machine the buttons settle where they were', async ({
    page,
  }) => {
    // The screenshot makes the window 1 px wide for a moment (the grid's xxs layout, one button
    // per row); react-grid-layout's responsive state then flipped between that layout and md on
    // every render, and clicks landed on the wrong button.
    await openEvents(page);
    const approve = page.locator('[data-control-id="ev-approve"]');
    const place = async () => {
      const box = (await approve.boundingBox())!;
      return [Math.round(box.x), Math.round(box.y)];
    };
    const before = await place();
    // Code that measures the page on every change (here: a mutation observer reading the
    // button's box) makes the old flip happen on every run instead of now and then.
    await page.evaluate(() => {
      const button = document.querySelector('[data-control-id="ev-approve"]')!;
      new MutationObserver(() => button.getBoundingClientRect()).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await page.screenshot({ fullPage: true });
    await expect.poll(place).toEqual(before);
    for (let sample = 0; sample < 10; sample++) {
      await page.waitForTimeout(100);
      expect(await place()).toEqual(before);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('Available mode blocks the operation with its message; Visible mode hides', async ({
    page,
  }) => {
    await openEvents(page);
    // spec 1 §6 Visible: the entry the user lacks hides its list, the granted one shows.
    await expect(list(page, '编辑权限可见')).toBeVisible();
    await expect(list(page, '仅导出权限可见')).toHaveCount(0);
    await expect(page.getByText('仅导出权限可见')).toHaveCount(0);

    // spec 1 §6 Available: a fixed text…
    await list(page, '导出（固定提示）').getByText('文章 2', { exact: true }).click();
    await expect(message(page, '您没有导出文章的权限')).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/events-blocked.png', fullPage: true });
    await dismiss(page, '您没有导出文章的权限');
    // …or an expression over the user and the clicked row.
    await list(page, '导出（表达式提示）').getByText('文章 3', { exact: true }).click();
    await expect(message(page, /，您没有导出权限：文章 3$/)).toBeVisible();
    await expect(message(page, '已导出')).toHaveCount(0);
    // A blocked event runs no action.
    expect(await runLog(page)).toEqual([]);
  });

  test('a visible binding shows a control once its page variable is set', async ({ page }) => {
    await openEvents(page);
    await expect(page.getByRole('button', { name: '绑定变量的按钮' })).toHaveCount(0);
    await page.getByRole('button', { name: '显示隐藏按钮' }).click();
    await expect(page.getByRole('button', { name: '绑定变量的按钮' })).toBeVisible();
  });

  test('data flow and API model results come from the server', async ({ page }) => {
    await openEvents(page);
    await page.getByRole('button', { name: '运行数据流' }).click();
    await expect(message(page, /^数据流结果：你好，.+！$/)).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/events-dataflow.png', fullPage: true });
    await dismiss(page, '数据流结果');
    await page.getByRole('button', { name: '调用 API 模型' }).click();
    await expect(message(page, /^阅读最多：文章 1\d*（\d+ 次阅读）$/)).toBeVisible();
  });

  test('set cursor and refresh act on the data source', async ({ page }) => {
    await openEvents(page);
    await page.getByRole('button', { name: '选中第三篇' }).click();
    await expect(message(page, '当前文章：文章 3')).toBeVisible();
    await dismiss(page, '当前文章');
    await page.getByRole('button', { name: '刷新文章' }).click();
    await expect(message(page, '文章已刷新')).toBeVisible();
    await expect(list(page, '文章（点击行）').getByText('文章 1', { exact: true })).toBeVisible();
  });

  test('the repeat guard: a double click runs the row event once', async ({ page }) => {
    await openEvents(page);
    await list(page, '文章（点击行）').getByText('文章 4', { exact: true }).dblclick();
    await expect(message(page, '你点击了：文章 4')).toBeVisible();
    await dismiss(page, '你点击了：文章 4');
    await expect(message(page, '行事件执行完毕')).toBeVisible();
    await dismiss(page, '行事件执行完毕');
    await page.waitForTimeout(1500);
    await expect(message(page, '你点击了')).toHaveCount(0);
    const records = (await runLog(page)).filter((record) => record.controlId === 'ev-rows');
    expect(records.map((record) => record.actionName)).toEqual(['选中行', '显示行', '稍后提示']);
  });

  test('open page with parameters, then go back', async ({ page }) => {
    await openEvents(page);
    await page.getByRole('button', { name: '打开控件页' }).click();
    await expect(page).toHaveURL(/\/widgets\/controls\?from=events$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/widgets\/events$/);
    await page.goto('/home');
    await openEvents(page);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('sign out goes to the sign-in page', async ({ page }) => {
    await openEvents(page);
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(SignInPage.url);
    await page.screenshot({ path: 'e2e-artifacts/events-signout.png', fullPage: true });
  });
});
