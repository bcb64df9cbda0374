import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws';
import { CONTENT_PATHS } from '@tessera/protocol';

/** A content-change notification (spec 1 §7 Subscription contentChanged). */
export interface ContentChangedEvent {
  appId: string;
  schemaId: string;
  createdDate: string;
  actor: string;
  mutationTypeName: string;
}

/** Options of {@link createContentChangedClient}. */
export interface ContentChangedClientOptions {
  /** The websocket URL of the subscription endpoint (`ws://…`), from the settings' `schemaWsUrl`. */
  url: string;
  /** Read when the connection opens: the access token sent with it (spec 1 §7 "with the access token"). */
  getAccessToken?: () => string | null | undefined;
  /** The WebSocket class where the platform has none (Node 20: the `ws` package). */
  webSocketImpl?: unknown;
  /** Where subscription errors go: spec 1 §8 "subscription error: only logged". Default: nowhere. */
  onError?: (error: unknown) => void;
}

/** One websocket connection serving every contentChanged subscription of a page. */
export interface ContentChangedClient {
  /**
   * Subscribes on the connection; answers the unsubscribe function. graphql-ws is loaded, and
   * its client created, with the first subscription (issue 30: a page that subscribes to
   * nothing does not download it), so the subscription starts once that module is in.
   */
  subscribe<TData>(
    payload: SubscribePayload,
    sink: Sink<FormattedExecutionResult<TData, unknown>>,
  ): () => void;
  /** Closes the connection and ends every subscription. */
  dispose(): Promise<void>;
  readonly onError: (error: unknown) => void;
}

/** Input of {@link subscribeContentChanged}. */
export interface SubscribeContentChangedInput {
  appId: string;
  schemaName: string;
  onChange: (event: ContentChangedEvent) => void;
}

/**
 * The websocket URL of the subscription endpoint for a server origin (the settings'
 * `schemaWsUrl`, or the API base URL): `http(s)://host` → `ws(s)://host/api/querygraphqls`
 * (protocol README: subscriptions share the content GraphQL path).
 *
 * @example
 * contentChangedUrl('http://127.0.0.1:4000'); // 'ws://127.0.0.1:4000/api/querygraphqls'
 */
export function contentChangedUrl(origin: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = CONTENT_PATHS.queryGraphqls.pattern;
  url.search = '';
  return url.toString();
}

/** The contentChanged subscription document (spec 1 §7). */
export const CONTENT_CHANGED_SUBSCRIPTION =
  'subscription ($appId: String!, $schemaName: String!) { contentChanged(appId: $appId, schemaName: $schemaName) { appId schemaId createdDate actor mutationTypeName } }';

/**
 * Opens (lazily, on the first subscription, which also loads graphql-ws) the graphql-ws
 * connection (protocol graphql-transport-ws) for contentChanged subscriptions, sending the access token as the
 * connection parameter `accessToken`; it reconnects by itself after a dropped connection.
 *
 * @example
 * ```ts
 * const ws = createContentChangedClient({ url: settings.schemaWsUrl, getAccessToken: () => tokens.access });
 * const stop = subscribeContentChanged(ws, { appId, schemaName: 'article', onChange: () => reload() });
 * ```
 */
export function createContentChangedClient(
  options: ContentChangedClientOptions,
): ContentChangedClient {
  const onError = options.onError ?? (() => undefined);
  let loading: Promise<Client> | undefined;
  let disposed = false;
  const load = (): Promise<Client> =>
    (loading ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: options.url,
        lazy: true,
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        connectionParams: () => {
          const accessToken = options.getAccessToken?.();
          return accessToken ? { accessToken } : {};
        },
        ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
        on: { error: onError },
      }),
    ));
  return {
    onError,
    subscribe(payload, sink) {
      let unsubscribe: (() => void) | undefined;
      let ended = false;
      load().then((client) => {
        if (!ended && !disposed) unsubscribe = client.subscribe(payload, sink);
      }, onError);
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
    dispose: async () => {
      disposed = true;
      if (loading) await (await loading).dispose();
    },
  };
}

/**
 * `subscription contentChanged(appId, schemaName)` (spec 1 §7): calls `onChange` for every
 * change of the schema's content; answers the unsubscribe function. Errors are only reported to
 * the client's `onError` (spec 1 §8), never thrown.
 */
export function subscribeContentChanged(
  ws: ContentChangedClient,
  input: SubscribeContentChangedInput,
): () => void {
  return ws.subscribe<{ contentChanged: ContentChangedEvent }>(
    {
      query: CONTENT_CHANGED_SUBSCRIPTION,
      variables: { appId: input.appId, schemaName: input.schemaName },
    },
    {
      next: (message) => {
        if (message.data?.contentChanged) input.onChange(message.data.contentChanged);
        else if (message.errors?.length) ws.onError(message.errors);
      },
      error: ws.onError,
      complete: () => undefined,
    },
  );
}
