import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { accountPortalPath, OIDC } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';
import { findUserByPhone, standingRefusal } from './accountStanding.js';
import { issueCaptcha } from './captchas.js';
import { escapeHtml, IDENTITY_PAGE_HEADERS, renderIdentityPage } from './identityPages.js';
import { captchaFromStart, checkPassword } from './passwordSignIn.js';
import { readPasswordPolicy } from '../directory/passwordPolicies.js';
import { renderSignInPage, type SignInLinks, type SignInPageOptions } from './signInPage.js';

/** The user scope the provider's sign-in page signs into (README "Identity"). */
export const DEFAULT_USER_SCOPE = 'default';

/** The texts of the sign-in page's own refusals. */
export const SIGN_IN_PAGE_MESSAGES = {
  required: '请输入手机号码和密码',
  expired: '登录请求已过期，请返回应用重新登录。',
} as const;

/**
 * The provider's interaction pages (no development interactions): `GET` shows the sign-in
 * page of a pending authorization, `POST …/login` checks phone, password and image captcha
 * through `checkPassword` — the same rules, lockout and captcha policy as the first-party login
 * call — and finishes the interaction; `GET …/captcha` draws a new captcha. Consent is never
 * asked: the runtimes are first-party (`loadExistingGrant`). `accountPortalUrl` gives the
 * page its 注册 and 忘记密码 links, `homeUrl` the expired page its 返回首页.
 */
export function registerInteractionRoutes(
  app: FastifyInstance,
  provider: Provider,
  db: Db,
  options: { accountPortalUrl?: string; homeUrl?: string } = {},
): void {
  const page = `${OIDC.path}/interaction/:uid`;
  const portal = options.accountPortalUrl;
  const links: SignInLinks = portal
    ? {
        register: `${portal}${accountPortalPath('registerByPhone')}`,
        forgotPassword: `${portal}${accountPortalPath('retrievePassword')}`,
      }
    : {};
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).headers(IDENTITY_PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
  const expired = (reply: FastifyReply) =>
    send(
      reply,
      renderIdentityPage({
        title: '登录已过期',
        body: `<h1>登录已过期</h1>
  <p class="text" role="alert">${escapeHtml(SIGN_IN_PAGE_MESSAGES.expired)}</p>
  ${options.homeUrl ? `<a class="button" href="${escapeHtml(options.homeUrl)}">返回首页</a>` : ''}`,
      }),
      400,
    );
  const signInPage = async (
    uid: string,
    state: Omit<SignInPageOptions, 'action' | 'captcha' | 'links'> & { captcha: boolean },
  ) =>
    renderSignInPage({
      ...state,
      action: `${OIDC.path}/interaction/${uid}/login`,
      links,
      captcha: state.captcha
        ? {
            image: (await issueCaptcha(db, new Date())).captcha,
            refreshUrl: `${OIDC.path}/interaction/${uid}/captcha`,
          }
        : undefined,
    });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { uid: string } }>(page, async (request, reply) => {
      const details = await interaction(provider, request, reply);
      if (!details) return expired(reply);
      const policy = await readPasswordPolicy(db, DEFAULT_USER_SCOPE);
      return send(reply, await signInPage(details.uid, { captcha: captchaFromStart(policy) }));
    });

    scope.get<{ Params: { uid: string } }>(`${page}/captcha`, async (request, reply) => {
      const details = await interaction(provider, request, reply);
      if (!details) return reply.status(404).headers(IDENTITY_PAGE_HEADERS).send();
      const { captcha } = await issueCaptcha(db, new Date());
      return reply.headers(IDENTITY_PAGE_HEADERS).send(captcha);
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${page}/login`,
      async (request, reply) => {
        const details = await interaction(provider, request, reply);
        if (!details) return expired(reply);
        const body = request.body ?? {};
        const phone = String(body.phone ?? '').trim();
        const password = String(body.password ?? '');
        const imgTimestamp = String(body.imgTimestamp ?? '');
        const answer = String(body.imgCode ?? '').trim();
        // A captcha shown once stays shown for the rest of this sign-in.
        const captchaShown = imgTimestamp !== '';
        if (!phone || !password) {
          const error = SIGN_IN_PAGE_MESSAGES.required;
          return send(
            reply,
            await signInPage(details.uid, { phone, error, captcha: captchaShown }),
          );
        }
        const now = new Date();
        const checked = await checkPassword(db, {
          userScope: DEFAULT_USER_SCOPE,
          phone,
          password,
          captcha: captchaShown ? { imgTimestamp, answer } : null,
          ip: request.ip,
          now,
        });
        if ('refusal' in checked) {
          // 重置密码 only beside the lockout itself (not beside a captcha refusal of a locked
          // account, which would tell a visitor without the captcha that the account exists).
          const user = await findUserByPhone(db, DEFAULT_USER_SCOPE, phone);
          const standing = user && standingRefusal(user, now);
          const locked =
            !!user?.locked_out_until &&
            user.locked_out_until > now &&
            standing?.message === checked.refusal.message;
          return send(
            reply,
            await signInPage(details.uid, {
              phone,
              error: checked.refusal.message,
              locked,
              captcha: captchaShown || checked.showCaptcha,
            }),
          );
        }
        await recordAudit(db, {
          action: 'login',
          userId: checked.user.id,
          ip: request.ip,
          detail: { via: 'oidc' },
        });
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          login: { accountId: checked.user.id },
        });
      },
    );
  });
}

async function interaction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    return undefined;
  }
}
