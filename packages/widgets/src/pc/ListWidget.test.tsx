import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { ReactNode } from 'react';
import type { Control } from '@tessera/protocol';
import { ListWidget } from './index.js';
import type { ListCallbacks } from '../lists/useListWidget.js';
import { articles, contentItem, listControl, ready } from '../__tests__/fixtures.js';
import { SourcesProvider, type SourceFixture } from '../__tests__/fixtures.js';

function renderList(
  control: Control,
  results: Readonly<Record<string, SourceFixture>> = {},
  actions: ListCallbacks = {},
  ui?: ReactNode,
) {
  return render(
    <SourcesProvider results={results}>
      {ui ?? <ListWidget control={control} {...actions} />}
    </SourcesProvider>,
  );
}

describe('ListWidget title bar (spec 1 §2)', () => {
  it('shows the default title 文章列表 as a heading', async () => {
    const screen = await renderList(listControl(), { news: ready(articles(1)) });
    await expect.element(screen.getByRole('heading', { name: '文章列表' })).toBeVisible();
    await expect.element(screen.getByTestId('list-widget')).toBeVisible();
  });

  it('shows a custom title', async () => {
    const screen = await renderList(listControl({ props: { title: '通知公告' } }), {
      news: ready(articles(1)),
    });
    await expect.element(screen.getByRole('heading', { name: '通知公告' })).toBeVisible();
    expect(screen.getByText('文章列表').query()).toBeNull();
  });

  it('hides the title bar when titleIsShow is false, keeping the rows', async () => {
    const screen = await renderList(listControl({ props: { titleIsShow: false } }), {
      news: ready(articles(2)),
    });
    await expect.element(screen.getByRole('listitem').first()).toBeVisible();
    expect(screen.getByRole('heading').query()).toBeNull();
    await expect.element(screen.getByRole('region', { name: '文章列表' })).toBeInTheDocument();
  });
});

describe('ListWidget rows', () => {
  it('shows each item title and description read from {iv} values', async () => {
    const screen = await renderList(listControl(), { news: ready(articles(2)) });
    const rows = screen.getByRole('listitem');
    await expect.element(rows.nth(1)).toBeVisible();
    expect(rows.elements()).toHaveLength(2);
    await expect.element(rows.nth(0)).toHaveTextContent('文章 1摘要 1');
    await expect.element(rows.nth(1).getByText('文章 2')).toBeVisible();
    await expect.element(rows.nth(1).getByText('摘要 2')).toBeVisible();
  });

  it('shows at most pagination.pageSize rows', async () => {
    const screen = await renderList(listControl({ pageSize: 3 }), { news: ready(articles(5)) });
    await expect.element(screen.getByText('文章 3')).toBeVisible();
    expect(screen.getByRole('listitem').elements()).toHaveLength(3);
    expect(screen.getByText('文章 4').query()).toBeNull();
  });

  it('caps at the default page size of 25 (spec 1 §9)', async () => {
    const screen = await renderList(listControl(), { news: ready(articles(30)) });
    await expect.element(screen.getByText('文章 25', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('listitem').elements()).toHaveLength(25);
  });

  it('hands the clicked row item to onRowClick from the context, also by keyboard', async () => {
    const onRowClick = vi.fn();
    const items = articles(3);
    const screen = await renderList(listControl(), { news: ready(items) }, { onRowClick });
    await screen.getByRole('listitem').nth(1).getByRole('button').click();
    expect(onRowClick).toHaveBeenCalledWith(items[1], expect.objectContaining({ id: 'list-1' }));
    screen.getByRole('listitem').nth(2).getByRole('button').element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(
      items[2],
      expect.objectContaining({ id: 'list-1' }),
    );
  });
});

describe('ListWidget 查看更多 (spec 1 §2)', () => {
  it.each([
    ['total exceeds pageSize in specifyNum mode', {}, 3, 10, true],
    ['total exceeds pageSize, mode defaulted', { paginationMode: 'specifyNum' }, 3, 4, true],
    ['total equals pageSize', {}, 3, 3, false],
    ['mode all', { paginationMode: 'all' }, 3, 10, false],
  ])('%s → shown: %s', async (_case, props, pageSize, total, shown) => {
    const screen = await renderList(listControl({ props, pageSize }), {
      news: ready(articles(3), total),
    });
    await expect.element(screen.getByText('文章 1')).toBeVisible();
    expect(screen.getByRole('button', { name: '查看更多' }).query() !== null).toBe(shown);
  });

  it('is not shown when the list is not bound to data', async () => {
    const unbound = listControl({ bindInfo: {}, pageSize: 1 });
    const screen = await renderList(unbound, { news: ready(articles(3), 10) });
    await expect.element(screen.getByTestId('list-empty')).toBeVisible();
    expect(screen.getByRole('button', { name: '查看更多' }).query()).toBeNull();
  });

  it('calls onMore from the context', async () => {
    const onMore = vi.fn();
    const control = listControl({ pageSize: 2 });
    const screen = await renderList(control, { news: ready(articles(2), 5) }, { onMore });
    await screen.getByRole('button', { name: '查看更多' }).click();
    expect(onMore).toHaveBeenCalledWith(control);
  });

  it('prefers an onMore prop over the context callback', async () => {
    const fromContext = vi.fn();
    const fromProp = vi.fn();
    const control = listControl({ pageSize: 2 });
    const screen = await renderList(
      control,
      { news: ready(articles(2), 5) },
      { onMore: fromContext },
      <ListWidget control={control} onMore={fromProp} />,
    );
    await screen.getByRole('button', { name: '查看更多' }).click();
    expect(fromProp).toHaveBeenCalledWith(control);
    expect(fromContext).not.toHaveBeenCalled();
  });

  it('stays reachable below the rows when the title bar is hidden', async () => {
    const control = listControl({ props: { titleIsShow: false }, pageSize: 1 });
    const screen = await renderList(control, { news: ready(articles(1), 2) });
    await expect.element(screen.getByRole('button', { name: '查看更多' })).toBeVisible();
  });
});

describe('ListWidget states', () => {
  it('shows the empty visual with the custom tip dataForm.diyTips', async () => {
    const control = listControl({ props: { dataForm: { diyTips: '还没有发布文章' } } });
    const screen = await renderList(control, { news: ready([]) });
    await expect.element(screen.getByTestId('list-empty')).toHaveTextContent('还没有发布文章');
    expect(screen.getByTestId('list-empty').element().querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('listitem').query()).toBeNull();
  });

  it('falls back to 暂无数据 without a custom tip, also when not bound', async () => {
    const screen = await renderList(listControl({ bindInfo: {} }));
    await expect.element(screen.getByTestId('list-empty')).toHaveTextContent('暂无数据');
  });

  it('shows a loading state', async () => {
    const screen = await renderList(listControl(), {
      news: { status: 'loading', total: 0, items: [] },
    });
    await expect.element(screen.getByRole('status')).toHaveTextContent('数据加载中...');
    expect(screen.getByRole('listitem').query()).toBeNull();
  });

  it('treats a bound source without a result yet as loading, not empty', async () => {
    const screen = await renderList(listControl(), {});
    await expect.element(screen.getByRole('status')).toHaveTextContent('数据加载中...');
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
    await expect.element(screen.getByRole('alert')).toHaveTextContent('数据加载失败');
  });
});

describe('ListWidget row layout (spec 1 §2 List rows, §9 measures)', () => {
  it('draws a cover on the right, a clamped description and the operations beside the bottom line', async () => {
    const control: Control = {
      ...listControl({
        props: {
          showPic: true,
          picPosition: 'right',
          operateList: [{ label: '赞' }, { label: '评' }],
        },
        bindInfo: {
          dsId: 'news',
          title: 'title',
          description: 'summary',
          cover: 'cover',
          bottom: 'by',
        },
      }),
      cssData: { coverImage: { height: 96 } },
    };
    const cover = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const items = [
      contentItem('a1', { title: '文章 1', summary: '摘要 '.repeat(80), cover, by: '作者' }),
    ];
    const screen = await renderList(control, { news: ready(items) });
    const row = screen.getByTestId('list-row');
    await expect.element(row.getByTestId('list-cover')).toBeInTheDocument();
    const style = (element: Element) => getComputedStyle(element);
    const img = row.getByTestId('list-cover').element();
    // 4:3 at the cover height, rounded corners
    expect([style(img).width, style(img).height, style(img).borderRadius]).toEqual([
      '128px',
      '96px',
      '4px',
    ]);
    const button = row.getByRole('button').first().element();
    expect([style(button).flexDirection, style(button).gap, style(button).paddingTop]).toEqual([
      'row-reverse',
      '16px',
      '12px',
    ]);
    // description height = cover height − 56 → two lines of 20 px
    const description = row.getByText(/^摘要/).element();
    expect([style(description).maxHeight, style(description).webkitLineClamp]).toEqual([
      '40px',
      '2',
    ]);
    // the bottom line leaves 72 px per operation; the operations sit left of the cover
    expect(style(row.getByText('作者').element()).paddingRight).toBe('144px');
    const operations = row.getByTestId('list-operation-1').element().parentElement!;
    expect([style(operations).right, style(operations).bottom]).toEqual(['160px', '10px']);
    expect(style(row.getByTestId('list-operation-1').element()).fontSize).toBe('13px');
  });
});
