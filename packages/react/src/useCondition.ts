import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { compileConditions, createResolver } from '@tessera/conditions';
import type { CompileOptions, ConditionSet } from '@tessera/conditions';
import { useTessera } from './TesseraContext.js';
import { subscribeAll } from './subscribeAll.js';

/**
 * Whether a condition set holds now (spec 1 §5 Condition rules), over the page variables, the
 * items under the data sources' cursors and the signed-in user. Re-evaluated when any of them
 * changes; the caller re-renders only when the answer changes. An empty set is true.
 *
 * @example
 * ```tsx
 * const visible = useCondition(control.props.visibleConditions);
 * if (!visible) return null;
 * ```
 */
export function useCondition(
  set: ConditionSet | null | undefined,
  options?: CompileOptions,
): boolean {
  const { scheduler, pageVariables, session } = useTessera();
  // Compiling is the expensive part; the set is data from the page JSON and keeps its identity.
  const evaluate = useMemo(() => compileConditions(set, options), [set, options]);
  const subscribe = useCallback(
    (listener: () => void) => subscribeAll([scheduler, pageVariables, session], listener),
    [scheduler, pageVariables, session],
  );
  const getSnapshot = useCallback(() => {
    const resolver = createResolver({
      variables: (name) => pageVariables?.get(name),
      cursors: (dsId) => {
        const source = scheduler?.getSnapshot().sources[dsId];
        return source ? source.result.items[source.cursor.position] : undefined;
      },
      user: session?.getSnapshot().user,
    });
    return evaluate(resolver).result;
  }, [evaluate, scheduler, pageVariables, session]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
