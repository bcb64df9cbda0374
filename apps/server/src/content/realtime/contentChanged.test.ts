import type { AddressInfo } from 'node:net';
import type { ContentChanged } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  getEnvelope,
  POSTGRES_URL,
  postGraphql,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
  seededPostgresDatabase,
} from '../../__tests__/testDatabases.js';
import { testAdminId, testAdminToken } from '../../__tests__/signIn.js';
import { createServer } from '../../createServer.js';
import { DEMO } from '../../demo.js';

const SUBSCRIPTION =
  'subscription ($a: String!, $s: String!) { contentChanged(appId: $a, schemaName: $s) { appId schemaId schemaName id createdDate actor mutationTypeName } }';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/querygraphqls`;
}

function connect(url: string, connectionParams: Record<string, unknown>): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/**
 * Subscribes through `client` to `server` and answers a function that waits for the next change
 * (or fails after 15 s). Returns once the server holds the subscription.
 */
async function subscribe(server: FastifyInstance, client: Client, schemaName = 'article') {
  // graphql-ws acknowledges a subscription only by its first event: the server's bus tells when
  // it holds it (a fixed pause missed the first change on a loaded machine).
  const bus = server.tessera.contentChanges;
  const held = new Promise<void>((resolve) => {
    const original = bus.subscribe;
    bus.subscribe = (appId, name) => {
      bus.subscribe = original;
      resolve();
      return original(appId, name);
    };
  });
  const iterator = client.iterate<{ contentChanged: ContentChanged }>({
    query: SUBSCRIPTION,
    variables: { a: DEMO.appId, s: schemaName },
  });
  const next = async (): Promise<ContentChanged> => {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no change arrived')), 15_000),
    );
    const { value } = await Promise.race([iterator.next(), timeout]);
    return (value as { data: { contentChanged: ContentChanged } }).data.contentChanged;
  };
  await held;
  return { next, stop: () => iterator.return?.() };
}

const addArticle = (app: FastifyInstance, title: string) =>
  postGraphql<{ addArticleContent: { id: string } }>(app, DEMO.appId, {
    query: 'mutation ($d: JSON!) { addArticleContent(contentData: $d) { id } }',
    variables: { d: { title } },
  });

describe.each(TEST_DATABASES)('subscription contentChanged on $name', (database) => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await startServer(database);
    url = await listen(app);
  });
  afterAll(() => app?.close());

  it('announces committed changes only, over graphql-transport-ws', async () => {
    const client = connect(url, { Authorization: `Bearer ${await testAdminToken(app)}` });
    try {
      const changes = await subscribe(app, client);
      // A failed document rolls back, so its first (valid) mutation is never announced.
      const failed = await postGraphql(app, DEMO.appId, {
        query:
          'mutation { a: addArticleContent(contentData: {title: "回滚"}) { id } b: addArticleContent(contentData: {nope: 1}) { id } }',
      });
      expect(failed.rspCd).toBe('40000');
      const added = await addArticle(app, '订阅');
      const change = await changes.next();
      const schema = await app.tessera.db
        .selectFrom('schemas')
        .select('schema_id')
        .where('name', '=', 'article')
        .executeTakeFirstOrThrow();
      expect(change).toMatchObject({
        appId: DEMO.appId,
        schemaId: schema.schema_id,
        schemaName: 'article',
        id: added.data?.addArticleContent.id,
        actor: await testAdminId(app),
        mutationTypeName: 'Created',
      });
      expect(Date.parse(change.createdDate)).not.toBeNaN();

      await postGraphql(app, DEMO.appId, {
        query: `mutation { deleteArticleContent(id: "${change.id}") { id } }`,
      });
      expect(await changes.next()).toMatchObject({ id: change.id, mutationTypeName: 'Deleted' });
      await changes.stop();
    } finally {
      await client.dispose();
    }
  });

  it('refuses a subscription to an unknown schema and a malformed token', async () => {
    const client = connect(url, { Authorization: `Bearer ${await testAdminToken(app)}` });
    // A failed subscribe answers one result carrying the error, then completes.
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: SUBSCRIPTION, variables: { a: DEMO.appId, s: 'nope' } },
        { next: resolve, error: resolve, complete: () => resolve(null) },
      );
    });
    expect(JSON.stringify(errors)).toContain('表单 nope 不存在');
    await client.dispose();

    const bad = connect(url, { Authorization: 42 });
    const closed = await new Promise<unknown>((resolve) => {
      bad.subscribe(
        { query: SUBSCRIPTION, variables: { a: DEMO.appId, s: 'article' } },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    expect((closed as { code?: number }).code).toBe(4403);
    await bad.dispose();
  });

  it('closes a connection whose token does not verify, and keeps anonymous ones to public schemas', async () => {
    const forged = connect(url, { Authorization: 'Bearer made-up-token' });
    const closed = await new Promise<unknown>((resolve) => {
      forged.subscribe(
        { query: SUBSCRIPTION, variables: { a: DEMO.appId, s: 'article' } },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    expect((closed as { code?: number }).code).toBe(4403);
    await forged.dispose();

    // No public page of the demo binds the article schema: an anonymous subscriber is refused.
    const anonymous = connect(url, {});
    const refused = await new Promise<unknown>((resolve) => {
      anonymous.subscribe(
        { query: SUBSCRIPTION, variables: { a: DEMO.appId, s: 'article' } },
        { next: resolve, error: resolve, complete: () => resolve(null) },
      );
    });
    expect(JSON.stringify(refused)).toContain('会话已失效');
    await anonymous.dispose();
  });

  it('survives one batch of more changes than a subscriber holds, which keeps the latest 100', async () => {
    const lagging = app.tessera.contentChanges.subscribe(DEMO.appId, 'article');
    const client = connect(url, { Authorization: `Bearer ${await testAdminToken(app)}` });
    try {
      const changes = await subscribe(app, client);
      const batch = await sendEnvelope<{ id: string }[]>(app, {
        method: 'POST',
        url: `/api/${DEMO.appId}/content/article/batch`,
        payload: {
          ContentDataList: JSON.stringify(
            Array.from({ length: 1030 }, (_, i) => ({ title: `批量 ${i}` })),
          ),
        },
      });
      expect(batch.rspCd, batch.rspInf).toBe('00000');
      const lastId = batch.data?.at(-1)?.id;
      // The live subscriber hears of the last change.
      while ((await changes.next()).id !== lastId);
      // A subscriber that read nothing meanwhile kept only the latest changes, the last included.
      const kept: string[] = [];
      while (kept.at(-1) !== lastId) {
        const { value } = await lagging.next();
        kept.push((value as ContentChanged).id);
      }
      expect(kept).toEqual(batch.data?.slice(-100).map((item) => item.id));
      expect((await getEnvelope(app, '/api/home/configuration?host=localhost')).rspCd).toBe(
        '00000',
      );
      await changes.stop();
    } finally {
      await lagging.return?.();
      await client.dispose();
    }
  }, 60_000);

  it('forgets a subscriber whose connection drops without a close frame, before any write', async () => {
    const bus = app.tessera.contentChanges;
    // The earlier tests' clients have gone.
    await expect.poll(() => bus.activeSubscriptions).toBe(0);
    const socket = new WebSocket(url, 'graphql-transport-ws');
    const messages: string[] = [];
    socket.on('message', (data: Buffer) => messages.push(data.toString()));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: { Authorization: `Bearer ${await testAdminToken(app)}` },
      }),
    );
    await expect.poll(() => messages.some((m) => m.includes('connection_ack'))).toBe(true);
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: SUBSCRIPTION, variables: { a: DEMO.appId, s: 'article' } },
      }),
    );
    await expect.poll(() => bus.activeSubscriptions).toBe(1);
    socket.terminate();
    await expect.poll(() => bus.activeSubscriptions, { timeout: 5000 }).toBe(0);
  });

  it('serves more than 10 subscribers of one schema without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const subscribers = Array.from({ length: 12 }, () =>
      app.tessera.contentChanges.subscribe(DEMO.appId, 'article'),
    );
    try {
      const heard = subscribers.map((s) => s.next());
      const added = await addArticle(app, '十二个订阅者');
      for (const { value } of await Promise.all(heard)) {
        expect((value as ContentChanged).id).toBe(added.data?.addArticleContent.id);
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
      await Promise.all(subscribers.map((s) => s.return?.()));
    }
  });

  it('refuses a websocket opened from a foreign origin before the upgrade', async () => {
    const status = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', { origin: 'http://evil.example' });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => resolve(undefined));
    });
    expect(status).toBe(403);
  });
});

describe.skipIf(!POSTGRES_URL)(
  'subscription fan-out across two server instances on one PostgreSQL',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      // Both on one copy of the worker's seeded database (dropped with the run's databases).
      const database = await seededPostgresDatabase();
      first = await createServer({ database });
      second = await createServer({ database });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a change made through one instance to a subscriber of the other', async () => {
      const client = connect(await listen(second), {
        Authorization: `Bearer ${await testAdminToken(second)}`,
      });
      try {
        const changes = await subscribe(second, client);
        const added = await addArticle(first, '跨实例');
        expect(await changes.next()).toMatchObject({
          id: added.data?.addArticleContent.id,
          mutationTypeName: 'Created',
        });
        await postGraphql(first, DEMO.appId, {
          query: `mutation { updateFieldContent(schemaName: "article", fieldName: "views", step: 1, id: "${added.data?.addArticleContent.id}") { id } }`,
        });
        expect(await changes.next()).toMatchObject({ mutationTypeName: 'Updated' });
        await changes.stop();
      } finally {
        await client.dispose();
      }
    });
  },
);
