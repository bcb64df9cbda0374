import { IDENTITY_PATHS, ok, SMS_PURPOSES, type SmsPurpose } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { requireOneOf, requireText } from '../http/requestParams.js';
import { issueCaptcha } from './captchas.js';
import { readPasswordPolicy } from '../directory/passwordPolicies.js';
import { SMS_CODE_MESSAGES, sendSmsCode, verifySmsCode } from './smsCodes.js';
import { isDevelopmentSmsSender, type SmsSender } from './smsSender.js';

/** Options of {@link registerCodeRoutes}. */
export interface CodeRoutesOptions {
  db: Db;
  /** Delivers the SMS codes (ServerOptions `smsSender`). */
  sender: SmsSender;
  /** Development mode: registers the SMS outbox call when `sender` is the development sender. */
  development: boolean;
}

type Body = Record<string, unknown>;

/** The body as an object, or 40000 naming the expected shape. */
function readBody(body: unknown, shape: string): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(`请求体应为 ${shape}`);
  }
  return body as Body;
}

/** A text member under its name or its spec 2 §7.1/§7.3 alias, or 40000. */
function requireMember(body: Body, names: readonly string[], label: string): string {
  const value = names.map((name) => body[name]).find((v) => v !== undefined);
  if (typeof value !== 'string') throw badRequest(`缺少 ${names[0]}（${label}）`);
  return value;
}

function readPurpose(body: Body): SmsPurpose {
  const value = body.purpose ?? body.SystemSmsName;
  if (typeof value !== 'string' || !(SMS_PURPOSES as readonly string[]).includes(value)) {
    throw badRequest(`参数 purpose 无效：应为 ${SMS_PURPOSES.join(' / ')} 之一`);
  }
  return value as SmsPurpose;
}

const SEND_SHAPE = '{ phone, purpose }';
const CHECK_SHAPE = '{ phone, code, purpose }';

/**
 * The anonymous code calls of the identity service (spec 2 §7.1, §7.3 "Codes"; README "SMS
 * codes, image captcha and password policy"). They need no access token but are signed like
 * every `/apps/` and `/api/` call. A refusal the user should read (a malformed number, too soon,
 * a limit, a failed send, a wrong code) answers 00000 with `isSuccess: false` and its message;
 * a body the client should never send (not an object, no phone, an unknown purpose) answers
 * 40000.
 */
export function registerCodeRoutes(app: FastifyInstance, options: CodeRoutesOptions): void {
  const { db, sender } = options;

  // Anyone may ask for and check a code (they sign in, register or reset with it).
  const anonymous = { config: { anonymous: true, signIn: true } } as const;

  app.post(IDENTITY_PATHS.sendPhoneCode.pattern, anonymous, async (request) => {
    const body = readBody(request.body, SEND_SHAPE);
    const phone = requireMember(body, ['phone', 'PhoneNumber'], '手机号码');
    const purpose = readPurpose(body);
    const sent = await sendSmsCode(db, sender, { phone, purpose, ip: request.ip, now: new Date() });
    if (sent.ok) return ok({ isSuccess: true, message: SMS_CODE_MESSAGES.sent });
    if (sent.reason === 'sendFailed') request.log.error({ err: sent.error }, 'SMS sender failed');
    return ok({ isSuccess: false, message: sent.message });
  });

  // Checking does not use the code up: the call that acts on it (login, register, password
  // change) verifies it again and consumes it. A wrong check still counts as a try.
  app.post(IDENTITY_PATHS.checkPhoneCode.pattern, anonymous, async (request) => {
    const body = readBody(request.body, CHECK_SHAPE);
    const phone = requireMember(body, ['phone', 'PhoneNumber'], '手机号码');
    const code = requireMember(body, ['code'], '验证码');
    const purpose = readPurpose(body);
    const checked = await verifySmsCode(db, {
      phone,
      purpose,
      code,
      now: new Date(),
      consume: false,
    });
    return ok(checked.ok ? { isSuccess: true } : { isSuccess: false, message: checked.message });
  });

  app.get(IDENTITY_PATHS.imageCode.pattern, anonymous, async () => {
    const { captcha } = await issueCaptcha(db, new Date());
    return ok(captcha);
  });

  app.get<{ Querystring: { scope?: string; type?: string } }>(
    IDENTITY_PATHS.passwordPolicy.pattern,
    async (request) => {
      const scope = requireText(request.query.scope, 'scope');
      requireOneOf(request.query.type, 'type', ['password'] as const);
      return ok({ passwordPolicy: await readPasswordPolicy(db, scope) });
    },
  );

  // Development only: the codes the development sender "sent", so people and end-to-end tests
  // can sign in without a phone. Never registered otherwise (the path answers 404). Unsigned, so
  // a plain `curl` reads it (README "SMS codes, image captcha and password policy").
  if (options.development && isDevelopmentSmsSender(sender)) {
    app.get<{ Querystring: { phone?: string } }>(
      IDENTITY_PATHS.devSmsOutbox.pattern,
      { config: { unsigned: true } },
      async (request) => {
        const phone = requireText(request.query.phone, 'phone');
        return ok({ codes: sender.outbox(phone) });
      },
    );
  }
}
