import { createContext, useContext, type ReactNode } from 'react';

const NavBarActionsContext = createContext<ReactNode>(null);

/**
 * What the app puts in every mobile nav bar before its own right side (mobile-runtime and the
 * account portal: the notification bell). A slot rather than a prop, so the pages' chrome need
 * not know the app's screens (the Pc counterpart is `AppBarActionsProvider`).
 */
export function NavBarActionsProvider({
  actions,
  children,
}: {
  actions: ReactNode;
  children: ReactNode;
}) {
  return <NavBarActionsContext.Provider value={actions}>{children}</NavBarActionsContext.Provider>;
}

/** The app's nav-bar actions ({@link NavBarActionsProvider}); none by default. */
export function useNavBarActions(): ReactNode {
  return useContext(NavBarActionsContext);
}

/** A nav bar's right side: the app's actions, then the bar's own (`children`). */
export function NavBarRight({ children }: { children?: ReactNode }) {
  const actions = useNavBarActions();
  if (!actions) return <>{children}</>;
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: 4 }}
    >
      {actions}
      {children}
    </span>
  );
}
