import { useMemo, type ReactNode } from 'react';
import { TesseraContext, useTessera, type TesseraContextValue } from './TesseraContext.js';

/** Props of {@link TesseraProvider}: the values it holds, and its children. */
export interface TesseraProviderProps extends TesseraContextValue {
  children?: ReactNode;
}

const KEYS = [
  'settings',
  'client',
  'messages',
  'navigation',
  'sessionStorage',
  'session',
  'scheduler',
  'eventRunner',
  'pageVariables',
  'permissionSets',
] as const satisfies readonly (keyof TesseraContextValue)[];

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
  const parts = KEYS.map((key) => own[key] ?? outer[key]);
  const value = useMemo(
    () => Object.fromEntries(KEYS.map((key, index) => [key, parts[index]])) as TesseraContextValue,
    // One dependency per part: the value keeps its identity while every part does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    parts,
  );
  return <TesseraContext.Provider value={value}>{children}</TesseraContext.Provider>;
}
