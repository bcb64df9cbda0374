import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import { DEMO_REQUEST_CONTEXT } from '@tessera/test-utils';

/**
 * A request client of the demo Pc home page, signed with the demo site's keys and signed in with
 * `accessToken` (`server.signIn()`): writes, and reads of schemas no public page binds, need a
 * caller.
 */
export function demoClient(
  baseUrl: string,
  accessToken: string,
  shown: string[] = [],
): RequestClient {
  return createRequestClient({
    baseUrl,
    getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
    messages: {
      info: (text) => void shown.push(`info:${text}`),
      error: (text) => void shown.push(text),
      warning: (text) => void shown.push(`warning:${text}`),
    },
  });
}
