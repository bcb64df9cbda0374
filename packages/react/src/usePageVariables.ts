import { useSyncExternalStore } from 'react';
import { useTessera } from './TesseraContext.js';

const NO_VARIABLES: Readonly<Record<string, unknown>> = Object.freeze({});
const noSubscription = () => () => undefined;
const noVariables = () => NO_VARIABLES;

/** The page variables by name (spec 1 §3); empty without a provided `pageVariables` store. */
export function usePageVariables(): Readonly<Record<string, unknown>> {
  const { pageVariables } = useTessera();
  return useSyncExternalStore(
    pageVariables?.subscribe ?? noSubscription,
    pageVariables?.getSnapshot ?? noVariables,
    pageVariables?.getSnapshot ?? noVariables,
  );
}
