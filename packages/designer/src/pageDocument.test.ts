import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  createPageDocument,
  DesignerError,
  pageCommands,
  readPageJson,
  type PageJson,
} from './index.js';

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

describe('page document after concurrent edits (co-editing)', () => {
  const start: PageJson = {
    pageData: {
      controls: [
        { id: 'a', parentId: null, typeName: 'Button' },
        { id: 'b', parentId: null, typeName: 'Text' },
        { id: 'c', parentId: null, typeName: 'Text' },
      ],
    },
    pageDataSource: [],
  };
  /** Two designers' copies of one document, edited apart, then each given the other's edits. */
  function twoDesigners(first: (doc: Y.Doc) => void, second: (doc: Y.Doc) => void) {
    const one = createPageDocument(start);
    const two = new Y.Doc();
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    first(one);
    second(two);
    Y.applyUpdate(one, Y.encodeStateAsUpdate(two));
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    return [readPageJson(one), readPageJson(two)] as const;
  }
  const ids = (json: PageJson) => json.pageData.controls.map((control) => control.id);

  it('drops a control one designer deleted while the other moved it', () => {
    const [one, two] = twoDesigners(
      (doc) => pageCommands(doc, { origin: 1 }).deleteControls(['a']),
      (doc) => pageCommands(doc, { origin: 2 }).moveControl('a', { parent: null }, 2),
    );
    expect(one).toEqual(two);
    expect(ids(one)).toEqual(['b', 'c']);
  });

  it('reads a control two designers moved at once in one place', () => {
    const [one, two] = twoDesigners(
      (doc) => pageCommands(doc, { origin: 1 }).moveControl('a', { parent: null }, 2),
      (doc) => pageCommands(doc, { origin: 2 }).moveControl('a', { parent: null }, 1),
    );
    expect(one).toEqual(two);
    expect([...ids(one)].sort()).toEqual(['a', 'b', 'c']);
  });
});
