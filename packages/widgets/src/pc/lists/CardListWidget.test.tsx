import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Control } from '@tessera/protocol';
import {
  contentItem,
  ready,
  SourcesProvider,
  type SourceFixture,
} from '../../__tests__/fixtures.js';
import { CardListWidget } from './CardListWidget.js';

function cards(props: Record<string, unknown>, dsId = 'feed'): Control {
  return {
    id: 'cards',
    parentId: null,
    typeName: 'CardList',
    layout: { x: 0, y: 0, w: 12, h: 4 },
    props: { title: '卡片', titleIsShow: true, ...props },
    bindInfo: { dsId, value2: { fieldName: 'title' } },
    cssData: { pagination: { pageSize: 3 } },
  };
}

const items = ['一', '二', '三', '四'].map((title, i) => contentItem(`p${i + 1}`, { title }));

function renderCards(control: Control, results: Record<string, SourceFixture>) {
  return render(
    <SourcesProvider results={results}>
      <CardListWidget control={control} />
    </SourcesProvider>,
  );
}

describe('CardListWidget (spec 1 §4 Card list states)', () => {
  it('radio highlights one card at a time', async () => {
    const screen = await renderCards(cards({ selectionMode: 'radio' }), { feed: ready(items) });
    const all = screen.getByTestId('card-item');
    await expect.element(all.nth(2)).toBeVisible();
    await all.nth(1).click();
    await expect.element(all.nth(1)).toHaveAttribute('data-selected', 'true');
    await all.nth(2).click();
    await expect.element(all.nth(2)).toHaveAttribute('data-selected', 'true');
    await expect.element(all.nth(1)).toHaveAttribute('data-selected', 'false');
  });

  it('check toggles cards in the batch selection and counts them', async () => {
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
});
