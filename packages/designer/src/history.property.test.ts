import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createHistory,
  createPageDocument,
  DesignerError,
  HISTORY_LIMIT,
  pageCommands,
  pageParts,
  readPageJson,
  type ControlPlace,
  type PageCommands,
  type PageJson,
} from './index.js';

const ME = Symbol('me');

/** A command drawn at random; which control or place it names is chosen when it runs. */
const command = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom('List', 'Button', 'Tabs', 'FormContainer'),
    place: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('prop' as const),
    pick: fc.nat(),
    key: fc.constantFrom('title', 'label', 'color'),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
  }),
  fc.record({
    kind: fc.constant('layout' as const),
    pick: fc.nat(),
    x: fc.nat(20),
    w: fc.integer({ min: 1, max: 12 }),
    breakpoint: fc.constantFrom(undefined, 'md' as const, 'xs' as const),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    place: fc.nat(),
    index: fc.nat(10),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('setting' as const),
    key: fc.constantFrom('theme', 'title'),
    value: fc.string(),
  }),
  fc.record({
    kind: fc.constant('align' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    edge: fc.constantFrom(
      'left' as const,
      'right' as const,
      'top' as const,
      'bottom' as const,
      'hcenter' as const,
      'vcenter' as const,
    ),
    breakpoint: fc.constantFrom(undefined, 'md' as const),
  }),
  fc.record({
    kind: fc.constant('distribute' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
    axis: fc.constantFrom('horizontal' as const, 'vertical' as const),
  }),
  fc.record({
    kind: fc.constant('nudge' as const),
    pick: fc.nat(),
    dx: fc.integer({ min: -2, max: 2 }),
    dy: fc.integer({ min: -2, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    pick: fc.nat(),
    how: fc.constantFrom(
      'bringForward' as const,
      'sendBackward' as const,
      'bringToFront' as const,
      'sendToBack' as const,
    ),
  }),
  fc.record({ kind: fc.constant('lock' as const), pick: fc.nat(), locked: fc.boolean() }),
  fc.record({
    kind: fc.constant('source' as const),
    dsId: fc.constantFrom('a', 'b', 'c'),
    name: fc.string(),
    remove: fc.boolean(),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

function run(doc: ReturnType<typeof createPageDocument>, commands: PageCommands, step: Command) {
  const ids = [...pageParts(doc).controls.keys()].sort();
  const pick = (n: number) => ids[n % Math.max(ids.length, 1)];
  const places: ControlPlace[] = [{ parent: null }];
  for (const id of ids) {
    places.push({ parent: id });
    const slots = pageParts(doc).controls.get(id)?.get('slots');
    if (slots && typeof slots === 'object' && 'length' in slots) {
      for (let slot = 0; slot < (slots as { length: number }).length; slot += 1) {
        places.push({ parent: id, slot });
      }
    }
  }
  const place = (n: number) => places[n % places.length]!;
  switch (step.kind) {
    case 'add':
      commands.addControl({ typeName: step.type, place: place(step.place) });
      return;
    case 'prop':
      if (ids.length) commands.setProperty(pick(step.pick)!, ['props', step.key], step.value);
      return;
    case 'layout':
      if (ids.length)
        commands.setLayout(pick(step.pick)!, { x: step.x, w: step.w }, step.breakpoint);
      return;
    case 'move':
      if (ids.length) commands.moveControl(pick(step.pick)!, place(step.place), step.index);
      return;
    case 'delete':
      if (ids.length) commands.deleteControls([pick(step.pick)!]);
      return;
    case 'duplicate':
      if (ids.length) commands.duplicateControls([pick(step.pick)!]);
      return;
    case 'setting':
      commands.setPageSetting(step.key, step.value);
      return;
    case 'source':
      if (step.remove) commands.removeDataSource(step.dsId);
      else commands.putDataSource({ dsId: step.dsId, name: step.name });
      break;
    case 'align':
      commands.alignControls(
        [...new Set(step.picks.map((n) => pick(n)!))],
        step.edge,
        step.breakpoint,
      );
      break;
    case 'distribute':
      commands.distributeControls([...new Set(step.picks.map((n) => pick(n)!))], step.axis);
      break;
    case 'nudge':
      if (ids.length) commands.nudgeControls([pick(step.pick)!], step.dx, step.dy);
      break;
    case 'order':
      if (ids.length) commands[step.how]([pick(step.pick)!]);
      break;
    case 'lock':
      if (ids.length) commands.setLocked([pick(step.pick)!], step.locked);
  }
}

describe('history over random command sequences (property)', () => {
  const start: PageJson = {
    pageData: {
      controls: [
        {
          id: 'tabs',
          parentId: null,
          typeName: 'Tabs',
          layout: { x: 0, y: 0, w: 12, h: 4 },
          props: {},
          slots: [{ name: 'one' }, { name: 'two', smartViewDatas: [] }],
        },
        // A page of the demo's shape: a list bound to a source, a form with its items, text.
        {
          id: 'list',
          parentId: null,
          typeName: 'List',
          layout: { x: 0, y: 4, w: 12, h: 6 },
          props: { title: '文章', operateList: [{ label: '查看' }] },
          bindInfo: { dsId: 'a', title: 'title' },
        },
        {
          id: 'form',
          parentId: null,
          typeName: 'Form',
          layout: { x: 0, y: 10, w: 6, h: 4 },
          props: { items: [{ field: 'title', label: '标题', type: 'input' }] },
        },
        { id: 'text', parentId: 'form', typeName: 'Text', props: { title: '说明' } },
        { id: 'image', parentId: null, typeName: 'Image', cssData: null },
      ],
    },
    pageDataSource: [{ dsId: 'a', name: '甲' }],
  };

  it('undoing every step gives the first document, redoing every step the last', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: HISTORY_LIMIT }), (steps) => {
        const doc = createPageDocument(start);
        let next = 0;
        const commands = pageCommands(doc, { origin: ME, newId: () => `n${(next += 1)}` });
        const history = createHistory(doc, { origin: ME, captureTimeout: 0 });
        const first = readPageJson(doc);
        for (const step of steps) {
          try {
            run(doc, commands, step);
          } catch (error) {
            if (!(error instanceof DesignerError)) throw error;
          }
        }
        const last = readPageJson(doc);
        while (history.getSnapshot().canUndo) history.undo();
        expect(readPageJson(doc)).toEqual(first);
        while (history.getSnapshot().canRedo) history.redo();
        expect(readPageJson(doc)).toEqual(last);
      }),
      { numRuns: 60 },
    );
  });
});
