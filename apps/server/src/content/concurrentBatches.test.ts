import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSP_CD, type Envelope } from '@tessera/protocol';
import {
  getEnvelope,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO, demoArticleIds } from '../demo.js';

const ROUNDS = 40;
const BATCH_URL = `/api/${DEMO.appId}/content/article/batch`;
const GRAPHQL = `/api/querygraphqls?app=${DEMO.appId}`;
const itemUrl = (id: string) => `/api/${DEMO.appId}/content/article/${id}`;

async function versionOf(app: FastifyInstance, id: string): Promise<number | undefined> {
  return (await getEnvelope<{ version: number }>(app, itemUrl(id))).data?.version;
}

function restBatch(app: FastifyInstance, ids: string[], title: string) {
  return sendEnvelope(app, {
    method: 'POST',
    url: BATCH_URL,
    payload: { ContentDataList: ids.map((id) => ({ id, data: { title: { iv: title } } })) },
  });
}

function graphqlBatch(app: FastifyInstance, ids: string[], title: string) {
  const fields = ids.map(
    (id, i) =>
      `m${i}: updateArticleContent(id: "${id}", contentData: { title: { iv: "${title}" } }) { version }`,
  );
  return sendEnvelope(app, {
    method: 'POST',
    url: GRAPHQL,
    payload: { query: `mutation { ${fields.join(' ')} }` },
  });
}

/*
 * README "Bad input": two batches touching the same items in opposite order never answer 50000
 * (ordered row locks for REST batches, a bounded retry of the whole request for GraphQL), and
 * every batch is applied exactly once.
 */
describe.each(TEST_DATABASES)('concurrent batches on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  it.each([
    { via: 'REST', send: restBatch, first: 1, second: 2 },
    { via: 'GraphQL', send: graphqlBatch, first: 3, second: 4 },
  ])(
    'writes $via batches in opposite lock order, 40 times concurrently, without 50000',
    async ({ send, first, second }) => {
      const a = demoArticleIds(first).id;
      const b = demoArticleIds(second).id;
      const answers: Envelope[] = await Promise.all(
        Array.from({ length: ROUNDS }, (_, i) => [
          send(app, [a, b], `ab ${i}`),
          send(app, [b, a], `ba ${i}`),
        ]).flat(),
      );
      expect(answers.map((answer) => answer.rspCd)).toEqual(answers.map(() => RSP_CD.success));
      // Consistent: each of the 80 batches raised both items' version exactly once.
      expect(await versionOf(app, a)).toBe(1 + 2 * ROUNDS);
      expect(await versionOf(app, b)).toBe(1 + 2 * ROUNDS);
    },
  );

  it('answers the conflict code for a true version conflict', async () => {
    const a = demoArticleIds(5).id;
    const b = demoArticleIds(6).id;
    const entry = (id: string) => ({ id, data: { title: { iv: 'same' } }, expectedVersion: 1 });
    const answers = await Promise.all([
      sendEnvelope(app, { method: 'POST', url: BATCH_URL, payload: [entry(a), entry(b)] }),
      sendEnvelope(app, { method: 'POST', url: BATCH_URL, payload: [entry(b), entry(a)] }),
    ]);
    expect(answers.map((answer) => answer.rspCd).sort()).toEqual([
      RSP_CD.success,
      RSP_CD.versionConflict,
    ]);
    expect(await versionOf(app, a)).toBe(2);
    expect(await versionOf(app, b)).toBe(2);
  });
});
