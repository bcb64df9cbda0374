import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { requireCaller, unauthorized, type AccessTokenVerifier } from './caller.js';
import { requireDesigner, requireDesignerRead, requireOperation } from './operationAccess.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call anyone may make without a token (README "Authorization"): reads made by POST, and
     * the calls that sign in. Every other POST, PUT and DELETE of the service API needs one.
     */
    anonymous?: boolean;
    /** A sign-in call: a stale token sent along is ignored instead of refused. */
    signIn?: boolean;
    /**
     * A designer call (README "Authorization"): `true` needs a caller holding the designer
     * operation, `'read'` (the designer's reads) the designer read operation or the designer
     * operation (401 anonymous, 403 otherwise).
     */
    designer?: true | 'read';
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isServiceCall(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && /^\/(api|apps)\//.test(route);
}

/** The bearer token of a request: undefined without one, '' when the header is malformed. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  return /^Bearer\s+([\w.~+/-]+=*)$/i.exec(header)?.[1] ?? '';
}

/**
 * Installs who-may-do-what on every call (README "Authorization"), after the request security
 * (the signature proves integrity and freshness; the token proves who calls):
 * - a bearer token is verified and its session checked; the caller is `request.caller`. A token
 *   that does not verify answers 401, never anonymous (sign-in calls ignore it);
 * - every POST, PUT and DELETE of the service API needs a caller unless its route says
 *   `anonymous`; the GraphQL route checks its mutations itself;
 * - an `operationId` header naming an operation with a permission entry needs that operation;
 * - a route saying `designer` needs the designer operation; `designer: 'read'` (the designer's
 *   reads) the designer read operation or the designer operation.
 */
export function installAuthorization(
  app: FastifyInstance,
  options: { db: Db; verifyAccessToken: AccessTokenVerifier },
): void {
  app.decorateRequest('caller', null);
  app.addHook('preValidation', async (request) => {
    request.caller = null;
    const config = request.routeOptions.config;
    const token = config.signIn ? undefined : bearerOf(request);
    if (token === '') throw unauthorized();
    if (token !== undefined) request.caller = await options.verifyAccessToken(token);
    if (config.designer === 'read') await requireDesignerRead(request);
    else if (config.designer) await requireDesigner(request);

    if (!isServiceCall(request) || READ_METHODS.has(request.method) || config.anonymous) return;
    const caller = requireCaller(request);
    const operationId = request.headers[HEADERS.operationId.toLowerCase()];
    const pageId = request.headers[HEADERS.pageId.toLowerCase()];
    await requireOperation(
      options.db,
      caller,
      typeof operationId === 'string' ? operationId : null,
      typeof pageId === 'string' ? pageId : null,
    );
  });
}
