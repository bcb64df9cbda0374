// The app's wiring: the request client and the on-screen messages (antd-mobile Toast, spec 1 §8).
// Every place the app builds a request-layer object is here.
import { createBrowserPorts } from '@tessera/ports';
import { STORAGE_KEYS } from '@tessera/protocol';
import { createRequestClient } from '@tessera/request';
import { createToastMessages } from '@tessera/widgets/mobile';

/** spec 1 §8 messages as antd-mobile toasts (the 30002 warning 请先登录 included). */
export const messages = createToastMessages();

const ports = createBrowserPorts();

/** Session storage (data-source caches, routing's home-page url). */
export const sessionStorage = ports.sessionStorage;

/**
 * The app's one request client. The settings' ids and keys are added with `client.withContext`
 * once loaded, the page id per page, so no module state changes.
 */
export const client = createRequestClient({
  baseUrl: window.location.origin,
  getContext: () => ({
    appId: '',
    subAppId: '',
    pageId: '',
    subAppType: 'Mobile',
    envType: 'Runtime',
    currentPublishVersion: '',
    // spec 1 §6: on Mobile the access token is kept in local storage.
    accessToken: ports.storage.getItem(STORAGE_KEYS.accessToken),
  }),
  ...ports,
  messages,
});
