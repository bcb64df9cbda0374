import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  startTestServer,
  type TestServer,
} from '@tessera/test-utils';
import { createRequestClient, isRequestError } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  accountRef,
  getSettings,
  listOrganisationItems,
  setOrganisationItemEnabled,
  type AccountRef,
} from '../index.js';

describe('tags, posts and ranks against the reference server (spec 2 §7.3, §9)', () => {
  let server: TestServer;
  let account: AccountRef;
  let adminToken: string;
  let memberToken: string;

  function client(accessToken: string | null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
      messages: { info: () => undefined, warning: () => undefined, error: () => undefined },
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    const [admin, member] = DEMO_USERS;
    adminToken = (await server.signIn({ phone: admin!.phone, password: admin!.password }))
      .accessToken;
    memberToken = (await server.signIn({ phone: member!.phone, password: member!.password }))
      .accessToken;
    account = accountRef(await getSettings(client(null), { host: new URL(server.url).host }));
  });
  afterAll(() => server?.close());

  it('lists each kind with its enabled state for any signed-in member', async () => {
    for (const kind of ['tag', 'post', 'rank'] as const) {
      const items = await listOrganisationItems(client(memberToken), account, DEMO.appId, kind);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).toMatchObject({ id: expect.any(String), name: expect.any(String) });
        expect(typeof item.isEnable).toBe('boolean');
      }
    }
  });

  it('lets an administrator disable and enable an item by PUT; a member is refused with 403', async () => {
    const [tag] = await listOrganisationItems(client(adminToken), account, DEMO.appId, 'tag');
    const refused = await setOrganisationItemEnabled(
      client(memberToken),
      account,
      DEMO.appId,
      'tag',
      tag!.id,
      false,
    ).catch((error: unknown) => error);
    expect(isRequestError(refused) && refused.status).toBe(403);

    const off = await setOrganisationItemEnabled(
      client(adminToken),
      account,
      DEMO.appId,
      'tag',
      tag!.id,
      false,
    );
    expect(off.isEnable).toBe(false);
    const listed = await listOrganisationItems(client(memberToken), account, DEMO.appId, 'tag');
    expect(listed.find((item) => item.id === tag!.id)?.isEnable).toBe(false);
    const on = await setOrganisationItemEnabled(
      client(adminToken),
      account,
      DEMO.appId,
      'tag',
      tag!.id,
      true,
    );
    expect(on.isEnable).toBe(true);
  });
});
