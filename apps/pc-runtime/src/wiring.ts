// The runtime's wiring: the request client, the browser ports and the on-screen messages. Every
// place the app builds a request-layer object is here (and in @tessera/react's service calls).
import { STORAGE_KEYS } from '@tessera/protocol';
import { createBrowserPorts } from '@tessera/ports';
import { createRequestClient } from '@tessera/request';
import { createMessageQueue } from '@tessera/widgets/pc';

/** spec 1 §8 messages: the request client, the events and the session write here; the Snackbar shows them. */
export const messages = createMessageQueue();

const ports = createBrowserPorts();

/** Session storage (data-source caches, routing's home-page url). */
export const sessionStorage = ports.sessionStorage;

/**
 * The runtime's one request client. Calls go to this origin (the dev server proxies them). The
 * settings' ids and keys are added once they are loaded (`client.withContext`, in
 * `useBootstrap`), the page id by each page (`usePageData`), so no module state changes.
 */
export const client = createRequestClient({
  baseUrl: window.location.origin,
  getContext: () => ({
    appId: '',
    subAppId: '',
    pageId: '',
    subAppType: 'Pc',
    envType: 'Runtime',
    currentPublishVersion: '',
    // spec 1 §6: on Pc the access token is kept in the AUTH-LOCAL cookie.
    accessToken: ports.cookies.getItem(STORAGE_KEYS.accessToken),
  }),
  ...ports,
  messages,
});
