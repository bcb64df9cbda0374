import { describe, expect, it } from 'vitest';
import type { Control } from '@tessera/protocol';
import { contentItem } from '../__tests__/fixtures.js';
import { buildCards } from './cardModel.js';
import { clampThumbnailSize, readCardListConfig } from './cardListConfig.js';
import { cardClickEffect, cardPartsFire } from './cardSelection.js';

function cardControl(
  props: Record<string, unknown>,
  bindInfo: Record<string, unknown> = {},
): Control {
  return {
    id: 'cards',
    parentId: null,
    typeName: 'CardList',
    layout: { x: 0, y: 0, w: 12, h: 4 },
    props,
    bindInfo: {
      dsId: 'feed',
      value2: { fieldName: 'title' },
      value0: { fieldName: 'category' },
      value3: { fieldName: 'badge', text: '' },
      ...bindInfo,
    },
  };
}

const items = [
  contentItem('p1', {
    title: '一',
    category: '技术',
    badge: '官方推荐',
    keywords: '低代码,可视化搭建平台',
  }),
  contentItem('p2', { title: '二', category: '产品', badge: '' }),
  contentItem('p3', { title: '三', category: '设计', badge: '年度最受欢迎的低代码实践案例' }),
  contentItem('p4', { title: '四', category: '', badge: '' }),
];

describe('readCardListConfig (spec 1 §3, §4, §9)', () => {
  it('applies the defaults: close, customTip 暂无数据, specifyNum, page size 25', () => {
    const config = readCardListConfig(cardControl({}));
    expect(config).toMatchObject({
      selectionMode: 'close',
      noDataMode: 'customTip',
      noDataTip: '暂无数据',
      paginationMode: 'specifyNum',
      pageSize: 25,
      showRank: false,
    });
  });
  it('clamps the thumbnail size to 10–200', () => {
    expect(clampThumbnailSize(5)).toBe(10);
    expect(clampThumbnailSize(300)).toBe(200);
    expect(clampThumbnailSize(64)).toBe(64);
  });
});

describe('buildCards', () => {
  it('gives the first three ranks gold, silver and bronze', () => {
    const cards = buildCards(items, readCardListConfig(cardControl({ showRank: true })));
    expect(cards.map((card) => card.medal)).toEqual(['gold', 'silver', 'bronze', undefined]);
    expect(cards[3]!.rank).toBe(4);
  });
  it('applies the title tag rules and drops tags with neither value nor static text', () => {
    const cards = buildCards(items, readCardListConfig(cardControl({})));
    expect(cards[0]!.tags.map((tag) => tag.text)).toEqual(['技术', '官方推荐']);
    expect(cards[1]!.tags.map((tag) => tag.index)).toEqual([0]);
    expect(cards[2]!.tags[1]).toMatchObject({
      text: '年度最受欢...',
      fullText: '年度最受欢迎的低代码实践案例',
    });
    expect(cards[3]!.tags).toEqual([]);
    const twoLines = buildCards(items, readCardListConfig(cardControl({ titleOneLine: false })));
    expect(twoLines[2]!.tags[1]!.text).toBe('年度最受欢迎的低代码...');
  });
  it('shows a static tag text when the field is empty', () => {
    const config = readCardListConfig(
      cardControl({}, { value3: { fieldName: 'badge', text: '置顶' } }),
    );
    expect(buildCards(items, config)[1]!.tags.map((tag) => tag.text)).toEqual(['产品', '置顶']);
  });
  it('reads multi-tag lines with their word limit and keeps visible buttons only', () => {
    const config = readCardListConfig(
      cardControl({
        cardItem: {
          tagLines: [{ fieldName: 'keywords', wordLimit: 4 }],
          buttonList: [
            { id: 'a', text: '查看', visible: true, eventName: 'viewClick' },
            { id: 'b', text: '隐藏', visible: false, eventName: 'x' },
          ],
        },
      }),
    );
    const [first] = buildCards(items, config);
    expect(first!.tagLines).toEqual([['低代码', '可视化搭...']]);
    expect(first!.buttons.map((button) => button.text)).toEqual(['查看']);
  });
});

describe('card selection (spec 1 §4)', () => {
  const active = {
    eventName: 'rowClick',
    actions: [{ id: 'a', name: 'a', typeName: 'showMessage' }],
  };
  const frozen = {
    eventName: 'rowClick',
    actions: [{ id: 'a', name: 'a', typeName: 'showMessage', isFrozen: true }],
  };
  it('close fires the row event; radio selects and fires only with a non-frozen action; check toggles', () => {
    expect(cardClickEffect('close', active)).toEqual({ select: 'none', fireRowEvent: true });
    expect(cardClickEffect('radio', active)).toEqual({ select: 'radio', fireRowEvent: true });
    expect(cardClickEffect('radio', frozen)).toEqual({ select: 'radio', fireRowEvent: false });
    expect(cardClickEffect('check', active)).toEqual({ select: 'toggle', fireRowEvent: false });
  });
  it('bottom buttons and title tag 1 fire in close mode only', () => {
    expect(cardPartsFire('close')).toBe(true);
    expect(cardPartsFire('radio')).toBe(false);
    expect(cardPartsFire('check')).toBe(false);
  });
});
