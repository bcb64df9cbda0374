import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEnvelope,
  postGraphql,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

describe.each(TEST_DATABASES)('unexpected failures on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
    // A real database failure: the tables the calls read are gone.
    await sql`drop table content_items cascade`.execute(app.tessera.db);
    await sql`drop table pages cascade`.execute(app.tessera.db);
  });
  afterAll(() => app?.close());

  it('answers 50000 without the database text for a REST call', async () => {
    const body = await getEnvelope(
      app,
      `/api/${DEMO.appId}/${DEMO.pcSubAppId}/pagerouters/Pc/Runtime`,
    );
    expect(body).toEqual({ rspCd: '50000', rspInf: '服务器错误', data: null });
  });

  it('answers 50000 without the database text for a GraphQL resolver failure', async () => {
    const body = await postGraphql(app, DEMO.appId, {
      query: '{ queryArticleContentsWithTotal { total } }',
    });
    expect(body).toEqual({ rspCd: '50000', rspInf: '服务器错误', data: null });
  });
});
