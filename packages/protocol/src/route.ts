import type { Static, TSchema } from 'typebox';

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

/** The HTTP method of a call (spec 2 §7.3 sends enable and disable by PUT). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A schema of the wire contract, or `undefined` where an entry declares none. */
export type MaybeSchema = TSchema | undefined;

/**
 * One service path: the server's route and the client's path, derived from it, with the
 * call's method, body schema and answer schema when the entry declares them ("Wire contract").
 */
export interface Route<
  TPattern extends string,
  TQuery extends string = never,
  TBody extends MaybeSchema = undefined,
  TAnswer extends MaybeSchema = undefined,
> {
  /** The server's route (Fastify syntax), always absolute: `/api/:appId/schemas/:name`. */
  readonly pattern: TPattern;
  /** The query parameters every call carries (`?host=`, `?app=`), in the order they are sent. */
  readonly query: readonly TQuery[];
  /** The method a typed call sends; `undefined` for an entry that serves several. */
  readonly method: HttpMethod | undefined;
  /** The body's schema (input validation on the server, the body's type on the client). */
  readonly body: TBody;
  /** The schema of the envelope's `data` on success (checked against answers in tests). */
  readonly answer: TAnswer;
  /**
   * The client's path: each `:name` replaced by its encoded value, then the required query
   * parameters, then `search` (undefined and null values left out). Under `/api/` the prefix
   * is dropped (the request client adds it to its base URL); other paths stay absolute.
   */
  build(params: RouteParams<TPattern, TQuery>, search?: SearchParams): string;
}

/** Any entry of a path table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entry, whatever its types
export type AnyRoute = Route<string, any, MaybeSchema, MaybeSchema>;

/** The type of an entry's body: `undefined` when it declares none. */
export type RouteBody<TRoute extends AnyRoute> = TRoute['body'] extends TSchema
  ? Static<TRoute['body']>
  : undefined;

/** The type of an entry's answer (the envelope's `data`): `unknown` when it declares none. */
export type RouteAnswer<TRoute extends AnyRoute> = TRoute['answer'] extends TSchema
  ? Static<TRoute['answer']>
  : unknown;

/** The path parameters and required query names an entry's `build` takes. */
export type RouteParamsOf<TRoute extends AnyRoute> = Parameters<TRoute['build']>[0];

/** Options of {@link route}. */
export interface RouteOptions<
  TQuery extends string,
  TBody extends MaybeSchema = undefined,
  TAnswer extends MaybeSchema = undefined,
> {
  /** Query parameters every call carries, e.g. `['app']` for `querygraphqls?app=`. */
  query?: readonly TQuery[];
  /** The method of a typed call (leave out for a pattern that serves several methods). */
  method?: HttpMethod;
  /** The body's schema. */
  body?: TBody;
  /** The answer's schema (the envelope's `data`). */
  answer?: TAnswer;
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
export function route<
  const TPattern extends string,
  const TQuery extends string = never,
  TBody extends MaybeSchema = undefined,
  TAnswer extends MaybeSchema = undefined,
>(
  pattern: TPattern,
  options: RouteOptions<TQuery, TBody, TAnswer> = {},
): Route<TPattern, TQuery, TBody, TAnswer> {
  const query = options.query ?? [];
  const relative = pattern.startsWith(API_PREFIX) ? pattern.slice(API_PREFIX.length) : pattern;
  return {
    pattern,
    query,
    method: options.method,
    body: options.body as TBody,
    answer: options.answer as TAnswer,
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
