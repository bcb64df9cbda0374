import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { requireApp } from './requireRecords.js';

/**
 * Who calls (README "Authorization"): set on the request from a verified access token, `null`
 * for an anonymous caller. A bearer token that does not verify never becomes `null`: the
 * request is refused with 401 before any route runs.
 */
export interface Caller {
  userId: string;
  /** The session of the sign-in (`sid` claim); a revoked session answers 401. */
  sid: string;
  userName: string;
  userScope: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * What a domain function needs from the request that calls it (README "Request context"): the
 * first argument of the domain functions the routes call, instead of `db, appId, …, caller`
 * threaded by position.
 */
export interface RequestContext {
  /** The one query layer. */
  readonly db: Db;
  /** Who calls: set once by the authorization hook from the verified token; null = anonymous. */
  readonly caller: Caller | null;
  /** The server clock (ServerOptions `security.now`, else the system clock). */
  now(): Date;
  /**
   * The app the route names (`:appId` in the path, else `?app=`), read once per request and
   * memoised: answers its id, 40400 when it does not exist, 40000 when none is named.
   */
  appId(): Promise<string>;
}

/** The part of the context a query needs: domain functions that only read take this. */
export type DbContext = Pick<RequestContext, 'db'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request context (README "Request context"). */
    ctx: RequestContext;
  }
}

/** Options of {@link requestContextPlugin}. */
export interface RequestContextOptions {
  db: Db;
  /** The server clock in ms (default `Date.now`). */
  now?: () => number;
}

/** The app a request names: `:appId` of the route, else the `app` query member. */
function namedAppId(request: FastifyRequest): unknown {
  const params = request.params as { appId?: unknown } | undefined;
  const query = request.query as { app?: unknown } | undefined;
  return params?.appId ?? query?.app;
}

/** Most app ids an instance remembers as existing before it starts over. */
export const KNOWN_APPS_LIMIT = 10_000;

/**
 * The apps found so far. Nothing in the server deletes or renames an app (the seed inserts
 * them), so an app once found exists for good (README "What an instance keeps in memory"): the
 * request's `appId()` then costs no round trip. Unknown ids are never kept.
 */
function createKnownApps(db: Db) {
  const known = new Set<string>();
  return async (appId: unknown): Promise<string> => {
    if (typeof appId === 'string' && known.has(appId)) return appId;
    const id = await requireApp({ db }, appId);
    if (known.size >= KNOWN_APPS_LIMIT) known.clear();
    known.add(id);
    return id;
  };
}

/** The context of one request; its parts are read when first asked for. */
function createRequestContext(
  request: FastifyRequest,
  options: RequestContextOptions,
  knownApp: (appId: unknown) => Promise<string>,
) {
  const clock = options.now ?? Date.now;
  let app: Promise<string> | undefined;
  const ctx: RequestContext = {
    db: options.db,
    get caller() {
      return request.caller;
    },
    now: () => new Date(clock()),
    appId: () => (app ??= knownApp(namedAppId(request))),
  };
  return ctx;
}

/**
 * Decorates every request with `request.ctx` (README "Request context"). Registered once by
 * `createServer`, through fastify-plugin so the decoration reaches every domain plugin.
 */
export const requestContextPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: RequestContextOptions) => {
    const contexts = new WeakMap<FastifyRequest, RequestContext>();
    const knownApp = createKnownApps(options.db);
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest) {
        let ctx = contexts.get(this);
        if (!ctx) contexts.set(this, (ctx = createRequestContext(this, options, knownApp)));
        return ctx;
      },
    });
  },
  { name: 'tessera-request-context' },
);
