import { fail, ok, PATHS, RSP_CD } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { SERVER_ERROR_MESSAGE } from '../http/errorHandler.js';
import { notFound } from '../http/envelopeError.js';
import { isGuid, requireText } from '../http/requestParams.js';
import type { SchemaCache } from '../graphql/schemaCache.js';

interface GraphqlAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The server context handed to yoga: the schema of the app named in `?app=`. */
interface AppContext {
  appSchema: GraphQLSchema;
}

/**
 * POST /api/querygraphqls?app= — the content GraphQL of one app (spec 1 §7 "Data calls").
 * graphql-yoga executes the query against the app's cached schema; its answer is then wrapped
 * in the envelope: data → 00000, GraphQL errors (unknown field, bad argument, bad orderfield)
 * → 40000 with the GraphQL message, an unexpected resolver failure → 50000 (yoga masks its
 * text, and we never forward it).
 */
export function registerGraphqlRoute(app: FastifyInstance, schemas: SchemaCache): void {
  const yoga = createYoga<AppContext>({
    schema: (context) => context.appSchema,
    graphqlEndpoint: PATHS.queryGraphqls.pattern,
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
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => app.log.warn({ args }, 'graphql warning'),
      error: (...args: unknown[]) => app.log.error({ args }, 'graphql error'),
    },
  });

  app.post<{ Querystring: { app?: string } }>(PATHS.queryGraphqls.pattern, async (request) => {
    const appId = requireText(request.query.app, 'app');
    const appSchema = isGuid(appId) ? await schemas.get(appId) : null;
    if (!appSchema) throw notFound(`应用 ${appId} 不存在`);

    // Fastify already parsed the JSON body; yoga gets it re-serialised with a fixed Accept so
    // it always answers a plain JSON result (status codes are ours: the envelope's).
    const response = await yoga.fetch(
      `http://localhost${PATHS.queryGraphqls.pattern}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request.body ?? {}),
      },
      { appSchema },
    );
    const answer = (await response.json()) as GraphqlAnswer;
    const errors = answer.errors ?? [];
    if (errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
      return fail(RSP_CD.serverError, SERVER_ERROR_MESSAGE);
    }
    if (errors.length > 0) {
      return fail(RSP_CD.badRequest, errors.map((e) => e.message).join('; '));
    }
    return ok(answer.data ?? null);
  });
}
