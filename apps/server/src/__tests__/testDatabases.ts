import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@tessera/protocol';
import { createServer, type ServerOptions } from '../createServer.js';
import type { DatabaseOptions } from '../db/createDatabase.js';

/** A database the integration tests run on. */
export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** Fresh, isolated database options (a new in-memory PGlite or a new PostgreSQL schema). */
  options(): DatabaseOptions;
}

/** The PostgreSQL URL of the test run, when one is configured (CI sets DATABASE_URL). */
export const POSTGRES_URL = process.env.DATABASE_URL;

/** A schema name no other test uses. */
export function uniqueSchemaName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/**
 * Every database the integration tests must pass on: PGlite always, PostgreSQL when
 * DATABASE_URL is set (DESIGN.md "Real parts, not mocks"). Use with `describe.each`.
 */
export const TEST_DATABASES: TestDatabase[] = [
  { name: 'PGlite', options: () => ({ kind: 'pglite' }) },
  ...(POSTGRES_URL
    ? [
        {
          name: 'PostgreSQL' as const,
          options: (): DatabaseOptions => ({
            kind: 'postgres',
            url: POSTGRES_URL,
            schema: uniqueSchemaName(),
            dropSchemaOnClose: true,
          }),
        },
      ]
    : []),
];

/** Starts a seeded server on a fresh database of the given kind. */
export function startServer(
  database: TestDatabase,
  options: Omit<ServerOptions, 'database'> = {},
): Promise<FastifyInstance> {
  return createServer({ ...options, database: database.options() });
}

/** GETs a path through `inject` and answers the parsed envelope. */
export async function getEnvelope<TData = unknown>(
  app: FastifyInstance,
  url: string,
): Promise<Envelope<TData>> {
  const response = await app.inject({ method: 'GET', url });
  expectHttp200(response.statusCode, response.body);
  return response.json<Envelope<TData>>();
}

/** POSTs a GraphQL request for an app and answers the parsed envelope. */
export async function postGraphql<TData = unknown>(
  app: FastifyInstance,
  appId: string | undefined,
  body: { query: string; variables?: Record<string, unknown> },
): Promise<Envelope<TData>> {
  const url =
    appId === undefined
      ? '/api/querygraphqls'
      : `/api/querygraphqls?app=${encodeURIComponent(appId)}`;
  const response = await app.inject({ method: 'POST', url, payload: body });
  expectHttp200(response.statusCode, response.body);
  return response.json<Envelope<TData>>();
}

function expectHttp200(status: number, body: string): void {
  // protocol README: every answer is HTTP 200 with an envelope
  if (status !== 200) throw new Error(`Expected HTTP 200, got ${status}: ${body}`);
}
