import { EMPTY_GUID, type ContentItem } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postGraphql,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../../__tests__/testDatabases.js';
import { testAdminId } from '../../__tests__/signIn.js';
import {
  countContentRows,
  insertProductFixture,
  MAKER_IDS,
  productId,
} from '../__tests__/productFixture.js';
import { DEMO } from '../../demo.js';

const ITEM = 'id version status createdBy data';
type Data = Record<string, ContentItem | null>;

describe.each(TEST_DATABASES)('content GraphQL mutations on $name', (database) => {
  let app: FastifyInstance;
  const gql = <T = Data>(query: string, variables?: Record<string, unknown>) =>
    postGraphql<T>(app, DEMO.appId, { query, ...(variables ? { variables } : {}) });
  const batch = (operations: { query: string; variables?: Record<string, unknown> }[]) =>
    sendEnvelope<unknown[]>(app, {
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      payload: operations.map((op) => ({ ...op, inDatabaseSession: true })),
    });

  beforeAll(async () => {
    app = await startServer(database);
    await insertProductFixture(app.tessera.db);
  });
  afterAll(() => app?.close());

  it('adds a Draft item at version 1 (spec 1 §4 "New content starts as Draft")', async () => {
    const body = await gql(
      `mutation ($d: JSON!) { addProductContent(contentData: $d, operationId: "op1", desTransmit: null) { ${ITEM} } }`,
      {
        d: {
          n: 50,
          name: { iv: '新产品' },
          price: '9.5',
          published: '2026-06-01 08:00:00',
          __temp: 1,
          ref_maker: [],
        },
      },
    );
    expect(body.rspCd).toBe('00000');
    expect(body.data?.addProductContent).toMatchObject({
      version: 1,
      status: 'Draft',
      // The signed-in caller (the test administrator `sendEnvelope` writes as).
      createdBy: await testAdminId(app),
      data: {
        n: { iv: 50 },
        name: { iv: '新产品' },
        price: { iv: 9.5 },
        published: { iv: '2026-06-01T08:00:00.000Z' },
      },
    });
  });

  it('updates the fields sent, with an expected version, and refuses a stale one (40900)', async () => {
    const update = `mutation ($id: String!, $v: Int) { updateProductContent(id: $id, contentData: "{\\"price\\": 11}", expectedVersion: $v) { ${ITEM} } }`;
    const first = await gql(update, { id: productId(1), v: 1 });
    expect(first.data?.updateProductContent).toMatchObject({
      version: 2,
      data: { name: { iv: 'Alpha' }, price: { iv: 11 } },
    });
    const stale = await gql(update, { id: productId(1), v: 1 });
    expect(stale).toMatchObject({ rspCd: '40900', data: null });
    expect((await gql(update, { id: EMPTY_GUID })).rspCd).toBe('40400');
    expect(
      (
        await gql(
          `mutation { updateProductContent(id: "${productId(1)}", contentData: {nope: 1}) { id } }`,
        )
      ).rspInf,
    ).toContain('未知字段 nope');
  });

  it('deletes an item and answers it as it was', async () => {
    const body = await gql(
      `mutation { deleteProductContent(id: "${productId(7)}", operationId: "op") { ${ITEM} } }`,
    );
    expect(body.data?.deleteProductContent?.id).toBe(productId(7));
    expect(
      (await gql(`mutation { deleteProductContent(id: "${productId(7)}") { id } }`)).rspCd,
    ).toBe('40400');
  });

  it('increments a field atomically (updateFieldContent)', async () => {
    const inc = `mutation { updateFieldContent(schemaName: "product", fieldName: "price", step: 1, id: "${productId(3)}", operationId: "op") { version data } }`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => gql<{ updateFieldContent: ContentItem }>(inc)),
    );
    expect(answers.every((a) => a.rspCd === '00000')).toBe(true);
    const last = await gql<{ updateFieldContent: ContentItem }>(inc.replace('step: 1', 'step: -1'));
    expect(last.data?.updateFieldContent).toMatchObject({
      version: 22,
      data: { price: { iv: 49 } },
    });
    const added = await gql<{ addProductContent: ContentItem }>(
      'mutation { addProductContent(contentData: {n: 90}) { id } }',
    );
    const id = added.data?.addProductContent.id ?? '';
    const missing = await gql<{ updateFieldContent: ContentItem }>(
      inc.replace(productId(3), id).replace('step: 1', 'step: 5'),
    );
    expect(missing.data?.updateFieldContent.data).toEqual({ n: { iv: 90 }, price: { iv: 5 } }); // missing counts as 0
    expect((await gql(inc.replace('"price"', '"name"'))).rspInf).toContain('不是数字字段');
    expect((await gql(inc.replace('"product"', '"nope"'))).rspCd).toBe('40400');
  });

  it('writes nothing when one mutation of a document fails', async () => {
    const before = await countContentRows(app.tessera.db);
    const body = await gql(`mutation {
      a: addProductContent(contentData: {n: 60}) { id }
      b: updateProductContent(id: "${productId(2)}", contentData: {name: "不该保存"}) { id }
      c: addProductContent(contentData: {nope: 1}) { id }
      d: addProductContent(contentData: {n: 61}) { id }
    }`);
    expect(body).toMatchObject({ rspCd: '40000', data: null });
    expect(body.rspInf).toBe('未知字段 nope：表单中没有这个字段');
    expect(await countContentRows(app.tessera.db)).toBe(before);
    const item2 = await gql<{ queryProductContentsWithTotal: { items: ContentItem[] } }>(
      `{ queryProductContentsWithTotal(filter: "n eq 2") { items { version data } } }`,
    );
    expect(item2.data?.queryProductContentsWithTotal.items[0]).toMatchObject({
      version: 1,
      data: { name: { iv: 'Beta bravo' } },
    });
  });

  it('runs a batch of operations in one transaction and answers each', async () => {
    const body = await batch([
      { query: 'mutation { addProductContent(contentData: {n: 70}) { id } }' },
      {
        query: `mutation ($id: String!) { updateProductContent(id: $id, contentData: {name: "批量"}) { version } }`,
        variables: { id: productId(8) },
      },
      {
        query: '{ queryProductContentsWithTotal(filter: "n eq 70 or name eq \'批量\'") { total } }',
      },
    ]);
    expect(body.rspCd).toBe('00000');
    expect(body.data?.[1]).toEqual({ updateProductContent: { version: 2 } });
    expect(body.data?.[2]).toEqual({ queryProductContentsWithTotal: { total: 2 } });

    const before = await countContentRows(app.tessera.db);
    const failed = await batch([
      { query: 'mutation { addProductContent(contentData: {n: 80}) { id } }' },
      {
        query: `mutation { updateProductContent(id: "${productId(8)}", contentData: {n: 8}, expectedVersion: 1) { id } }`,
      },
      { query: 'mutation { addProductContent(contentData: {n: 81}) { id } }' },
    ]);
    expect(failed).toMatchObject({ rspCd: '40900', data: null });
    expect(failed.rspInf).toContain('第 2 个操作失败（整批未保存）');
    expect(await countContentRows(app.tessera.db)).toBe(before);
    expect((await batch([])).rspCd).toBe('40000');
  });

  it('answers countFields, groupFields, customFields, noTotal and neworderdef', async () => {
    const body = await gql<{ queryProductContentsWithTotal: Record<string, unknown> }>(`{
      queryProductContentsWithTotal(filter: "n le 6", neworderdef: "active desc, n asc", top: 3, groupbyFields: ["active"], countFields: ["count_all", "sum_price", "avg_n", "count_name"]) {
        total countFields groupFields items { data } } }`);
    const result = body.data?.queryProductContentsWithTotal;
    expect(result?.total).toBe(6);
    expect(result?.countFields).toMatchObject({ count_all: 6, avg_n: 3.5, count_name: 5 });
    expect(result?.groupFields).toEqual([
      { active: false, count_all: 1, sum_price: 20.5, avg_n: 2, count_name: 1 },
      {
        active: true,
        count_all: 3,
        sum_price: expect.any(Number),
        avg_n: expect.any(Number),
        count_name: 3,
      },
      { active: null, count_all: 2, sum_price: -3, avg_n: 5.5, count_name: 1 },
    ]);
    const defaults = await gql<{
      queryProductContentsWithTotalNoDetails: { countFields: Record<string, number> };
    }>('{ queryProductContentsWithTotalNoDetails(top: 0, noTotal: true) { total countFields } }');
    expect(
      Object.keys(defaults.data?.queryProductContentsWithTotalNoDetails.countFields ?? {}),
    ).toEqual(['count_all', 'sum_n', 'avg_n', 'sum_price', 'avg_price']);
    expect(
      (await gql('{ queryProductContentsWithTotal(countFields: ["sum_name"]) { countFields } }'))
        .rspCd,
    ).toBe('40000');
    expect(
      (await gql('{ queryProductContentsWithTotal(neworderdef: "n sideways") { total } }')).rspInf,
    ).toContain('neworderdef');
  });

  it('expands references with details and leaves them out with NoDetails', async () => {
    const query = (name: string) => `{ ${name}(filter: "n eq 2") { items { data } } }`;
    const details = await gql<
      Record<string, { items: { data: Record<string, { iv: unknown }> }[] }>
    >(query('queryProductContentsWithTotal'));
    expect(details.data?.queryProductContentsWithTotal?.items[0]?.data.ref_maker).toEqual({
      iv: [{ id: MAKER_IDS[1], contentId: expect.any(String), title: 'Bolt', country: 'US' }],
    });
    const plain = await gql<Record<string, { items: { data: Record<string, unknown> }[] }>>(
      query('queryProductContentsWithTotalNoDetails'),
    );
    expect(plain.data?.queryProductContentsWithTotalNoDetails?.items[0]?.data).not.toHaveProperty(
      'ref_maker',
    );
  });

  // Workflow mode checks the ids (workflowMode.test.ts): unknown ones answer 40400.
  it('checks the workflow ids in the body and as arguments', async () => {
    const body = await sendEnvelope(app, {
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      payload: {
        query:
          '{ queryProductContentsWithTotal(top: 1, workflowInstanceId: "w1", workflowProNodeId: "n1") { total } }',
        workflowInstanceId: 'w1',
        workflowProNodeId: 'n1',
      },
    });
    expect(body.rspCd).toBe('40400');
  });
});
