import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createDataSourceScheduler, type LoadRequest } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';
import { articles, listControl } from '../../__tests__/fixtures.js';
import { ListWidget } from '../ListWidget.js';

const ALL = articles(50);

/** A scheduler whose loader answers `top` of 50 articles, as the server does. */
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

describe('List load more (spec 1 §4: topN = 20 × counter until the total)', () => {
  it('loads 40, then all 50, then shows 我是有底线的~', async () => {
    const control = listControl({ props: { paginationMode: 'all' }, pageSize: 5 });
    const screen = await render(
      <Paged>
        <ListWidget control={control} />
      </Paged>,
    );
    const rows = screen.getByTestId('list-row');
    await expect.poll(() => rows.elements().length).toBe(5);
    await screen.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => rows.elements().length).toBe(40);
    await screen.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => rows.elements().length).toBe(50);
    await expect.element(screen.getByText('我是有底线的~')).toBeVisible();
  });
});
