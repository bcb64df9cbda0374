import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { DEMO } from '@tessera/test-utils';

/** A request client of the demo Pc home page, signed with the demo site's keys. */
export function demoClient(baseUrl: string, shown: string[] = []): RequestClient {
  return createRequestClient({
    baseUrl,
    getContext: () => ({
      appId: DEMO.appId,
      subAppId: DEMO.pcSubAppId,
      pageId: DEMO.pages.pcHome,
      subAppType: 'Pc',
      envType: 'Runtime',
      currentPublishVersion: '1',
      accessKey: DEMO.accessKey,
      secretKey: DEMO.secretKey,
    }),
    messages: {
      error: (text) => void shown.push(text),
      warning: (text) => void shown.push(`warning:${text}`),
    },
  });
}
