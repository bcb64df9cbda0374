import { useMemo } from 'react';
import { useRequestClient } from '@tessera/react';

/** The page id the widget's calls carry ('' outside a page). */
export function usePageId(): string {
  let client: ReturnType<typeof useRequestClient> | undefined;
  try {
    client = useRequestClient();
  } catch {
    client = undefined;
  }
  // Read once per client (a page's client keeps its page): the context reads the session's
  // tokens, which the browser answers from its cookies, on every call.
  return useMemo(() => client?.context().pageId ?? '', [client]);
}
