import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, IDENTITY_PATHS } from '@tessera/protocol';
import { createServer } from '../createServer.js';
import type { DatabaseOptions } from '../db/createDatabase.js';
import { signIn } from '../__tests__/signIn.js';
import { injectSigned, sendEnvelope, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { insertTestUser } from '../identity/identityFixtures.js';

/*
 * README "Running several instances": two server instances in this process on one PostgreSQL
 * schema share replay protection, and a session ended on one is refused by the other although
 * the other keeps verified tokens in memory.
 */

const postgres = TEST_DATABASES.find((database) => database.name === 'PostgreSQL');
const PASSWORD = 'Tessera2026a';
const articles = `/api/${DEMO.appId}/content/article?$top=1`;

/** A signed read with a bearer token, as the runtimes make it. */
function readWith(app: FastifyInstance, token: string) {
  return injectSigned(app, {
    method: 'GET',
    url: articles,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const database = postgres!.options() as Extract<DatabaseOptions, { kind: 'postgres' }>;
    // Started together on an empty schema: migrations and the seed run once (advisory lock).
    [a, b] = await Promise.all([
      createServer({ database }),
      createServer({ database: { ...database, dropSchemaOnClose: false } }),
    ]);
    await insertTestUser(a.tessera.db, { phone: '13911120001', password: PASSWORD });
    await insertTestUser(a.tessera.db, {
      phone: '13911120002',
      password: PASSWORD,
      singleSession: true,
    });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses on one instance a nonce the other accepted', async () => {
    const replayed = { nonce: 'twoInstances0001', timestamp: String(Date.now()) };
    const first = await sendEnvelope(a, { method: 'GET', url: articles, headers: replayed });
    expect(first.rspCd).toBe('00000');
    const again = await sendEnvelope(b, { method: 'GET', url: articles, headers: replayed });
    expect(again).toMatchObject({
      rspCd: '40101',
      rspInf: '重复的请求：该 nonce 已被使用，请求被拒绝',
    });
  });

  it('signs out on B a token whose session a sign-out on A ended', async () => {
    const tokens = await signIn(a, { phone: '13911120001', password: PASSWORD });
    // B verifies the token once and keeps it.
    expect((await readWith(b, tokens.accessToken)).statusCode).toBe(200);
    expect((await readWith(b, tokens.accessToken)).statusCode).toBe(200);
    const out = await sendEnvelope(a, {
      method: 'POST',
      url: IDENTITY_PATHS.logout.pattern,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(out.rspCd).toBe('00000');
    // B hears of it through LISTEN/NOTIFY after A's commit; without it B would answer 200 for
    // the token's hour.
    await expect
      .poll(async () => (await readWith(b, tokens.accessToken)).statusCode, { timeout: 5000 })
      .toBe(401);
  });

  it('kicks on B the older session of a single-session account signed in again on A', async () => {
    const first = await signIn(a, { phone: '13911120002', password: PASSWORD });
    expect((await readWith(b, first.accessToken)).statusCode).toBe(200);
    const second = await signIn(a, { phone: '13911120002', password: PASSWORD });

    await expect
      .poll(
        async () => {
          const answer = await readWith(b, first.accessToken);
          return [answer.statusCode, answer.headers[HEADERS.loginConcurrentSession]];
        },
        { timeout: 5000 },
      )
      .toEqual([401, '1']);
    expect((await readWith(b, second.accessToken)).statusCode).toBe(200);
  });

  it('refuses at once on the same instance a token signed out there', async () => {
    const tokens = await signIn(b, { phone: '13911120001', password: PASSWORD });
    expect((await readWith(b, tokens.accessToken)).statusCode).toBe(200);
    await sendEnvelope(b, {
      method: 'POST',
      url: IDENTITY_PATHS.logout.pattern,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect((await readWith(b, tokens.accessToken)).statusCode).toBe(401);
  });
});
