import { describe, expect, it } from 'vitest';
import {
  CHOOSE_CONTAINER_FIRST,
  CONTROL_TYPES,
  PALETTE_GROUPS,
  checkControl,
  controlType,
  createHistory,
  createPageDocument,
  DesignerError,
  fieldValue,
  pageCommands,
  readPageJson,
  type ControlJson,
} from './index.js';

const ME = Symbol('me');

const box = (id: string, x: number, y: number, w: number, h: number, extra = {}): ControlJson => ({
  id,
  parentId: null,
  typeName: 'Button',
  layout: { x, y, w, h, ...extra },
  props: {},
});

function setup(controls: ControlJson[]) {
  const doc = createPageDocument({ pageData: { controls }, pageDataSource: [] });
  const commands = pageCommands(doc, { origin: ME, newId: () => crypto.randomUUID() });
  const history = createHistory(doc, { origin: ME, captureTimeout: 0 });
  const layout = (id: string, bp?: string) => {
    const control = readPageJson(doc).pageData.controls.find((c) => c.id === id)!;
    return bp ? (control.layouts as Record<string, unknown>)[bp] : control.layout;
  };
  /** A command, with undo giving back the page before it and redo the page after. */
  const step = (command: () => void) => {
    const before = readPageJson(doc);
    command();
    const after = readPageJson(doc);
    expect(after).not.toEqual(before);
    history.undo();
    expect(readPageJson(doc)).toEqual(before);
    history.redo();
    expect(readPageJson(doc)).toEqual(after);
  };
  return { doc, commands, layout, step };
}

describe('layout commands, each one step with its undo and redo', () => {
  it('aligns on the first control’s edges and centres', () => {
    const { commands, layout, step } = setup([box('a', 2, 1, 4, 2), box('b', 9, 5, 2, 1)]);
    step(() => commands.alignControls(['a', 'b'], 'left'));
    expect(layout('b')).toMatchObject({ x: 2, y: 5 });
    step(() => commands.alignControls(['a', 'b'], 'right'));
    expect(layout('b')).toMatchObject({ x: 4 });
    step(() => commands.alignControls(['a', 'b'], 'top'));
    expect(layout('b')).toMatchObject({ y: 1 });
    step(() => commands.alignControls(['a', 'b'], 'bottom'));
    expect(layout('b')).toMatchObject({ y: 2 });
    step(() => commands.alignControls(['a', 'b'], 'hcenter'));
    expect(layout('b')).toMatchObject({ x: 3 });
  });

  it('aligns the boxes of a breakpoint without touching the base layout', () => {
    const { commands, layout, step } = setup([box('a', 2, 1, 4, 2), box('b', 9, 5, 2, 1)]);
    step(() => commands.alignControls(['a', 'b'], 'left', 'md'));
    expect(layout('b', 'md')).toMatchObject({ x: 2, y: 5, w: 2, h: 1 });
    expect(layout('b')).toMatchObject({ x: 9 });
  });

  it('distributes three or more evenly between the outermost two', () => {
    const { commands, layout, step } = setup([
      box('a', 0, 0, 2, 1),
      box('b', 3, 0, 2, 1),
      box('c', 12, 0, 2, 1),
    ]);
    step(() => commands.distributeControls(['c', 'a', 'b'], 'horizontal'));
    expect(layout('a')).toMatchObject({ x: 0 });
    expect(layout('b')).toMatchObject({ x: 6 });
    expect(layout('c')).toMatchObject({ x: 12 });
  });

  it('nudges by grid units and never past 0', () => {
    const { commands, layout, step } = setup([box('a', 1, 0, 2, 1)]);
    step(() => commands.nudgeControls(['a'], 1, 2));
    expect(layout('a')).toMatchObject({ x: 2, y: 2 });
    step(() => commands.nudgeControls(['a'], -5, -5));
    expect(layout('a')).toMatchObject({ x: 0, y: 0 });
  });

  it('orders by z-index: forward, backward (not below 1), to the front and to the back', () => {
    const { commands, layout, step } = setup([
      box('a', 0, 0, 1, 1, { zIndex: 1 }),
      box('b', 0, 0, 1, 1, { zIndex: 3 }),
      box('c', 0, 0, 1, 1, { zIndex: 2 }),
    ]);
    step(() => commands.bringForward(['a']));
    expect(layout('a')).toMatchObject({ zIndex: 2 });
    step(() => commands.sendBackward(['a']));
    expect(layout('a')).toMatchObject({ zIndex: 1 });
    step(() => commands.bringToFront(['a']));
    expect(layout('a')).toMatchObject({ zIndex: 4 });
    step(() => commands.sendToBack(['b']));
    expect(layout('b')).toMatchObject({ zIndex: 1 });
    expect(layout('c')).toMatchObject({ zIndex: 3 });
    expect(layout('a')).toMatchObject({ zIndex: 5 });
  });

  it('locks and unlocks (layout.static)', () => {
    const { commands, layout, step } = setup([box('a', 0, 0, 1, 1)]);
    step(() => commands.setLocked(['a'], true));
    expect(layout('a')).toMatchObject({ static: true });
    step(() => commands.setLocked(['a'], false));
    expect(layout('a')).toMatchObject({ static: false });
  });

  it('refuses bad input before writing: too few controls, an unknown one, a type the container refuses', () => {
    const { doc, commands } = setup([
      box('a', 0, 0, 1, 1),
      {
        id: 'form',
        parentId: null,
        typeName: 'FormContainer',
        layout: { x: 0, y: 1, w: 6, h: 2 },
        props: {},
      },
    ]);
    const before = readPageJson(doc);
    expect(() => commands.alignControls(['a'], 'left')).toThrow(DesignerError);
    expect(() => commands.distributeControls(['a', 'form'], 'vertical')).toThrow(DesignerError);
    expect(() => commands.nudgeControls(['nope'], 1, 0)).toThrow(DesignerError);
    expect(() =>
      commands.addControl({ typeName: 'FormContainer', place: { parent: 'form' } }),
    ).toThrow('表单容器内不能再放表单容器');
    expect(readPageJson(doc)).toEqual(before);
    // What the container takes goes in.
    commands.addControl({ typeName: 'Button', place: { parent: 'form' } });
  });

  it('moving or pasting a type into a container that refuses it is refused the same way', () => {
    const form = (id: string, y: number) => ({
      id,
      parentId: null,
      typeName: 'FormContainer',
      layout: { x: 0, y, w: 6, h: 2 },
      props: {},
    });
    const { doc, commands } = setup([form('form', 0), form('other', 2)]);
    const before = readPageJson(doc);
    expect(() => commands.moveControl('other', { parent: 'form' })).toThrow(
      '表单容器内不能再放表单容器',
    );
    expect(() =>
      commands.pasteControls([form('copied', 4)], { place: { parent: 'form' } }),
    ).toThrow('表单容器内不能再放表单容器');
    expect(readPageJson(doc)).toEqual(before);
  });
});

describe('control type declarations', () => {
  it('declares every widget type of the Pc kit once, in a palette group', () => {
    const kit = [
      'List',
      'Button',
      'FormContainer',
      'CardList',
      'Form',
      'Nav',
      'Table',
      'SystemMessage',
      'PermissionList',
      'Login',
      'Register',
      'RegisterForm',
      'VisibleRange',
    ];
    expect(CONTROL_TYPES.map((d) => d.typeName).sort()).toEqual([...kit].sort());
    for (const declaration of CONTROL_TYPES) {
      expect(PALETTE_GROUPS).toContain(declaration.group);
      expect(declaration.size.w).toBeGreaterThan(0);
      expect(declaration.size.w).toBeLessThanOrEqual(24);
      for (const field of declaration.fields) {
        expect(field.path.length).toBeGreaterThanOrEqual(2);
        if (field.default !== undefined) expect(field.check?.(field.default) ?? null).toBeNull();
      }
    }
  });

  it('uses the spec’s texts: the list title and the choose-a-container message', () => {
    expect(controlType('List')!.props).toMatchObject({ title: '文章列表' });
    expect(controlType('VisibleRange')!.props).toMatchObject({ title: '可见范围' });
    expect(CHOOSE_CONTAINER_FIRST).toBe('请先点击容器位置，再添加控件');
  });

  it('shows a field’s value or its default, and checks values against the declaration', () => {
    const list: ControlJson = {
      id: 'l',
      typeName: 'List',
      props: {},
      cssData: { pagination: { pageSize: 0 } },
    };
    const pageSize = controlType('List')!.fields.find(
      (f) => f.path.join('.') === 'cssData.pagination.pageSize',
    )!;
    const showPic = controlType('List')!.fields.find((f) => f.path.join('.') === 'props.showPic')!;
    expect(fieldValue(list, showPic)).toBe(false);
    expect(fieldValue(list, pageSize)).toBe(0);
    expect(checkControl(list)).toEqual([
      { path: ['cssData', 'pagination', 'pageSize'], message: '每页条数应为正整数' },
    ]);
    expect(checkControl({ id: 'x', typeName: 'Chart' })).toEqual([
      { path: ['typeName'], message: '未知的组件类型 Chart' },
    ]);
  });
});
