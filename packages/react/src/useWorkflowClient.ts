import { useMemo } from 'react';
import type { RequestClient } from '@tessera/request';
import { useRequestClient, useSessionStorage } from './useServices.js';
import { workflowPageContext } from './workflowPageContext.js';

/**
 * The request client of a workflow page `/flow/page/{pageId}/{workflowId}` (spec 1 §2, spec 2
 * §7.4): the provider's client with {@link workflowPageContext} — every call sends
 * `workflowproid`, `querygraphqls` the stored instance and node ids. Both runtimes draw the page
 * under it.
 *
 * @example
 * const client = useWorkflowClient(workflowId, new URLSearchParams(location.search));
 * <TesseraProvider client={client}><RuntimePage pageId={pageId} /></TesseraProvider>
 */
export function useWorkflowClient(workflowId: string, search: URLSearchParams): RequestClient {
  const client = useRequestClient();
  const storage = useSessionStorage();
  return useMemo(
    () => client.withContext(workflowPageContext(workflowId, search, storage)),
    [client, workflowId, search, storage],
  );
}
