import { createBrowserPorts } from '@tessera/ports';
import type { BrowserPorts, MessagesPort } from '@tessera/ports';
import type { SubAppType } from '@tessera/protocol';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { createTokenStore } from '@tessera/session';
import type { TokenStore } from '@tessera/session';

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  /** The server origin; the apps pass their own (`window.location.origin`: Vite proxies it). */
  baseUrl: string;
  /** Pc keeps the tokens in cookies, Mobile in local storage (spec 1 §6). */
  subAppType: SubAppType;
  /** Where the texts of spec 1 §8 are shown (the kit's Snackbar or Toast port). */
  messages: MessagesPort;
}

/** What an app is wired with: the browser ports, the stored tokens and the one request client. */
export interface AppServices {
  ports: BrowserPorts;
  tokens: TokenStore;
  /**
   * The app's one request client (spec 1 §7). Its context holds only what is known before the
   * settings: the sub-app type and the stored access token; the settings' ids and keys join with
   * `client.withContext` once loaded (`useBootstrap`), the page id per page (`usePageData`).
   */
  client: RequestClient;
}

/**
 * The wiring every app shares: the browser defaults of `@tessera/ports`, the token store of the
 * sub-app type, and the request client over them, showing its messages through `messages`.
 *
 * @example
 * ```ts
 * const messages = createMessageQueue();
 * const { client, ports } = createAppServices({
 *   baseUrl: window.location.origin, subAppType: 'Pc', messages,
 * });
 * ```
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const ports = { ...createBrowserPorts(), messages: options.messages };
  const tokens = createTokenStore({
    subAppType: options.subAppType,
    cookies: ports.cookies,
    localStorage: ports.storage,
  });
  const client = createRequestClient({
    baseUrl: options.baseUrl,
    getContext: () => ({
      appId: '',
      subAppId: '',
      pageId: '',
      subAppType: options.subAppType,
      envType: 'Runtime',
      currentPublishVersion: '',
      accessToken: tokens.read()?.accessToken ?? null,
    }),
    ...ports,
  });
  return { ports, tokens, client };
}
