import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWithCookies } from './pages/signInWithCookies.js';

// spec 1 §2 List widget, Card list widget, Full list; §4 Card list states; §5 title tag rules;
// §9 list constants — against the seeded /widgets/lists pages (apps/server seed listPages.ts).

/** A List or Card list section by its title. */
function section(page: Page, testId: 'list-widget' | 'card-list', title: string): Locator {
  return page.getByTestId(testId).filter({ has: page.getByRole('heading', { name: title }) });
}

/** The row of a List whose title starts with `动态 {n}：`. */
function row(list: Locator, n: number): Locator {
  return list.getByTestId('list-row').filter({ hasText: new RegExp(`^动态 ${n}：`) });
}

test.describe('list widgets', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInWithCookies(context, baseURL!);
  });

  test('every List variant shows its bound values, and rows and operations run their events', async ({
    page,
  }) => {
    await page.goto('/widgets/lists');
    const left = section(page, 'list-widget', '热门动态');
    const right = section(page, 'list-widget', '最新动态（封面居右）');
    await expect(left.getByTestId('list-row')).toHaveCount(4, { timeout: 30_000 }); // pageSize 4

    // spec 1 §2: cover left / right of the texts
    const leftCover = await row(left, 1).getByTestId('list-cover').boundingBox();
    const leftTitle = await row(left, 1)
      .getByText(/^动态 1：/)
      .boundingBox();
    expect(leftCover!.x).toBeLessThan(leftTitle!.x);
    const rightCover = await row(right, 1).getByTestId('list-cover').boundingBox();
    const rightTitle = await row(right, 1)
      .getByText(/^动态 1：/)
      .boundingBox();
    expect(rightCover!.x).toBeGreaterThan(rightTitle!.x);

    // spec 1 §9: numbers longer than three characters → first three plus '+'
    await expect(row(left, 1).getByTestId('list-operation-1')).toHaveText('100+'); // 1000 likes
    await expect(row(left, 1).getByTestId('list-operation-2')).toHaveText('204+'); // 2048
    await expect(row(left, 2).getByTestId('list-operation-1')).toHaveText('123+'); // 12345
    await expect(row(left, 3).getByTestId('list-operation-1')).toHaveText('999');
    // labelNumber: number then label
    await expect(row(right, 1).getByTestId('list-operation-1')).toHaveText('100+点赞');
    await expect(row(right, 1).getByTestId('list-operation-3')).toHaveText('7转发');
    // description and bottom line
    await expect(row(left, 1)).toContainText('第 1 条动态。');
    await expect(row(left, 1)).toContainText('李四');

    // default title 文章列表, pagination all: load more by topN = 20 × counter
    const articles = section(page, 'list-widget', '文章列表');
    await expect(articles.getByTestId('list-row')).toHaveCount(5);
    await expect(articles.getByText('查看更多')).toHaveCount(0);
    // empty list with the custom tip
    const drafts = section(page, 'list-widget', '我的草稿');
    await expect(drafts.getByTestId('list-empty')).toContainText('还没有发布任何动态');

    await page.screenshot({ path: 'e2e-artifacts/lists-page.png', fullPage: true });

    // row click → rowClick event (showMessage)
    await row(left, 2)
      .getByText(/^动态 2：/)
      .click();
    await expect(page.getByText('已打开动态详情')).toBeVisible();
    // operation click → operationOneClick, not the row event
    await row(left, 3).getByTestId('list-operation-1').click();
    await expect(page.getByText('点赞成功')).toBeVisible();

    await articles.getByRole('button', { name: '加载更多' }).click();
    await expect(articles.getByTestId('list-row')).toHaveCount(40, { timeout: 20_000 });
    await articles.getByRole('button', { name: '加载更多' }).click();
    await expect(articles.getByTestId('list-row')).toHaveCount(50, { timeout: 20_000 });
    await expect(articles.getByText('我是有底线的~')).toBeVisible();
  });

  test('查看更多 opens /full-list with every row and load more; back returns', async ({ page }) => {
    await page.goto('/widgets/lists');
    const left = section(page, 'list-widget', '热门动态');
    await expect(left.getByTestId('list-row')).toHaveCount(4, { timeout: 30_000 });
    await left.getByRole('button', { name: '查看更多' }).click();

    await expect(page).toHaveURL(/\/full-list$/);
    const full = page.getByTestId('full-list');
    await expect(full.getByRole('heading', { name: '热门动态' })).toBeVisible();
    await expect(full.getByTestId('list-row')).toHaveCount(20, { timeout: 15_000 });
    await expect(row(full, 1).getByTestId('list-operation-1')).toHaveText('100+');
    await full.getByTestId('list-load-more').scrollIntoViewIfNeeded();
    await expect(full.getByTestId('list-row')).toHaveCount(24, { timeout: 20_000 });
    await expect(full.getByText('我是有底线的~')).toBeVisible();
    await page.screenshot({ path: 'e2e-artifacts/lists-full-list.png', fullPage: true });

    await full.getByRole('button', { name: /返回/ }).click();
    await expect(page).toHaveURL(/\/widgets\/lists$/);
  });

  test('/full-list without a hand-over says 页面丢失啦', async ({ page }) => {
    await page.goto('/full-list');
    await expect(page.getByText('页面丢失啦')).toBeVisible();
  });

  test('card lists: rank icons, tags, buttons, selection modes, no-data modes, load more', async ({
    page,
  }) => {
    await page.goto('/widgets/lists/cards');
    const close = section(page, 'card-list', '排行榜（close 模式）');
    const cards = close.getByTestId('card-item');
    await expect(cards).toHaveCount(3, { timeout: 30_000 }); // pagination.pageSize 3
    // spec 1 §2: gold, silver, bronze for the first three
    await expect(cards.nth(0).getByTestId('card-rank-gold')).toBeVisible();
    await expect(cards.nth(1).getByTestId('card-rank-silver')).toBeVisible();
    await expect(cards.nth(2).getByTestId('card-rank-bronze')).toBeVisible();
    // spec 1 §5: both tags on a one-line title → 5 characters plus '...'
    await expect(cards.nth(2).getByTestId('card-tag-1')).toHaveText('年度最受欢...');
    await expect(cards.nth(0).getByTestId('card-tag-1')).toHaveText('官方推荐');
    // a tag without a value and without static text is not shown
    await expect(cards.nth(1).getByTestId('card-tag-1')).toHaveCount(0);
    await expect(cards.nth(0)).toContainText('数据源');
    await expect(cards.nth(0)).toContainText('工作流引...'); // keywords cut to 4 words
    await expect(close.getByRole('button', { name: '隐藏按钮' })).toHaveCount(0);
    await expect(close.getByRole('button', { name: '查看更多' })).toBeVisible();

    // hideWidget hides the empty list; customTip shows its tip and picture
    await expect(page.getByRole('heading', { name: '无数据时隐藏' })).toHaveCount(0);
    const tip = page.getByTestId('card-list').filter({ hasText: '暂无推荐内容' });
    await expect(tip.locator('img')).toBeVisible();

    // pagination all: the first topN, then load more until the total; thumbnail clamped to 200
    const all = section(page, 'card-list', '全部加载（pagination all）');
    await expect(all.getByTestId('card-item')).toHaveCount(5);
    const thumb = await all.getByTestId('card-thumbnail').first().boundingBox();
    expect(Math.round(thumb!.width)).toBe(200);
    // The square thumbnail (object-fit: cover) shows the picture's number whole: its text lies
    // inside the picture's middle square, the part a square crop keeps.
    for (const image of await close.getByTestId('card-thumbnail').all()) {
      const inside = await image.evaluate((img: HTMLImageElement) => {
        const host = document.createElement('div');
        host.innerHTML = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));
        document.body.append(host);
        const svg = host.querySelector('svg')!;
        const text = host.querySelector('text')!.getBBox();
        const { width, height } = svg.viewBox.baseVal;
        host.remove();
        const side = Math.min(width, height);
        const [left, top] = [(width - side) / 2, (height - side) / 2];
        return (
          text.x >= left &&
          text.x + text.width <= left + side &&
          text.y >= top &&
          text.y + text.height <= top + side
        );
      });
      expect(inside).toBe(true);
    }

    await page.screenshot({ path: 'e2e-artifacts/lists-cards.png', fullPage: true });

    // close: a bottom button runs its event; a card click runs the row event
    await cards.nth(0).getByRole('button', { name: '查看' }).click();
    await expect(page.getByText('查看详情')).toBeVisible();
    await cards
      .nth(1)
      .getByText(/^动态 2：/)
      .click();
    await expect(page.getByText('已打开卡片')).toBeVisible();

    // radio: one card highlighted (cursor and batch selection), the row event runs
    const radio = section(page, 'card-list', '单选（radio 模式）').getByTestId('card-item');
    await radio.nth(1).click();
    await expect(radio.nth(1)).toHaveAttribute('data-selected', 'true');
    await expect(page.getByText('已选中一张卡片')).toBeVisible();
    await radio.nth(2).click();
    await expect(radio.nth(2)).toHaveAttribute('data-selected', 'true');
    await expect(radio.nth(1)).toHaveAttribute('data-selected', 'false');

    // check: cards toggle in the batch selection
    const check = section(page, 'card-list', '多选（check 模式）');
    const checkCards = check.getByTestId('card-item');
    await checkCards.nth(0).click();
    await checkCards.nth(2).click();
    await expect(check.getByTestId('card-list-selection')).toHaveText('已选择 2 项');
    await checkCards.nth(0).click();
    await expect(check.getByTestId('card-list-selection')).toHaveText('已选择 1 项');
    await expect(checkCards.nth(2)).toHaveAttribute('data-selected', 'true');
    await page.screenshot({ path: 'e2e-artifacts/lists-cards-selected.png', fullPage: true });

    await all.getByRole('button', { name: '加载更多' }).click();
    await expect(all.getByTestId('card-item')).toHaveCount(24, { timeout: 20_000 });
    await expect(all.getByText('我是有底线的~')).toBeVisible();
  });
});
