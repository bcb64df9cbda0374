import { describe, expect, it } from 'vitest';
import {
  addListItem,
  checkControl,
  checkList,
  CONTROL_TYPES,
  controlType,
  createHistory,
  createPageDocument,
  fieldValue,
  listItemTitle,
  moveListItem,
  pageCommands,
  readPageJson,
  removeListItem,
  setListItemValue,
  type ListEditor,
  type PropertyField,
} from './index.js';

const ME = Symbol('me');

function listField(typeName: string, key: string): PropertyField & { editor: ListEditor } {
  const field = controlType(typeName)!.fields.find((f) => f.path.at(-1) === key);
  if (!field || field.editor.kind !== 'list') throw new Error(`${typeName}.${key} is no list`);
  return field as PropertyField & { editor: ListEditor };
}

describe('list-valued properties', () => {
  const nav = listField('Nav', 'navList');

  it('adds an item with the declared defaults, a fresh id and a numbered title', () => {
    const one = addListItem(nav.editor, undefined);
    const two = addListItem(nav.editor, one);
    expect(two).toHaveLength(2);
    expect(two[0]).toMatchObject({ label: '菜单 1', children: [] });
    expect(two[1]).toMatchObject({ label: '菜单 2', children: [] });
    expect(typeof two[0]!.id).toBe('string');
    expect(two[0]!.id).not.toBe(two[1]!.id);
    const buttons = listField('CardList', 'buttonList');
    expect(addListItem(buttons.editor, [])[0]).toMatchObject({ text: '按钮 1', visible: true });
  });

  it('adds at a position, removes, reorders and edits without touching the input', () => {
    const start = [{ label: 'A' }, { label: 'B' }, { label: 'C' }];
    const frozen = JSON.stringify(start);
    expect(addListItem(nav.editor, start, 1).map((i) => i.label)).toEqual([
      'A',
      '菜单 4',
      'B',
      'C',
    ]);
    expect(removeListItem(start, 1).map((i) => i.label)).toEqual(['A', 'C']);
    expect(moveListItem(start, 0, 2).map((i) => i.label)).toEqual(['B', 'C', 'A']);
    expect(moveListItem(start, 2, 0).map((i) => i.label)).toEqual(['C', 'A', 'B']);
    expect(moveListItem(start, 2, 9).map((i) => i.label)).toEqual(['A', 'B', 'C']);
    expect(setListItemValue(start, 1, 'url', '/page/2')[1]).toEqual({ label: 'B', url: '/page/2' });
    expect(setListItemValue(start, 1, 'label', undefined)[1]).toEqual({});
    expect(JSON.stringify(start)).toBe(frozen);
  });

  it('stops adding at the declared maximum', () => {
    const operations = listField('List', 'operateList');
    let value: unknown = [];
    for (let i = 0; i < 5; i += 1) value = addListItem(operations.editor, value);
    expect(value).toHaveLength(3);
  });

  it('names an item by its title key, else by its number', () => {
    expect(listItemTitle(nav.editor, { label: '首页' }, 0)).toBe('首页');
    expect(listItemTitle(nav.editor, { label: ' ' }, 2)).toBe('菜单 3');
  });

  it('checks items against the declaration, nested lists included', () => {
    expect(checkList(nav.editor, undefined)).toBeNull();
    expect(checkList(nav.editor, 'x')).toBe('应为菜单的列表');
    expect(checkList(nav.editor, [{ label: '首页' }, 5])).toBe('第 2 项不是菜单');
    expect(checkList(nav.editor, [{ label: '首页' }, { label: '' }])).toBe(
      '第 2 项：菜单名称不能为空',
    );
    expect(
      checkList(nav.editor, [{ label: '首页', children: [{ label: '新闻' }, { url: '/a' }] }]),
    ).toBe('第 1 项：子菜单：第 2 项：菜单名称不能为空');
    const operations = listField('List', 'operateList');
    expect(
      checkList(operations.editor, [
        { label: 'a' },
        { label: 'b' },
        { label: 'c' },
        { label: 'd' },
      ]),
    ).toBe('操作最多 3 项');
  });

  it('reports a bad list of a control with the field label', () => {
    const control = {
      id: 'n',
      parentId: null,
      typeName: 'Nav',
      layout: { x: 0, y: 0, w: 4, h: 1 },
      props: { navList: [{ label: '' }] },
    };
    expect(checkControl(control)).toEqual([
      { path: ['props', 'navList'], message: '菜单：第 1 项：菜单名称不能为空' },
    ]);
    expect(fieldValue({ ...control, props: {} }, nav)).toEqual([]);
  });

  it('declares an item editor for every list and image prop the kit reads', () => {
    const declared = CONTROL_TYPES.flatMap((type) =>
      type.fields
        .filter((f) => f.editor.kind === 'list' || f.editor.kind === 'image')
        .map((f) => `${type.typeName}:${f.path.join('.')}`),
    );
    expect(declared).toEqual(
      expect.arrayContaining([
        'List:props.operateList',
        'CardList:props.noDataImage',
        'CardList:props.cardItem.descList',
        'CardList:props.cardItem.buttonList',
        'Table:bindInfo.fields',
        'Form:props.items',
        'Nav:props.navList',
      ]),
    );
  });

  it('writes each list edit as one command that undo takes back', () => {
    const doc = createPageDocument({
      pageData: {
        controls: [
          {
            id: 'nav',
            parentId: null,
            typeName: 'Nav',
            layout: { x: 0, y: 0, w: 24, h: 1 },
            props: {},
          },
        ],
      },
      pageDataSource: [],
    });
    const commands = pageCommands(doc, { origin: ME });
    const history = createHistory(doc, { origin: ME });
    const path = ['props', 'navList'] as const;
    const read = () =>
      (
        readPageJson(doc).pageData.controls!.find((c) => c.id === 'nav')!.props as
          Record<string, unknown> | undefined
      )?.navList as { label: string }[] | undefined;
    let value: unknown = addListItem(nav.editor, undefined);
    commands.setProperty('nav', path, value);
    history.stopCapturing();
    value = addListItem(nav.editor, value);
    commands.setProperty('nav', path, value);
    history.stopCapturing();
    value = moveListItem(value, 1, 0);
    commands.setProperty('nav', path, value);
    history.stopCapturing();
    expect(read()!.map((i) => i.label)).toEqual(['菜单 2', '菜单 1']);
    history.undo();
    expect(read()!.map((i) => i.label)).toEqual(['菜单 1', '菜单 2']);
    history.undo();
    expect(read()!.map((i) => i.label)).toEqual(['菜单 1']);
    history.redo();
    history.redo();
    expect(read()!.map((i) => i.label)).toEqual(['菜单 2', '菜单 1']);
  });
});

describe('animation fields (EN-C6)', () => {
  const control = {
    id: 'b',
    parentId: null,
    typeName: 'Button',
    layout: { x: 0, y: 0, w: 2, h: 1 },
    props: {},
  };
  const field = (key: string) =>
    controlType('Button')!.fields.find((f) => f.path.join('.') === `animation.${key}`)!;

  it('shows the spec defaults when a control has no animation', () => {
    expect(fieldValue(control, field('direction'))).toBe('Left');
    expect(fieldValue(control, field('time'))).toBe(500);
    expect(fieldValue(control, field('delay'))).toBe(10);
    expect(fieldValue(control, field('cycle'))).toBe(1);
    expect(fieldValue(control, field('name'))).toBeUndefined();
  });

  it('refuses a negative time and a cycle that is not a positive integer', () => {
    expect(
      checkControl({ ...control, animation: { name: 'fadeIn', time: -1, cycle: 1.5 } }),
    ).toEqual([
      { path: ['animation', 'time'], message: '动画时长不能小于 0' },
      { path: ['animation', 'cycle'], message: '播放次数应为正整数' },
    ]);
  });
});
