import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { LOGIN_ERROR_CODES, ok, THIRD_PARTY_PATHS } from '@tessera/protocol';
import type { ThirdPartyBindRequired } from '@tessera/protocol';
import { validatePhone } from '@tessera/validation';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { publicOrigin, type PublicOriginOptions } from '../http/publicOrigin.js';
import { recordAudit } from '../directory/recordAudit.js';
import { noteSignIn } from '../notifications/accountEvents.js';
import { rolesMember, textMember, type AccountBody } from './accountBody.js';
import { ObjectBody, OptionalText } from '../http/inputSchemas.js';
import { SIGN_IN_MESSAGES, standingRefusal, visitPolicyRefusal } from './accountStanding.js';
import { renderDevAuthorizePage } from './devAuthorizePage.js';
import {
  isDevelopmentThirdPartyProvider,
  type DevelopmentThirdPartyProvider,
} from './developmentThirdPartyProvider.js';
import {
  bindExternalIdentity,
  findBoundUser,
  THIRD_PARTY_MESSAGES,
  touchExternalIdentity,
} from './externalIdentities.js';
import { issueIdentityTicket, peekIdentityTicket } from './identityTickets.js';
import type { IdentityServices } from './installIdentity.js';
import { DEFAULT_USER_SCOPE } from './interactionRoutes.js';
import type { ThirdPartyIdentityProvider } from './thirdPartyProvider.js';

/** Options of {@link registerThirdPartyRoutes}. */
export interface ThirdPartyRoutesOptions {
  db: Db;
  identity: IdentityServices;
  /** The configured providers (ServerOptions `thirdPartyProviders`); none: the calls refuse. */
  providers: readonly ThirdPartyIdentityProvider[];
  /** Development mode: registers the development provider's authorize page. */
  development: boolean;
  /** Where this server is reached (the development provider's page URL). */
  baseUrls: PublicOriginOptions;
  /** The app origins: the only origins a provider may send the browser back to. */
  appOrigins: readonly string[];
}

/** The calls that sign in: a stale token sent along is ignored, no token is needed. */
const SIGN_IN = { config: { signIn: true, anonymous: true } } as const;

/** The longest `state` passed through (the client's CSRF value). */
const MAX_STATE_LENGTH = 512;

/** An absolute http(s) URL under one of the app origins, or 40000. */
/** `?provider&redirectUri&state`: texts (one given twice is refused naming it), read by their rules. */
const AuthorizeUrlQuery = Type.Object({
  provider: OptionalText,
  redirectUri: OptionalText,
  state: OptionalText,
});

/** The development authorize page's query and form: texts, read by the page. */
const DevAuthorizeQuery = Type.Object({ redirect_uri: OptionalText, state: OptionalText });
const DevAuthorizeForm = Type.Object({
  redirect_uri: OptionalText,
  state: OptionalText,
  subject: OptionalText,
  name: OptionalText,
});

function readRedirectUri(value: unknown, appOrigins: readonly string[]): string {
  if (typeof value !== 'string' || value === '') throw badRequest('缺少参数 redirectUri');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(THIRD_PARTY_MESSAGES.redirectUri);
  }
  const http = url.protocol === 'http:' || url.protocol === 'https:';
  if (!http || !appOrigins.includes(url.origin)) throw badRequest(THIRD_PARTY_MESSAGES.redirectUri);
  return value;
}

function readState(value: unknown): string {
  if (value === undefined || value === '') return randomBytes(16).toString('base64url');
  if (typeof value !== 'string' || value.length > MAX_STATE_LENGTH) {
    throw badRequest(`参数 state 应为不超过 ${MAX_STATE_LENGTH} 个字符的文本`);
  }
  return value;
}

/**
 * Third-party sign-in and binding a phone (spec 2 §2.1 /third-auth, /third-auth-bind, §7.3
 * "bind phone"; README "Third-party sign-in"): the providers list, the authorize URL, the
 * sign-in with the provider's code (tokens, or a bind ticket when the identity has no account)
 * and the bind with a phone's `SysLogin` code. In development, the development provider's
 * authorize page. Refusals the user reads answer 00000 with `data.error { code?, message }`;
 * malformed input and an unconfigured provider answer 40000.
 */
export function registerThirdPartyRoutes(
  app: FastifyInstance,
  options: ThirdPartyRoutesOptions,
): void {
  const { db, identity, providers, appOrigins } = options;

  const providerNamed = (name: string): ThirdPartyIdentityProvider => {
    if (providers.length === 0) throw badRequest(THIRD_PARTY_MESSAGES.notConfigured);
    if (!name) return providers[0]!;
    const provider = providers.find((p) => p.name === name);
    if (!provider) throw badRequest(THIRD_PARTY_MESSAGES.unknownProvider(name));
    return provider;
  };

  app.get(THIRD_PARTY_PATHS.providers.pattern, async () =>
    ok({ providers: providers.map(({ name, displayName }) => ({ name, displayName })) }),
  );

  app.get<{ Querystring: Static<typeof AuthorizeUrlQuery> }>(
    THIRD_PARTY_PATHS.authorizeUrl.pattern,
    { schema: { querystring: AuthorizeUrlQuery } },
    async (request) => {
      const provider = providerNamed(request.query.provider?.trim() ?? '');
      const redirectUri = readRedirectUri(request.query.redirectUri, appOrigins);
      const state = readState(request.query.state);
      const serverOrigin = publicOrigin(options.baseUrls, request).http;
      const authorizeUrl = provider.authorizeUrl({ redirectUri, state, serverOrigin });
      return ok({ provider: provider.name, authorizeUrl, state });
    },
  );

  // Bodies read member by member, with the account calls' spellings and messages.
  const signInBody = { ...SIGN_IN, schema: { body: ObjectBody } } as const;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(THIRD_PARTY_PATHS.signIn.pattern, signInBody, async (request) => {
    const body: AccountBody = request.body;
    const provider = providerNamed(textMember(body, ['provider']));
    const code = textMember(body, ['code']);
    if (!code) throw badRequest('缺少 code（第三方授权码）');
    const redirectUri = readRedirectUri(body.redirectUri, appOrigins);
    let profile;
    try {
      profile = await provider.exchangeCode({ code, redirectUri });
    } catch (error) {
      request.log.error(
        { err: error, provider: provider.name },
        'third-party code exchange failed',
      );
      return ok({ error: { message: THIRD_PARTY_MESSAGES.providerFailed } });
    }
    if (!profile) return ok({ error: { message: THIRD_PARTY_MESSAGES.codeInvalid } });

    const identityKey = { provider: provider.name, subject: profile.subject };
    const user = await findBoundUser(db, identityKey.provider, identityKey.subject);
    if (user) {
      const now = new Date();
      const standing = user.deleted
        ? { code: LOGIN_ERROR_CODES.failed, message: SIGN_IN_MESSAGES.disabled }
        : (standingRefusal(user, now) ?? (await visitPolicyRefusal(db, user, request.ip, now)));
      if (standing) return ok({ error: standing });
      await touchExternalIdentity(db, { ...identityKey, displayName: profile.displayName });
      await recordAudit(db, {
        action: 'login',
        userId: user.id,
        ip: request.ip,
        detail: { via: `third party ${provider.name}` },
      });
      await noteSignIn(db, user.id, {
        userAgent: request.headers['user-agent'] ?? '',
        ip: request.ip,
      });
      return ok(await identity.signIn(user.id));
    }
    const { ticket, expiresIn } = await issueIdentityTicket(db, 'third_party_bind', {
      userId: null,
      detail: { ...identityKey, displayName: profile.displayName },
    });
    const answer: ThirdPartyBindRequired = {
      bindRequired: true,
      bindTicket: ticket,
      expiresIn,
      provider: provider.name,
      displayName: profile.displayName,
    };
    return ok(answer);
  });

  routes.post(THIRD_PARTY_PATHS.bindPhone.pattern, signInBody, async (request) => {
    const body: AccountBody = request.body;
    const bindTicket = textMember(body, ['bindTicket', 'BindTicket']);
    if (!bindTicket) throw badRequest('缺少 bindTicket');
    const phone = textMember(body, ['phone', 'phoneNumber', 'PhoneNumber']);
    const phoneError = validatePhone(phone);
    if (phoneError) return ok({ error: { message: phoneError } });
    const code = textMember(body, ['code', 'verCode', 'VerCode']);
    if (!code) return ok({ error: { message: THIRD_PARTY_MESSAGES.codeRequired } });
    const ticket = await peekIdentityTicket(db, 'third_party_bind', bindTicket);
    if (!ticket) return ok({ error: { message: THIRD_PARTY_MESSAGES.bindTicketInvalid } });

    const bound = await bindExternalIdentity(db, {
      bindTicket,
      provider: String(ticket.detail.provider),
      subject: String(ticket.detail.subject),
      displayName: String(ticket.detail.displayName ?? ''),
      phone,
      code,
      userScope: textMember(body, ['userType', 'UserType', 'userScope']) || DEFAULT_USER_SCOPE,
      roles: rolesMember(body),
      ip: request.ip,
    });
    if ('refusal' in bound) return ok({ error: bound.refusal });
    await recordAudit(db, {
      action: 'login',
      userId: bound.userId,
      ip: request.ip,
      detail: { via: `third party ${String(ticket.detail.provider)}` },
    });
    return ok(await identity.signIn(bound.userId));
  });

  const devProvider = providers.find(isDevelopmentThirdPartyProvider);
  if (options.development && devProvider) {
    registerDevAuthorizePage(app, devProvider, appOrigins);
  }
}

/** An HTML answer of the development authorize page. */
function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The development provider's authorize page (development servers only; unsigned: the browser
 * opens it and posts its form). GET shows the form, POST issues a code and redirects back to
 * `redirect_uri` with `code` and `state`. A `redirect_uri` outside the app origins answers 400.
 */
function registerDevAuthorizePage(
  app: FastifyInstance,
  provider: DevelopmentThirdPartyProvider,
  appOrigins: readonly string[],
): void {
  const path = THIRD_PARTY_PATHS.devAuthorize.pattern;
  const page = { config: { unsigned: true, anonymous: true } } as const;
  const redirectOf = (value: unknown) => {
    try {
      return readRedirectUri(value, appOrigins);
    } catch {
      return undefined;
    }
  };
  const refused = (reply: FastifyReply) =>
    sendPage(
      reply,
      '<!doctype html><meta charset="utf-8"><title>授权请求无效</title><p>redirect_uri 不是应用地址，授权请求无效。</p>',
      400,
    );

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Querystring: Static<typeof DevAuthorizeQuery> }>(
      path,
      { ...page, schema: { querystring: DevAuthorizeQuery } },
      async (request, reply) => {
        const redirectUri = redirectOf(request.query.redirect_uri);
        if (!redirectUri) return refused(reply);
        return sendPage(
          reply,
          renderDevAuthorizePage({
            action: path,
            redirectUri,
            state: request.query.state ?? '',
            subject: `dev-${randomBytes(4).toString('hex')}`,
          }),
        );
      },
    );

    scope.post<{ Body: Static<typeof DevAuthorizeForm> }>(
      path,
      { ...page, schema: { body: DevAuthorizeForm } },
      async (request, reply) => {
        const form = request.body;
        const redirectUri = redirectOf(form.redirect_uri);
        if (!redirectUri) return refused(reply);
        const state = form.state ?? '';
        const subject = (form.subject ?? '').trim();
        const displayName = (form.name ?? '').trim();
        if (!subject || !displayName) {
          return sendPage(
            reply,
            renderDevAuthorizePage({
              action: path,
              redirectUri,
              state,
              subject,
              error: '请输入外部账号标识和昵称',
            }),
          );
        }
        const code = provider.issueCode({
          subject: subject.slice(0, 128),
          displayName: displayName.slice(0, 64),
          redirectUri,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', state);
        return reply.header('cache-control', 'no-store').redirect(back.toString(), 302);
      },
    );
  });
}
