import type { ContentItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { mutateContent } from './internals/mutateContent.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link deleteContent}. */
export interface DeleteContentInput {
  schemaName: string;
  id: string;
  /** The version the deletion is based on; a stale one is refused (`40900`). */
  version?: number;
  operationId?: string;
}

/**
 * `delete{Schema}Content(id, operationId)` (spec 1 §7 Mutations); answers the deleted item.
 *
 * @throws {TypeError} for a schema name that is not a GraphQL name (nothing is sent).
 * @throws {RequestError} when the call fails (an unknown item answers `40400`).
 */
export function deleteContent(
  client: RequestClient,
  app: AppRef,
  input: DeleteContentInput,
): Promise<ContentItem> {
  return mutateContent<ContentItem>(client, app, { type: 'delete', ...input });
}
