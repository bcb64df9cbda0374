import { describe, expect, it } from 'vitest';
import type { Control, PageJsonData } from '@tessera/protocol';
import { fullListFields, fullListFirstRows } from './fullListFields.js';

const control = {
  id: 'list',
  parentId: null,
  typeName: 'List',
  layout: { x: 0, y: 0, w: 24, h: 4 },
  props: { title: '热门动态' },
  bindInfo: { dsId: 'ds-feed', title: 'headline', description: 'summary', cover: 'picture' },
  events: [{ eventName: 'click', actions: [{ params: { url: '/detail/{{ds-feed.articleNo}}' } }] }],
} as unknown as Control;

const page = {
  pageData: {
    controls: [{ ...control, id: 'other', bindInfo: { dsId: 'ds-feed', title: 'hidden' } }],
  },
  pageDataSource: [
    { dsId: 'ds-feed', schemaName: 'feed', sortField: 'created' },
    {
      dsId: 'ds-tags',
      filters: [{ fieldName: 'tag', fieldValue: { dsId: 'ds-feed', fieldName: 'category' } }],
    },
  ],
} as unknown as PageJsonData;

describe('fullListFields', () => {
  it('names every word of the list, the page sources and page settings, for the list source only', () => {
    const fields = fullListFields({ pageId: 'p', control, dataSources: {} }, page);
    expect(Object.keys(fields)).toEqual(['ds-feed']);
    expect(fields['ds-feed']).toEqual(
      expect.arrayContaining([
        'headline',
        'summary',
        'picture',
        'articleNo',
        'category',
        'created',
      ]),
    );
    // Another control of the page is not drawn on /full-list: its bindings are not asked for.
    expect(fields['ds-feed']).not.toContain('hidden');
  });

  it('answers nothing for a list without a source', () => {
    const unbound = { ...control, bindInfo: {} } as Control;
    expect(fullListFields({ pageId: 'p', control: unbound, dataSources: {} }, page)).toEqual({});
  });
});

describe('fullListFirstRows', () => {
  it("asks for one load-more step (20 rows) of the list's source first", () => {
    expect(fullListFirstRows({ pageId: 'p', control, dataSources: {} })).toEqual({ 'ds-feed': 20 });
  });

  it('asks for nothing first when the list has no source', () => {
    const unbound = { ...control, bindInfo: {} } as Control;
    expect(fullListFirstRows({ pageId: 'p', control: unbound, dataSources: {} })).toEqual({});
  });
});
