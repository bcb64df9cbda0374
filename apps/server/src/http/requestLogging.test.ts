import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RSP_CD, type Envelope } from '@tessera/protocol';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

/** One pino line as the server wrote it. */
interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  rspCd?: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GRAPHQL = `/api/querygraphqls?app=${DEMO.appId}`;
const BAD_FILTER_QUERY = '{ queryArticleContentsWithTotal(filter: "title eq") { total } }';

/*
 * README "Bad input" → "Logs": refusals at info/warn without a stack, server faults at error
 * with one, the request id on every line and in the answer's `requestid` header. The logger's
 * output is captured through a pino destination stream.
 */
describe.each(TEST_DATABASES)('request logs on $name', (database) => {
  let app: FastifyInstance;
  let lines: LogLine[] = [];

  beforeAll(async () => {
    app = await startServer(database, {
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      },
    });
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    lines = [];
  });

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  async function send(requestid: string, query: string) {
    return injectSigned(app, {
      method: 'POST',
      url: GRAPHQL,
      payload: { query },
      headers: { requestid },
    });
  }

  it('logs a bad GraphQL filter at info, without a stack, under the client request id', async () => {
    const requestid = randomUUID();
    const response = await send(requestid, BAD_FILTER_QUERY);
    expect(response.json<Envelope>().rspCd).toBe(RSP_CD.badRequest);
    expect(response.headers.requestid).toBe(requestid);

    const own = linesOf(requestid);
    expect(own.map((line) => line.msg)).toEqual([
      'incoming request',
      'request refused',
      'request completed',
    ]);
    expect(own[1]).toMatchObject({ level: INFO, rspCd: RSP_CD.badRequest });
    expect(JSON.stringify(own)).not.toContain('stack');
    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('logs a bad REST filter at info, without a stack', async () => {
    const requestid = randomUUID();
    const response = await injectSigned(app, {
      method: 'GET',
      url: `/api/${DEMO.appId}/content/article?$filter=${encodeURIComponent('title eq')}`,
      headers: { requestid },
    });
    expect(response.json<Envelope>().rspCd).toBe(RSP_CD.badRequest);
    const refused = linesOf(requestid).filter((line) => line.msg === 'request refused');
    expect(refused).toEqual([expect.objectContaining({ level: INFO, rspCd: RSP_CD.badRequest })]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('logs a signature refusal at warn, without a stack', async () => {
    const requestid = randomUUID();
    const response = await injectSigned(app, {
      method: 'GET',
      url: `/api/${DEMO.appId}/content/article`,
      headers: { requestid, sign: '0'.repeat(64) },
    });
    expect(response.json<Envelope>().rspCd).toBe(RSP_CD.signatureInvalid);
    const refused = linesOf(requestid).filter((line) => line.msg === 'request refused');
    expect(refused).toEqual([
      expect.objectContaining({ level: WARN, rspCd: RSP_CD.signatureInvalid }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('takes a fresh request id when the client sends none that is a UUID', async () => {
    const response = await send('not-a-uuid', BAD_FILTER_QUERY);
    const reqId = String(response.headers.requestid);
    expect(reqId).toMatch(UUID);
    expect(linesOf(reqId)).toHaveLength(3);
    expect(lines.every((line) => line.reqId === reqId)).toBe(true);
  });

  it('logs server faults at error, with the stack and the request id', async () => {
    // A real database failure: the table the calls read is gone.
    await sql`drop table content_items cascade`.execute(app.tessera.db);
    const restId = randomUUID();
    const rest = await injectSigned(app, {
      method: 'GET',
      url: `/api/${DEMO.appId}/content/article`,
      headers: { requestid: restId },
    });
    const graphqlId = randomUUID();
    const graphql = await send(graphqlId, '{ queryArticleContentsWithTotal { total } }');

    for (const [response, reqId] of [
      [rest, restId],
      [graphql, graphqlId],
    ] as const) {
      expect(response.json<Envelope>().rspCd).toBe(RSP_CD.serverError);
      expect(response.headers.requestid).toBe(reqId);
      const errors = linesOf(reqId).filter((line) => line.level === ERROR);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.err?.stack).toContain('content_items');
    }
  });
});
