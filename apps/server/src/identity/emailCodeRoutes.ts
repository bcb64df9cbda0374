import { EMAIL_PURPOSES, IDENTITY_PATHS, ok, type EmailPurpose } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';
import { ObjectBody, OptionalText } from '../http/inputSchemas.js';
import { requireText } from '../http/requestParams.js';
import { textMember, type AccountBody } from './accountBody.js';
import {
  EMAIL_CODE_MESSAGES,
  sendEmailCode,
  validateEmail,
  verifyEmailCode,
} from './emailCodes.js';
import { isDevelopmentEmailSender, type EmailSender } from './emailSender.js';
import type { ReceivedMail } from '../notifications/devMailbox.js';

/** Options of {@link registerEmailCodeRoutes}. */
export interface EmailCodeRoutesOptions {
  db: Db;
  /** Delivers the e-mail codes (ServerOptions `emailSender`). */
  sender: EmailSender;
  /** Development mode: registers the e-mail outbox call when `sender` is the development sender. */
  development: boolean;
  /** Development: the local SMTP server's mails (README "Notification delivery"). */
  devMailbox?: { read(address: string): ReceivedMail[] } | undefined;
}

/** spec 2 §7.1 sends only the address: a code without a purpose is for changing the account. */
const DEFAULT_PURPOSE: EmailPurpose = 'SysChangeMobile';

function readPurpose(body: AccountBody): EmailPurpose {
  const value = body.purpose ?? body.Purpose;
  if (value === undefined || value === null || value === '') return DEFAULT_PURPOSE;
  if (typeof value !== 'string' || !(EMAIL_PURPOSES as readonly string[]).includes(value)) {
    throw badRequest(`参数 purpose 无效：应为 ${EMAIL_PURPOSES.join(' / ')} 之一`);
  }
  return value as EmailPurpose;
}

/** The address under its name or the spec's alias (`emailOrPhone`); 40000 when absent. */
function readEmail(body: AccountBody): string {
  const names = ['email', 'Email', 'emailOrPhone', 'EmailOrPhone'];
  if (names.every((name) => body[name] === undefined || body[name] === null)) {
    throw badRequest('缺少 email（邮箱）');
  }
  return textMember(body, names);
}

/**
 * The anonymous e-mail code calls (spec 2 §7.1 "Send email code", §7.3 "POST SendEmailCode
 * (emailOrPhone, appId)", "check email code"; README "Email codes"), with the rules and answers
 * of the SMS code calls: `{ isSuccess, message? }`, a refusal the user reads is 00000 with
 * `isSuccess: false`. Checking does not use the code up.
 */
export function registerEmailCodeRoutes(
  app: FastifyInstance,
  options: EmailCodeRoutesOptions,
): void {
  const { db, sender } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // Read member by member: the spec's aliases (`emailOrPhone`, `Purpose`) are accepted.
  const anonymous = {
    config: { anonymous: true, signIn: true },
    schema: { body: ObjectBody },
  } as const;

  routes.post(IDENTITY_PATHS.sendEmailCode.pattern, anonymous, async (request) => {
    const body: AccountBody = request.body;
    const email = readEmail(body);
    const purpose = readPurpose(body);
    const sent = await sendEmailCode(db, sender, {
      email,
      purpose,
      ip: request.ip,
      now: new Date(),
    });
    if (sent.ok) return ok({ isSuccess: true, message: EMAIL_CODE_MESSAGES.sent });
    if (sent.reason === 'sendFailed')
      request.log.error({ err: sent.error }, 'e-mail sender failed');
    return ok({ isSuccess: false, message: sent.message });
  });

  routes.post(IDENTITY_PATHS.checkEmailCode.pattern, anonymous, async (request) => {
    const body: AccountBody = request.body;
    const email = readEmail(body);
    const code = textMember(body, ['code', 'Code', 'ValidateCode']);
    if (!code) throw badRequest('缺少 code（验证码）');
    const purpose = readPurpose(body);
    const invalid = validateEmail(email);
    if (invalid) return ok({ isSuccess: false, message: invalid });
    const checked = await verifyEmailCode(db, {
      email,
      purpose,
      code,
      now: new Date(),
      consume: false,
    });
    return ok(checked.ok ? { isSuccess: true } : { isSuccess: false, message: checked.message });
  });

  // Development only: the codes the development sender "sent" (never registered otherwise);
  // unsigned, so a plain `curl` reads it.
  if (options.development && isDevelopmentEmailSender(sender)) {
    routes.get(
      IDENTITY_PATHS.devEmailOutbox.pattern,
      {
        config: { unsigned: true },
        schema: { querystring: Type.Object({ email: OptionalText }) },
      },
      async (request) => {
        const email = requireText(request.query.email, 'email');
        return ok({ codes: sender.outbox(email), mails: options.devMailbox?.read(email) ?? [] });
      },
    );
  }
}
