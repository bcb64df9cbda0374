import { describe, expect, it } from 'vitest';
import { SEEDED_PAGES } from '@tessera/server/seeded-pages';
import { createPageDocument, DesignerError, readPageJson, type PageJson } from './index.js';

const nested: PageJson = {
  pageData: {
    theme: 'theme3',
    background: { bgColor: '#e5effa' },
    controls: [
      {
        id: 'tabs',
        parentId: null,
        typeName: 'Tabs',
        layout: { x: 0, y: 0, w: 12, h: 4 },
        props: { title: '标签页', items: [{ label: '一' }, { label: '二' }] },
        slots: [
          {
            name: 'first',
            width: 100,
            smartViewDatas: [
              { id: 'inner', typeName: 'Button', props: { label: '提交' }, events: [] },
            ],
          },
          { name: 'second', height: '50%' },
        ],
      },
      { id: 'box', parentId: '@aside', typeName: 'Container', layout: { x: 0, y: 4, w: 6, h: 2 } },
      {
        id: 'child',
        parentId: 'box',
        typeName: 'List',
        layout: { x: 0, y: 0, w: 6, h: 2 },
        bindInfo: { dsId: 'ds-1', title: 'title' },
        cssData: null,
      },
    ],
  },
  pageDataSource: [{ dsId: 'ds-1', name: '文章', schemaName: 'article', usages: ['list'] }],
};

describe('page document ↔ page JSON', () => {
  it('reads back every seeded page as it was written', () => {
    expect(SEEDED_PAGES.length).toBeGreaterThan(10);
    for (const page of SEEDED_PAGES) {
      const json = { pageData: page.pageData, pageDataSource: page.pageDataSource } as PageJson;
      expect(readPageJson(createPageDocument(json)), page.title).toEqual(json);
    }
  });

  it('keeps slots, flat children, page settings, nulls and data sources', () => {
    expect(readPageJson(createPageDocument(nested))).toEqual(nested);
  });

  it('shares no object with the JSON it was made from or the JSON it answers', () => {
    const json = structuredClone(nested);
    const doc = createPageDocument(json);
    (json.pageData.controls[0]!.props as { title: string }).title = 'changed';
    const read = readPageJson(doc);
    expect((read.pageData.controls[0]!.props as { title: string }).title).toBe('标签页');
    (read.pageData.controls[0]!.props as { title: string }).title = 'changed again';
    expect((readPageJson(doc).pageData.controls[0]!.props as { title: string }).title).toBe(
      '标签页',
    );
  });

  it('refuses two controls with one id, and entries that are not controls', () => {
    const twice: PageJson = {
      pageData: {
        controls: [
          { id: 'a', typeName: 'List' },
          { id: 'a', typeName: 'Nav' },
        ],
      },
      pageDataSource: [],
    };
    expect(() => createPageDocument(twice)).toThrow(DesignerError);
    const notControl = {
      pageData: { controls: [{ typeName: 'List' }] },
      pageDataSource: [],
    } as unknown as PageJson;
    expect(() => createPageDocument(notControl)).toThrow(DesignerError);
  });
});
