import { createBrowserPorts, createConsoleMessages } from '@tessera/ports';
import type { BrowserPorts, MessagesPort, NavigationPort } from '@tessera/ports';
import type { NotificationsChangedEvent, Settings, SubAppType } from '@tessera/protocol';
import {
  contentChangedUrl,
  createContentChangedClient,
  settingsContext,
  subscribeContentChanged,
  subscribeNotificationsChanged,
} from '@tessera/api';
import type { ContentChangedClient } from '@tessera/api';
import type { ContentChangedSubscribe } from '@tessera/datasources';
import { createRequestClient } from '@tessera/request';
import type { RequestClient, RequestClientOptions, RequestContext } from '@tessera/request';
import { createTokenStore } from '@tessera/session';
import type { SessionManager, TokenStore } from '@tessera/session';
import {
  createAttachableNavigation,
  sessionEndStep,
  sessionPortOf,
  type SessionSlot,
} from './internals/lateBinding.js';
import { loginPathFor, startAppSession } from './internals/startAppSession.js';

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  /** The server origin; the apps pass their own (`window.location.origin`: Vite proxies it). */
  baseUrl: string;
  /** Pc keeps the tokens in cookies, Mobile in local storage (spec 1 §6). */
  subAppType: SubAppType;
  /** Where the texts of spec 1 §8 are shown (the kit's Snackbar or Toast port). */
  messages: MessagesPort;
}

/** Options of {@link AppServices.startSession}. */
export interface StartSessionOptions {
  /** The loaded settings: the identity and account URLs, the ids and keys. */
  settings: Settings;
  /** The app's origin (`window.location.origin`): the OIDC callback routes hang off it. */
  origin: string;
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
  /**
   * The navigation the client and the session use: full page loads until the app attaches its
   * router's port (`navigation.attach(port)` in an effect; answers the detach function).
   */
  navigation: NavigationPort & { attach(port: NavigationPort): () => void };
  /**
   * Starts the session once the settings are known (spec 1 §4, §6): OIDC sign-in through
   * `{identityUrl}/oidc`, tokens in the sub-app type's store, the 10-minute refresh, the presence
   * ping, the user info, and the client's 401 rules wired to it. Called again, it answers the
   * session it started (React may run the caller twice).
   */
  startSession(options: StartSessionOptions): SessionManager;
  /**
   * The content-change subscriptions of the app's pages (spec 1 §4 data source autoRefresh, §7
   * contentChanged): one websocket for the whole app (the settings' `schemaWsUrl`, else the
   * app's origin), opened on the first subscription, sending the current access token when it
   * connects and reconnecting by itself (graphql-ws); every schema a page binds is a subscription
   * on it. Answers the same function for the same settings, for a page-level provider.
   */
  contentChanges(settings: Settings): ContentChangedSubscribe;
  /**
   * The signed-in user's live unread and todo counts of the app (subscription
   * notificationsChanged) on the same socket: called with them at once and after every change;
   * answers the unsubscribe function. The port of the notification bell and the approval lists'
   * 待办 count (an app hands it to `<TesseraProvider notificationsChanged>`).
   */
  notificationsChanged(settings: Settings): NotificationsChangedSubscribe;
}

/** Subscribes to the live unread and todo counts; answers the unsubscribe function. */
export type NotificationsChangedSubscribe = (
  listener: (event: NotificationsChangedEvent) => void,
) => () => void;

/**
 * The wiring every app shares: the browser defaults of `@tessera/ports`, the token store of the
 * sub-app type, the request client over them, showing its messages through `messages`, and the
 * session started once the settings are loaded.
 *
 * @example
 * ```ts
 * const messages = createMessageQueue();
 * const services = createAppServices({
 *   baseUrl: window.location.origin, subAppType: 'Pc', messages,
 * });
 * // after useBootstrap: services.startSession({ settings, origin: window.location.origin })
 * ```
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const ports = { ...createBrowserPorts(), messages: options.messages };
  const tokens = createTokenStore({
    subAppType: options.subAppType,
    cookies: ports.cookies,
    localStorage: ports.storage,
  });
  const navigation = createAttachableNavigation(ports.navigation);
  const slot: SessionSlot = {
    session: undefined,
    refresh: undefined,
    loginPath: loginPathFor(ports.sessionStorage, navigation),
  };
  const getContext = (): RequestContext => ({
    appId: '',
    subAppId: '',
    pageId: '',
    subAppType: options.subAppType,
    envType: 'Runtime',
    currentPublishVersion: '',
    accessToken: tokens.read()?.accessToken ?? null,
  });
  const shared: RequestClientOptions = {
    baseUrl: options.baseUrl,
    getContext,
    ...ports,
    navigation,
    steps: [sessionEndStep(slot, navigation)],
  };
  const client = createRequestClient({ ...shared, session: sessionPortOf(slot, navigation) });
  // Refresh, presence and user info run in the background: no refresh-and-retry of their own (a
  // refused refresh must not refresh itself) and nothing on screen (spec 1 §4 presence: logged).
  const background = createRequestClient({ ...shared, messages: createConsoleMessages() });

  let started: SessionManager | undefined;
  let socket: { url: string; ws: ContentChangedClient } | undefined;
  const subscribers = new Map<string, ContentChangedSubscribe>();
  // The app's one subscription socket (content changes and notifications share it).
  const socketFor = (url: string): ContentChangedClient => {
    if (socket?.url !== url) {
      void socket?.ws.dispose();
      socket = {
        url,
        ws: createContentChangedClient({
          url,
          getAccessToken: () => tokens.read()?.accessToken,
          // spec 1 §8: a subscription error is only logged.
          onError: (error) => console.warn('subscription', error),
        }),
      };
    }
    return socket.ws;
  };
  const contentChanges = (settings: Settings): ContentChangedSubscribe => {
    const url = contentChangedUrl(settings.schemaWsUrl || options.baseUrl);
    const key = `${url} ${settings.appId}`;
    const known = subscribers.get(key);
    if (known) return known;
    const subscribe: ContentChangedSubscribe = (schemaName, listener) =>
      subscribeContentChanged(socketFor(url), {
        appId: settings.appId,
        schemaName,
        onChange: listener,
      });
    subscribers.set(key, subscribe);
    return subscribe;
  };
  const notificationSubscribers = new Map<string, NotificationsChangedSubscribe>();
  // The same function for the same settings: hooks that depend on it keep their subscription.
  const notificationsChanged = (settings: Settings): NotificationsChangedSubscribe => {
    const url = contentChangedUrl(settings.schemaWsUrl || options.baseUrl);
    const key = `${url} ${settings.appId}`;
    const known = notificationSubscribers.get(key);
    if (known) return known;
    const subscribe: NotificationsChangedSubscribe = (listener) =>
      subscribeNotificationsChanged(socketFor(url), { appId: settings.appId, onChange: listener });
    notificationSubscribers.set(key, subscribe);
    return subscribe;
  };
  return {
    contentChanges,
    notificationsChanged,
    ports,
    tokens,
    client,
    navigation,
    startSession({ settings, origin }) {
      started ??= startAppSession({
        ports,
        subAppType: options.subAppType,
        navigation,
        slot,
        settings,
        backgroundClient: background.withContext(settingsContext(settings)),
        origin,
      });
      return started;
    },
  };
}
