import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFlowDocument,
  createHistory,
  DesignerError,
  flowCommands,
  flowParts,
  flowScope,
  readFlowJson,
} from './index.js';

const ME = Symbol('me');

/** A command drawn at random; which node it names is chosen when it runs. */
const command = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    pick: fc.nat(),
    type: fc.constantFrom('approver' as const, 'cc' as const, 'route' as const),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), up: fc.boolean() }),
  fc.record({ kind: fc.constant('addBranch' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('removeBranch' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('placeBranch' as const),
    pick: fc.nat(),
    priority: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('set' as const),
    pick: fc.nat(),
    setting: fc.constantFrom('name', 'mode', 'assignee'),
    value: fc.oneof(fc.string(), fc.constantFrom('or', 'and'), fc.constant(undefined)),
  }),
);

describe('flow history', () => {
  it('undo of every command gives the tree back; redo gives the edited tree again', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (steps) => {
        const doc = createFlowDocument(null);
        let n = 0;
        const commands = flowCommands(doc, { origin: ME, newId: () => `k${++n}` });
        const history = createHistory(doc, {
          origin: ME,
          scope: flowScope(doc),
          captureTimeout: 0,
        });
        const initial = readFlowJson(doc);
        const parts = flowParts(doc);
        const keysOf = (filter: (type: unknown, isDefault: unknown) => boolean) =>
          [...parts.nodes.entries()]
            .filter(([, map]) => filter(map.get('type'), map.get('isDefault')))
            .map(([key]) => key)
            .sort();
        const pick = <T>(list: T[], at: number): T | undefined =>
          list[at % Math.max(1, list.length)];
        let applied = 0;
        for (const step of steps) {
          const nodes = keysOf((type) => type !== 'end');
          const movable = keysOf(
            (type) => type === 'approver' || type === 'cc' || type === 'route',
          );
          const routes = keysOf((type) => type === 'route');
          const branches = keysOf((type, isDefault) => type === undefined && isDefault !== true);
          const before = JSON.stringify(readFlowJson(doc));
          try {
            switch (step.kind) {
              case 'add':
                commands.addNode(pick(nodes, step.pick)!, step.type);
                break;
              case 'remove':
                if (movable.length) commands.removeNode(pick(movable, step.pick)!);
                break;
              case 'move':
                if (movable.length) commands.moveNode(pick(movable, step.pick)!, step.up ? -1 : 1);
                break;
              case 'addBranch':
                if (routes.length) commands.addBranch(pick(routes, step.pick)!);
                break;
              case 'removeBranch':
                if (branches.length) commands.removeBranch(pick(branches, step.pick)!);
                break;
              case 'placeBranch':
                if (branches.length)
                  commands.placeBranch(pick(branches, step.pick)!, step.priority);
                break;
              case 'set':
                commands.setNode(
                  pick(movable.length ? movable : nodes, step.pick)!,
                  step.setting,
                  step.value,
                );
                break;
            }
          } catch (error) {
            if (!(error instanceof DesignerError)) throw error;
          }
          if (JSON.stringify(readFlowJson(doc)) !== before) applied += 1;
          history.stopCapturing();
        }
        const edited = readFlowJson(doc);
        for (let i = 0; i < applied; i += 1) history.undo();
        expect(readFlowJson(doc)).toEqual(initial);
        for (let i = 0; i < applied; i += 1) history.redo();
        expect(readFlowJson(doc)).toEqual(edited);
        history.destroy();
      }),
      { numRuns: 150 },
    );
  });
});
