// The app's wiring: the browser ports, the stored tokens, the request client, the session and
// the on-screen messages (spec 1 §4, §7, §8). Every place the app builds a request-layer or
// session object is here; the wiring itself is @tessera/react's createAppServices.
import { createAppServices } from '@tessera/react';
import { createToastMessages } from '@tessera/widgets/mobile';

/** spec 1 §8 messages as antd-mobile toasts (the 30002 warning 请先登录 included). */
export const messages = createToastMessages();

/**
 * The portal's services: tokens in local storage (a mobile-first app, spec 1 §6), the one
 * request client, the navigation the router is attached to, and `startSession` once the
 * settings are loaded. The portal signs in through its own screens (/login-byphone), which hand
 * the tokens to the session.
 */
export const services = createAppServices({
  baseUrl: window.location.origin,
  subAppType: 'Mobile',
  messages,
});

export const { client, ports } = services;

/** Session storage (routing's home-page url and login parameters number). */
export const sessionStorage = ports.sessionStorage;
