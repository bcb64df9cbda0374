// The app's wiring: the browser ports, the stored tokens, the request client, the session and
// the on-screen messages (spec 1 §4, §7, §8). Every place the app builds a request-layer or
// session object is here; the wiring itself is @tessera/react's createAppServices.
import { createAppServices } from '@tessera/react';
import { createMessageQueue } from '@tessera/widgets/pc';

/** spec 1 §8 messages: the request client, the events and the session write here; the Snackbar shows them. */
export const messages = createMessageQueue();

/**
 * The app's services: tokens in cookies (Pc, spec 1 §6), the one request client, the navigation
 * the router is attached to, and `startSession` once the settings are loaded. The settings' ids
 * and keys are added with `client.withContext`, the page id per page, so no module state changes.
 */
export const services = createAppServices({
  baseUrl: window.location.origin,
  subAppType: 'Pc',
  messages,
});

export const { client, ports } = services;

/** Session storage (data-source caches, routing's home-page url and login parameters number). */
export const sessionStorage = ports.sessionStorage;
