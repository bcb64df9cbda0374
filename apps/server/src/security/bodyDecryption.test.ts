import { IDENTITY_PATHS } from '@tessera/protocol';
import { decryptAnswer, encryptBody } from '@tessera/protocol/crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { loadServerKeyPair } from './serverKeyPair.js';

const graphql = `/api/querygraphqls?app=${DEMO.appId}`;
const articles = { query: '{ queryArticleContentsWithTotal(top: 2) { total } }' };

describe.each(TEST_DATABASES)('body encryption on $name', (database) => {
  let app: FastifyInstance;
  let publicKey: string;
  beforeAll(async () => {
    app = await startServer(database);
    const settings = await app.inject({ url: '/api/home/configuration?host=x' });
    publicKey = settings.json<{ data: { publicKey: string } }>().data.publicKey;
  });
  afterAll(() => app?.close());

  async function sendEncrypted(
    text: string,
    tamper?: (body: string) => string,
    url: string = graphql,
  ) {
    const encrypted = encryptBody(publicKey, text);
    const response = await injectSigned(app, {
      method: 'POST',
      url,
      payload: tamper ? tamper(encrypted.body) : encrypted.body,
      headers: { 'body-key': encrypted.bodyKey },
    });
    return { response, key: encrypted.key };
  }

  it('answers the settings public key of the stored key pair, the same on every start', async () => {
    const stored = await loadServerKeyPair(app.tessera.db);
    expect(publicKey).toBe(stored.publicKeyPem);
    expect(stored.bits).toBe(1024);
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
  });

  it('decrypts the body before the route and encrypts the answer (graphqkey)', async () => {
    const { response, key } = await sendEncrypted(JSON.stringify(articles));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const answerKey = response.headers.graphqkey as string;
    expect(answerKey).toBeTruthy();
    expect(response.body).not.toContain('rspCd');
    expect(JSON.parse(decryptAnswer(key, answerKey, response.body))).toEqual({
      rspCd: '00000',
      rspInf: 'success',
      data: { queryArticleContentsWithTotal: { total: DEMO.articleCount } },
    });
  });

  it('decrypts the body before the route checks it against its schema (contentkey)', async () => {
    const sent = { phone: '13700000101', purpose: 'SysLogin' };
    const { response, key } = await sendEncrypted(
      JSON.stringify(sent),
      undefined,
      IDENTITY_PATHS.sendPhoneCode.pattern,
    );
    const answerKey = response.headers.contentkey as string;
    expect(answerKey).toBeTruthy();
    expect(JSON.parse(decryptAnswer(key, answerKey, response.body))).toEqual({
      rspCd: '00000',
      rspInf: 'success',
      data: { isSuccess: true, message: '验证码已发送' },
    });
  });

  it('encrypts envelope errors of an encrypted call too', async () => {
    const { response, key } = await sendEncrypted(JSON.stringify({ variables: {} }));
    const answer = JSON.parse(
      decryptAnswer(key, response.headers.graphqkey as string, response.body),
    );
    expect(answer).toMatchObject({ rspCd: '40000', data: null });
  });

  it('refuses a tampered ciphertext even when it is signed as sent (40103)', async () => {
    const { response } = await sendEncrypted(JSON.stringify(articles), (body) =>
      body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`,
    );
    expect(response.json()).toEqual({
      rspCd: '40103',
      rspInf: '请求体解密失败：内容或 body-key 已被篡改',
      data: null,
    });
  });

  it('refuses a body-key on a body that is not text/plain', async () => {
    const body = await sendEnvelope(app, {
      method: 'POST',
      url: graphql,
      payload: articles,
      headers: { 'body-key': 'AAAA' },
    });
    expect(body).toMatchObject({ rspCd: '40103', rspInf: '加密的请求体须以 text/plain 发送' });
  });

  it('requires encryption on the listed calls when the site setting says so', async () => {
    await app.tessera.db
      .updateTable('site_settings')
      .set({ this_site_graphql_body_is_secret: true })
      .where('host', '=', '*')
      .execute();
    try {
      const plain = await sendEnvelope(app, { method: 'POST', url: graphql, payload: articles });
      expect(plain).toMatchObject({ rspCd: '40103', rspInf: expect.stringContaining('body-key') });
      const { response } = await sendEncrypted(JSON.stringify(articles));
      expect(response.headers.graphqkey).toBeTruthy();
      // Calls outside the list of spec 1 §7 stay plain.
      const pages = await sendEnvelope(app, {
        method: 'GET',
        url: `/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`,
      });
      expect(pages.rspCd).toBe('00000');
    } finally {
      await app.tessera.db
        .updateTable('site_settings')
        .set({ this_site_graphql_body_is_secret: false })
        .where('host', '=', '*')
        .execute();
    }
  });

  it('checks the XSRF double submit on state-changing calls that carry the cookie', async () => {
    const cookie = 'XSRF-TOKEN=abc';
    const refused = await sendEnvelope(app, {
      method: 'POST',
      url: graphql,
      payload: articles,
      headers: { cookie },
    });
    expect(refused).toMatchObject({ rspCd: '40104' });
    const accepted = await sendEnvelope(app, {
      method: 'POST',
      url: graphql,
      payload: articles,
      headers: { cookie, 'x-xsrf-token': 'abc' },
    });
    expect(accepted.rspCd).toBe('00000');
    const noCookie = await sendEnvelope(app, { method: 'POST', url: graphql, payload: articles });
    expect(noCookie.rspCd).toBe('00000');
  });
});
