import { CONTENT_PATHS, EMPTY_GUID, fail, ok, RSP_CD, type Envelope } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, maskError } from 'graphql-yoga';
import { streamEnvelope } from '../content/exportStream.js';
import type { Db } from '../db/database.js';
import { createExportCollector } from '../graphql/exportCollector.js';
import { ENVELOPE_ERROR_CODE } from '../graphql/graphqlContext.js';
import type { SchemaCache } from '../graphql/schemaCache.js';
import {
  createRequestBudget,
  GRAPHQL_LIMITS,
  useRequestCost,
  type CostContext,
} from '../graphql/requestCost.js';
import { createRequestLane } from '../graphql/requestLane.js';
import { createWriteSession } from '../graphql/writeSession.js';
import { SERVER_ERROR_MESSAGE } from '../http/errorHandler.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { isGuid, requireText } from '../http/requestParams.js';
import type { ContentChangeBus } from '../realtime/contentChangeBus.js';

interface GraphqlError {
  message: string;
  extensions?: { code?: string; rspCd?: string; skipped?: boolean };
}

interface GraphqlAnswer {
  data?: unknown;
  errors?: GraphqlError[];
}

/** The server context handed to yoga: the app's schema plus the resolvers' context. */
interface AppContext extends CostContext {
  appSchema: GraphQLSchema;
}

/** Most operations one batch body may carry. */
export const MAX_BATCH = GRAPHQL_LIMITS.maxBatch;

/** Options of the content GraphQL route. */
export interface GraphqlRouteOptions {
  /** Answer introspection (`__schema`, `__type`). Default: only when NODE_ENV=development. */
  introspection?: boolean;
}

/**
 * The envelope of a failed GraphQL answer, or undefined when it has no errors. The first error
 * decides: a masked resolver failure → 50000; an error carrying an envelope code (unknown item
 * 40400, stale version 40900, bad filter 40000) → that code; any other GraphQL error (syntax,
 * unknown field, wrong argument type) → 40000. Messages of skipped writes are left out.
 */
function failureOf(errors: readonly GraphqlError[]): Envelope<never> | undefined {
  const first = errors[0];
  if (!first) return undefined;
  if (first.extensions?.code === 'INTERNAL_SERVER_ERROR')
    return fail(RSP_CD.serverError, SERVER_ERROR_MESSAGE);
  const rspCd =
    first.extensions?.code === ENVELOPE_ERROR_CODE
      ? (first.extensions.rspCd ?? RSP_CD.badRequest)
      : RSP_CD.badRequest;
  const messages = errors
    .filter((e) => e.extensions?.code !== 'INTERNAL_SERVER_ERROR' && !e.extensions?.skipped)
    .map((e) => e.message);
  return fail(rspCd, [...new Set(messages)].join('; '));
}

/** The parts of one operation yoga reads (workflow ids and batch flags are accepted, unused). */
function operationBody(operation: unknown): string {
  if (typeof operation !== 'object' || operation === null || Array.isArray(operation)) return '{}';
  const { query, variables, operationName, extensions } = operation as Record<string, unknown>;
  return JSON.stringify({ query, variables, operationName, extensions });
}

/**
 * POST /api/querygraphqls?app= — the content GraphQL of one app (spec 1 §7 "Data calls"). The
 * body is one operation `{ query, variables? }` or a batch: a list of them (spec 1 §7 "Batch
 * submit sends a list of mutations"). graphql-yoga executes each against the app's cached
 * schema, all inside one write session: the transaction commits only when every operation
 * succeeded, so one bad mutation leaves nothing written. Answers are wrapped in the envelope
 * (a batch answers the list of `data`); an export-sized item list is streamed (spec 1 §7).
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  schemas: SchemaCache,
  services: { db: Db; changes: ContentChangeBus },
  options: GraphqlRouteOptions = {},
): void {
  const introspection = options.introspection ?? process.env.NODE_ENV === 'development';
  const yoga = createYoga<AppContext>({
    schema: (context) => context.appSchema,
    graphqlEndpoint: CONTENT_PATHS.queryGraphqls.pattern,
    graphiql: false,
    landingPage: false,
    // CORS is answered by @fastify/cors for every route; yoga must not add a second set.
    cors: false,
    maskedErrors: {
      // Keep the cause in the server log; the caller only learns that something failed.
      maskError: (error, message, isDev) => {
        app.log.error({ err: error }, 'GraphQL resolver failure');
        return maskError(error, message, isDev);
      },
    },
    // Cost limits (README "Cost limits"): refused at validation, before any resolver runs.
    plugins: [
      maxTokensPlugin({
        n: GRAPHQL_LIMITS.maxTokens,
        exposeLimits: false,
        errorMessage: `查询过长（最多 ${GRAPHQL_LIMITS.maxTokens} 个记号）`,
      }),
      maxAliasesPlugin({
        n: GRAPHQL_LIMITS.maxAliases,
        exposeLimits: false,
        errorMessage: `别名过多（每个操作最多 ${GRAPHQL_LIMITS.maxAliases} 个）`,
      }),
      maxDepthPlugin({
        n: GRAPHQL_LIMITS.maxDepth,
        exposeLimits: false,
        errorMessage: `查询嵌套过深（最多 ${GRAPHQL_LIMITS.maxDepth} 层）`,
      }),
      useRequestCost(),
      ...(introspection ? [] : [useDisableIntrospection()]),
    ],
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => app.log.warn({ args }, 'graphql warning'),
      error: (...args: unknown[]) => app.log.error({ args }, 'graphql error'),
    },
  });

  const execute = async (operation: unknown, context: AppContext): Promise<GraphqlAnswer> => {
    // Fastify already parsed the JSON body; yoga gets it re-serialised with a fixed Accept so
    // it always answers a plain JSON result (status codes are ours: the envelope's).
    const response = await yoga.fetch(
      `http://localhost${CONTENT_PATHS.queryGraphqls.pattern}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: operationBody(operation),
      },
      context,
    );
    return (await response.json()) as GraphqlAnswer;
  };

  app.post<{ Querystring: { app?: string } }>(
    CONTENT_PATHS.queryGraphqls.pattern,
    async (request, reply) => {
      const appId = requireText(request.query.app, 'app');
      const built = isGuid(appId) ? await schemas.getApp(appId) : null;
      if (!built) throw notFound(`应用 ${appId} 不存在`);

      const batch = Array.isArray(request.body);
      const operations: unknown[] = batch ? (request.body as unknown[]) : [request.body ?? {}];
      if (batch && (operations.length === 0 || operations.length > MAX_BATCH)) {
        throw badRequest(`批量请求应含 1 到 ${MAX_BATCH} 个操作`);
      }
      const session = createWriteSession(services.db);
      // Encrypted answers are encrypted whole (protocol README), so they are never streamed.
      const exports = !batch && request.bodyKey === undefined ? createExportCollector() : undefined;
      const context: AppContext = {
        appSchema: built.schema,
        session,
        changes: services.changes,
        actor: EMPTY_GUID,
        budget: createRequestBudget(),
        lane: createRequestLane(),
        ...(exports ? { exports } : {}),
      };

      const results: unknown[] = [];
      let failure: Envelope<never> | undefined;
      let succeeded = false;
      try {
        for (const [index, operation] of operations.entries()) {
          const answer = await execute(operation, context);
          failure = failureOf(answer.errors ?? []);
          if (failure) {
            if (batch)
              failure = {
                ...failure,
                rspInf: `第 ${index + 1} 个操作失败（整批未保存）：${failure.rspInf}`,
              };
            break;
          }
          results.push(answer.data ?? null);
        }
        succeeded = failure === undefined;
      } finally {
        // Commit only a request that ran to its end without an error; anything else rolls back.
        await session.finish(succeeded);
      }
      if (failure) return failure;
      if (exports && exports.streams.size > 0) {
        exports.place(results[0]);
        return reply
          .type('application/json; charset=utf-8')
          .send(streamEnvelope(services.db, results[0], exports.streams));
      }
      return ok(batch ? results : (results[0] ?? null));
    },
  );
}
