import { requireCaller } from '../authorization/caller.js';
import { requireOperation, requireSchemaOperation } from '../authorization/operationAccess.js';
import { readPublicSchemas, requireReadable } from '../authorization/publicSchemas.js';
import {
  CONTENT_PATHS,
  EMPTY_GUID,
  fail,
  HEADERS,
  ok,
  RSP_CD,
  type Envelope,
} from '@tessera/protocol';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { GraphQLSchema } from 'graphql';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga } from 'graphql-yoga';
import { streamEnvelope } from './exportStream.js';
import { guidsIn, lockContentItems } from './lockContentItems.js';
import { lockOwner } from './personalRows.js';
import { retryPause, TRANSACTION_ATTEMPTS } from '../db/retryTransaction.js';
import type { Db } from '../db/database.js';
import { createExportCollector } from './graphql/exportCollector.js';
import { ENVELOPE_ERROR_CODE } from './graphql/graphqlContext.js';
import type { SchemaCache } from './graphql/schemaCache.js';
import {
  createRequestBudget,
  GRAPHQL_LIMITS,
  useRequestCost,
  type CostContext,
} from './graphql/requestCost.js';
import {
  createRequestLane,
  PGLITE_MAX_SORT_ITEMS,
  PGLITE_REQUEST_BUDGET_MS,
  type RequestLaneLimits,
} from './graphql/requestLane.js';
import { pgliteOf } from '../db/createDatabase.js';
import { createWriteSession } from './graphql/writeSession.js';
import { workflowIdsOfRequest, workflowModeGate } from './graphql/workflowMode.js';
import { SERVER_ERROR_MESSAGE } from '../http/errorHandler.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { ListBody, ObjectBody, OptionalText } from '../http/inputSchemas.js';
import { logRefusal } from '../http/refusalLog.js';
import { isGuid, requireText } from '../http/requestParams.js';
import type { ContentChangeBus } from './realtime/contentChangeBus.js';

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

/** What one run of a request's operations answered. */
interface OperationsRun {
  failure: Envelope<never> | undefined;
  results: unknown[];
  exports: AppContext['exports'];
  /** A write lost a deadlock: nothing was kept and the run may be repeated. */
  retryable: boolean;
}

/**
 * The logger of the request being executed, so yoga's error masking (which has no request at
 * hand) logs with the request id (README "Logs").
 */
const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/** Most operations one batch body may carry. */
export const MAX_BATCH = GRAPHQL_LIMITS.maxBatch;

/**
 * The query of a `querygraphqls` call: the app (`requireText`) and the workflow-mode ids
 * (`requireWorkflowReadable`), each read with its own message.
 */
const GraphqlQuery = Type.Object({
  app: OptionalText,
  workflowInstanceId: OptionalText,
  workflowProNodeId: OptionalText,
});

/**
 * One operation or a batch (a list of them). The members of an operation (`query`,
 * `variables`, `operationName`) are checked by GraphQL itself, with its own messages.
 */
const GraphqlBody = Type.Union([ObjectBody, ListBody]);

/** Options of the content GraphQL route. */
export interface GraphqlRouteOptions {
  /** Answer introspection (`__schema`, `__type`). Default false (createServer: in development). */
  introspection?: boolean;
  /**
   * Time budget of one request's content reads on PGlite, in ms (default
   * `PGLITE_REQUEST_BUDGET_MS`; README "Cost limits"). Ignored on PostgreSQL.
   */
  pgliteRequestBudgetMs?: number;
  /**
   * Most matching items a page sorted on a form field may sort on PGlite (default
   * `PGLITE_MAX_SORT_ITEMS`; README "Cost limits"). Ignored on PostgreSQL.
   */
  pgliteMaxSortItems?: number;
  /** Bytes of content items one request may load (default `MAX_ANSWER_BYTES`). */
  maxAnswerBytes?: number;
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
  const introspection = options.introspection ?? false;
  // PGlite cannot stop a statement: the server bounds the request between its statements.
  const laneLimits: RequestLaneLimits = {
    ...(pgliteOf(services.db)
      ? {
          budgetMs: options.pgliteRequestBudgetMs ?? PGLITE_REQUEST_BUDGET_MS,
          maxSortItems: options.pgliteMaxSortItems ?? PGLITE_MAX_SORT_ITEMS,
        }
      : {}),
    ...(options.maxAnswerBytes !== undefined ? { maxAnswerBytes: options.maxAnswerBytes } : {}),
  };
  const yoga = createYoga<AppContext>({
    schema: (context) => context.appSchema,
    graphqlEndpoint: CONTENT_PATHS.queryGraphqls.pattern,
    graphiql: false,
    landingPage: false,
    // CORS is answered by @fastify/cors for every route; yoga must not add a second set.
    cors: false,
    // The body yoga reads is our own re-serialisation of one Fastify already parsed within its
    // body limit (1 MiB): yoga's own limit piped it through a TransformStream on every call.
    maxRequestBodySize: false,
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
      warn: (...args: unknown[]) =>
        (requestLog.getStore() ?? app.log).warn({ args }, 'graphql warning'),
      // yoga logs here each error it masks (a resolver failure answered 50000): one line at
      // error with the cause's stack (README "Logs"); expected errors are not masked.
      error: (...args: unknown[]) => {
        const [first] = args;
        const cause = (first as { originalError?: unknown } | undefined)?.originalError ?? first;
        (requestLog.getStore() ?? app.log).error(
          cause instanceof Error ? { err: cause } : { args },
          'GraphQL resolver failure',
        );
      },
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

  /**
   * Runs the operations of one request in its write session, in order, stopping at the first
   * failure; commits only when every operation succeeded.
   */
  const runOperations = async (
    operations: readonly unknown[],
    batch: boolean,
    context: AppContext,
  ): Promise<OperationsRun> => {
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
      await context.session.finish(succeeded);
    }
    return { failure, results, exports: context.exports, retryable: context.session.retryable };
  };

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    CONTENT_PATHS.queryGraphqls.pattern,
    // Reads may be anonymous; each mutation checks its caller (README "Authorization").
    { config: { anonymous: true }, schema: { querystring: GraphqlQuery, body: GraphqlBody } },
    async (request, reply) => {
      const appId = requireText(request.query.app, 'app');
      const built = isGuid(appId) ? await schemas.getApp(appId) : null;
      if (!built) throw notFound(`应用 ${appId} 不存在`);

      const body = request.body;
      const batch = Array.isArray(body);
      const operations: unknown[] = batch ? body : [body];
      if (batch && (operations.length === 0 || operations.length > MAX_BATCH)) {
        throw badRequest(`批量请求应含 1 到 ${MAX_BATCH} 个操作`);
      }
      // Workflow mode (spec 2 §7.4): the ids of the query string and the bodies are checked before
      // anything runs (a refusal keeps its HTTP status: 403 sends a workflow page to /deny).
      const authorizeWorkflow = workflowModeGate(services.db, {
        caller: request.caller,
        appId,
        workflowProId: request.headers.workflowproid as string | undefined,
      });
      for (const ids of workflowIdsOfRequest(request.query, operations))
        await authorizeWorkflow(ids);
      // Encrypted answers are encrypted whole (protocol README), so they are never streamed.
      const streamable = !batch && request.bodyKey === undefined;
      // The items the request names are locked in id order when its first write opens the
      // transaction, so concurrent requests writing them in other orders queue, not deadlock.
      const named = guidsIn(JSON.stringify(operations));
      // In an app with personal schemas a signed-in caller's write requests take turns: the
      // owner's lock comes before any row lock (README "Personal content").
      const personal = [...built.schemas.values()].some((schema) => schema.personal);
      const lockNamed = async (trx: Db) => {
        if (personal) await lockOwner(trx, appId, request.caller?.userId);
        await lockContentItems(trx, appId, named);
      };
      // A request that lost a deadlock to another writer was rolled back whole: run it again.
      let attempt = 0;
      let run: OperationsRun;
      let publicSchemas: Promise<Set<string>> | Set<string> | undefined;
      do {
        if (attempt > 0) await retryPause(attempt);
        attempt++;
        const session = createWriteSession(services.db, lockNamed);
        run = await requestLog.run(request.log, () =>
          runOperations(operations, batch, {
            appSchema: built.schema,
            session,
            changes: services.changes,
            actor: request.caller?.userId ?? EMPTY_GUID,
            // The named operation and the schema's own (README "Authorization"), read where
            // the request's reads go (inside its transaction once one is open).
            authorizeWrite: async (operationId, write) => {
              const caller = requireCaller(request);
              const pageId = request.headers[HEADERS.pageId];
              await requireOperation(
                session.executor(),
                caller,
                operationId,
                typeof pageId === 'string' ? pageId : null,
              );
              await requireSchemaOperation(session.executor(), caller, { appId, ...write });
            },
            authorizeRead: async (schemaName) => {
              publicSchemas ??= request.caller ? new Set() : readPublicSchemas(services.db, appId);
              await requireReadable(request.ctx, appId, schemaName, await publicSchemas);
            },
            authorizeWorkflow,
            // Cost limits (README "Cost limits"): a fresh budget and database lane per run.
            budget: createRequestBudget(),
            lane: createRequestLane(laneLimits),
            ...(streamable ? { exports: createExportCollector() } : {}),
          }),
        );
      } while (run.retryable && attempt < TRANSACTION_ATTEMPTS);
      const { failure, results, exports } = run;
      if (failure) {
        // A server fault was logged at error, with its stack, where yoga masked it.
        if (failure.rspCd !== RSP_CD.serverError)
          logRefusal(request, failure.rspCd, failure.rspInf);
        return failure;
      }
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
