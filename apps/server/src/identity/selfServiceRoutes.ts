import type { ReceivedMail } from '../notifications/devMailbox.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { PublicOriginOptions } from '../http/publicOrigin.js';
import { registerAccountChangeRoutes } from './accountChangeRoutes.js';
import { registerEmailCodeRoutes } from './emailCodeRoutes.js';
import type { EmailSender } from './emailSender.js';
import type { IdentityServices } from './installIdentity.js';
import type { ThirdPartyIdentityProvider } from './thirdPartyProvider.js';
import { registerThirdPartyRoutes } from './thirdPartyRoutes.js';

/** Options of {@link registerSelfServiceRoutes}. */
export interface SelfServiceRoutesOptions {
  db: Db;
  identity: IdentityServices;
  emailSender: EmailSender;
  thirdPartyProviders: readonly ThirdPartyIdentityProvider[];
  development: boolean;
  baseUrls: PublicOriginOptions;
  appOrigins: readonly string[];
  /** Development: the local SMTP server's mails, answered by the e-mail outbox call. */
  devMailbox?: { read(address: string): ReceivedMail[] } | undefined;
}

/**
 * The account portal's self-service calls beyond sign-in: e-mail codes, changing the
 * phone or e-mail, third-party sign-in and binding a phone (README "Email codes", "Account
 * change", "Third-party sign-in").
 */
export function registerSelfServiceRoutes(
  app: FastifyInstance,
  options: SelfServiceRoutesOptions,
): void {
  const { db, development } = options;
  registerEmailCodeRoutes(app, {
    db,
    sender: options.emailSender,
    development,
    devMailbox: options.devMailbox,
  });
  registerAccountChangeRoutes(app, db);
  registerThirdPartyRoutes(app, {
    db,
    identity: options.identity,
    providers: options.thirdPartyProviders,
    development,
    baseUrls: options.baseUrls,
    appOrigins: options.appOrigins,
  });
}
