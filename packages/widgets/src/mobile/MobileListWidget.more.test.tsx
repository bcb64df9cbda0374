import { useEffect, useMemo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import { createDataSourceScheduler, type LoadRequest } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';
import {
  articles,
  contentItem,
  listControl,
  ready,
  SourcesProvider,
} from '../__tests__/fixtures.js';
import { MobileListWidget } from './MobileListWidget.js';

const ALL = articles(30);

/** A scheduler whose loader answers `top` of 30 articles, as the server does. */
function Paged({ children }: { children: ReactNode }) {
  const scheduler = useMemo(
    () =>
      createDataSourceScheduler({
        dataSources: [{ dsId: 'news', schemaName: 'news', usages: ['list'], topN: 5 }],
        loader: (request: LoadRequest) =>
          Promise.resolve({
            total: ALL.length,
            items: ALL.slice(request.skip, request.skip + request.top),
          }),
      }),
    [],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  return <TesseraProvider scheduler={scheduler}>{children}</TesseraProvider>;
}

describe('MobileListWidget rows (spec 1 §2 List widget)', () => {
  it('shows the cover, the bottom line and the operations with their numbers', async () => {
    const control: Control = {
      ...listControl({ props: { showPic: true, operateList: [{ label: '点赞' }] } }),
      bindInfo: { dsId: 'news', title: 'title', cover: 'cover', bottom: 'author' },
      bindInfos: { operationOneBindInfo: { dsId: 'news', fieldName: 'likes' } },
    } as Control;
    const items = [
      contentItem('a1', {
        title: '文章 1',
        cover: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        author: '张三',
        likes: 12345,
      }),
    ];
    const screen = await render(
      <SourcesProvider results={{ news: ready(items) }}>
        <MobileListWidget control={control} />
      </SourcesProvider>,
    );
    await expect.element(screen.getByText('张三')).toBeVisible();
    // spec 1 §5: more than 3 characters show the first 3 and '+'.
    await expect.element(screen.getByTestId('list-operation-1')).toHaveTextContent('123+');
    expect(screen.getByRole('img').elements().length).toBeGreaterThan(0);
  });

  it('loads 20 more as the foot scrolls into view, then shows 我是有底线的~ (mode all)', async () => {
    const screen = await render(
      <Paged>
        <MobileListWidget
          control={listControl({ props: { paginationMode: 'all' }, pageSize: 5 })}
        />
      </Paged>,
    );
    const foot = screen.getByTestId('list-load-more');
    await expect
      .poll(
        () => {
          foot.element().scrollIntoView();
          window.dispatchEvent(new Event('scroll'));
          return screen.getByText(/^文章 \d+$/).elements().length;
        },
        { timeout: 10_000 },
      )
      .toBe(30);
    await expect.element(screen.getByText('我是有底线的~')).toBeVisible();
  });

  it('shows the custom end text in full-list mode', async () => {
    const screen = await render(
      <SourcesProvider results={{ news: ready(articles(3)) }}>
        <MobileListWidget control={listControl()} full finishedText="没有更多文章了" />
      </SourcesProvider>,
    );
    await expect.element(screen.getByText('没有更多文章了')).toBeVisible();
    expect(screen.getByRole('button', { name: '查看更多' }).query()).toBeNull();
  });
});
