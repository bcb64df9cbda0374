import type {
  AnyRoute,
  HttpMethod,
  RouteAnswer,
  RouteBody,
  RouteParamsOf,
  SearchParams,
} from '@tessera/protocol';
import type { CallOptions, RequestClient } from '@tessera/request';

/**
 * What {@link call} takes for one entry: `params` (its `:name`s and required query names),
 * required when the entry has any; `body`, of the entry's body type, required when the entry
 * declares one with required members; and the optional `search` parameters.
 */
export type CallInput<TRoute extends AnyRoute> = (keyof RouteParamsOf<TRoute> extends never
  ? { params?: RouteParamsOf<TRoute> }
  : { params: RouteParamsOf<TRoute> }) &
  (undefined extends RouteBody<TRoute>
    ? { body?: RouteBody<TRoute> }
    : { body: RouteBody<TRoute> }) & { search?: SearchParams };

/** Per-call options of {@link call}: the client's, plus where the path goes. */
export interface CallRouteOptions extends CallOptions {
  /** The method, for an entry that serves several (the entry's own otherwise). */
  method?: HttpMethod;
  /** Turns the built path into the URL asked for (the account base URL of identity calls). */
  url?: (path: string) => string;
}

/**
 * Calls one entry of a protocol path table: builds its path, sends its method and body through
 * the request client and answers the envelope's `data`, typed by the entry. Every wrapper of
 * this package is such a call, so its input and answer come from the one table the server
 * registers its routes from.
 *
 * @example
 * ```ts
 * const detail = await call(client, WORKFLOW_PATHS.taskDetail, {
 *   params: { app: appId },
 *   search: { flowInstanceId },
 * }); // TaskDetailAnswer
 * ```
 *
 * @throws {RequestError} when the call fails (the client has shown the message).
 */
export function call<TRoute extends AnyRoute>(
  client: RequestClient,
  entry: TRoute,
  input: CallInput<TRoute>,
  options: CallRouteOptions = {},
): Promise<RouteAnswer<TRoute>> {
  const { method = entry.method, url = (path: string) => path, ...callOptions } = options;
  const built = entry.build(input.params ?? {}, input.search);
  const path = url(built);
  switch (method) {
    case 'GET':
      return client.get<RouteAnswer<TRoute>>(path, callOptions);
    case 'POST':
      return client.post<RouteAnswer<TRoute>>(path, input.body, callOptions);
    case 'PUT':
      return client.put<RouteAnswer<TRoute>>(path, input.body, callOptions);
    case 'DELETE':
      return client.delete<RouteAnswer<TRoute>>(path, callOptions);
    default:
      throw new TypeError(`${entry.pattern}: no ${method ?? 'method'} call through the client`);
  }
}
