import { describe, expect, it } from 'vitest';
import {
  copyControls,
  createHistory,
  createPageDocument,
  DesignerError,
  pageCommands,
  readPageJson,
  type PageJson,
} from './index.js';

const ME = Symbol('me');

function page(): PageJson {
  return {
    pageData: {
      theme: 'theme1',
      controls: [
        {
          id: 'list',
          parentId: null,
          typeName: 'List',
          layout: { x: 0, y: 0, w: 6, h: 4 },
          props: { title: '文章', titleIsShow: true },
        },
        {
          id: 'box',
          parentId: null,
          typeName: 'Container',
          layout: { x: 6, y: 0, w: 6, h: 4 },
          props: {},
        },
        {
          id: 'button',
          parentId: 'box',
          typeName: 'Button',
          layout: { x: 0, y: 0, w: 2, h: 1 },
          props: { label: '提交' },
        },
        {
          id: 'tabs',
          parentId: null,
          typeName: 'Tabs',
          layout: { x: 0, y: 4, w: 12, h: 4 },
          props: {},
          slots: [{ name: 'one', smartViewDatas: [] }, { name: 'two' }],
        },
      ],
    },
    pageDataSource: [{ dsId: 'ds-1', name: '文章', schemaName: 'article' }],
  };
}

function setup() {
  const doc = createPageDocument(page());
  let next = 0;
  const commands = pageCommands(doc, { origin: ME, newId: () => `new-${(next += 1)}` });
  const history = createHistory(doc, { origin: ME, captureTimeout: 0 });
  const json = () => readPageJson(doc);
  const control = (id: string) => json().pageData.controls.find((entry) => entry.id === id);
  /** Runs a command, then checks that undo gives the JSON before it and redo the JSON after. */
  const step = (command: () => unknown) => {
    const before = json();
    const answer = command();
    const after = json();
    expect(after).not.toEqual(before);
    history.undo();
    expect(json()).toEqual(before);
    history.redo();
    expect(json()).toEqual(after);
    return answer;
  };
  return { doc, commands, history, json, control, step };
}

describe('page commands, each with its undo and redo', () => {
  it('addControl puts a new box at 0,0, one cell, z-index 1, on the page or in a container', () => {
    const { commands, control, step, json } = setup();
    const id = step(() => commands.addControl({ typeName: 'Chart' })) as string;
    expect(control(id)).toEqual({
      id,
      parentId: null,
      typeName: 'Chart',
      layout: { x: 0, y: 0, w: 1, h: 1, zIndex: 1 },
      props: {},
    });
    // A declared type starts with its declaration's box and props.
    const cards = step(() => commands.addControl({ typeName: 'CardList' })) as string;
    expect(control(cards)).toMatchObject({
      layout: { x: 0, y: 0, w: 12, h: 3, zIndex: 1 },
      props: { title: '卡片列表', titleIsShow: true },
    });
    const inBox = step(() =>
      commands.addControl({
        typeName: 'Input',
        place: { parent: 'box' },
        props: { label: '名称' },
      }),
    ) as string;
    expect(control(inBox)).toMatchObject({ parentId: 'box', props: { label: '名称' } });
    const inSlot = step(() =>
      commands.addControl({ typeName: 'Text', place: { parent: 'tabs', slot: 1 } }),
    ) as string;
    const tabs = json().pageData.controls.find((entry) => entry.id === 'tabs')!;
    expect(tabs.slots).toEqual([
      { name: 'one', smartViewDatas: [] },
      { name: 'two', smartViewDatas: [expect.objectContaining({ id: inSlot, typeName: 'Text' })] },
    ]);
  });

  it('a layout region (header, aside, footer) takes controls like a flat container', () => {
    const { commands, control, step } = setup();
    const inHeader = step(() =>
      commands.addControl({ typeName: 'Button', place: { parent: '@header' } }),
    ) as string;
    expect(control(inHeader)).toMatchObject({ parentId: '@header', typeName: 'Button' });
    step(() => commands.moveControl('list', { parent: '@aside' }));
    expect(control('list')).toMatchObject({ parentId: '@aside' });
    step(() => commands.moveControl('list', { parent: null }));
    expect(control('list')).toMatchObject({ parentId: null });
    // Only the three regions: any other unknown parent is still refused.
    expect(() => commands.addControl({ typeName: 'Button', place: { parent: '@main' } })).toThrow(
      DesignerError,
    );
  });

  it('setProperty changes one key (and deeper paths) without touching the others', () => {
    const { commands, control, step } = setup();
    step(() => commands.setProperty('list', ['props', 'title'], '新闻'));
    expect(control('list')!.props).toEqual({ title: '新闻', titleIsShow: true });
    step(() => commands.setProperty('list', ['cssData', 'pagination', 'pageSize'], 20));
    expect(control('list')!.cssData).toEqual({ pagination: { pageSize: 20 } });
    step(() => commands.setProperty('list', ['props', 'titleIsShow'], undefined));
    expect(control('list')!.props).toEqual({ title: '新闻' });
  });

  it('setField replaces or removes a whole field', () => {
    const { commands, control, step } = setup();
    step(() => commands.setField('list', 'bindInfo', { dsId: 'ds-1', title: 'title' }));
    expect(control('list')!.bindInfo).toEqual({ dsId: 'ds-1', title: 'title' });
    step(() => commands.setField('list', 'bindInfo', undefined));
    expect(control('list')).not.toHaveProperty('bindInfo');
  });

  it('setLayout moves and resizes, per breakpoint too', () => {
    const { commands, control, step } = setup();
    step(() => commands.setLayout('list', { x: 2, y: 1 }));
    expect(control('list')!.layout).toEqual({ x: 2, y: 1, w: 6, h: 4 });
    step(() => commands.setLayout('list', { w: 8 }, 'md'));
    expect(control('list')!.layouts).toEqual({ md: { w: 8 } });
    expect(control('list')!.layout).toEqual({ x: 2, y: 1, w: 6, h: 4 });
  });

  it('moveControl reparents with everything inside, and never into itself', () => {
    const { commands, control, step, json } = setup();
    step(() => commands.moveControl('box', { parent: 'tabs', slot: 0 }));
    const tabs = json().pageData.controls.find((entry) => entry.id === 'tabs')!;
    expect((tabs.slots as { smartViewDatas: { id: string }[] }[])[0]!.smartViewDatas[0]!.id).toBe(
      'box',
    );
    expect(control('button')!.parentId).toBe('box');
    step(() => commands.moveControl('box', { parent: null }, 0));
    expect(json().pageData.controls.map((entry) => entry.id)).toEqual([
      'box',
      'list',
      'button',
      'tabs',
    ]);
    expect(() => commands.moveControl('box', { parent: 'button' })).toThrow(DesignerError);
    expect(() => commands.moveControl('box', { parent: 'tabs', slot: 5 })).toThrow(DesignerError);
  });

  it('deleteControls removes a container with its children', () => {
    const { commands, json, step } = setup();
    step(() => commands.deleteControls(['box']));
    expect(json().pageData.controls.map((entry) => entry.id)).toEqual(['list', 'tabs']);
    expect(() => commands.deleteControls(['nope'])).toThrow(DesignerError);
  });

  it('paste adds copies with new ids, 4 × step units right and down; duplicate pastes step 1', () => {
    const { doc, commands, control, step, json } = setup();
    const copied = copyControls(doc, ['box']);
    expect(copied.map((entry) => entry.id)).toEqual(['box', 'button']);
    const first = step(() => commands.pasteControls(copied)) as string[];
    expect(first).toEqual(['new-1']);
    expect(control('new-1')).toMatchObject({ typeName: 'Container', parentId: null });
    expect(control('new-1')!.layout).toEqual({ x: 10, y: 4, w: 6, h: 4 });
    expect(control('new-2')).toMatchObject({ typeName: 'Button', parentId: 'new-1' });
    expect(control('new-2')!.layout).toEqual({ x: 0, y: 0, w: 2, h: 1 });
    const second = commands.pasteControls(copied, { step: 2 });
    expect(control(second[0]!)!.layout).toEqual({ x: 14, y: 8, w: 6, h: 4 });
    const duplicated = step(() => commands.duplicateControls(['list'])) as string[];
    expect(control(duplicated[0]!)).toMatchObject({ props: { title: '文章', titleIsShow: true } });
    expect(control(duplicated[0]!)!.layout).toEqual({ x: 4, y: 4, w: 6, h: 4 });
    expect(json().pageData.controls).toHaveLength(9);
    expect(() => commands.pasteControls([{ typeName: 'List' } as never])).toThrow(DesignerError);
  });

  it('page settings and data sources', () => {
    const { commands, json, step } = setup();
    step(() => commands.setPageSetting('theme', 'theme4'));
    expect(json().pageData.theme).toBe('theme4');
    step(() => commands.putDataSource({ dsId: 'ds-1', name: '新闻', schemaName: 'article' }));
    step(() => commands.putDataSource({ dsId: 'ds-2', name: '用户', schemaName: 'user' }));
    expect(json().pageDataSource).toEqual([
      { dsId: 'ds-1', name: '新闻', schemaName: 'article' },
      { dsId: 'ds-2', name: '用户', schemaName: 'user' },
    ]);
    step(() => commands.removeDataSource('ds-1'));
    expect(json().pageDataSource).toEqual([{ dsId: 'ds-2', name: '用户', schemaName: 'user' }]);
    expect(() => commands.setPageSetting('controls', [])).toThrow(DesignerError);
  });

  it('a refused command changes nothing and adds no step', () => {
    const { commands, history, json } = setup();
    const before = json();
    expect(() => commands.setProperty('nope', ['props', 'title'], 'x')).toThrow(DesignerError);
    expect(() => commands.addControl({ typeName: 'List', place: { parent: 'nope' } })).toThrow(
      DesignerError,
    );
    expect(json()).toEqual(before);
    expect(history.getSnapshot()).toEqual({ canUndo: false, canRedo: false });
  });
});

describe('a read-only designer', () => {
  it('has every command refused: nothing written, nothing sent, no step; undo changes nothing', () => {
    let readOnly = false;
    const doc = createPageDocument(page());
    const commands = pageCommands(doc, { origin: ME, readOnly: () => readOnly });
    const history = createHistory(doc, { origin: ME, captureTimeout: 0, readOnly: () => readOnly });
    commands.setPageSetting('title', '可写时');
    readOnly = true;
    const before = readPageJson(doc);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    expect(() => commands.addControl({ typeName: 'Text' })).toThrow('只读：您没有修改此页面的权限');
    expect(() => commands.setPageSetting('title', '只读时')).toThrow(DesignerError);
    expect(() => commands.deleteControls([before.pageData.controls[0]!.id])).toThrow(DesignerError);
    history.undo();
    expect(updates).toEqual([]);
    expect(readPageJson(doc)).toEqual(before);
  });
});

describe('history', () => {
  it('undoes only this designer’s commands, never a colleague’s or the page load', () => {
    const { doc, commands, history, control } = setup();
    const colleague = pageCommands(doc, { origin: 'colleague' });
    commands.setProperty('list', ['props', 'title'], '我的');
    colleague.setProperty('button', ['props', 'label'], '同事的');
    history.undo();
    expect(control('list')!.props).toMatchObject({ title: '文章' });
    expect(control('button')!.props).toEqual({ label: '同事的' });
    expect(history.getSnapshot()).toEqual({ canUndo: false, canRedo: true });
  });

  it('merges edits within the capture time into one step; stopCapturing ends a step', () => {
    const doc = createPageDocument(page());
    const commands = pageCommands(doc, { origin: ME });
    const history = createHistory(doc, { origin: ME, captureTimeout: 60_000 });
    for (const title of ['新', '新闻', '新闻列'])
      commands.setProperty('list', ['props', 'title'], title);
    history.stopCapturing();
    commands.setLayout('list', { x: 3 });
    history.undo();
    expect(readPageJson(doc).pageData.controls[0]!.layout).toEqual({ x: 0, y: 0, w: 6, h: 4 });
    expect(readPageJson(doc).pageData.controls[0]!.props).toMatchObject({ title: '新闻列' });
    history.undo();
    expect(readPageJson(doc)).toEqual(page());
  });

  it('keeps at most the limit of steps; the flags follow the stacks and notify once per change', () => {
    const doc = createPageDocument(page());
    const commands = pageCommands(doc, { origin: ME });
    const history = createHistory(doc, { origin: ME, captureTimeout: 0, limit: 3 });
    let notified = 0;
    history.subscribe(() => (notified += 1));
    for (let x = 1; x <= 5; x += 1) commands.setLayout('list', { x });
    expect(notified).toBe(1);
    for (let undo = 0; undo < 5; undo += 1) history.undo();
    expect(readPageJson(doc).pageData.controls[0]!.layout).toMatchObject({ x: 2 });
    expect(history.getSnapshot()).toEqual({ canUndo: false, canRedo: true });
  });
});
