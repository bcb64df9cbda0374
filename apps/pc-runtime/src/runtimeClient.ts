import { createRequestClient } from '@tessera/request';
import type { Settings } from '@tessera/protocol';

/**
 * The runtime's one request client. Calls go to this origin; the dev server proxies them to the
 * reference server. The context (app, sub-app, page) is read on every call, so it follows the
 * settings and the current page without re-creating the client.
 */
const context: { settings: Settings | null; pageId: string } = { settings: null, pageId: '' };

export const client = createRequestClient({
  baseUrl: window.location.origin,
  getContext: () => ({
    appId: context.settings?.appId ?? '',
    subAppId: context.settings?.subAppId ?? '',
    pageId: context.pageId,
    subAppType: context.settings?.subAppType ?? 'Pc',
    envType: context.settings?.envType ?? 'Runtime',
    currentPublishVersion: context.settings?.currentPublishVersion ?? '',
  }),
  messages: {
    error: (text: string) => console.error(text),
    warning: (text: string) => console.warn(text),
  },
});

/** Records the loaded settings for the headers of later calls. */
export function setRuntimeSettings(settings: Settings): void {
  context.settings = settings;
}

/** Records the page being shown (pageId header). */
export function setCurrentPageId(pageId: string): void {
  context.pageId = pageId;
}
