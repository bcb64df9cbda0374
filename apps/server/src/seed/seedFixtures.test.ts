import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { seedFixtures } from './seedFixtures.js';

interface Page {
  total: number;
  items: { id: string; status: string; data: Record<string, { iv: unknown }> }[];
}

describe.each(TEST_DATABASES)('fixtures on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database, {
      fixtures: {
        schemas: [
          {
            name: 'customer',
            label: '客户',
            fields: [{ name: 'code', fieldType: 'String' }],
            items: [{ data: { code: 'B' } }, { data: { code: 'A' }, status: 'Draft' }],
          },
          {
            name: 'order',
            fields: [
              { name: 'customer', fieldType: 'String' },
              { name: 'amount', fieldType: 'Number' },
            ],
            items: [
              { id: '7e55e7a0-0009-4000-8000-000000000001', data: { customer: 'A', amount: 5 } },
            ],
          },
        ],
      },
    });
  });
  afterAll(() => app?.close());

  it('makes fixture schemas queryable, items in the listed order', async () => {
    const answer = await postGraphql<Record<string, Page>>(app, DEMO.appId, {
      query: '{ queryCustomerContentsWithTotal { total items { id status data } } }',
    });
    const page = answer.data?.queryCustomerContentsWithTotal;
    expect(page?.total).toBe(2);
    expect(page?.items.map((i) => [i.data.code?.iv, i.status])).toEqual([
      ['B', 'Published'],
      ['A', 'Draft'],
    ]);
  });

  it('keeps given ids and the demo content', async () => {
    const answer = await postGraphql<Record<string, Page>>(app, DEMO.appId, {
      query:
        '{ queryOrderContentsWithTotal { items { id data } } queryArticleContentsWithTotal(top: 1) { total } }',
    });
    expect(answer.data?.queryOrderContentsWithTotal?.items[0]?.id).toBe(
      '7e55e7a0-0009-4000-8000-000000000001',
    );
    expect(answer.data?.queryArticleContentsWithTotal?.total).toBe(DEMO.articleCount);
  });

  it('writes nothing when one schema fails', async () => {
    const bad = seedFixtures(app.tessera.db, {
      schemas: [
        {
          name: 'fresh',
          fields: [{ name: 'x', fieldType: 'String' }],
          items: [{ data: { x: '1' } }],
        },
        { name: 'customer', fields: [{ name: 'code', fieldType: 'String' }] },
      ],
    });
    await expect(bad).rejects.toThrow();
    const fresh = await app.tessera.db
      .selectFrom('schemas')
      .select('name')
      .where('name', '=', 'fresh')
      .execute();
    expect(fresh).toEqual([]);
  });

  it('refuses names that cannot be GraphQL names before writing', async () => {
    await expect(
      seedFixtures(app.tessera.db, { schemas: [{ name: 'bad name', fields: [] }] }),
    ).rejects.toThrow('not a GraphQL name');
  });
});
