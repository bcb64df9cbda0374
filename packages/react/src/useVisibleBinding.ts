import { useCallback, useSyncExternalStore } from 'react';
import { createResolver } from '@tessera/conditions';
import type { ConditionSet, RefExpression } from '@tessera/conditions';
import { useTessera } from './TesseraContext.js';
import { subscribeAll } from './subscribeAll.js';
import { useCondition } from './useCondition.js';

/**
 * A control's visible binding (`bindInfo.visible`, spec 1 §3 Control, §4 Visibility; README
 * "Visible bindings"):
 * - missing, `null` or `true`: shown; `false`: hidden;
 * - a value reference — `{ source: 'variable', name }` (a page variable),
 *   `{ source: 'field', dsId, name }` (a field of the item under a data source's cursor) or
 *   `{ source: 'user', name }`: shown while the value is truthy (not `false`, `0`, `''`, `'0'`,
 *   `'false'`, `null` or missing);
 * - a condition set (a list, or `{ conditions, isStopNext }`): shown while it holds.
 */
export type VisibleBinding = boolean | null | undefined | RefExpression | ConditionSet;

function isReference(binding: unknown): binding is RefExpression {
  return (
    typeof binding === 'object' &&
    binding !== null &&
    !Array.isArray(binding) &&
    typeof (binding as { source?: unknown }).source === 'string'
  );
}

function isConditionSet(binding: unknown): binding is ConditionSet {
  return (
    Array.isArray(binding) ||
    (typeof binding === 'object' && binding !== null && 'conditions' in binding)
  );
}

/** Whether a bound value shows the control. */
export function isTruthyBinding(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '')
    return false;
  if (Array.isArray(value)) return value.length > 0;
  return value !== '0' && value !== 'false';
}

/**
 * Whether a control's visible binding shows it now; re-evaluated when the page variables, the
 * data sources or the user change (the caller re-renders only when the answer changes).
 *
 * @example
 * ```tsx
 * const shown = useVisibleBinding(control.bindInfo?.visible);
 * ```
 */
export function useVisibleBinding(binding: unknown): boolean {
  const { scheduler, pageVariables, session } = useTessera();
  const reference = isReference(binding) ? binding : null;
  const conditionsHold = useCondition(isConditionSet(binding) ? binding : null);
  const subscribe = useCallback(
    (listener: () => void) => subscribeAll([scheduler, pageVariables, session], listener),
    [scheduler, pageVariables, session],
  );
  const getSnapshot = useCallback(() => {
    if (!reference) return true;
    const resolver = createResolver({
      variables: (name) => pageVariables?.get(name),
      cursors: (dsId) => {
        const source = scheduler?.getSnapshot().sources[dsId];
        return source ? source.result.items[source.cursor.position] : undefined;
      },
      user: session?.getSnapshot().user as unknown as Readonly<Record<string, unknown>> | undefined,
    });
    return isTruthyBinding(resolver(reference));
  }, [reference, scheduler, pageVariables, session]);
  const referenceShows = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (binding === false) return false;
  if (reference) return referenceShows;
  return conditionsHold;
}
