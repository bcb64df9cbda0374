import { CONTENT_ITEM_FIELDS } from '@tessera/filters';
import type { ContentItem } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { requestContentGraphql } from './internals/contentGraphql.js';
import type { MutationDocument } from './contentMutationDocument.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link updateContentsByFilter}. */
export interface UpdateContentsByFilterInput {
  schemaName: string;
  /** The filter text (spec 1 §5 grammar) choosing the items; required. */
  filter: string;
  /** The fields to write into every matching item, as plain values (each sent as `{ iv }`). */
  contentData: Record<string, unknown>;
  operationId?: string;
}

const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The document of `update{Schema}ContentsByFilter(filter, contentData, operationId)` (server
 * README "Personal content"), for a batch of its own (`saveAddress`).
 *
 * @throws {TypeError} for a schema name that is not a GraphQL name.
 */
export function contentsByFilterDocument(input: UpdateContentsByFilterInput): MutationDocument {
  if (!GRAPHQL_NAME.test(input.schemaName)) {
    throw new TypeError(
      `Invalid schema name for a content mutation: ${JSON.stringify(input.schemaName)}`,
    );
  }
  const field = `update${input.schemaName.charAt(0).toUpperCase()}${input.schemaName.slice(1)}ContentsByFilter`;
  return {
    field,
    query: `mutation ($filter: String!, $contentData: JSON!, $operationId: String) { ${field}(filter: $filter, contentData: $contentData, operationId: $operationId) { ${CONTENT_ITEM_FIELDS.join(' ')} } }`,
    variables: {
      filter: input.filter,
      contentData: Object.fromEntries(
        Object.entries(input.contentData).map(([name, value]) => [name, { iv: value }]),
      ),
      operationId: input.operationId ?? '',
    },
  };
}

/**
 * `update{Schema}ContentsByFilter` (ours, server README "Personal content"): writes the fields
 * sent into every item the filter matches — of a personal schema only the caller's own — in one
 * transaction, and answers the changed items. At most 1000 items; more refuses (`40000`).
 *
 * @example
 * ```ts
 * await updateContentsByFilter(client, { appId }, {
 *   schemaName: 'address', filter: 'defaultaddress eq true', contentData: { defaultaddress: false },
 * });
 * ```
 * @throws {TypeError} for a schema name that is not a GraphQL name (nothing is sent).
 * @throws {ContentGraphQLError} for a bad filter or bad data (`40000`).
 */
export async function updateContentsByFilter(
  client: RequestClient,
  app: AppRef,
  input: UpdateContentsByFilterInput,
): Promise<ContentItem[]> {
  const { query, variables, field } = contentsByFilterDocument(input);
  const data = await requestContentGraphql<Record<string, ContentItem[]> | null>(
    client,
    { app },
    query,
    variables,
  );
  const items = data?.[field];
  if (!items) throw new RequestError('envelope', `The answer has no ${field}`);
  return items;
}
