import { useContext, useMemo } from 'react';
import { WidgetActionsContext, type WidgetActions } from './WidgetActionsProvider.js';

/**
 * Reads the app's widget callbacks from the nearest {@link WidgetActionsProvider}.
 *
 * Outside a provider every callback is `undefined`, so a widget renders and its clicks are
 * simply no-ops: a page preview without wiring never crashes.
 *
 * A widget's own props win over the context: pass `overrides` with the props' callbacks and
 * the result holds, per callback, the prop when given and the context's otherwise. The
 * returned object keeps its identity while the chosen callbacks do.
 *
 * @param overrides - Callbacks given directly to the widget as props.
 * @example
 * ```tsx
 * function MyWidget({ control, onMore }: MyWidgetProps) {
 *   const actions = useWidgetActions({ onMore });
 *   return <button onClick={() => actions.onMore?.(control)}>查看更多</button>;
 * }
 * ```
 */
export function useWidgetActions(overrides: WidgetActions = {}): WidgetActions {
  const fromContext = useContext(WidgetActionsContext);
  const onRowClick = overrides.onRowClick ?? fromContext.onRowClick;
  const onMore = overrides.onMore ?? fromContext.onMore;
  return useMemo(() => ({ onRowClick, onMore }), [onRowClick, onMore]);
}
