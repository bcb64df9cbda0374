// Callbacks widgets raise for the app. Events (spec 1 §4 Event execution) and the /full-list
// hand-over (spec 1 §2) come in later issues; until then the app decides what happens.
import { createContext, type ReactNode } from 'react';
import type { Control, ContentItem } from '@tessera/protocol';

/** What the app does when a user acts on a widget. Every callback is optional. */
export interface WidgetActions {
  /**
   * A row of a list was clicked (spec 1 §2: "Clicking a row ... runs the configured event").
   * @param item - The content item of the row.
   * @param control - The widget the row belongs to.
   */
  onRowClick?: (item: ContentItem, control: Control) => void;
  /**
   * The 查看更多 link was clicked (spec 1 §2: opens /full-list with the widget definition).
   * @param control - The list widget whose full list is wanted.
   */
  onMore?: (control: Control) => void;
}

/** @internal Shared with {@link useWidgetActions}; not part of the public API. */
export const WidgetActionsContext = createContext<WidgetActions>({});

/** Props of {@link WidgetActionsProvider}. */
export interface WidgetActionsProviderProps {
  /** The callbacks; keep the object stable (e.g. `useMemo`) to avoid needless re-renders. */
  actions: WidgetActions;
  children?: ReactNode;
}

/**
 * Hands the app's widget callbacks to every widget below it.
 *
 * @example
 * ```tsx
 * const actions = useMemo(() => ({ onRowClick: (item) => openDetail(item.id) }), []);
 * <WidgetActionsProvider actions={actions}>
 *   <GridRenderer controls={controls} />
 * </WidgetActionsProvider>
 * ```
 */
export function WidgetActionsProvider({ actions, children }: WidgetActionsProviderProps) {
  return <WidgetActionsContext.Provider value={actions}>{children}</WidgetActionsContext.Provider>;
}
