import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { OIDC } from '@tessera/protocol';
import { toJson, type Db } from '../db/database.js';
import { API_RESOURCE_SERVER } from './createIdentityProvider.js';
import { setSessionGrant } from './userSessions.js';

/** How long a ticket can be redeemed (README "Identity"): it is redeemed in-process at once. */
export const LOGIN_TICKET_TTL_SECONDS = 60;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Writes a single-use ticket for a sign-in whose credentials a first-party route has checked.
 * Only its hash is stored; the ticket itself goes straight to the token endpoint.
 */
export async function issueLoginTicket(
  db: Db,
  ticket: { userId: string; sid: string },
): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  await db
    .insertInto('login_tickets')
    .values({
      id: hashTicket(value),
      user_id: ticket.userId,
      detail: toJson({ sid: ticket.sid }),
      expires_at: sql<Date>`now() + make_interval(secs => ${LOGIN_TICKET_TTL_SECONDS})`,
    })
    .execute();
  return value;
}

/** Consumes a ticket: at most once, and only before it expires. */
async function redeemLoginTicket(
  db: Db,
  ticket: string,
): Promise<{ userId: string; sid: string } | undefined> {
  const row = await db
    .updateTable('login_tickets')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', hashTicket(ticket))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'detail'])
    .executeTakeFirst();
  if (!row) return undefined;
  return { userId: row.user_id, sid: String(row.detail.sid) };
}

/**
 * Registers the login-ticket grant (`OIDC.loginTicketGrant`): the token endpoint exchanges a
 * ticket for an access token (JWT for the service API), a refresh token and an ID token, all
 * signed and stored by the provider like those of the code flow.
 */
export function registerLoginTicketGrant(provider: Provider, db: Db): void {
  provider.registerGrantType<{ ticket?: string }>(
    OIDC.loginTicketGrant,
    async (ctx) => {
      const { client, params } = ctx.oidc;
      const redeemed = params.ticket ? await redeemLoginTicket(db, params.ticket) : undefined;
      if (!redeemed) throw new errors.InvalidGrant('login ticket is invalid, used or expired');
      const { userId: accountId, sid } = redeemed;

      const grant = new provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(OIDC.scope.replace(` ${OIDC.apiScope}`, ''));
      grant.addOIDCClaims([
        'sub',
        'preferred_username',
        'nickname',
        'email',
        'phone_number',
        'role',
      ]);
      grant.addResourceScope(OIDC.apiResource, OIDC.apiScope);
      const grantId = await grant.save();
      await setSessionGrant(db, sid, grantId);

      const gty = 'login_ticket';
      const accessToken = new provider.AccessToken({
        accountId,
        client,
        grantId,
        gty,
        sid,
        scope: OIDC.apiScope,
      } as never);
      accessToken.resourceServer = new provider.ResourceServer(OIDC.apiResource, {
        ...API_RESOURCE_SERVER,
        jwt: { sign: { alg: 'RS256' } },
      });
      const access = await accessToken.save();

      const refreshToken = new provider.RefreshToken({
        accountId,
        client,
        grantId,
        gty,
        sid,
        scope: OIDC.scope,
        resource: OIDC.apiResource,
        rotations: 0,
        authTime: Math.floor(Date.now() / 1000),
      } as never);
      const refresh = await refreshToken.save();

      ctx.body = {
        access_token: access,
        expires_in: accessToken.expiration,
        token_type: 'Bearer',
        refresh_token: refresh,
        scope: OIDC.scope,
      };
    },
    ['ticket'],
  );
}
