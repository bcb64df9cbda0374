import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS, ORGANISATION_PATHS as P, type Envelope } from '@tessera/protocol';
import { signIn } from '../__tests__/signIn.js';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { insertTestUser } from '../identity/identityFixtures.js';
import { tableSnapshot } from '../organisation/__tests__/organisationTestSupport.js';

/** The tests' own user scope, so the demo's policies do not apply. */
const SCOPE = 'history';
const REUSED = (n: number) => `新密码不能与最近 ${n} 次使用过的密码相同`;
const appId = DEMO.appId;
const ADMIN = DEMO_USERS[0]!;

// scrypt checks are slow on a loaded machine.
describe.each(TEST_DATABASES)('password history on $name', { timeout: 240_000 }, (database) => {
  let app: FastifyInstance;
  let adminToken: string;
  beforeAll(async () => {
    app = await startServer(database);
    adminToken = (await signIn(app, ADMIN)).accessToken;
  });
  afterAll(() => app?.close());

  const admin = async <T>(url: string, payload: unknown, token: string | null = adminToken) => {
    const response = await injectSigned(app, {
      method: 'POST',
      url: `/api/${url}`,
      payload,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : { anonymous: true }),
    } as Parameters<typeof injectSigned>[1]);
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const savePolicy = (policy: Record<string, unknown>) =>
    admin(P.saveSecurityPolicy.build({ appId }), { userScope: SCOPE, type: 'password', policy });
  const resetTo = (userId: string, password: string) =>
    admin(P.updateUserPassword.build({ appId, id: userId }), { password });

  it('refuses a policy history outside 0…24 (40000 naming the field), changing nothing', async () => {
    const before = await tableSnapshot(app.tessera.db, 'security_policies');
    for (const passwordHistoryCount of [-1, 25, 2.5, 'x']) {
      const refused = await savePolicy({ passwordHistoryCount });
      expect(refused.body.rspCd).toBe('40000');
      expect(refused.body.rspInf).toContain('passwordHistoryCount');
    }
    expect(await tableSnapshot(app.tessera.db, 'security_policies')).toEqual(before);
  });

  it('refuses reusing one of the last N passwords on an administrator reset and on a change', async () => {
    const userId = await insertTestUser(app.tessera.db, {
      phone: '13933330001',
      password: 'First2026a',
      userScope: SCOPE,
    });
    expect((await savePolicy({ passwordHistoryCount: 3 })).body.rspCd).toBe('00000');

    // Reset by the administrator: First → Second → Third; First is still among the last 3.
    expect((await resetTo(userId, 'Second2026a')).body.rspCd).toBe('00000');
    expect((await resetTo(userId, 'Third2026a')).body.rspCd).toBe('00000');
    const history = () => tableSnapshot(app.tessera.db, 'password_history');
    const kept = await history();
    for (const old of ['First2026a', 'Second2026a', 'Third2026a']) {
      const refused = await resetTo(userId, old);
      expect(refused.body).toMatchObject({ rspCd: '40000', rspInf: REUSED(3) });
    }
    expect(await history()).toEqual(kept);

    // The user's own change (flag password) is held to the same rule.
    const { accessToken } = await signIn(app, {
      phone: '13933330001',
      password: 'Third2026a',
      userType: SCOPE,
    });
    const change = (oldPassword: string, password: string) =>
      sendEnvelope<{ error?: { message: string } }>(app, {
        method: 'POST',
        url: IDENTITY_PATHS.changePassword.pattern,
        payload: { flag: 'password', oldPassword, password },
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await change('Third2026a', 'Second2026a')).data?.error?.message).toBe(REUSED(3));
    expect((await change('Third2026a', 'Fourth2026a')).data?.error).toBeUndefined();
    // First is now the 4th password back: allowed again.
    expect((await resetTo(userId, 'First2026a')).body.rspCd).toBe('00000');

    // Off (0): any password, the current one too.
    expect((await savePolicy({ passwordHistoryCount: 0 })).body.rspCd).toBe('00000');
    expect((await resetTo(userId, 'First2026a')).body.rspCd).toBe('00000');
  });

  it('refuses anonymous callers (401) and non-administrators (403) a reset', async () => {
    const userId = await insertTestUser(app.tessera.db, {
      phone: '13933330002',
      password: 'First2026a',
      userScope: SCOPE,
    });
    const memberToken = (await signIn(app, DEMO_USERS[1]!)).accessToken;
    const url = P.updateUserPassword.build({ appId, id: userId });
    expect((await admin(url, { password: 'Other2026a' }, null)).status).toBe(401);
    expect((await admin(url, { password: 'Other2026a' }, memberToken)).status).toBe(403);
  });
});
