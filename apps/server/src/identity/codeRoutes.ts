import { IDENTITY_PATHS, ok, SMS_PURPOSES, type SmsPurpose } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { ObjectBody, OptionalText } from '../http/inputSchemas.js';
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

type Body = Readonly<Record<string, unknown>>;

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
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  // Anyone may ask for and check a code (they sign in, register or reset with it). The body is
  // read member by member: the spec's aliases (`PhoneNumber`, `SystemSmsName`) are accepted.
  const anonymous = {
    config: { anonymous: true, signIn: true },
    schema: { body: ObjectBody },
  } as const;

  routes.post(IDENTITY_PATHS.sendPhoneCode.pattern, anonymous, async (request) => {
    const body: Body = request.body;
    const phone = requireMember(body, ['phone', 'PhoneNumber'], '手机号码');
    const purpose = readPurpose(body);
    const sent = await sendSmsCode(db, sender, { phone, purpose, ip: request.ip, now: new Date() });
    if (sent.ok) return ok({ isSuccess: true, message: SMS_CODE_MESSAGES.sent });
    if (sent.reason === 'sendFailed') request.log.error({ err: sent.error }, 'SMS sender failed');
    return ok({ isSuccess: false, message: sent.message });
  });

  // Checking does not use the code up: the call that acts on it (login, register, password
  // change) verifies it again and consumes it. A wrong check still counts as a try.
  routes.post(IDENTITY_PATHS.checkPhoneCode.pattern, anonymous, async (request) => {
    const body: Body = request.body;
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

  routes.get(IDENTITY_PATHS.imageCode.pattern, { config: anonymous.config }, async () => {
    const { captcha } = await issueCaptcha(db, new Date());
    return ok(captcha);
  });

  routes.get(
    IDENTITY_PATHS.passwordPolicy.pattern,
    { schema: { querystring: Type.Object({ scope: OptionalText, type: OptionalText }) } },
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
    routes.get(
      IDENTITY_PATHS.devSmsOutbox.pattern,
      {
        config: { unsigned: true },
        schema: { querystring: Type.Object({ phone: OptionalText }) },
      },
      async (request) => {
        const phone = requireText(request.query.phone, 'phone');
        return ok({ codes: sender.outbox(phone), notices: sender.notices(phone) });
      },
    );
  }
}
