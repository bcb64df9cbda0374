import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { toJson } from '../../db/database.js';
import { DEMO } from '../../demo.js';

describe.each(TEST_DATABASES)('GraphQL schema cache on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it('serves a new schema once the app is invalidated', async () => {
    const query = { query: '{ queryNoteContentsWithTotal { total items { data } } }' };
    // Build and cache the schema before the new content schema exists.
    expect((await postGraphql(app, DEMO.appId, query)).rspCd).toBe('40000');

    const db = app.tessera.db;
    await db
      .insertInto('schemas')
      .values({
        app_id: DEMO.appId,
        name: 'note',
        label: '便签',
        fields: toJson([{ fieldId: 1, name: 'text', label: '内容', fieldType: 'String' }]),
      })
      .execute();
    await db
      .insertInto('content_items')
      .values({
        app_id: DEMO.appId,
        schema_name: 'note',
        created_by: 'u1',
        last_modified_by: 'u1',
        data: toJson({ text: { iv: '你好' } }),
      })
      .execute();
    // (A schema written here also reaches the cache through the schemas table's change trigger,
    // asynchronously on PostgreSQL — server README "Running several instances"; the call below
    // is what a schema route does itself.)
    app.tessera.graphqlSchemas.invalidate(DEMO.appId);
    const body = await postGraphql<{
      queryNoteContentsWithTotal: { total: number; items: { data: unknown }[] };
    }>(app, DEMO.appId, query);
    expect(body.data?.queryNoteContentsWithTotal).toEqual({
      total: 1,
      items: [{ data: { text: { iv: '你好' } } }],
    });
  });
});
