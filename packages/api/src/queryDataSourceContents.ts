import { buildContentsQuery } from '@tessera/filters';
import type { ContentsQueryOptions } from '@tessera/filters';
import type { ContentItem } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { requestContentGraphql } from './internals/contentGraphql.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link queryDataSourceContents}: the content query of one data source. */
export interface QueryDataSourceContentsInput extends ContentsQueryOptions {
  signal?: AbortSignal;
}

/** Answer of a data source's content query (spec 1 §7: total, countFields, groupFields, items). */
export interface DataSourceContents<
  TData extends Record<string, unknown> = Record<string, unknown>,
> {
  total: number;
  items: ContentItem<TData>[];
  /** Present when the query selected aggregates (`aggregates` not false). */
  countFields?: unknown;
  groupFields?: unknown;
}

/**
 * POST `querygraphqls?app=` with `query{Schema}ContentsWithTotal` — or its `NoDetails` form for
 * the nodetails usage — built by `@tessera/filters` (spec 1 §7 Data calls): filter text as the
 * variable `queryStr`, `transmitDsId` for desTransmit, `noTotal`, the paging and order
 * arguments; in workflow mode the client's context adds `workflowInstanceId`/`workflowProNodeId`
 * to the URL.
 *
 * @example
 * ```ts
 * const page = await queryDataSourceContents(client, subApp, {
 *   schemaName: 'order', filter: "customer eq 'c1'", top: 25, skip: 25, usages: ['list'],
 * });
 * ```
 * @throws {FilterError} for a bad schema name, order field, top or skip (nothing is sent).
 * @throws {ContentGraphQLError} for a GraphQL error (already shown by the client).
 * @throws {RequestError} when the call fails, or, kind `envelope`, when the answer lacks the
 * query's field.
 */
export async function queryDataSourceContents<
  TData extends Record<string, unknown> = Record<string, unknown>,
>(
  client: RequestClient,
  app: AppRef,
  input: QueryDataSourceContentsInput,
): Promise<DataSourceContents<TData>> {
  const { signal, ...options } = input;
  const { queryName, body } = buildContentsQuery(options);
  const data = await requestContentGraphql<Record<string, DataSourceContents<TData> | null> | null>(
    client,
    { app, ...(signal ? { signal } : {}) },
    body.query,
    body.variables,
  );
  const result = data?.[queryName];
  if (!result) throw new RequestError('envelope', `The answer has no ${queryName}`);
  return result;
}
