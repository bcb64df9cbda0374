import { describe, expect, it, vi } from 'vitest';
import type { Control } from '@tessera/protocol';
import { render } from 'vitest-browser-react';
import { MobileListWidget } from './index.js';
import type { ListCallbacks } from '../lists/useListWidget.js';
import { LIST_TEXTS } from '../internals/listModel.js';
import { articles, listControl, ready } from '../__tests__/fixtures.js';
import { SourcesProvider, type SourceFixture } from '../__tests__/fixtures.js';

function renderList(
  control: Control,
  results: Readonly<Record<string, SourceFixture>> = {},
  actions: ListCallbacks = {},
) {
  return render(
    <SourcesProvider results={results}>
      <MobileListWidget control={control} {...actions} />
    </SourcesProvider>,
  );
}

describe('MobileListWidget title bar (spec 1 §2)', () => {
  it('shows the default title 文章列表 as a heading', async () => {
    const screen = await renderList(listControl(), { news: ready(articles(1)) });
    await expect
      .element(screen.getByRole('heading', { name: LIST_TEXTS.defaultTitle }))
      .toBeVisible();
    await expect.element(screen.getByTestId('list-widget')).toBeVisible();
  });

  it('shows a custom title', async () => {
    const screen = await renderList(listControl({ props: { title: '通知公告' } }), {
      news: ready(articles(1)),
    });
    await expect.element(screen.getByRole('heading', { name: '通知公告' })).toBeVisible();
    expect(screen.getByText(LIST_TEXTS.defaultTitle).query()).toBeNull();
  });

  it('hides the title bar when titleIsShow is false, keeping the rows', async () => {
    const screen = await renderList(listControl({ props: { titleIsShow: false } }), {
      news: ready(articles(2)),
    });
    await expect.element(screen.getByText('文章 2')).toBeVisible();
    expect(screen.getByRole('heading').query()).toBeNull();
    await expect
      .element(screen.getByRole('region', { name: LIST_TEXTS.defaultTitle }))
      .toBeInTheDocument();
  });
});

describe('MobileListWidget rows', () => {
  it('shows each item title and summary read from {iv} values', async () => {
    const screen = await renderList(listControl(), { news: ready(articles(2)) });
    await expect.element(screen.getByText('文章 1')).toBeVisible();
    await expect.element(screen.getByText('摘要 1', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('文章 2')).toBeVisible();
    await expect.element(screen.getByText('摘要 2', { exact: true })).toBeVisible();
  });

  it('shows at most pagination.pageSize rows', async () => {
    const screen = await renderList(listControl({ pageSize: 3 }), { news: ready(articles(5)) });
    await expect.element(screen.getByText('文章 3')).toBeVisible();
    expect(screen.getByText('文章 4').query()).toBeNull();
  });

  it('hands the tapped row item to onRowClick from the context', async () => {
    const onRowClick = vi.fn();
    const items = articles(3);
    const screen = await renderList(listControl(), { news: ready(items) }, { onRowClick });
    await screen.getByText('文章 2').click();
    expect(onRowClick).toHaveBeenCalledWith(items[1], expect.objectContaining({ id: 'list-1' }));
  });
});

describe('MobileListWidget 查看更多 (spec 1 §2)', () => {
  it('shows 查看更多 when the total exceeds pageSize and calls onMore', async () => {
    const onMore = vi.fn();
    const control = listControl({ pageSize: 2 });
    const screen = await renderList(control, { news: ready(articles(2), 5) }, { onMore });
    await screen.getByRole('button', { name: LIST_TEXTS.more }).click();
    expect(onMore).toHaveBeenCalledWith(control);
  });

  it('is not shown when every item fits', async () => {
    const screen = await renderList(listControl({ pageSize: 3 }), { news: ready(articles(3)) });
    await expect.element(screen.getByText('文章 1')).toBeVisible();
    expect(screen.getByRole('button', { name: LIST_TEXTS.more }).query()).toBeNull();
  });
});

describe('MobileListWidget states', () => {
  it('shows the custom empty tip dataForm.diyTips', async () => {
    const control = listControl({ props: { dataForm: { diyTips: '还没有发布文章' } } });
    const screen = await renderList(control, { news: ready([]) });
    await expect.element(screen.getByTestId('list-empty')).toHaveTextContent('还没有发布文章');
    expect(screen.getByText('文章 1').query()).toBeNull();
  });

  it('falls back to 暂无数据 without a custom tip, also when not bound', async () => {
    const screen = await renderList(listControl({ bindInfo: {} }));
    await expect.element(screen.getByTestId('list-empty')).toHaveTextContent(LIST_TEXTS.empty);
  });

  it('shows 数据加载中... while the source loads', async () => {
    const screen = await renderList(listControl(), {
      news: { status: 'loading', total: 0, items: [] },
    });
    await expect.element(screen.getByRole('status')).toHaveTextContent(LIST_TEXTS.loading);
    expect(screen.getByTestId('list-empty').query()).toBeNull();
  });

  it('shows the error message of a failed source', async () => {
    const screen = await renderList(listControl(), {
      news: { status: 'error', total: 0, items: [], error: '请求超时' },
    });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });

  it('shows 数据加载失败 when a failed source carries no message', async () => {
    const screen = await renderList(listControl(), {
      news: { status: 'error', total: 0, items: [] },
    });
    await expect.element(screen.getByRole('alert')).toHaveTextContent(LIST_TEXTS.loadFailed);
  });
});
