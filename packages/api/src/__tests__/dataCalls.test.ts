import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  addContent,
  contentChangedUrl,
  createContentChangedClient,
  deleteContent,
  getApiModelData,
  getDataFlowInfo,
  getSchema,
  queryDataSourceContents,
  queryOlapResult,
  submitContentBatch,
  subscribeContentChanged,
  updateContent,
  updateFieldContent,
} from '../index.js';
import type { ContentChangedEvent } from '../index.js';
import { rejection } from './rejection.js';

const FIXTURES = {
  schemas: [
    {
      name: 'ticket',
      fields: [
        { name: 'code', fieldType: 'String' },
        { name: 'hits', fieldType: 'Number' },
      ],
      items: [
        { data: { code: 'T1', hits: 1 } },
        { data: { code: 'T2', hits: 5 } },
        { data: { code: 'T3', hits: 9 } },
      ],
    },
  ],
};

describe('data calls against the reference server (spec 1 §7)', () => {
  let server: TestServer;
  let client: RequestClient;
  const shown: string[] = [];
  const appId = DEMO.appId;
  let accessToken: string;

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl: process.env.DATABASE_URL,
      serverOptions: { fixtures: FIXTURES },
    });
    // Writes (and reads of schemas no public page binds) need a signed-in caller.
    ({ accessToken } = await server.signIn());
    client = createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId, accessToken }),
      messages: {
        info: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
      },
    });
  });
  afterAll(() => server?.close());

  it('queries a data source with filter text, paging, order and usages', async () => {
    const page = await queryDataSourceContents(
      client,
      { appId },
      {
        schemaName: 'ticket',
        filter: 'hits ge 5',
        top: 1,
        skip: 1,
        orderfield: 'hits',
        orderasc: false,
        usages: ['list', 'desTransmit', 'nodetails'],
        dsId: 'ds-ticket',
        aggregates: false,
      },
    );
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.data.code?.iv)).toEqual(['T2']);
  });

  it('answers a malformed filter with its envelope error and shows it', async () => {
    const error = await rejection(
      queryDataSourceContents(
        client,
        { appId },
        {
          schemaName: 'ticket',
          filter: 'hits ge',
          aggregates: false,
        },
      ),
    );
    expect(error.rspCd).toBe('40000');
    expect(shown.at(-1)).toBe(error.message);
  });

  it('adds, updates with the expected version, increments and deletes', async () => {
    const added = await addContent(
      client,
      { appId },
      {
        schemaName: 'ticket',
        contentData: { code: 'T9', hits: 0 },
      },
    );
    expect(added).toMatchObject({ status: 'Draft', version: 1, data: { code: { iv: 'T9' } } });
    const updated = await updateContent(
      client,
      { appId },
      {
        schemaName: 'ticket',
        id: added.id,
        version: 1,
        contentData: { hits: 3 },
      },
    );
    expect(updated).toMatchObject({ version: 2, data: { code: { iv: 'T9' }, hits: { iv: 3 } } });
    const stale = await rejection(
      updateContent(
        client,
        { appId },
        {
          schemaName: 'ticket',
          id: added.id,
          version: 1,
          contentData: { hits: 4 },
        },
      ),
    );
    expect(stale.rspCd).toBe('40900');
    const incremented = await updateFieldContent(
      client,
      { appId },
      {
        schemaName: 'ticket',
        fieldName: 'hits',
        step: 2,
        id: added.id,
      },
    );
    expect(incremented.data.hits?.iv).toBe(5);
    await deleteContent(client, { appId }, { schemaName: 'ticket', id: added.id });
    const left = await queryDataSourceContents(
      client,
      { appId },
      {
        schemaName: 'ticket',
        aggregates: false,
      },
    );
    expect(left.total).toBe(3);
  });

  it('submits a batch in one transaction: all or nothing', async () => {
    const [a, b] = await submitContentBatch(client, { appId }, [
      { type: 'add', schemaName: 'ticket', contentData: { code: 'B1', hits: 1 } },
      { type: 'add', schemaName: 'ticket', contentData: { code: 'B2', hits: 2 } },
    ]);
    expect([a?.data.code?.iv, b?.data.code?.iv]).toEqual(['B1', 'B2']);
    const failed = await rejection(
      submitContentBatch(client, { appId }, [
        { type: 'add', schemaName: 'ticket', contentData: { code: 'B3', hits: 3 } },
        {
          type: 'update',
          schemaName: 'ticket',
          id: a!.id,
          version: 99,
          contentData: { hits: 0 },
        },
      ]),
    );
    expect(failed.rspCd).not.toBe('00000');
    const page = await queryDataSourceContents(
      client,
      { appId },
      {
        schemaName: 'ticket',
        filter: "code eq 'B3'",
        aggregates: false,
      },
    );
    expect(page.total).toBe(0);
  });

  it('reads a schema with its fields', async () => {
    const schema = await getSchema(client, { appId }, 'ticket');
    expect(schema.fields.map((f) => [f.name, f.fieldType])).toEqual([
      ['code', 'String'],
      ['hits', 'Number'],
    ]);
    await expect(getSchema(client, { appId }, ' ')).rejects.toThrow('query a empty schemaName');
  });

  it('runs a data flow by name with name/value parameters', async () => {
    const answer = await getDataFlowInfo(
      client,
      { appId },
      {
        flowName: '文章统计',
        parameters: [{ name: 'minViews', value: 500 }],
      },
    );
    expect(answer.isSuccess).toBe(true);
    expect(answer.result).toMatchObject({ minViews: 500 });
  });

  it('calls an API model and an OLAP model', async () => {
    const rows = await getApiModelData<{ title: string }[]>(
      client,
      { appId },
      {
        modelId: 'article-search',
        version: '1',
        body: [
          { paramKey: 'keyword', paramValue: '文章 1' },
          { paramKey: 'top', paramValue: 3 },
        ],
      },
    );
    expect(rows).toHaveLength(3);
    const olap = await queryOlapResult(
      client,
      { appId },
      {
        modelId: 'article-views-by-day',
        version: '1',
        dataFilterExpression: '',
        aggDataFilterExpression: '',
      },
    );
    expect(olap.columns.map((c) => c.name)).toEqual(['day', 'articles', 'views']);
    expect(olap.cells.length).toBeGreaterThan(0);
  });

  it('notifies contentChanged subscribers over graphql-ws', async () => {
    const errors: unknown[] = [];
    const ws = createContentChangedClient({
      url: contentChangedUrl(server.url),
      webSocketImpl: WebSocket,
      getAccessToken: () => accessToken,
      onError: (e) => void errors.push(e),
    });
    const events: ContentChangedEvent[] = [];
    const stop = subscribeContentChanged(ws, {
      appId,
      schemaName: 'ticket',
      onChange: (event) => void events.push(event),
    });
    const added: string[] = [];
    try {
      // The subscription starts with the (lazy) connection: write until a notification arrives.
      for (let attempt = 0; attempt < 20 && events.length === 0; attempt += 1) {
        added.push(
          (
            await addContent(
              client,
              { appId },
              {
                schemaName: 'ticket',
                contentData: { code: `W${attempt}`, hits: 0 },
              },
            )
          ).id,
        );
        for (let tick = 0; tick < 25 && events.length === 0; tick += 1)
          await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(events[0]).toMatchObject({
        appId,
        actor: expect.any(String),
        createdDate: expect.any(String),
        mutationTypeName: expect.any(String),
      });
    } finally {
      stop();
      await ws.dispose();
      for (const id of added) await deleteContent(client, { appId }, { schemaName: 'ticket', id });
    }
    expect(errors).toEqual([]);
  });

  it('builds the websocket URL of the subscription endpoint', () => {
    expect(contentChangedUrl('http://127.0.0.1:4000')).toBe(
      'ws://127.0.0.1:4000/api/querygraphqls',
    );
    expect(contentChangedUrl('https://example.com/base?x=1')).toBe(
      'wss://example.com/api/querygraphqls',
    );
  });
});
