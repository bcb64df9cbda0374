import { describe, expect, it } from 'vitest';
import { builtinActions } from './actions/builtinActions.js';
import { createActionRegistry } from './createActionRegistry.js';

describe('createActionRegistry', () => {
  it('holds the built-in action types', () => {
    const registry = createActionRegistry(builtinActions);
    expect(registry.typeNames()).toEqual([
      'navigate',
      'showMessage',
      'setVariable',
      'refreshDataSource',
      'triggersEvent',
      'goBack',
      'setCursor',
      'submitDataSource',
      'deleteCursorItem',
      'runDataFlow',
      'callApiModel',
      'signOut',
    ]);
  });

  it('registers an app action type and removes it again', () => {
    const registry = createActionRegistry();
    const handler = { typeName: 'openDialog', run: () => {} };
    const unregister = registry.register(handler);
    expect(registry.get('openDialog')).toBe(handler);
    unregister();
    expect(registry.has('openDialog')).toBe(false);
  });

  it('refuses a duplicate typeName unless replace is set', () => {
    const registry = createActionRegistry([{ typeName: 'x', run: () => {} }]);
    expect(() => registry.register({ typeName: 'x', run: () => {} })).toThrow(
      'Action type "x" is already registered',
    );
    const replacement = { typeName: 'x', run: () => {} };
    registry.register(replacement, { replace: true });
    expect(registry.get('x')).toBe(replacement);
  });

  it.each([
    ['an empty typeName', { typeName: ' ', run: () => {} }, 'non-empty typeName'],
    ['no run function', { typeName: 'y' } as never, 'has no run function'],
  ])('refuses %s', (_case, handler, message) => {
    expect(() => createActionRegistry().register(handler)).toThrow(message);
  });

  it('an old unregister does not remove a replacement', () => {
    const registry = createActionRegistry();
    const unregister = registry.register({ typeName: 'x', run: () => {} });
    const replacement = { typeName: 'x', run: () => {} };
    registry.register(replacement, { replace: true });
    unregister();
    expect(registry.get('x')).toBe(replacement);
  });
});
