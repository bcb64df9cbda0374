import { describe, expect, it } from 'vitest';
import {
  PICKER_REMOVE_MS,
  bestMatch,
  canDrill,
  drillLevel,
  matchRank,
  searchHits,
} from './visibleRangeDrill.js';
import type { VisibleRangeItem } from './visibleRangeTypes.js';

const node = (
  id: string,
  label: string,
  children?: VisibleRangeItem[],
  selectable?: boolean,
): VisibleRangeItem => ({
  id,
  label,
  value: id,
  type: 'department',
  level: 0,
  parentId: null,
  ...(children ? { children } : {}),
  ...(selectable === false ? { selectable: false } : {}),
});

const tree = [
  node('hq', '总部', [
    node('rd', '研发部', [node('fe', '前端组'), node('be', '后端组')]),
    node('mk', '市场部'),
  ]),
  node('rd2', '研发中心'),
  node('group', '分组', [node('u1', '研发')], false),
];

describe('drillLevel (spec 1 §2 drill-down tree with an All breadcrumb)', () => {
  it('shows the top level with no crumbs after 全部', () => {
    const level = drillLevel(tree, []);
    expect(level.items.map((item) => item.label)).toEqual(['总部', '研发中心', '分组']);
    expect(level.trail).toEqual([]);
  });

  it('opens nodes one after the other, the trail naming each', () => {
    const level = drillLevel(tree, ['hq', 'rd']);
    expect(level.items.map((item) => item.label)).toEqual(['前端组', '后端组']);
    expect(level.trail).toEqual([
      { id: 'hq', label: '总部' },
      { id: 'rd', label: '研发部' },
    ]);
  });

  it('stops at the last level it can reach when a node is gone or has no children', () => {
    expect(drillLevel(tree, ['hq', 'gone']).trail.map((crumb) => crumb.label)).toEqual(['总部']);
    expect(drillLevel(tree, ['rd2']).items).toHaveLength(3);
  });

  it('lets a node with children be opened', () => {
    expect(canDrill(tree[0]!)).toBe(true);
    expect(canDrill(tree[1]!)).toBe(false);
  });
});

describe('search and best match (spec 1 §2 mobile pickers: search, best match)', () => {
  it('ranks the same text, then the start, then containing; case and spaces ignored', () => {
    expect(matchRank('研发', ' 研发 ')).toBe(0);
    expect(matchRank('研发部', '研发')).toBe(1);
    expect(matchRank('前端研发', '研发')).toBe(2);
    expect(matchRank('Sales', 'sa')).toBe(1);
    expect(matchRank('市场部', '研发')).toBeNull();
    expect(matchRank('市场部', '  ')).toBeNull();
  });

  it('lists choosable matches flat, best first, with the path above each', () => {
    const hits = searchHits(tree, '研发');
    expect(hits.map((hit) => hit.item.label)).toEqual(['研发', '研发部', '研发中心']);
    expect(hits[0]!.path).toEqual(['分组']);
    expect(hits[1]!.path).toEqual(['总部']);
  });

  it('leaves out grouping nodes that cannot be chosen', () => {
    expect(searchHits(tree, '分组')).toEqual([]);
  });

  it('answers the best match, or nothing', () => {
    expect(bestMatch(tree, '研发')?.id).toBe('u1');
    expect(bestMatch(tree, '后端')?.id).toBe('be');
    expect(bestMatch(tree, '财务')).toBeUndefined();
  });

  it('removes the picker 300 ms after it closes (spec 1 §9)', () => {
    expect(PICKER_REMOVE_MS).toBe(300);
  });
});
