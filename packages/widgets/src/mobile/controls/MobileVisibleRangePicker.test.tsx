import { useMemo, useState } from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import type { Control } from '@tessera/protocol';
import { createRequestClient } from '@tessera/request';
import type { Settings } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import { contentItem, ready, SourcesProvider } from '../../__tests__/fixtures.js';
import type { VisibleRangeState } from '../../controls/useVisibleRange.js';
import {
  isSelected,
  removeItem,
  selectAllState,
  toggleAll,
  toggleItem,
  type SelectedRangeItem,
} from '../../controls/visibleRangeSelection.js';
import { filterTree } from '../../controls/visibleRangeTree.js';
import type { VisibleRangeItem, VisibleRangeMode } from '../../controls/visibleRangeTypes.js';
import { MobileVisibleRangeSheet } from './MobileVisibleRangePicker.js';
import { MobileVisibleRangeControl } from './MobileVisibleRangeControl.js';

const dept = (id: string, label: string, children?: VisibleRangeItem[]): VisibleRangeItem => ({
  id,
  label,
  value: id,
  type: 'department',
  level: 0,
  parentId: null,
  ...(children ? { children } : {}),
});

/** A department tree as the organisation call answers it (spec 1 §3 Visible-range item). */
const TREE = [
  dept('hq', '总部', [
    dept('rd', '研发部', [dept('fe', '前端组'), dept('be', '后端组')]),
    dept('mk', '市场部'),
  ]),
  dept('branch', '上海分公司'),
];
const MODE: VisibleRangeMode = {
  key: 'department',
  title: '部门',
  type: 'department',
  multi: true,
};

/** The picker's state over a loaded tree, with the shared selection and search rules. */
function useLoadedRange(tree: VisibleRangeItem[]): VisibleRangeState {
  const [keyword, setKeyword] = useState('');
  const [selection, setSelection] = useState<SelectedRangeItem[]>([]);
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  return {
    modes: [MODE],
    mode: MODE,
    selectMode: () => undefined,
    keyword,
    setKeyword,
    loading: false,
    error: null,
    tree: shown,
    selection,
    isSelected: (item) => isSelected(selection, item),
    toggle: (item) => setSelection((before) => toggleItem(before, item, MODE)),
    allState: selectAllState(selection, tree),
    toggleAll: () => setSelection((before) => toggleAll(before, tree)),
    remove: (item) => setSelection((before) => removeItem(before, item)),
    clear: () => setSelection([]),
  };
}

function Sheet({ onConfirm }: { onConfirm(items: SelectedRangeItem[]): void }) {
  const range = useLoadedRange(TREE);
  const [open, setOpen] = useState(true);
  return (
    <MobileVisibleRangeSheet
      range={range}
      open={open}
      title="可见范围"
      onCancel={() => setOpen(false)}
      onConfirm={(items) => {
        onConfirm(items);
        setOpen(false);
      }}
    />
  );
}

const crumbs = () => page.getByTestId('visible-range-crumb');

describe('MobileVisibleRangeSheet (spec 1 §2 mobile pickers)', () => {
  it('drills down under the 全部 breadcrumb and back', async () => {
    await render(<Sheet onConfirm={() => undefined} />);
    await expect.element(page.getByRole('dialog', { name: '可见范围' })).toBeVisible();
    await expect.element(crumbs().first()).toHaveTextContent('全部');
    await page.getByRole('button', { name: '下级 总部' }).click();
    await page.getByRole('button', { name: '下级 研发部' }).click();
    expect(
      crumbs()
        .elements()
        .map((crumb) => crumb.textContent),
    ).toEqual(['全部', '总部', '研发部']);
    await expect.element(page.getByText('前端组')).toBeVisible();
    await crumbs().first().click();
    await expect.element(page.getByText('上海分公司')).toBeVisible();
    expect(crumbs().elements()).toHaveLength(1);
  });

  it('searches as a flat list with the best match first, and selects it', async () => {
    await render(<Sheet onConfirm={() => undefined} />);
    await userEvent.fill(page.getByRole('searchbox'), '研发');
    const best = page.getByTestId('visible-range-best');
    await expect.element(best).toHaveTextContent('最佳匹配');
    await expect.element(best).toHaveTextContent('研发部');
    await best.getByText('研发部').click();
    await expect.element(page.getByTestId('visible-range-count')).toHaveTextContent('已选择 1 项');
    // The search's 取消 brings the tree back.
    await page.getByText('取消', { exact: true }).last().click();
    await expect.element(crumbs().first()).toHaveTextContent('全部');
  });

  it('全选 takes the whole tree, 清空选择 clears it, 确定 emits the choice', async () => {
    const chosen: SelectedRangeItem[][] = [];
    await render(<Sheet onConfirm={(items) => chosen.push(items)} />);
    await page.getByText('全选').click();
    await expect.element(page.getByTestId('visible-range-count')).toHaveTextContent('已选择 6 项');
    await page.getByRole('button', { name: '清空选择' }).click();
    await expect.element(page.getByTestId('visible-range-count')).toHaveTextContent('已选择 0 项');
    await page.getByRole('button', { name: '下级 总部' }).click();
    await page.getByText('市场部').click();
    await page.getByRole('button', { name: '确定' }).click();
    expect(chosen).toEqual([[expect.objectContaining({ label: '市场部', type: 'department' })]]);
  });

  it('is removed from the page 300 ms after it closes (spec 1 §9)', async () => {
    await render(<Sheet onConfirm={() => undefined} />);
    const sheet = page.getByTestId('visible-range-picker');
    await expect.element(sheet).toBeVisible();
    const cancel = page.getByText('取消', { exact: true }).first().element() as HTMLElement;
    // The picker's clock: from the close on, only the picker's timer runs, on fake time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => cancel.click());
      expect(sheet.query()?.getAttribute('data-state')).toBe('closing');
      act(() => vi.advanceTimersByTime(299));
      expect(sheet.query()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(sheet.query()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MobileVisibleRangeControl (a data source field as a flat list)', () => {
  const control: Control = {
    id: 'range',
    parentId: null,
    typeName: 'VisibleRange',
    layout: { x: 0, y: 0, w: 12, h: 2 },
    props: {
      label: '可见城市',
      customVisibleConfig: [{ title: '城市', fieldName: 'city', dsId: 'cities', multi: false }],
    },
  };
  const cities = ['杭州', '上海', '北京'].map((city, i) => contentItem(`c${i}`, { city }));

  it('opens the picker, keeps one choice in a single-select mode and shows it after 确定', async () => {
    const client = createRequestClient({
      baseUrl: 'http://127.0.0.1:9',
      getContext: () => ({
        appId: 'app',
        subAppId: 'sub',
        pageId: 'page',
        subAppType: 'Mobile',
        envType: 'Runtime',
        currentPublishVersion: '1',
        accessToken: null,
      }),
    });
    const screen = await render(
      <SourcesProvider results={{ cities: ready(cities) }}>
        <TesseraProvider client={client} settings={{ appId: 'app', subAppId: 'sub' } as Settings}>
          <MobileVisibleRangeControl control={control} />
        </TesseraProvider>
      </SourcesProvider>,
    );
    await expect.element(screen.getByText('未选择')).toBeVisible();
    await screen.getByRole('button', { name: '选择可见范围' }).click();
    await page.getByText('杭州').click();
    await page.getByText('上海').click();
    await expect.element(page.getByTestId('visible-range-count')).toHaveTextContent('已选择 1 项');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.element(screen.getByTestId('visible-range-value')).toHaveTextContent('上海');
    await expect.poll(() => page.getByTestId('visible-range-picker').query()).toBeNull();
  });
});
