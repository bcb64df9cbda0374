import { buildContentsQuery } from '@tessera/filters';
import type { ContentsWithTotal } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { requestContentGraphql } from './internals/contentGraphql.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link queryContentsWithTotal}. Omitted arguments take the spec 1 §9 defaults. */
export interface QueryContentsInput {
  /** The schema name as designed (`article`); its first letter is upper-cased in the query name. */
  schemaName: string;
  /** Page size (default 20, spec 1 §9 "data source topN default 20"). */
  top?: number;
  /** Items to skip (default 0). */
  skip?: number;
  /** Sort field (default `created`, spec 1 §9). */
  orderfield?: string;
  /** Ascending order (default true, spec 1 §9). */
  orderasc?: boolean;
}

/**
 * POST `querygraphqls?app={appId}` with `query{Schema}ContentsWithTotal` (spec 1 §7 Data calls)
 * through graphql-request and return its `{ total, items }`. The document is
 * `@tessera/filters`' `buildContentsQuery` (the one builder of spec 1 §7), without a filter and
 * without the aggregate selections.
 *
 * @example
 * ```ts
 * const page = await queryContentsWithTotal(client, subApp, { schemaName: 'article', top: 5 });
 * ```
 * @throws {FilterError} for a schema name that is not a GraphQL name, a bad order field, top or
 * skip (nothing is sent).
 * @throws {ContentGraphQLError} for a GraphQL error — an unknown schema answers `40000` with the
 * GraphQL message (already shown by the client).
 * @throws {RequestError} when the call fails, or, kind `envelope`, when the answer lacks the
 * query's field.
 */
export async function queryContentsWithTotal<
  TData extends Record<string, unknown> = Record<string, unknown>,
>(
  client: RequestClient,
  app: AppRef,
  input: QueryContentsInput,
): Promise<ContentsWithTotal<TData>> {
  const { queryName, body } = buildContentsQuery({ ...input, aggregates: false });
  const data = await requestContentGraphql<Record<string, ContentsWithTotal<TData> | null> | null>(
    client,
    { app },
    body.query,
    body.variables,
  );
  const result = data?.[queryName];
  if (!result) throw new RequestError('envelope', `The answer has no ${queryName}`);
  return result;
}
