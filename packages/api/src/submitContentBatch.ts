import { PATHS } from '@tessera/protocol';
import type { ContentItem } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { contentMutationDocument } from './contentMutationDocument.js';
import type { ContentMutation } from './contentMutationDocument.js';

/** Input of {@link submitContentBatch}. */
export interface SubmitContentBatchInput {
  appId: string;
  mutations: readonly ContentMutation[];
}

/**
 * Batch submit (spec 1 §7): several content mutations in one call, each marked
 * `inDatabaseSession: true`, run by the server in one database transaction — all are written
 * or none. Answers each mutation's item in order (for a delete: the deleted item).
 *
 * @throws {TypeError} for a bad schema name or step (nothing is sent).
 * @throws {RequestError} when the call fails; then nothing was written.
 */
export async function submitContentBatch(
  client: RequestClient,
  input: SubmitContentBatchInput,
): Promise<(ContentItem | null)[]> {
  const documents = input.mutations.map(contentMutationDocument);
  if (documents.length === 0) return [];
  const data = await client.post<(Record<string, unknown> | null)[] | null>(
    PATHS.queryGraphqls.build(input.appId),
    documents.map(({ query, variables }) => ({ query, variables, inDatabaseSession: true })),
  );
  if (!Array.isArray(data) || data.length !== documents.length) {
    throw new RequestError('envelope', 'The batch answer does not match its mutations');
  }
  return documents.map(({ field }, index) => (data[index]?.[field] ?? null) as ContentItem | null);
}
