import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OIDC } from '@tessera/protocol';
import { bearerOf } from '../authorization/installAuthorization.js';
import type { Db } from '../db/database.js';
import type { AccessTokenVerifier } from './accessTokens.js';
import { readIdentityClaims } from './identityClaims.js';

/** The userinfo endpoint the discovery document names (oidc-provider's `/me`). */
export const USERINFO_PATH = `${OIDC.path}/me`;

/**
 * The userinfo endpoint (OIDC Core §5.3, README "Identity"): answers the claims of the access
 * tokens the provider issues. oidc-provider's own endpoint accepts only tokens without an
 * audience, and every token here is a JWT for the service API (resource indicator
 * `OIDC.apiResource`), so a standard client could not read userinfo; this route, matched before
 * the provider's mount, checks the token as the API does (signature, issuer, audience, expiry,
 * live session) and answers the user's claims — the same ones the access token itself carries
 * (spec 1 §3 "Token claims"; the one client's grant always holds openid, profile and role). A refused token answers 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750 §3).
 */
export function registerUserinfoRoute(
  app: FastifyInstance,
  db: Db,
  verifyAccessToken: AccessTokenVerifier,
): void {
  const refuse = (reply: FastifyReply, error: string, description: string) =>
    reply
      .status(error === 'invalid_request' ? 400 : 401)
      .header('cache-control', 'no-store')
      .header('www-authenticate', `Bearer error="${error}", error_description="${description}"`)
      .send({ error, error_description: description });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerOf(request);
    if (!token) return refuse(reply, 'invalid_request', 'no access token provided');
    let userId: string;
    try {
      ({ userId } = await verifyAccessToken(token));
    } catch {
      return refuse(reply, 'invalid_token', 'invalid token provided');
    }
    const claims = await readIdentityClaims(db, userId);
    if (!claims) return refuse(reply, 'invalid_token', 'invalid token provided');
    return reply.header('cache-control', 'no-store').send(claims);
  };

  // `signIn`: the bearer check of every call is this route's own (an OAuth refusal, not 30002).
  const config = { signIn: true, anonymous: true };
  app.get(USERINFO_PATH, { config }, handler);
  app.post(USERINFO_PATH, { config }, handler);
}
