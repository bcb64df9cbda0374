import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { signIn } from '../__tests__/signIn.js';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { insertTestUser } from '../identity/identityFixtures.js';

/*
 * README "Logs": a secret sent in a query string (a client checking its session with
 * `?accessToken=`) is not written to the log; the rest of the URL is.
 */
describe.each(TEST_DATABASES)('secrets in request logs on $name', (database) => {
  let app: FastifyInstance;
  let written = '';

  beforeAll(async () => {
    app = await startServer(database, {
      logger: { level: 'info', stream: { write: (line: string) => void (written += line) } },
    });
    await insertTestUser(app.tessera.db, { phone: '13911140001', password: 'Logging2026a' });
  });
  afterAll(() => app?.close());

  it('writes checksession?accessToken= without the token', async () => {
    const { accessToken } = await signIn(app, { phone: '13911140001', password: 'Logging2026a' });
    written = '';
    const answer = await injectSigned(app, {
      method: 'GET',
      url: `${IDENTITY_PATHS.checkSession.pattern}?accessToken=${accessToken}&x=1`,
      anonymous: true,
    });
    expect(answer.json()).toMatchObject({ rspCd: '00000', data: { active: true } });
    expect(written).toContain(`${IDENTITY_PATHS.checkSession.pattern}?accessToken=`);
    expect(written).toContain('&x=1');
    expect(written).not.toContain(accessToken);
    // Not even a piece of it (its signature part).
    expect(written).not.toContain(accessToken.split('.')[2]);
  });

  it('writes other query secrets without their values', async () => {
    written = '';
    await app.inject({
      url: '/oidc/me?access_token=opaque-secret-1&refresh_token=opaque-secret-2&code=opaque-secret-3&password=opaque-secret-4',
    });
    expect(written).toContain('/oidc/me?access_token=');
    expect(written).not.toMatch(/opaque-secret/);
  });
});
