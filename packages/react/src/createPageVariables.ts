import { createSnapshotStore } from '@tessera/ports';
import type { StoragePort } from '@tessera/ports';
import type { VariableRange, VariablesPort } from '@tessera/events';
import type { PageVariableDefinition } from '@tessera/protocol';

/** Session-storage key of the Global page variables (README "Page variables"). */
export const GLOBAL_VARIABLES_KEY = 'pageGlobalVariables';

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

/** Options of {@link createPageVariables}. */
export interface PageVariablesOptions {
  /**
   * Where Global variables outlive the page (spec 1 §3 range Global): session storage. A Global
   * set is written there too, and a new page's store starts from it.
   */
  globals?: StoragePort;
  /**
   * The page's declared variables (spec 1 §3 Page variables): each starts at its default; a
   * Global one that an earlier page already set keeps that value instead.
   */
  declared?: readonly PageVariableDefinition[];
}

/** The declared defaults, by name; Global ones only where no earlier page set them. */
function declaredDefaults(
  declared: readonly PageVariableDefinition[],
  globals: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const variable of declared) {
    if (typeof variable?.name !== 'string' || variable.name === '') continue;
    if (variable.range === 'Global' && Object.hasOwn(globals, variable.name)) continue;
    defaults[variable.name] = variable.default;
  }
  return defaults;
}

function readGlobals(storage: StoragePort | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(GLOBAL_VARIABLES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Creates the variables of one page, starting from the stored Global variables (with
 * `options.globals`), then `initial` (for example the page's parameters). `set(name, value,
 * 'Global')` also keeps the value for the pages opened after this one (README "Page
 * variables"); `CurPage` and a missing range keep it on this page only.
 *
 * @example
 * ```ts
 * const variables = createPageVariables({ keyword: '' }, { globals: sessionStorage });
 * variables.set('keyword', 'phone');
 * variables.set('cityId', 'c1', 'Global'); // the next page starts with cityId
 * ```
 */
export function createPageVariables(
  initial: Record<string, unknown> = {},
  options: PageVariablesOptions = {},
): PageVariables {
  const { globals, declared = [] } = options;
  const stored = readGlobals(globals);
  const store = createSnapshotStore<Readonly<Record<string, unknown>>>({
    ...stored,
    ...declaredDefaults(declared, stored),
    ...initial,
  });
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    get: (name) =>
      Object.hasOwn(store.getSnapshot(), name) ? store.getSnapshot()[name] : undefined,
    set(name, value, range) {
      if (range === 'Global' && globals) {
        try {
          globals.setItem(
            GLOBAL_VARIABLES_KEY,
            JSON.stringify({ ...readGlobals(globals), [name]: value }),
          );
        } catch {
          // A full or refused storage keeps the value on this page only.
        }
      }
      const current = store.getSnapshot();
      if (Object.hasOwn(current, name) && Object.is(current[name], value)) return;
      store.set({ ...current, [name]: value });
    },
  };
}
