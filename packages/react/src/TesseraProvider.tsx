import { useMemo, type ReactNode } from 'react';
import { TesseraContext, useTessera, type TesseraContextValue } from './TesseraContext.js';

/** Props of {@link TesseraProvider}: the values it holds, and its children. */
export interface TesseraProviderProps extends TesseraContextValue {
  children?: ReactNode;
}

/**
 * Holds the settings, the request client, the session manager, the messages port and — for the
 * page below it — the data-source scheduler, the event runner and the page variables. A provider
 * inside another keeps every value of the outer one it is not given, so an app sets the app-wide
 * values once at its root and each page adds its own.
 *
 * @example
 * ```tsx
 * <TesseraProvider settings={settings} client={client} messages={messages} session={session}>
 *   <TesseraProvider scheduler={page.scheduler} eventRunner={page.eventRunner}>
 *     <GridRenderer controls={page.page.pageData.controls} />
 *   </TesseraProvider>
 * </TesseraProvider>
 * ```
 */
export function TesseraProvider({ children, ...own }: TesseraProviderProps) {
  const outer = useTessera();
  const settings = own.settings ?? outer.settings;
  const client = own.client ?? outer.client;
  const messages = own.messages ?? outer.messages;
  const navigation = own.navigation ?? outer.navigation;
  const sessionStorage = own.sessionStorage ?? outer.sessionStorage;
  const session = own.session ?? outer.session;
  const scheduler = own.scheduler ?? outer.scheduler;
  const eventRunner = own.eventRunner ?? outer.eventRunner;
  const pageVariables = own.pageVariables ?? outer.pageVariables;
  const permissionSets = own.permissionSets ?? outer.permissionSets;
  const actionTypes = own.actionTypes ?? outer.actionTypes;
  const pageAccess = own.pageAccess ?? outer.pageAccess;
  const contentChanged = own.contentChanged ?? outer.contentChanged;
  const notificationsChanged = own.notificationsChanged ?? outer.notificationsChanged;
  // The value keeps its identity while every part does, so consumers re-render only on change.
  const value = useMemo<TesseraContextValue>(
    () => ({
      settings,
      client,
      messages,
      navigation,
      sessionStorage,
      session,
      scheduler,
      eventRunner,
      pageVariables,
      permissionSets,
      actionTypes,
      pageAccess,
      contentChanged,
      notificationsChanged,
    }),
    [
      settings,
      client,
      messages,
      navigation,
      sessionStorage,
      session,
      scheduler,
      eventRunner,
      pageVariables,
      permissionSets,
      actionTypes,
      pageAccess,
      contentChanged,
      notificationsChanged,
    ],
  );
  return <TesseraContext.Provider value={value}>{children}</TesseraContext.Provider>;
}
