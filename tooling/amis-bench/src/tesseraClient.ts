import { createBrowserPorts } from '@tessera/ports';
import { createRequestClient, type RequestClient } from '@tessera/request';
import { createTokenStore } from '@tessera/session';

/**
 * The bench page's request client: the same `@tessera/request` client pc-runtime uses (shared
 * headers, signing once the settings' keys are added with `withContext`), with the Pc token of
 * the cookies the bench signs in with, so both pages call the server as the same user.
 */
export function createBenchClient(origin: string): RequestClient {
  const ports = createBrowserPorts();
  const tokens = createTokenStore({
    subAppType: 'Pc',
    cookies: ports.cookies,
    localStorage: ports.storage,
  });
  return createRequestClient({
    baseUrl: origin,
    cookies: ports.cookies,
    storage: ports.storage,
    sessionStorage: ports.sessionStorage,
    getContext: () => ({
      appId: '',
      subAppId: '',
      pageId: '',
      subAppType: 'Pc',
      envType: 'Runtime',
      currentPublishVersion: '',
      accessToken: tokens.read()?.accessToken ?? null,
    }),
  });
}
