import { PATHS } from '@tessera/protocol';
import type { ContentsWithTotal } from '@tessera/protocol';
import { RequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';

/** Input of {@link queryContentsWithTotal}. Omitted arguments take the server defaults. */
export interface QueryContentsInput {
  appId: string;
  /** The schema name as designed (`article`); its first letter is upper-cased in the query name. */
  schemaName: string;
  /** Page size (server default 20, spec 1 §9 "data source topN default 20"). */
  top?: number;
  /** Items to skip (server default 0). */
  skip?: number;
  /** Sort field (server default `created`, spec 1 §9). */
  orderfield?: string;
  /** Ascending order (server default true, spec 1 §9). */
  orderasc?: boolean;
}

/** A GraphQL request body: the document and its variables. */
export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** The content fields every item carries (spec 1 §3 Content item); `data` is a JSON scalar. */
export const CONTENT_ITEM_FIELDS = [
  'id',
  'contentId',
  'version',
  'created',
  'createdBy',
  'lastModified',
  'lastModifiedBy',
  'status',
  'data',
] as const;

// The schema name becomes part of a GraphQL field name, so it must be a GraphQL name; anything
// else would be a malformed (or injected) document.
const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const ARGUMENT_TYPES = {
  top: 'Int',
  skip: 'Int',
  orderfield: 'String',
  orderasc: 'Boolean',
} as const;
type ArgumentName = keyof typeof ARGUMENT_TYPES;

/**
 * `query{Schema}ContentsWithTotal`: the schema name with its first letter upper-cased
 * (protocol README; `article` → `queryArticleContentsWithTotal`).
 *
 * @throws {TypeError} when the schema name is not a GraphQL name.
 */
export function contentsQueryName(schemaName: string): string {
  if (!GRAPHQL_NAME.test(schemaName)) {
    throw new TypeError(`Invalid schema name for a content query: ${JSON.stringify(schemaName)}`);
  }
  return `query${schemaName.charAt(0).toUpperCase()}${schemaName.slice(1)}ContentsWithTotal`;
}

/**
 * Builds the GraphQL request of a content query. Only the arguments given are declared as
 * variables, so omitted ones take the server's defaults rather than an explicit `null`.
 *
 * @example
 * ```ts
 * buildContentsQuery({ appId, schemaName: 'article', top: 5 });
 * // { query: 'query($top: Int) { queryArticleContentsWithTotal(top: $top) { total items { … } } }',
 * //   variables: { top: 5 } }
 * ```
 */
export function buildContentsQuery(
  input: QueryContentsInput,
): GraphqlRequest & { queryName: string } {
  const queryName = contentsQueryName(input.schemaName);
  const variables: Record<string, unknown> = {};
  for (const name of Object.keys(ARGUMENT_TYPES) as ArgumentName[]) {
    if (input[name] !== undefined) variables[name] = input[name];
  }
  const names = Object.keys(variables) as ArgumentName[];
  const declarations = names.map((name) => `$${name}: ${ARGUMENT_TYPES[name]}`).join(', ');
  const argumentsText = names.map((name) => `${name}: $${name}`).join(', ');
  const query =
    `query${names.length ? `(${declarations})` : ''} { ` +
    `${queryName}${names.length ? `(${argumentsText})` : ''} ` +
    `{ total items { ${CONTENT_ITEM_FIELDS.join(' ')} } } }`;
  return { query, variables, queryName };
}

/**
 * POST `querygraphqls?app={appId}` with `query{Schema}ContentsWithTotal` (spec 1 §7 Data calls)
 * and return its `{ total, items }`.
 *
 * @throws {TypeError} for a schema name that is not a GraphQL name (nothing is sent).
 * @throws {RequestError} when the call fails — an unknown schema answers the envelope `40000`
 * with the GraphQL message (already reported by the client) — or, kind `envelope`, when the
 * answer lacks the query's field.
 */
export async function queryContentsWithTotal<
  TData extends Record<string, unknown> = Record<string, unknown>,
>(client: RequestClient, input: QueryContentsInput): Promise<ContentsWithTotal<TData>> {
  const { query, variables, queryName } = buildContentsQuery(input);
  const data = await client.post<Record<string, ContentsWithTotal<TData> | null> | null>(
    PATHS.queryGraphqls.build(input.appId),
    { query, variables },
  );
  const result = data?.[queryName];
  if (!result) {
    throw new RequestError('envelope', `The answer has no ${queryName}`);
  }
  return result;
}
