import type { ContentItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { mutateContent } from './internals/mutateContent.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link addContent}. */
export interface AddContentInput {
  schemaName: string;
  /** The item's fields as plain values (each sent as `{ iv }`), already through spec 1 §5 submit rules. */
  contentData: Record<string, unknown>;
  operationId?: string;
  /** The data source id, for sources whose usages contain desTransmit. */
  desTransmit?: string | null;
}

/**
 * `add{Schema}Content(contentData, operationId, desTransmit)` (spec 1 §7 Mutations) through
 * `querygraphqls?app=`; answers the new item (status Draft unless the data says otherwise).
 *
 * @throws {TypeError} for a schema name that is not a GraphQL name (nothing is sent).
 * @throws {RequestError} when the call fails (bad data answers `40000`).
 */
export function addContent(
  client: RequestClient,
  app: AppRef,
  input: AddContentInput,
): Promise<ContentItem> {
  return mutateContent<ContentItem>(client, app, { type: 'add', ...input });
}
