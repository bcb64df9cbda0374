import {
  ADDRESS_SCHEMA,
  EMPTY_GUID,
  type ContentChanged as ContentChange,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectSigned,
  postGraphql,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { DEMO } from '../demo.js';
import { ownChanges } from './realtime/subscriptionSchema.js';
import { loadAppSchemas, requireSchema } from './contentSchema.js';
import { prepareContentQuery } from './queryContents.js';
import {
  ADD,
  address,
  addressUser,
  CLEAR,
  DELETE,
  LI,
  LIST,
  UPDATE,
  ZHANG,
  type AddressItem,
  type AddressUser,
} from './__tests__/addressBookSupport.js';

describe.each(TEST_DATABASES)('personal content (the address book) on $name', (database) => {
  let app: FastifyInstance;
  let zhang: AddressUser;
  let li: AddressUser;
  let zhangItems: AddressItem[];
  let liItem: AddressItem;

  beforeAll(async () => {
    app = await startServer(database);
    zhang = await addressUser(app, ZHANG);
    li = await addressUser(app, LI);
    for (const name of ['张三家', '张三公司']) {
      const added = await zhang.graphql({ query: ADD, variables: { d: address(name) } });
      expect(added.rspCd).toBe('00000');
    }
    const added = await li.graphql<{ addAddressContent: AddressItem }>({
      query: ADD,
      variables: { d: address('李四家', true) },
    });
    liItem = added.data!.addAddressContent;
    zhangItems = await zhang.list();
  });
  afterAll(() => app?.close());

  it('seeds the address schema, personal, with the fields of ADDRESS_SCHEMA', async () => {
    const body = await sendEnvelope<{ personal: boolean; fields: { name: string }[] }>(app, {
      method: 'GET',
      url: `/api/${DEMO.appId}/schemas/${ADDRESS_SCHEMA.name}`,
    });
    expect(body.rspCd).toBe('00000');
    expect(body.data?.personal).toBe(true);
    expect(body.data?.fields.map((f) => f.name)).toEqual(ADDRESS_SCHEMA.fields.map((f) => f.name));
    const schema = requireSchema(await loadAppSchemas(app.tessera.db, DEMO.appId), 'article');
    expect(schema.personal).toBe(false);
  });

  it('answers each user only their own items: list, total, aggregates, groups, filters', async () => {
    expect(zhangItems.map((i) => i.data.name?.iv)).toEqual(['张三公司', '张三家']);
    expect(zhangItems.every((i) => i.createdBy === ZHANG.id)).toBe(true);
    expect((await li.list()).map((i) => i.data.name?.iv)).toEqual(['李四家']);

    const totals = await zhang.graphql<
      Record<string, { total: number; countFields: unknown; groupFields: unknown }>
    >({
      query: `query {
        all: queryAddressContentsWithTotal(countFields: ["count_all"], groupbyFields: ["createdBy"]) { total countFields groupFields }
        others: queryAddressContentsWithTotal(filter: "createdBy eq 'sub:${LI.id}'") { total }
        named: queryAddressContentsWithTotalNoDetails(filter: "name eq '李四家'", noTotal: true) { total }
      }`,
    });
    expect(totals.rspCd).toBe('00000');
    expect(totals.data?.all).toEqual({
      total: 2,
      countFields: { count_all: 2 },
      groupFields: [{ createdBy: ZHANG.id, count_all: 2 }],
    });
    expect(totals.data?.others?.total).toBe(0);
    expect(totals.data?.named?.total).toBe(0);
  });

  it('answers REST reads and streamed exports with the own items only', async () => {
    const list = await zhang.rest<{ total: number; items: AddressItem[] }>('GET', '');
    expect(list.data?.total).toBe(2);
    expect(list.data?.items.map((i) => i.createdBy)).toEqual([ZHANG.id, ZHANG.id]);
    // $top above 1000 is the export: streamed from a cursor, through the same query.
    const exported = await zhang.rest<{ total: number; items: AddressItem[] }>('GET', '?$top=5000');
    expect(exported.data?.items).toHaveLength(2);
    const streamed = await zhang.graphql<{ queryAddressContentsWithTotal: { items: unknown[] } }>({
      query: `query { queryAddressContentsWithTotal(top: 10000000) { total items { id } } }`,
    });
    expect(streamed.data?.queryAddressContentsWithTotal.items).toHaveLength(2);
    expect((await zhang.rest('GET', `/${liItem.id}`)).rspCd).toBe('40400');
    expect((await li.rest('GET', `/${liItem.id}`)).rspCd).toBe('00000');
  });

  it("refuses another user's item as not found and changes nothing", async () => {
    const refusals = [
      await zhang.graphql({ query: UPDATE, variables: { id: liItem.id, d: { name: '改了' } } }),
      await zhang.graphql({
        query: UPDATE,
        variables: { id: liItem.id, d: { name: '改了' }, v: liItem.version },
      }),
      await zhang.graphql({ query: DELETE, variables: { id: liItem.id } }),
      await zhang.rest('PUT', `/${liItem.id}`, { data: address('改了') }),
      await zhang.rest('DELETE', `/${liItem.id}`),
      await zhang.rest('POST', '/batch', { ContentDataList: [{ id: liItem.id, delete: true }] }),
    ];
    for (const refusal of refusals) {
      expect(refusal.rspCd).toBe('40400');
      expect(refusal.rspInf).toContain(`内容 ${liItem.id} 不存在`);
    }
    const [kept] = await li.list();
    expect(kept).toEqual(liItem);
  });

  it('changes by filter only the caller’s own items', async () => {
    const cleared = await zhang.graphql<{ updateAddressContentsByFilter: AddressItem[] }>({
      query: CLEAR,
      variables: { f: 'defaultaddress eq true' },
    });
    expect(cleared).toMatchObject({ rspCd: '00000', data: { updateAddressContentsByFilter: [] } });
    expect((await li.list())[0]?.data.defaultaddress?.iv).toBe(true);
    const renamed = await zhang.graphql<{ updateAddressContentsByFilter: AddressItem[] }>({
      query: `mutation { updateAddressContentsByFilter(filter: "phonenumber eq '13900000000'", contentData: { phonenumber: { iv: "13911112222" } }) { id version } }`,
    });
    expect(renamed.data?.updateAddressContentsByFilter).toHaveLength(2);
    expect((await li.list())[0]?.data.phonenumber?.iv).toBe('13900000000');
    const bad = await zhang.graphql({ query: CLEAR, variables: { f: ' ' } });
    expect(bad).toMatchObject({ rspCd: '40000' });
  });

  it('gives anonymous callers no rows and refuses their writes', async () => {
    // The address schema is bound by no public page: an anonymous read is asked to sign in.
    const read = await injectSigned(app, {
      method: 'POST',
      url: `/api/querygraphqls?app=${DEMO.appId}`,
      payload: { query: LIST },
      anonymous: true,
    });
    expect(read.json()).toMatchObject({ rspCd: '30002', data: null });
    const write = await injectSigned(app, {
      method: 'POST',
      url: `/api/${DEMO.appId}/content/${ADDRESS_SCHEMA.name}/batch`,
      payload: { ContentDataList: [{ data: address('匿名') }] },
      anonymous: true,
    });
    expect(write.statusCode).toBe(401);
    // Where a public page binds a personal schema, the query layer still answers nothing.
    const schemas = await loadAppSchemas(app.tessera.db, DEMO.appId);
    for (const viewer of [undefined, null, EMPTY_GUID]) {
      const query = prepareContentQuery(app.tessera.db, {
        schema: requireSchema(schemas, ADDRESS_SCHEMA.name),
        schemas,
        top: 10,
        skip: 0,
        orderfield: 'created',
        orderasc: true,
        viewer,
      });
      expect(await query.total()).toBe(0);
      expect(await query.items()).toEqual([]);
    }
  });

  it('never reaches personal items through a reference: no ref_ filter, expansion by the owner only', async () => {
    await app.tessera.db
      .insertInto('schemas')
      .values({
        app_id: DEMO.appId,
        name: 'parcel',
        label: '包裹',
        fields: toJson([
          {
            fieldId: 1,
            name: 'to',
            label: '收件地址',
            fieldType: 'Reference',
            properties: { schemaName: ADDRESS_SCHEMA.name, dataField: 'name' },
          },
        ]),
      })
      .execute();
    app.tessera.graphqlSchemas.invalidate(DEMO.appId);
    const zhangHome = zhangItems[1]!;
    const added = await zhang.graphql({
      query: `mutation ($d: JSON!) { addParcelContent(contentData: $d) { id } }`,
      variables: { d: { to: { iv: [zhangHome.id, liItem.id] } } },
    });
    expect(added.rspCd).toBe('00000');
    const expand = (user: AddressUser) =>
      user.graphql<{
        queryParcelContentsWithTotal: { items: { data: Record<string, { iv: unknown }> }[] };
      }>({
        query: 'query { queryParcelContentsWithTotal { items { data } } }',
      });
    const names = (answer: Awaited<ReturnType<typeof expand>>) =>
      (
        answer.data?.queryParcelContentsWithTotal.items[0]?.data.ref_to?.iv as { name: string }[]
      ).map((entry) => entry.name);
    expect(names(await expand(zhang))).toEqual(['张三家']);
    expect(names(await expand(li))).toEqual(['李四家']);
    const probe = await zhang.graphql({
      query: `query { queryParcelContentsWithTotal(filter: "ref_to/name eq '李四家'") { total } }`,
    });
    expect(probe.rspCd).toBe('40000');
    expect(probe.rspInf).toContain('ref_to/name');
  });

  it('hands a subscriber the changes of their own personal items only', async () => {
    async function* changes(): AsyncGenerator<ContentChange> {
      for (const actor of [LI.id, ZHANG.id, LI.id, ZHANG.id]) {
        yield {
          appId: DEMO.appId,
          schemaName: 'address',
          schemaId: '',
          id: actor,
          createdDate: '',
          actor,
          mutationTypeName: 'Created',
        };
      }
    }
    const heard = async (userId: string | undefined) => {
      const actors: string[] = [];
      for await (const change of ownChanges(changes(), userId)) actors.push(change.actor);
      return actors;
    };
    expect(await heard(ZHANG.id)).toEqual([ZHANG.id, ZHANG.id]);
    expect(await heard(undefined)).toEqual([]);
  });

  it('still answers every item of an ordinary schema to every caller', async () => {
    const body = await postGraphql<{ queryArticleContentsWithTotal: { total: number } }>(
      app,
      DEMO.appId,
      { query: 'query { queryArticleContentsWithTotal { total } }' },
    );
    expect(body.data?.queryArticleContentsWithTotal.total).toBe(DEMO.articleCount);
    const asZhang = await zhang.graphql<{ queryArticleContentsWithTotal: { total: number } }>({
      query: 'query { queryArticleContentsWithTotal { total } }',
    });
    expect(asZhang.data?.queryArticleContentsWithTotal.total).toBe(DEMO.articleCount);
  });
});
