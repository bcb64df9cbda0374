import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { OIDC } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { readIdentityClaims } from './identityClaims.js';
import { createOidcAdapterClass } from './oidcAdapter.js';
import { renderLogoutPage, renderLogoutSuccessPage, renderProviderError } from './providerPages.js';
import type { SigningKey } from './signingKeys.js';
import { openUserSession } from './userSessions.js';

/** Lifetimes in seconds (README "Identity"). */
export const TOKEN_TTL = {
  /** Access tokens: also the session's idle `expiresIn` (spec 1 §4). */
  accessToken: 3600,
  authorizationCode: 60,
  idToken: 3600,
  /** Refresh tokens: the refresh cookie's 30 days (spec 1 §9). */
  refreshToken: 30 * 24 * 3600,
  interaction: 600,
  session: 14 * 24 * 3600,
  grant: 30 * 24 * 3600,
} as const;

/** Options of {@link createIdentityProvider}. */
export interface IdentityProviderOptions {
  db: Db;
  /** `{identityUrl}/oidc`: the `iss` of every token. */
  issuer: string;
  signingKey: SigningKey;
  /** The apps' origins: redirect targets (`/callback`, `/silent`, `/`) and CORS. */
  appOrigins: readonly string[];
}

/** The service API as the provider's resource server: JWT access tokens for it. */
export const API_RESOURCE_SERVER = {
  scope: OIDC.apiScope,
  audience: OIDC.apiResource,
  accessTokenTTL: TOKEN_TTL.accessToken,
  accessTokenFormat: 'jwt',
  jwt: { sign: { alg: 'RS256' } },
} as const;

const OIDC_SCOPES = ['openid', 'profile', 'role', 'offline_access'];

/**
 * The one token issuer (README "Identity"): oidc-provider with authorization code + PKCE for
 * the runtimes' public client, JWT access tokens for the service API (resource indicator
 * `OIDC.apiResource`), refresh tokens rotated on every use (a reused one revokes its grant),
 * no consent screen for the first-party client, and our own interaction pages.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { db, issuer, signingKey } = options;
  // Without configured app origins the apps are served by the issuer's own host.
  const appOrigins = options.appOrigins.length ? options.appOrigins : [new URL(issuer).origin];
  const Adapter = createOidcAdapterClass(db, {
    // A browser sign-in becomes a session when its first code is stored (the `sid` of its tokens).
    onUpsert: async (model, _id, payload) => {
      // The provider's browser-session uid is the sid of its tokens (no back-channel logout
      // client, so the provider sets no `sid` of its own on codes).
      const sid = payload.sid ?? payload.sessionUid;
      if (model !== 'AuthorizationCode' || !sid || !payload.accountId) return;
      await openUserSession(db, {
        sid,
        userId: payload.accountId,
        clientId: payload.clientId ?? OIDC.clientId,
        grantId: payload.grantId ?? null,
      });
    },
  });

  const configuration: Configuration = {
    adapter: Adapter,
    clients: [
      {
        client_id: OIDC.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', OIDC.loginTicketGrant],
        response_types: ['code'],
        redirect_uris: appOrigins.flatMap((origin) => [`${origin}/callback`, `${origin}/silent`]),
        post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [signingKey.privateJwk as never] },
    cookies: { keys: signingKey.cookieKeys },
    pkce: { required: () => true },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'nickname', 'email', 'phone_number'],
      role: ['role'],
    },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const claims = await readIdentityClaims(db, sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ ...claims }) };
    },
    // spec 1 §3 "Token claims": the API reads who calls from the access token alone.
    extraTokenClaims: async (_ctx, token) => {
      const { accountId, sessionUid } = token as { accountId?: string; sessionUid?: string };
      const sid = (token as { sid?: string }).sid ?? sessionUid;
      if (!accountId) return undefined;
      const claims = await readIdentityClaims(db, accountId);
      return { ...claims, ...(sid ? { sid } : {}) };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => renderLogoutPage(ctx, form),
        postLogoutSuccessSource: (ctx) => renderLogoutSuccessPage(ctx, appOrigins),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => OIDC.apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== OIDC.apiResource) throw new Error('unknown resource');
          return { ...API_RESOURCE_SERVER, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    // A single-page app has no back channel: its refresh token comes without offline_access
    // and is rotated on every use (the usual rule for single-page apps).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: TOKEN_TTL.accessToken,
      AuthorizationCode: TOKEN_TTL.authorizationCode,
      IdToken: TOKEN_TTL.idToken,
      RefreshToken: TOKEN_TTL.refreshToken,
      Interaction: TOKEN_TTL.interaction,
      Session: TOKEN_TTL.session,
      Grant: TOKEN_TTL.grant,
    },
    interactions: { url: (_ctx, interaction) => `${OIDC.path}/interaction/${interaction.uid}` },
    // The runtimes are our own client: the grant covers what they ask, no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, params, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      grant.addOIDCClaims([
        'sub',
        'preferred_username',
        'nickname',
        'email',
        'phone_number',
        'role',
      ]);
      grant.addResourceScope(OIDC.apiResource, OIDC.apiScope);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    // README "Identity" → "Sign-in and error pages": the product's look, in Chinese.
    renderError: (ctx, out) => renderProviderError(ctx, out, appOrigins),
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  return provider;
}
