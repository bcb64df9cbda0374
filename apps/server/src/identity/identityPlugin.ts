import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerAccountRoutes } from './accountRoutes.js';
import { registerCodeRoutes } from './codeRoutes.js';
import { registerSelfServiceRoutes } from './selfServiceRoutes.js';

/**
 * Identity's calls (README "Identity"): sign-in, account and session calls, SMS and e-mail
 * codes, account change and third-party sign-in. The token issuer itself and the bearer check
 * are installed before every domain (`installIdentity`, `installAuthorization`): the caller of
 * every call comes from them.
 */
export async function identityPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  const { db, development } = options;
  registerAccountRoutes(app, db, options.identity);
  registerCodeRoutes(app, { db, sender: options.smsSender, development });
  registerSelfServiceRoutes(app, {
    db,
    identity: options.identity,
    emailSender: options.emailSender,
    thirdPartyProviders: options.thirdPartyProviders,
    development,
    baseUrls: options.baseUrls,
    appOrigins: options.appOrigins,
    devMailbox: options.delivery.devMailbox,
  });
}
