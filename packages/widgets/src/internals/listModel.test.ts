import { describe, expect, it } from 'vitest';
import type { Control } from '@tessera/protocol';
import { boundFieldName, displayText, fieldText, readListConfig } from './listModel.js';
import { contentItem } from '../__tests__/fixtures.js';

function control(partial: Partial<Control>): Control {
  return {
    id: 'c',
    parentId: null,
    typeName: 'List',
    layout: { x: 0, y: 0, w: 1, h: 1 },
    props: {},
    ...partial,
  };
}

describe('readListConfig', () => {
  it('applies the spec defaults to a bare control', () => {
    expect(readListConfig(control({}))).toEqual({
      title: '文章列表',
      showTitle: true,
      pageSize: 25,
      paginationMode: 'specifyNum',
      emptyTip: '暂无数据',
      dsId: undefined,
      titleField: undefined,
      descriptionField: undefined,
      showPic: false,
      picPosition: 'left',
      coverField: undefined,
      coverHeight: 96,
      descriptionHeight: 40,
      bottomField: undefined,
      operationStatus: 'iconNumber',
      operations: [],
    });
  });

  it.each([
    [{ title: '公告' }, '公告'],
    [{ title: '' }, '文章列表'],
    [{ title: '   ' }, '文章列表'],
    [{ title: 42 }, '文章列表'],
  ])('reads title from props %j as %s', (props, title) => {
    expect(readListConfig(control({ props })).title).toBe(title);
  });

  it.each([
    [undefined, true],
    [true, true],
    [false, false],
    ['false', true],
  ])('reads titleIsShow %j as showTitle %s', (titleIsShow, showTitle) => {
    expect(readListConfig(control({ props: { titleIsShow } })).showTitle).toBe(showTitle);
  });

  it.each([
    [10, 10],
    [0, 25],
    [-3, 25],
    [2.5, 25],
    [undefined, 25],
  ])('reads pagination.pageSize %j as %i', (pageSize, expected) => {
    expect(readListConfig(control({ cssData: { pagination: { pageSize } } })).pageSize).toBe(
      expected,
    );
  });

  it('reads the pagination mode, the custom tip and the bound fields', () => {
    const config = readListConfig(
      control({
        props: { paginationMode: 'all', dataForm: { diyTips: '还没有文章' } },
        bindInfo: { dsId: 'news', title: { fieldName: 'headline' }, description: 'summary' },
      }),
    );
    expect(config).toMatchObject({
      paginationMode: 'all',
      emptyTip: '还没有文章',
      dsId: 'news',
      titleField: { name: 'headline' },
      descriptionField: { name: 'summary' },
    });
  });
});

describe('readListConfig rows (spec 1 §2 rows, §3 props/bindInfos, §9)', () => {
  it('reads the cover, the bottom line and up to three operations', () => {
    const config = readListConfig(
      control({
        props: {
          showPic: true,
          picPosition: 'right',
          operationStatus: 'labelNumber',
          operateList: [{ label: '点赞', fullUrl: '/like.png' }, { label: '评论' }],
        },
        bindInfo: { dsId: 'feed', cover: 'cover', bottom: 'author' },
        cssData: { coverImage: { height: 120 } },
        ...({
          bindInfos: {
            operationOneBindInfo: { dsId: 'feed', fieldName: 'likes' },
            operationTwoBindInfo: { dsId: 'feed', fieldName: 'comments' },
            operationThereBindInfo: { dsId: 'stats', fieldName: 'shares' },
          },
        } as object),
      }),
    );
    expect(config).toMatchObject({
      showPic: true,
      picPosition: 'right',
      coverField: { name: 'cover' },
      bottomField: { name: 'author' },
      coverHeight: 120,
      descriptionHeight: 64,
      operationStatus: 'labelNumber',
    });
    expect(config.operations).toEqual([
      {
        index: 0,
        label: '点赞',
        iconUrl: '/like.png',
        dsId: 'feed',
        fieldName: 'likes',
        eventName: 'operationOneClick',
      },
      {
        index: 1,
        label: '评论',
        iconUrl: '',
        dsId: 'feed',
        fieldName: 'comments',
        eventName: 'operationTwoClick',
      },
      {
        index: 2,
        label: '',
        iconUrl: '',
        dsId: 'stats',
        fieldName: 'shares',
        eventName: 'operationThereClick',
      },
    ]);
  });
});

describe('boundFieldName', () => {
  it.each([
    ['title', 'title'],
    [{ fieldName: 'title' }, 'title'],
    ['', undefined],
    [{ fieldName: 3 }, undefined],
    [null, undefined],
  ])('reads %j as %s', (binding, name) => {
    expect(boundFieldName(binding)).toBe(name);
  });
});

describe('displayText and fieldText', () => {
  it.each([
    ['text', 'text'],
    [12.5, '12.5'],
    [false, 'false'],
    [null, ''],
    [['a', 1, null, 'b'], 'a, 1, b'],
    [{ nested: true }, ''],
  ])('shows %j as %j', (value, text) => {
    expect(displayText(value)).toBe(text);
  });

  it('reads the iv value of a field and is empty for missing fields', () => {
    const item = contentItem('1', { title: '标题' });
    expect(fieldText(item, 'title')).toBe('标题');
    expect(fieldText(item, 'missing')).toBe('');
    expect(fieldText(item, undefined)).toBe('');
  });

  it('shows DateTime fields and the system date fields as yyyy-MM-dd HH:mm:ss (spec 1 §9)', () => {
    const item = contentItem('1', { publishedAt: '2024-03-05T08:09:10', note: 'x' });
    expect(fieldText(item, { name: 'publishedAt', fieldType: 'DateTime' })).toBe(
      '2024-03-05 08:09:10',
    );
    expect(fieldText(item, { name: 'note', fieldType: 'DateTime' })).toBe('x');
    const created = new Date(item.created);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(fieldText(item, 'created')).toBe(
      `${created.getFullYear()}-${pad(created.getMonth() + 1)}-${pad(created.getDate())} ` +
        `${pad(created.getHours())}:${pad(created.getMinutes())}:${pad(created.getSeconds())}`,
    );
  });
});
