import { DEMO } from '@tessera/server/demo';

/**
 * The request context of the demo Pc home page, signed with the demo site's keys: what a
 * `@tessera/request` client's `getContext()` answers in tests and benchmarks against the demo
 * server. Spread it to change one part (`{ ...DEMO_REQUEST_CONTEXT, accessToken }`).
 */
export const DEMO_REQUEST_CONTEXT = {
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  pageId: DEMO.pages.pcHome,
  subAppType: 'Pc',
  envType: 'Runtime',
  currentPublishVersion: '1',
  accessKey: DEMO.accessKey,
  secretKey: DEMO.secretKey,
} as const;
