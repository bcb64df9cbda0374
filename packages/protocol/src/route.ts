/**
 * The API prefix of spec 2 §7.4: a built path without a leading `/` goes under
 * `{baseUrl}{API_PREFIX}`; one with a leading `/` is absolute from the base URL's origin.
 */
export const API_PREFIX = '/api/';

/** The `:name` segments of a Fastify route pattern, as a union of their names. */
export type PathParamNames<TPattern extends string> =
  TPattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<Rest>
    : TPattern extends `${string}:${infer Name}`
      ? Name
      : never;

/** One value of a query string; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | undefined | null;

/** Extra query parameters of one call (names written as they are, values encoded). */
export type SearchParams = Readonly<Record<string, QueryValue>>;

/** What {@link Route.build} takes: every `:name` of the pattern and every required query name. */
export type RouteParams<TPattern extends string, TQuery extends string = never> = {
  readonly [K in PathParamNames<TPattern> | TQuery]: string | number;
};

/** One service path: the server's route and the client's path, derived from it. */
export interface Route<TPattern extends string, TQuery extends string = never> {
  /** The server's route (Fastify syntax), always absolute: `/api/:appId/schemas/:name`. */
  readonly pattern: TPattern;
  /** The query parameters every call carries (`?host=`, `?app=`), in the order they are sent. */
  readonly query: readonly TQuery[];
  /**
   * The client's path: each `:name` replaced by its encoded value, then the required query
   * parameters, then `search` (undefined and null values left out). Under `/api/` the prefix
   * is dropped (the request client adds it to its base URL); other paths stay absolute.
   */
  build(params: RouteParams<TPattern, TQuery>, search?: SearchParams): string;
}

/** Options of {@link route}. */
export interface RouteOptions<TQuery extends string> {
  /** Query parameters every call carries, e.g. `['app']` for `querygraphqls?app=`. */
  query?: readonly TQuery[];
}

const PARAM = /:([A-Za-z0-9_]+)/g;

function queryString(entries: [string, QueryValue][]): string {
  const parts = entries
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * One path table entry, written once: the client's `build` is derived from the server's
 * `pattern`, so the two cannot drift apart. Path parameters are typed from the pattern and each
 * is encoded as one segment (a `/` in a value stays inside its segment).
 *
 * @example
 * ```ts
 * const schema = route('/api/:appId/schemas/:name');
 * schema.build({ appId: 'a', name: 'x/y' }); // 'a/schemas/x%2Fy'
 * const graphql = route('/api/querygraphqls', { query: ['app'] });
 * graphql.build({ app: 'a' }, { workflowInstanceId: 'w' }); // 'querygraphqls?app=a&workflowInstanceId=w'
 * ```
 */
export function route<const TPattern extends string, const TQuery extends string = never>(
  pattern: TPattern,
  options: RouteOptions<TQuery> = {},
): Route<TPattern, TQuery> {
  const query = options.query ?? [];
  const relative = pattern.startsWith(API_PREFIX) ? pattern.slice(API_PREFIX.length) : pattern;
  return {
    pattern,
    query,
    build(params, search = {}) {
      const values = params as Readonly<Record<string, string | number>>;
      const path = relative.replace(PARAM, (_match, name: string) =>
        encodeURIComponent(String(values[name])),
      );
      const required = query.map((name): [string, QueryValue] => [name, values[name]]);
      return `${path}${queryString([...required, ...Object.entries(search)])}`;
    },
  };
}
