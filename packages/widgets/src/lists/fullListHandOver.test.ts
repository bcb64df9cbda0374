import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@tessera/ports';
import type { Control } from '@tessera/protocol';
import {
  boundSourceIds,
  FULL_LIST_STORAGE_KEY,
  openFullList,
  readFullListHandOver,
} from './fullListHandOver.js';

const list: Control = {
  id: 'list-1',
  parentId: null,
  typeName: 'List',
  layout: { x: 0, y: 0, w: 12, h: 6 },
  props: { title: '热门动态' },
  bindInfo: { dsId: 'ds-feed', title: 'title' },
  ...({ bindInfos: { operationOneBindInfo: { dsId: 'ds-stats', fieldName: 'likes' } } } as object),
};

describe('full-list hand-over (spec 1 §2: widget definition and data sources via session storage)', () => {
  it('names every source the control reads', () => {
    expect(boundSourceIds(list)).toEqual(['ds-feed', 'ds-stats']);
  });

  it('writes the control and its bound sources only, then navigates to /full-list', () => {
    const storage = createMemoryStorage();
    const paths: string[] = [];
    openFullList({
      storage,
      navigation: { navigate: (path) => paths.push(path) },
      pageId: 'page-1',
      control: list,
      returnPath: '/widgets/lists',
      dataSources: [
        { dsId: 'ds-feed', result: { total: 30, items: [{ id: 'a' }] } },
        { dsId: 'ds-other', result: { total: 1, items: [] } },
      ],
    });
    expect(paths).toEqual(['/full-list']);
    const handOver = readFullListHandOver(storage);
    expect(handOver).toEqual({
      pageId: 'page-1',
      control: list,
      returnPath: '/widgets/lists',
      dataSources: { 'ds-feed': { dsId: 'ds-feed', total: 30, items: [{ id: 'a' }] } },
    });
  });

  it('reads nothing when nothing or garbage was handed over (页面丢失啦)', () => {
    const storage = createMemoryStorage();
    expect(readFullListHandOver(storage)).toBeNull();
    expect(readFullListHandOver(undefined)).toBeNull();
    storage.setItem(FULL_LIST_STORAGE_KEY, '{not json');
    expect(readFullListHandOver(storage)).toBeNull();
    storage.setItem(FULL_LIST_STORAGE_KEY, JSON.stringify({ pageId: 'p', control: {} }));
    expect(readFullListHandOver(storage)).toBeNull();
  });
});
