import type { ContentItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { mutateContent } from './internals/mutateContent.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link updateContent}. */
export interface UpdateContentInput {
  schemaName: string;
  id: string;
  /** The item's fields as plain values (each sent as `{ iv }`). */
  contentData: Record<string, unknown>;
  /** The version the change is based on: a stale one is refused (`40900`) and changes nothing. */
  version?: number;
  operationId?: string;
  desTransmit?: string | null;
}

/**
 * `update{Schema}Content(contentData, id, operationId, desTransmit)` (spec 1 §7 Mutations);
 * answers the saved item with its new version.
 *
 * @throws {TypeError} for a schema name that is not a GraphQL name (nothing is sent).
 * @throws {RequestError} when the call fails (unknown item `40400`, stale version `40900`).
 */
export function updateContent(
  client: RequestClient,
  app: AppRef,
  input: UpdateContentInput,
): Promise<ContentItem> {
  return mutateContent<ContentItem>(client, app, { type: 'update', ...input });
}
