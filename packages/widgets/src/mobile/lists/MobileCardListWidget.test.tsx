import { useEffect, useMemo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import { createDataSourceScheduler, type LoadRequest } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';
import {
  contentItem,
  ready,
  SourcesProvider,
  type SourceFixture,
} from '../../__tests__/fixtures.js';
import { MobileCardListWidget } from './MobileCardListWidget.js';

function cards(props: Record<string, unknown>, pageSize = 3): Control {
  return {
    id: 'cards',
    parentId: null,
    typeName: 'CardList',
    layout: { x: 0, y: 0, w: 12, h: 4 },
    props: { title: '推荐', titleIsShow: true, ...props },
    bindInfo: { dsId: 'feed', value2: { fieldName: 'title' } },
    cssData: { pagination: { pageSize } },
  };
}

const items = ['一', '二', '三', '四'].map((title, i) => contentItem(`p${i + 1}`, { title }));

function renderCards(control: Control, results: Record<string, SourceFixture>) {
  return render(
    <SourcesProvider results={results}>
      <div style={{ width: 375 }}>
        <MobileCardListWidget control={control} />
      </div>
    </SourcesProvider>,
  );
}

const MANY = Array.from({ length: 45 }, (_, i) =>
  contentItem(`m${i + 1}`, { title: `卡片 ${i + 1}` }),
);

/** A scheduler whose loader answers `top` of 45 cards (as the server does) and counts its calls. */
function Paged({ children, calls }: { children: ReactNode; calls: LoadRequest[] }) {
  const scheduler = useMemo(
    () =>
      createDataSourceScheduler({
        dataSources: [{ dsId: 'feed', schemaName: 'feed', usages: ['list'], topN: 5 }],
        loader: (request: LoadRequest) => {
          calls.push(request);
          return Promise.resolve({
            total: MANY.length,
            items: MANY.slice(request.skip, request.skip + request.top),
          });
        },
      }),
    [calls],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  return <TesseraProvider scheduler={scheduler}>{children}</TesseraProvider>;
}

describe('MobileCardListWidget (spec 1 §2 Card list, §4 Card list states)', () => {
  it('shows the title, gold/silver/bronze for the first three and the number after', async () => {
    const screen = await renderCards(cards({ showRank: true }, 4), { feed: ready(items) });
    await expect.element(screen.getByRole('heading', { name: '推荐' })).toBeVisible();
    await expect.element(screen.getByTestId('card-rank-gold')).toBeVisible();
    await expect.element(screen.getByTestId('card-rank-silver')).toBeVisible();
    await expect.element(screen.getByTestId('card-rank-bronze')).toBeVisible();
    await expect.element(screen.getByLabelText('第4名')).toHaveTextContent('4');
  });

  it('radio highlights one card at a time', async () => {
    const screen = await renderCards(cards({ selectionMode: 'radio' }), { feed: ready(items) });
    const all = screen.getByTestId('card-item');
    await all.nth(1).click();
    await expect.element(all.nth(1)).toHaveAttribute('data-selected', 'true');
    await all.nth(2).click();
    await expect.element(all.nth(2)).toHaveAttribute('data-selected', 'true');
    await expect.element(all.nth(1)).toHaveAttribute('data-selected', 'false');
  });

  it('check toggles cards and counts them', async () => {
    const screen = await renderCards(cards({ selectionMode: 'check' }), { feed: ready(items) });
    const all = screen.getByTestId('card-item');
    await all.nth(0).click();
    await all.nth(1).click();
    await expect
      .element(screen.getByTestId('card-list-selection'))
      .toHaveTextContent('已选择 2 项');
    await all.nth(0).click();
    await expect
      .element(screen.getByTestId('card-list-selection'))
      .toHaveTextContent('已选择 1 项');
  });

  it('shows pageSize cards and 查看更多 when the total is larger (specifyNum)', async () => {
    const screen = await renderCards(cards({}), { feed: ready(items, 10) });
    await expect.element(screen.getByRole('button', { name: '查看更多' })).toBeVisible();
    expect(screen.getByTestId('card-item').elements()).toHaveLength(3);
  });

  it('hides itself without data in mode hideWidget, shows the tip in customTip', async () => {
    const hidden = await renderCards(cards({ noDataMode: 'hideWidget' }), { feed: ready([]) });
    await expect.poll(() => hidden.container.textContent).toBe('');
    hidden.unmount();
    const tip = await renderCards(cards({ noDataTip: '暂无推荐内容' }), { feed: ready([]) });
    await expect.element(tip.getByText('暂无推荐内容')).toBeVisible();
  });

  it('loads more as the foot scrolls into view until 我是有底线的~ (mode all)', async () => {
    const calls: LoadRequest[] = [];
    const screen = await render(
      <Paged calls={calls}>
        <div style={{ width: 375 }}>
          <MobileCardListWidget control={cards({ paginationMode: 'all' }, 5)} />
        </div>
      </Paged>,
    );
    const all = screen.getByTestId('card-item');
    const foot = screen.getByTestId('list-load-more');
    // The user scrolls down: each time the foot comes into view the next rows load.
    await expect
      .poll(
        () => {
          foot.element().scrollIntoView();
          window.dispatchEvent(new Event('scroll'));
          return all.elements().length;
        },
        { timeout: 10_000 },
      )
      .toBe(45);
    await expect.element(screen.getByText('我是有底线的~')).toBeVisible();
    // spec 1 §4: load more increments the counter and asks topN = 20 × counter (40, then 60).
    expect(calls.map((call) => call.top)).toEqual([5, 40, 60]);
  });
});
