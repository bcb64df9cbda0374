import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';

/**
 * A request client of the demo app signed in as one demo user (`admin`, `applicant`, …) on a test
 * server; the texts it shows go to `shown` when given.
 */
export async function demoClient(
  server: TestServer,
  key: string,
  shown: string[] = [],
): Promise<RequestClient> {
  const user = DEMO_USERS.find((each) => each.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  const { accessToken } = await server.signIn({ phone: user.phone, password: user.password });
  const show = (text: string) => void shown.push(text);
  return createRequestClient({
    baseUrl: server.url,
    getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
    messages: { info: show, error: show, warning: show },
  });
}
