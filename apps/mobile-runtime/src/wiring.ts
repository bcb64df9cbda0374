// The app's wiring: the browser ports, the stored tokens, the request client and the on-screen
// messages (spec 1 §7, §8). Every place the app builds a request-layer object is here.
import { createAppServices } from '@tessera/react';
import { createToastMessages } from '@tessera/widgets/mobile';

/** spec 1 §8 messages as antd-mobile toasts (the 30002 warning 请先登录 included). */
export const messages = createToastMessages();

/**
 * The app's one request client and the ports it runs on. The settings' ids and keys are added
 * with `client.withContext` once loaded, the page id per page, so no module state changes.
 */
export const { client, ports } = createAppServices({
  baseUrl: window.location.origin,
  subAppType: 'Mobile',
  messages,
});

/** Session storage (data-source caches, routing's home-page url). */
export const sessionStorage = ports.sessionStorage;
