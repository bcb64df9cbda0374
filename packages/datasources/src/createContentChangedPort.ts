import { subscribeContentChanged } from '@tessera/api';
import type { ContentChangedClient } from '@tessera/api';
import type { ContentChangedSubscribe } from './createAutoRefresh.js';

/**
 * The scheduler's `subscribe` port over a graphql-ws connection of `@tessera/api`: one
 * contentChanged subscription (spec 1 §7) per schema of the app.
 *
 * @example
 * ```ts
 * const ws = createContentChangedClient({ url: settings.schemaWsUrl, getAccessToken });
 * createDataSourceScheduler({ dataSources, loader, subscribe: createContentChangedPort(ws, appId) });
 * ```
 */
export function createContentChangedPort(
  ws: ContentChangedClient,
  appId: string,
): ContentChangedSubscribe {
  return (schemaName, listener) =>
    subscribeContentChanged(ws, { appId, schemaName, onChange: listener });
}
