import { useLocation, useParams, useSearchParams } from 'react-router';
import { TesseraProvider, useSignInRequired, useWorkflowClient } from '@tessera/react';
import type { RouteTable } from '@tessera/routing';
import { PageLoading } from '@tessera/widgets/pc';
import { RuntimePage } from './RuntimePage.js';

/**
 * spec 1 §2 `/flow/page/{pageId}/{workflowId}`: the page drawn like `/page/{id}` by the generic
 * renderer, with a request client whose every call carries the workflow context
 * (`@tessera/react` `useWorkflowClient`). Workflow pages always need a signed-in user.
 */
export function WorkflowPage({ table }: { table: RouteTable }) {
  const { pageId = '', workflowId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const allowed = useSignInRequired(true, location.pathname + location.search);
  const workflowClient = useWorkflowClient(workflowId, search);
  const title = table.routes.find((route) => route.pageId === pageId)?.title ?? '';
  if (!allowed) return <PageLoading />;
  return (
    <TesseraProvider client={workflowClient}>
      <RuntimePage key={pageId} pageId={pageId} title={title} />
    </TesseraProvider>
  );
}
