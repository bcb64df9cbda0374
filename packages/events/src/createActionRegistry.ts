import type { ActionHandler } from './actionHandler.js';

/** The action types the runner can run, by `typeName` (spec 1 §4, CONVENTIONS §9). */
export interface ActionRegistry {
  /**
   * Adds an action type and returns a function that removes it again. A second type with the same
   * `typeName` is an error unless `replace` is set, so two widgets cannot silently fight over one
   * name.
   */
  register(handler: ActionHandler, options?: { replace?: boolean }): () => void;
  /** The action type registered for `typeName`, or `undefined`. */
  get(typeName: string): ActionHandler | undefined;
  has(typeName: string): boolean;
  /** Registered type names, in registration order. */
  typeNames(): string[];
}

/**
 * A registry of action types. Widgets and apps register their own next to the built-in ones.
 *
 * @example
 * ```ts
 * const registry = createActionRegistry(builtinActions);
 * registry.register({
 *   typeName: 'openDialog',
 *   run: ({ action, ports }) => (ports.dialogs as DialogPort).open(String(action.params?.dialogId)),
 * });
 * ```
 */
export function createActionRegistry(handlers: readonly ActionHandler[] = []): ActionRegistry {
  const byType = new Map<string, ActionHandler>();

  const registry: ActionRegistry = {
    register(handler, options = {}) {
      const typeName = handler.typeName.trim();
      if (typeName === '') throw new TypeError('An action type needs a non-empty typeName');
      if (typeof handler.run !== 'function')
        throw new TypeError(`Action type "${typeName}" has no run function`);
      if (byType.has(typeName) && !options.replace) {
        throw new TypeError(`Action type "${typeName}" is already registered`);
      }
      byType.set(typeName, handler);
      return () => {
        if (byType.get(typeName) === handler) byType.delete(typeName);
      };
    },
    get: (typeName) => byType.get(typeName),
    has: (typeName) => byType.has(typeName),
    typeNames: () => [...byType.keys()],
  };
  for (const handler of handlers) registry.register(handler);
  return registry;
}
