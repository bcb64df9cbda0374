import { settingsContext } from '@tessera/api';
import { createBrowserPorts } from '@tessera/ports';
import { createRequestClient } from '@tessera/request';
import { STORAGE_KEYS } from '@tessera/protocol';
import type { Settings } from '@tessera/protocol';

/**
 * The runtime's one request client. Calls go to this origin; the dev server proxies them to the
 * reference server. The context (app, sub-app, page, signing and encryption keys) is read on
 * every call, so it follows the settings and the current page without re-creating the client.
 * The settings call itself goes out unsigned (the keys arrive with it; protocol README
 * "Signing"); every later call is signed.
 */
const context: { settings: Settings | null; pageId: string } = { settings: null, pageId: '' };
const ports = createBrowserPorts();

export const client = createRequestClient({
  baseUrl: window.location.origin,
  getContext: () => ({
    appId: '',
    subAppId: '',
    subAppType: 'Pc',
    envType: 'Runtime',
    currentPublishVersion: '',
    ...(context.settings ? settingsContext(context.settings) : {}),
    pageId: context.pageId,
    // spec 1 §6: on Pc the access token is kept in the AUTH-LOCAL cookie.
    accessToken: ports.cookies.getItem(STORAGE_KEYS.accessToken),
  }),
  ...ports,
});

/** Records the loaded settings for the headers, signing and encryption of later calls. */
export function setRuntimeSettings(settings: Settings): void {
  context.settings = settings;
}

/** Records the page being shown (pageId header). */
export function setCurrentPageId(pageId: string): void {
  context.pageId = pageId;
}
