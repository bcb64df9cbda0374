import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import {
  TesseraProvider,
  useRequestClient,
  useSessionStorage,
  useSignInRequired,
} from '@tessera/react';
import type { RouteTable } from '@tessera/routing';
import { PageLoading } from '@tessera/widgets/pc';
import { RuntimePage } from './RuntimePage.js';
import { workflowPageContext } from './workflowPageContext.js';

/**
 * spec 1 §2 `/flow/page/{pageId}/{workflowId}`: the page drawn like `/page/{id}` by the generic
 * renderer, with a request client whose every call carries the workflow context
 * ({@link workflowPageContext}). Workflow pages always need a signed-in user.
 */
export function WorkflowPage({ table }: { table: RouteTable }) {
  const { pageId = '', workflowId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const client = useRequestClient();
  const storage = useSessionStorage();
  const allowed = useSignInRequired(true, location.pathname + location.search);
  const workflowClient = useMemo(
    () => client.withContext(workflowPageContext(workflowId, search, storage)),
    [client, workflowId, search, storage],
  );
  const title = table.routes.find((route) => route.pageId === pageId)?.title ?? '';
  if (!allowed) return <PageLoading />;
  return (
    <TesseraProvider client={workflowClient}>
      <RuntimePage key={pageId} pageId={pageId} title={title} />
    </TesseraProvider>
  );
}
