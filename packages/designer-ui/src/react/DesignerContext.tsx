import { createContext, useContext, useSyncExternalStore, useCallback } from 'react';
import type { ControlJson } from '@tessera/designer';
import type { WidgetMap } from '@tessera/widgets';
import type { DesignerSession, DesignerSnapshot } from '../model/designerSession.js';

const SessionContext = createContext<DesignerSession | null>(null);

/** Puts a designer session in reach of the designer's views. */
export const DesignerSessionProvider = SessionContext.Provider;

const WidgetsContext = createContext<WidgetMap>({});

/**
 * The widget kit the canvas draws with, by `typeName`: the app gives its own map (the one its
 * runtime renders pages with), so the canvas shows exactly what the runtime will.
 */
export const DesignerWidgetsProvider = WidgetsContext.Provider;

/** The widgets of {@link DesignerWidgetsProvider}. */
export function useDesignerWidgets(): WidgetMap {
  return useContext(WidgetsContext);
}

/** The session of the page being designed. */
export function useSession(): DesignerSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a DesignerSessionProvider above');
  return session;
}

/** The designer's snapshot (re-renders on each change of the session's state). */
export function useDesignerSnapshot(): DesignerSnapshot {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/** One part of the snapshot: re-renders only when that part changes. */
export function useDesignerState<T>(pick: (snapshot: DesignerSnapshot) => T): T {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, () => pick(session.getSnapshot()));
}

/** One control's JSON; re-renders only when that control changed. */
export function useControlJson(id: string): ControlJson | undefined {
  const { view } = useSession();
  const subscribe = useCallback(
    (listener: () => void) => view.subscribeControl(id, listener),
    [view, id],
  );
  return useSyncExternalStore(subscribe, () => view.control(id));
}

/** The controls of one grid (null: the page's own); re-renders when one of them changed. */
export function useChildren(parent: string | null): ControlJson[] {
  const { view } = useSession();
  return useSyncExternalStore(view.subscribeStructure, () => view.children(parent));
}

/** Every control of the page, in page order (the outline). */
export function useAllControls(): readonly ControlJson[] {
  const { view } = useSession();
  return useSyncExternalStore(view.subscribeStructure, view.all);
}
