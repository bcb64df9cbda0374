import { buildContentsQuery } from '@tessera/filters';
import { PATHS } from '@tessera/protocol';
import type { ContentsWithTotal } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';

/** Input of {@link queryContentsWithTotal}. Omitted arguments take the spec 1 §9 defaults. */
export interface QueryContentsInput {
  appId: string;
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
 * and return its `{ total, items }`. The document is `@tessera/filters`' `buildContentsQuery`
 * (the one builder of spec 1 §7), without a filter and without the aggregate selections.
 *
 * @example
 * ```ts
 * const page = await queryContentsWithTotal(client, { appId, schemaName: 'article', top: 5 });
 * ```
 * @throws {FilterError} for a schema name that is not a GraphQL name, a bad order field, top or
 * skip (nothing is sent).
 * @throws {RequestError} when the call fails — an unknown schema answers the envelope `40000`
 * with the GraphQL message (already reported by the client) — or, kind `envelope`, when the
 * answer lacks the query's field.
 */
export async function queryContentsWithTotal<
  TData extends Record<string, unknown> = Record<string, unknown>,
>(client: RequestClient, input: QueryContentsInput): Promise<ContentsWithTotal<TData>> {
  const { appId, ...options } = input;
  const { queryName, body } = buildContentsQuery({ ...options, aggregates: false });
  const data = await client.post<Record<string, ContentsWithTotal<TData> | null> | null>(
    PATHS.queryGraphqls.build(appId),
    body,
  );
  const result = data?.[queryName];
  if (!result) {
    throw new RequestError('envelope', `The answer has no ${queryName}`);
  }
  return result;
}
