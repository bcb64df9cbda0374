import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import type { CacheChanges } from '../realtime/cacheChanges.js';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './accessTokens.js';
import { createIdentityProvider } from './createIdentityProvider.js';
import { issueLoginTicket, registerLoginTicketGrant } from './loginTickets.js';
import { mountIdentityProvider } from './mountIdentityProvider.js';
import { purgeExpiredOidcRows } from './oidcAdapter.js';
import { registerInteractionRoutes } from './interactionRoutes.js';
import { loadSigningKey } from './signingKeys.js';
import { registerUserinfoRoute } from './userinfoRoute.js';
import { newSid, openUserSession } from './userSessions.js';
import { unauthorized } from '../authorization/caller.js';

/** spec 2 §3 "Login response data". */
export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tokenType: string;
}

/** What identity adds to the server (`app.tesseraIdentity`). */
export interface IdentityServices {
  provider: Provider;
  issuer: string;
  verifyAccessToken: AccessTokenVerifier;
  /** Opens a session for a user whose credentials were checked and answers its tokens. */
  signIn(userId: string): Promise<LoginTokens>;
  /** Exchanges a refresh token (rotated; a reused one revokes its grant). */
  refresh(refreshToken: string): Promise<LoginTokens>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tesseraIdentity: IdentityServices;
  }
}

/** How often expired provider rows are deleted. */
const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Installs identity (README "Identity"): the signing key, the provider under `OIDC.path` with
 * its sign-in pages, and the bearer check that sets `request.caller` on every request (a token
 * that does not verify is refused with 401, never treated as anonymous).
 */
export async function installIdentity(
  app: FastifyInstance,
  options: {
    db: Db;
    issuer: string;
    appOrigins: readonly string[];
    /** The account portal's origin: the sign-in page's 注册 and 忘记密码 links. */
    accountPortalUrl?: string;
    /** Sessions ended and users changed on any instance (drops kept tokens). */
    changes: CacheChanges;
  },
): Promise<IdentityServices> {
  const { db, issuer } = options;
  const signingKey = await loadSigningKey(db);
  const provider = createIdentityProvider({ ...options, signingKey });
  registerLoginTicketGrant(provider, db);
  // The provider answers its own faults as `server_error` (500); the in-process token request
  // below rethrows the fault itself, so it is answered as what it is (a database that cannot be
  // reached: 数据库暂时无法连接), never as a signed-out caller.
  const providerFaults = new WeakMap<object, unknown>();
  provider.on('server_error', (ctx, error) => providerFaults.set(ctx.req, error));
  await mountIdentityProvider(app, provider);
  registerInteractionRoutes(app, provider, db, {
    accountPortalUrl: options.accountPortalUrl,
    // The first app's home, as on the provider's error pages (none configured: the issuer's).
    homeUrl: `${options.appOrigins[0] ?? new URL(issuer).origin}/`,
  });

  await purgeExpiredOidcRows(db);
  const purge = setInterval(() => {
    purgeExpiredOidcRows(db).catch((err: unknown) => app.log.warn({ err }, 'oidc purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  /** A token request handled in-process by the provider (no network, same signing key). */
  const tokenRequest = async (form: Record<string, string>): Promise<LoginTokens> => {
    const response = await app.inject({
      method: 'POST',
      url: `${OIDC.path}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: OIDC.clientId, ...form }).toString(),
    });
    const body = response.json<Record<string, unknown>>();
    if (response.statusCode !== 200) {
      // A refresh token (or ticket) that is used, revoked or expired: the session is over (30002).
      if (body.error === 'invalid_grant') throw unauthorized();
      const fault = providerFaults.get(response.raw.req);
      throw fault instanceof Error
        ? fault
        : new Error(`token endpoint answered ${response.statusCode} ${String(body.error)}`);
    }
    return {
      accessToken: String(body.access_token),
      refreshToken: String(body.refresh_token),
      expiresIn: Number(body.expires_in),
      tokenType: String(body.token_type),
    };
  };

  const verifyAccessToken = createAccessTokenVerifier({
    db,
    issuer,
    publicJwk: signingKey.publicJwk,
    changes: options.changes,
  });
  registerUserinfoRoute(app, db, verifyAccessToken);

  const services: IdentityServices = {
    provider,
    issuer,
    verifyAccessToken,
    signIn: async (userId) => {
      const sid = newSid();
      await openUserSession(db, { sid, userId, clientId: OIDC.clientId });
      const ticket = await issueLoginTicket(db, { userId, sid });
      return tokenRequest({ grant_type: OIDC.loginTicketGrant, ticket });
    },
    refresh: (refreshToken) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
  app.decorate('tesseraIdentity', services);
  return services;
}
