import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import type { Settings } from '@tessera/protocol';
import { createRequestClient } from '@tessera/request';
import type { RequestClient } from '@tessera/request';
import {
  ContentGraphQLError,
  getDepartsByUserId,
  getPageRouters,
  getSettings,
  getTaskDetail,
  getWorkflowCategoriesPro,
  queryContentsWithTotal,
  queryDataSourceContents,
  startInstance,
  submitContentBatch,
  subAppRef,
} from '../index.js';

interface Sent {
  url: string;
  body: string;
}

/** A client of the demo page, signed in with `accessToken` (content reads need a caller). */
function harness(
  baseUrl: string,
  accessToken: string | null = null,
): { client: RequestClient; sent: Sent[]; shown: string[] } {
  const sent: Sent[] = [];
  const shown: string[] = [];
  const client = createRequestClient({
    baseUrl,
    getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
    messages: {
      info: (t) => void shown.push(t),
      error: (t) => void shown.push(t),
      warning: (t) => void shown.push(t),
    },
    // Records what goes on the wire; every request still reaches the server.
    fetch: async (input, init) => {
      // The transport (ky) hands fetch a Request; read a copy of its body.
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.clone().text() });
      return globalThis.fetch(request);
    },
  });
  return { client, sent, shown };
}

describe('GraphQL through graphql-request over the request client', () => {
  let server: TestServer;
  let settings: Settings;
  let accessToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ accessToken } = await server.signIn());
    settings = await getSettings(harness(server.url).client, { host: new URL(server.url).host });
  });
  afterAll(() => server?.close());

  it('builds the sub-app reference from the settings', async () => {
    const subApp = subAppRef(settings);
    expect(subApp).toEqual({
      appId: settings.appId,
      subAppId: settings.subAppId,
      appType: settings.subAppType,
      envType: settings.envType,
    });
    expect(
      (await getPageRouters(harness(server.url, accessToken).client, subApp)).length,
    ).toBeGreaterThan(0);
  });

  it('raises a GraphQL error as ContentGraphQLError, shown once, still a RequestError', async () => {
    const { client, shown } = harness(server.url, accessToken);
    const error = await queryContentsWithTotal(client, subAppRef(settings), {
      schemaName: 'nosuchschema',
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContentGraphQLError);
    const graphqlError = error as ContentGraphQLError;
    expect(graphqlError).toMatchObject({ kind: 'envelope', rspCd: '40000' });
    expect(graphqlError.errors[0]?.message).toContain('queryNosuchschemaContentsWithTotal');
    expect(graphqlError.query).toContain('queryNosuchschemaContentsWithTotal');
    expect(shown).toEqual([graphqlError.message]);
  });

  it('sends a batch as one list body, each operation in the database session', async () => {
    const { client, sent } = harness(server.url, accessToken);
    const error = await submitContentBatch(client, subAppRef(settings), [
      {
        type: 'delete',
        schemaName: DEMO.articleSchema,
        id: '00000000-0000-4000-8000-00000000dead',
      },
    ]).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContentGraphQLError);
    expect((error as ContentGraphQLError).rspCd).toBe('40400');
    const body = JSON.parse(sent[0]!.body) as { inDatabaseSession: boolean }[];
    expect(body).toEqual([expect.objectContaining({ inDatabaseSession: true })]);
  });

  it('sends the workflow ids of the call context as query parameters of querygraphqls', async () => {
    const { client, sent } = harness(server.url, accessToken);
    // A real instance of the seeded leave request, started by the signed-in administrator (the
    // server checks the ids in workflow mode: the caller must take part in the instance).
    const app = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId };
    const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
    const leave = (await getWorkflowCategoriesPro(client, app))
      .flatMap((category) => category.workflows ?? [])
      .find((workflow) => workflow.displayName === '请假申请')!;
    const [department] = await getDepartsByUserId(client, { accountUrl: '' }, app, admin.id);
    const { workflowInstanceId } = await startInstance(client, app, {
      workFlowId: leave.id,
      userId: admin.id,
      userName: admin.nickName,
      departmentId: department!.id,
      fieldDataList: [],
    });
    const { workflowProNodeId } = await getTaskDetail(client, app, workflowInstanceId);
    sent.length = 0;
    const workflowPage = client.withContext({
      workflowProId: leave.id,
      workflowInstanceId,
      workflowProNodeId,
    });
    const page = await queryDataSourceContents(workflowPage, subAppRef(settings), {
      schemaName: DEMO.articleSchema,
      top: 1,
      aggregates: false,
    });
    expect(page.items).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/querygraphqls');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app: settings.appId,
      workflowInstanceId,
      workflowProNodeId,
    });
    expect(JSON.parse(sent[0]!.body)).not.toHaveProperty('workflowInstanceId');
  });

  it('shares the settings cache between a client and its withContext clients', async () => {
    const { client, sent } = harness(server.url, accessToken);
    const host = new URL(server.url).host;
    const first = await getSettings(client, { host });
    const pageClient = client.withContext({ pageId: DEMO.pages.pcHome });
    expect(await getSettings(pageClient, { host })).toBe(first);
    expect(sent).toHaveLength(1);
  });
});
