import { createContext, useContext, type ReactNode } from 'react';

const AppBarActionsContext = createContext<ReactNode>(null);

/**
 * What the app puts in every runtime app bar beside the user menu (pc-runtime: the notification
 * bell). A slot rather than a prop, so the pages' shell need not know the app's screens.
 */
export function AppBarActionsProvider({
  actions,
  children,
}: {
  actions: ReactNode;
  children: ReactNode;
}) {
  return <AppBarActionsContext.Provider value={actions}>{children}</AppBarActionsContext.Provider>;
}

/** The app's app-bar actions ({@link AppBarActionsProvider}); none by default. */
export function useAppBarActions(): ReactNode {
  return useContext(AppBarActionsContext);
}
