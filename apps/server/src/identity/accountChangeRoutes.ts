import { ACCOUNT_CHANGE_PATHS, ok } from '@tessera/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, requireCaller } from '../authorization/caller.js';
import type { Db } from '../db/database.js';
import {
  ACCOUNT_CHANGE_MESSAGES,
  changeAccount,
  checkOldAccount,
  type AccountField,
} from './accountChange.js';
import { textMember, type AccountBody } from './accountBody.js';
import { ObjectBody } from '../http/inputSchemas.js';

/**
 * The caller's own account: a `UserId` naming another account answers 403 — administrators
 * included, who change other people's contacts through user administration instead.
 */
function ownAccount(request: FastifyRequest, body: AccountBody): string {
  const caller = requireCaller(request);
  const named = textMember(body, ['UserId', 'userId']);
  if (named && named.toLowerCase() !== caller.userId.toLowerCase()) {
    throw forbidden(ACCOUNT_CHANGE_MESSAGES.notOwnAccount);
  }
  return caller.userId;
}

const OLD = { phone: ['OldMobile', 'oldMobile'], email: ['OldEmail', 'oldEmail'] } as const;
const NEW = { phone: ['NewMobile', 'newMobile'], email: ['NewEmail', 'newEmail'] } as const;

/**
 * The change-account calls of the signed-in user (spec 2 §2.11, §4 "Change account", §7.1
 * "Change mobile / change email", "Check old phone / old email"; README "Account change").
 * Answers `{ isSuccess, errorMsg? }` (step 1 adds `changeTicket`, `expiresIn`); a refusal the
 * user reads is 00000 with `isSuccess: false`. Anonymous callers get 401, another account's
 * `UserId` 403.
 */
export function registerAccountChangeRoutes(app: FastifyInstance, db: Db): void {
  /** A route answering `answer(body, userId)` for the caller's own account. */
  const ownAccountRoute =
    <T>(answer: (body: AccountBody, userId: string, request: FastifyRequest) => Promise<T>) =>
    async (request: FastifyRequest<{ Body: AccountBody }>) =>
      ok(await answer(request.body, ownAccount(request, request.body), request));
  const code = (body: AccountBody) => textMember(body, ['ValidateCode', 'validateCode', 'code']);
  const checkOld = (field: AccountField) =>
    ownAccountRoute((body, userId) =>
      checkOldAccount(db, {
        userId,
        field,
        oldValue: textMember(body, OLD[field]),
        code: code(body),
      }),
    );
  const change = (field: AccountField) =>
    ownAccountRoute((body, userId, request) =>
      changeAccount(db, {
        userId,
        field,
        newValue: textMember(body, NEW[field]),
        code: code(body),
        ticket: textMember(body, ['ChangeTicket', 'changeTicket']),
        oldValues: { phone: textMember(body, OLD.phone), email: textMember(body, OLD.email) },
        oldCode: textMember(body, ['OldValidateCode', 'oldValidateCode']),
        ip: request.ip,
      }),
    );

  // Read member by member (the spec's calls spell the members both ways: `OldMobile`, `oldMobile`).
  const body = { schema: { body: ObjectBody } };
  app.post(ACCOUNT_CHANGE_PATHS.checkOldMobile.pattern, body, checkOld('phone'));
  app.post(ACCOUNT_CHANGE_PATHS.checkOldEmail.pattern, body, checkOld('email'));
  app.post(ACCOUNT_CHANGE_PATHS.changeMobile.pattern, body, change('phone'));
  app.post(ACCOUNT_CHANGE_PATHS.changeEmail.pattern, body, change('email'));
}
