import websocket from '@fastify/websocket';
import { CONTENT_PATHS } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../authorization/caller.js';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelopeError.js';
import type { ContentChangeBus } from './contentChangeBus.js';
import type { NotificationsChangeBus } from '../../notifications/notificationsChanged.js';
import { buildSubscriptionSchema, type SubscriptionContext } from './subscriptionSchema.js';

/**
 * Largest websocket frame (connection_init, subscribe) the server reads, in bytes. A
 * subscribe message is a short document plus two ids; 64 KiB leaves room for long access
 * tokens. A larger frame closes the socket with 1009 (message too big) before it is buffered.
 */
export const MAX_WS_PAYLOAD = 64 * 1024;

/** The access token of a connection: `Authorization: Bearer …` (or `access_token`) in connection_init. */
export function readAccessToken(
  params: Readonly<Record<string, unknown>> | undefined,
): string | undefined | false {
  const raw =
    params?.Authorization ?? params?.authorization ?? params?.accessToken ?? params?.access_token;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return false;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? false : token;
}

/**
 * GET /api/querygraphqls as a websocket (protocol graphql-transport-ws): the content-change
 * subscription of spec 1 §7. Browsers cannot sign an upgrade, so the request security lets
 * upgrades through and the connection authenticates in-band: `connection_init` carries the
 * access token; a malformed one closes the socket (4403). A plain GET answers 40000.
 */
export async function registerSubscriptionRoute(
  app: FastifyInstance,
  services: { db: Db; changes: ContentChangeBus; notifications: NotificationsChangeBus },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_WS_PAYLOAD } });
  const schema = buildSubscriptionSchema();
  const callers = new WeakMap<object, Caller>();
  app.route({
    method: 'GET',
    url: CONTENT_PATHS.queryGraphqls.pattern,
    // README "Authorization": a browser opens the socket from an app origin only; a page of
    // another site (or an opaque `null` origin) is refused before the upgrade.
    onRequest: async (request, reply) => {
      const origin = request.headers.origin;
      if (origin === undefined || isAllowedOrigin(app, origin, request.headers.host)) return;
      await reply.status(403).send({ rspCd: '40300', rspInf: '不允许的来源', data: null });
    },
    handler: async () => {
      throw badRequest('此地址只接受 WebSocket 连接（子协议 graphql-transport-ws）');
    },
    wsHandler: makeHandler({
      schema,
      // A token that does not verify closes the socket (4403), never an anonymous connection.
      onConnect: async (ctx) => {
        const token = readAccessToken(ctx.connectionParams);
        if (token === false) return false;
        if (token === undefined) return true;
        try {
          callers.set(ctx, await app.tesseraIdentity.verifyAccessToken(token));
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx): SubscriptionContext => ({ ...services, caller: callers.get(ctx) ?? null }),
    }),
  });
}

/** An app origin (ServerOptions `appOrigins`); without any configured, the server's own host. */
export function isAllowedOrigin(
  app: FastifyInstance,
  origin: string,
  host: string | undefined,
): boolean {
  const allowed = app.tessera.appOrigins;
  if (allowed.length) return allowed.includes(origin);
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
