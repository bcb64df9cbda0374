import { createSnapshotStore } from '@tessera/ports';
import type { VariableRange, VariablesPort } from '@tessera/events';

/**
 * The page variables of spec 1 §3 as a subscribable store (CONVENTIONS §4); it is the event
 * runner's `variables` port, so the `setVariable` action type writes here.
 */
export interface PageVariables extends VariablesPort {
  /** Values by name; the same object until a value changes. */
  getSnapshot(): Readonly<Record<string, unknown>>;
  subscribe(listener: () => void): () => void;
  get(name: string): unknown;
  set(name: string, value: unknown, range?: VariableRange): void;
}

/**
 * Creates the variables of one page, starting from `initial` (for example the page's
 * parameters). Global variables are handed to the next page by passing the old snapshot as
 * `initial` (README "Page variables").
 *
 * @example
 * ```ts
 * const variables = createPageVariables({ keyword: '' });
 * variables.set('keyword', 'phone');
 * variables.getSnapshot(); // { keyword: 'phone' }
 * ```
 */
export function createPageVariables(initial: Record<string, unknown> = {}): PageVariables {
  const store = createSnapshotStore<Readonly<Record<string, unknown>>>({ ...initial });
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    get: (name) =>
      Object.hasOwn(store.getSnapshot(), name) ? store.getSnapshot()[name] : undefined,
    set(name, value) {
      const current = store.getSnapshot();
      if (Object.hasOwn(current, name) && Object.is(current[name], value)) return;
      store.set({ ...current, [name]: value });
    },
  };
}
