import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { recordAudit } from '../organisation/recordAudit.js';
import { checkPassword } from './passwordSignIn.js';
import { renderSignInPage } from './signInPage.js';

/** The user scope the provider's sign-in page signs into (README "Identity"). */
export const DEFAULT_USER_SCOPE = 'default';

/**
 * The provider's interaction pages (no development interactions): `GET` shows the sign-in
 * page of a pending authorization, `POST …/login` checks phone and password with the same
 * rules as the first-party login call and finishes the interaction. Consent is never asked:
 * the runtimes are first-party (`loadExistingGrant`).
 */
export function registerInteractionRoutes(app: FastifyInstance, provider: Provider, db: Db): void {
  const page = `${OIDC.path}/interaction/:uid`;
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { uid: string } }>(page, async (request, reply) => {
      const details = await interaction(provider, request, reply);
      if (!details) return send(reply, expiredPage(), 400);
      return send(
        reply,
        renderSignInPage({ action: `${OIDC.path}/interaction/${details.uid}/login` }),
      );
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${page}/login`,
      async (request, reply) => {
        const details = await interaction(provider, request, reply);
        if (!details) return send(reply, expiredPage(), 400);
        const phone = String(request.body?.phone ?? '').trim();
        const password = String(request.body?.password ?? '');
        const action = `${OIDC.path}/interaction/${details.uid}/login`;
        if (!phone || !password) {
          return send(reply, renderSignInPage({ action, phone, error: '请输入手机号码和密码' }));
        }
        const checked = await checkPassword(db, {
          userScope: DEFAULT_USER_SCOPE,
          phone,
          password,
          ip: request.ip,
        });
        if ('refusal' in checked) {
          return send(reply, renderSignInPage({ action, phone, error: checked.refusal.message }));
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

function expiredPage(): string {
  return '<!doctype html><meta charset="utf-8"><title>登录已过期</title><p>登录请求已过期，请返回应用重新登录。</p>';
}
