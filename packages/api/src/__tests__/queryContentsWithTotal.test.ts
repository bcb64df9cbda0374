import { buildContentsQuery, FilterError } from '@tessera/filters';
import type { RequestClient } from '@tessera/request';
import { describe, expect, it } from 'vitest';
import { queryContentsWithTotal } from '../index.js';

interface Sent {
  path: string;
  body: unknown;
}

// Records what would be sent and answers `{ [queryName]: page }`; the real server is in api.test.ts.
function recordingClient(answer: unknown): { client: RequestClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = {
    post: (path: string, body: unknown) => {
      sent.push({ path, body });
      return Promise.resolve(answer);
    },
    url: (path: string) => `http://127.0.0.1/api/${path}`,
    context: () => ({}),
  } as unknown as RequestClient;
  return { client, sent };
}

describe('queryContentsWithTotal', () => {
  const page = { total: 1, items: [] };

  it.each([
    { case: 'no arguments', input: {} },
    { case: 'top and skip', input: { top: 5, skip: 10 } },
    { case: 'descending order', input: { orderfield: 'created', orderasc: false } },
    { case: 'zero values', input: { top: 0, skip: 0 } },
  ])('sends the filters document for $case', async ({ input }) => {
    const { client, sent } = recordingClient({ queryArticleContentsWithTotal: page });
    const result = await queryContentsWithTotal(
      client,
      { appId: 'app' },
      {
        schemaName: 'article',
        ...input,
      },
    );
    expect(result).toEqual(page);
    const expected = buildContentsQuery({ schemaName: 'article', ...input, aggregates: false });
    expect(sent).toEqual([{ path: expect.stringContaining('app=app'), body: expected.body }]);
  });

  it.each(['', 'my-schema', '1st', 'a b', 'x){ __schema'])(
    'rejects the schema name %j before anything is sent',
    async (schemaName) => {
      const { client, sent } = recordingClient({});
      await expect(
        queryContentsWithTotal(client, { appId: 'app' }, { schemaName }),
      ).rejects.toThrow(FilterError);
      expect(sent).toEqual([]);
    },
  );

  it('rejects an answer without the query field', async () => {
    const { client } = recordingClient({});
    await expect(
      queryContentsWithTotal(client, { appId: 'app' }, { schemaName: 'article' }),
    ).rejects.toMatchObject({ kind: 'envelope' });
  });
});
