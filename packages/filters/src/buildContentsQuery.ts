import { ITEM_SYSTEM_FIELDS } from '@tessera/protocol';
import { FilterError } from './FilterError.js';
import { formatFieldPath } from './formatFilter.js';

/** Fields of each content item (spec 1 §3 Content item); `data` is a JSON scalar of `{ iv }` fields. */
export const CONTENT_ITEM_FIELDS: readonly string[] = Object.freeze([
  ...ITEM_SYSTEM_FIELDS,
  'data',
]);

/** spec 1 §7 / §9: the export query reads everything in one page. */
export const EXPORT_TOP = 10_000_000;

/** spec 1 §9 paging defaults: topN 20, skip 0, order field created, ascending. */
export const CONTENTS_QUERY_DEFAULTS = Object.freeze({
  top: 20,
  skip: 0,
  orderfield: 'created',
  orderasc: true,
});

const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Input of `buildContentsQuery` (spec 1 §3 Data source, §7 Data calls). */
export interface ContentsQueryOptions {
  schemaName: string;
  /** Filter text from `buildFilterText`; sent as the variable `queryStr`. */
  filter?: string;
  top?: number;
  skip?: number;
  orderfield?: string;
  orderasc?: boolean;
  /** A custom order definition, passed through as text. */
  neworderdef?: string | null;
  /** Data-source usages: `nodetails`, `desTransmit` and `noTotal` shape the query. */
  usages?: readonly string[] | null;
  /** The data source id, sent as `transmitDsId` when usages contain `desTransmit`. */
  dsId?: string;
  /** Select `countFields` and `groupFields` (spec 1 §7 response); default true. */
  aggregates?: boolean;
  /**
   * The server's `countFields` argument: calculated fields (`count_all`, `sum_{f}`, `avg_{f}`,
   * `count_{f}`; spec 1 §3 Data source customerFields). Omitted or null: the server's defaults.
   */
  countFields?: readonly string[] | null;
  /** The server's `groupbyFields` argument (spec 1 §3 Data source groupbyFields). */
  groupbyFields?: readonly string[] | null;
  /**
   * Only these fields of each item (ours, protocol README "Content GraphQL"): the system members
   * named here plus `id`, and the named custom fields through `data(fields: $dataFields)`.
   * Omitted or null: every member and every field.
   */
  fields?: readonly string[] | null;
}

/** The variables of the content query document. */
export interface ContentsQueryVariables {
  queryStr: string;
  transmitDsId?: string | null;
  noTotal?: boolean;
  countFields?: readonly string[];
  groupbyFields?: readonly string[];
  dataFields?: readonly string[];
}

/** A GraphQL POST body for `querygraphqls` (spec 1 §7). */
export interface ContentsQueryBody {
  query: string;
  variables: ContentsQueryVariables;
}

/** The built request: the body to POST, and the field of `data` that holds the answer. */
export interface ContentsQueryRequest {
  queryName: string;
  body: ContentsQueryBody;
}

/**
 * `query{Schema}ContentsWithTotal`, with `NoDetails` appended for the nodetails usage (spec 1
 * §7). `{Schema}` is the schema name with its first letter upper-cased (protocol README).
 *
 * @throws {FilterError} `invalid-query-option` when the schema name is not a GraphQL name.
 * @example
 * contentsQueryName('article', true); // 'queryArticleContentsWithTotalNoDetails'
 */
export function contentsQueryName(schemaName: string, noDetails = false): string {
  if (typeof schemaName !== 'string' || !GRAPHQL_NAME.test(schemaName)) {
    throw new FilterError(
      'invalid-query-option',
      -1,
      `Invalid schema name ${JSON.stringify(schemaName)}`,
    );
  }
  const schema = schemaName.charAt(0).toUpperCase() + schemaName.slice(1);
  return `query${schema}ContentsWithTotal${noDetails ? 'NoDetails' : ''}`;
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new FilterError(
      'invalid-query-option',
      -1,
      `${name} must be a whole number of at least 0`,
    );
  }
  return value;
}

function orderArgs(options: ContentsQueryOptions): string {
  const orderfield = options.orderfield ?? CONTENTS_QUERY_DEFAULTS.orderfield;
  if (formatFieldPath(orderfield) === undefined || orderfield.includes('.')) {
    throw new FilterError(
      'invalid-query-option',
      -1,
      `Invalid order field ${JSON.stringify(orderfield)}`,
    );
  }
  const orderasc = options.orderasc ?? CONTENTS_QUERY_DEFAULTS.orderasc;
  // JSON string escapes are GraphQL string escapes, so designer text cannot break the document.
  const custom = options.neworderdef ? `, neworderdef: ${JSON.stringify(options.neworderdef)}` : '';
  return `orderfield: ${JSON.stringify(orderfield)}, orderasc: ${orderasc === true}${custom}`;
}

/** The item members selected: all, or `id`, the named system members and the named data fields. */
function itemMembers(fields: readonly string[] | null | undefined): string {
  if (!fields) return CONTENT_ITEM_FIELDS.join(' ');
  const system = ITEM_SYSTEM_FIELDS.filter((name) => name === 'id' || fields.includes(name));
  return `${system.join(' ')} data(fields: $dataFields)`;
}

function selection(aggregates: readonly string[], members = CONTENT_ITEM_FIELDS.join(' ')): string {
  return `{ total${aggregates.map((field) => ` ${field}`).join('')} items { ${members} } }`;
}

/**
 * The GraphQL request of a data source's content query (spec 1 §7 Data calls): arguments top,
 * skip, orderfield, orderasc and neworderdef inline; the filter text and the transmit/total
 * switches as the variables queryStr, transmitDsId and noTotal, and — when given — the
 * `countFields`/`groupbyFields` lists as variables of the same names, so no filter text or
 * field name is ever spliced into the document.
 *
 * @throws {FilterError} `invalid-query-option` for a bad schema name, order field, top or skip.
 * @example
 * const { queryName, body } = buildContentsQuery({ schemaName: 'article', filter: "price ge 10", top: 5 });
 * // body.query: 'query ($queryStr: String, $transmitDsId: String, $noTotal: Boolean) {
 * //   queryArticleContentsWithTotal(top: 5, skip: 0, filter: $queryStr, orderfield: "created",
 * //   orderasc: true, transmitDsId: $transmitDsId, noTotal: $noTotal) { total countFields groupFields items { … } } }'
 */
export function buildContentsQuery(options: ContentsQueryOptions): ContentsQueryRequest {
  const usages = options.usages ?? [];
  const queryName = contentsQueryName(options.schemaName, usages.includes('nodetails'));
  const top = count('top', options.top ?? CONTENTS_QUERY_DEFAULTS.top);
  const skip = count('skip', options.skip ?? CONTENTS_QUERY_DEFAULTS.skip);
  const aggregates = options.aggregates === false ? [] : ['countFields', 'groupFields'];
  const variables: ContentsQueryVariables = {
    queryStr: options.filter ?? '',
    transmitDsId: usages.includes('desTransmit') ? (options.dsId ?? null) : null,
    noTotal: usages.includes('noTotal'),
  };
  // Declared only when given, so other documents stay as they were and the server keeps its
  // defaults; as variables, designer field names are never spliced into the document.
  let declared = '';
  let passed = '';
  for (const name of ['countFields', 'groupbyFields'] as const) {
    const fields = options[name];
    if (fields === undefined || fields === null) continue;
    variables[name] = [...fields];
    declared += `, $${name}: [String!]`;
    passed += `, ${name}: $${name}`;
  }
  if (options.fields) {
    // System members are not data fields: the server is asked only for the custom ones.
    const system: readonly string[] = ITEM_SYSTEM_FIELDS;
    variables.dataFields = options.fields.filter((name) => !system.includes(name));
    declared += ', $dataFields: [String!]';
  }
  const query =
    `query ($queryStr: String, $transmitDsId: String, $noTotal: Boolean${declared}) { ` +
    `${queryName}(top: ${top}, skip: ${skip}, filter: $queryStr, ${orderArgs(options)}, ` +
    `transmitDsId: $transmitDsId, noTotal: $noTotal${passed}) ` +
    `${selection(aggregates, itemMembers(options.fields))} }`;
  return { queryName, body: { query, variables } };
}

/**
 * The export query (spec 1 §7): the same content query with top 10000000 and skip 0, selecting
 * total, groupFields, customFields and items. Only the filter travels as a variable (`queryStr`).
 *
 * @throws {FilterError} `invalid-query-option` for a bad schema name or order field.
 */
export function buildExportQuery(
  options: Omit<
    ContentsQueryOptions,
    'top' | 'skip' | 'usages' | 'dsId' | 'aggregates' | 'countFields' | 'groupbyFields' | 'fields'
  >,
): ContentsQueryRequest {
  const queryName = contentsQueryName(options.schemaName);
  const query =
    'query ($queryStr: String) { ' +
    `${queryName}(top: ${EXPORT_TOP}, skip: 0, filter: $queryStr, ${orderArgs(options)}) ` +
    `${selection(['groupFields', 'customFields'])} }`;
  return {
    queryName,
    body: { query, variables: { queryStr: options.filter ?? '' } },
  };
}
