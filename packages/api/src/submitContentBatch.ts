import type { ContentItem } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { contentMutationDocument } from './contentMutationDocument.js';
import type { ContentMutation } from './contentMutationDocument.js';
import { batchContentGraphql } from './internals/contentGraphql.js';
import type { AppRef } from './subAppRef.js';

/**
 * Batch submit (spec 1 §7): several content mutations in one call (graphql-request's batch),
 * each marked `inDatabaseSession: true`, run by the server in one database transaction — all
 * are written or none. Answers each mutation's item in order (for a delete: the deleted item).
 *
 * @throws {TypeError} for a bad schema name or step (nothing is sent).
 * @throws {ContentGraphQLError} when a mutation fails; then nothing was written.
 * @throws {RequestError} when the call fails.
 */
export async function submitContentBatch(
  client: RequestClient,
  app: AppRef,
  mutations: readonly ContentMutation[],
): Promise<(ContentItem | null)[]> {
  const documents = mutations.map(contentMutationDocument);
  if (documents.length === 0) return [];
  const data = await batchContentGraphql<Record<string, unknown>>(
    client,
    { app },
    documents.map(({ query, variables }) => ({ document: query, variables })),
  );
  if (data.length !== documents.length) {
    throw new RequestError('envelope', 'The batch answer does not match its mutations');
  }
  return documents.map(({ field }, index) => (data[index]?.[field] ?? null) as ContentItem | null);
}
