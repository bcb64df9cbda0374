import { sql } from 'kysely';
import {
  ACCOUNT_LABELS,
  ACCOUNT_MESSAGES as VALUE_MESSAGES,
  CHANGE_ACCOUNT_MESSAGES,
  isPhoneNumber,
  normaliseAccountValue,
  validateAccountValue,
} from '@tessera/validation';
import type { ChangeAccountAnswer, CheckOldAccountAnswer } from '@tessera/protocol';
import type { Db } from '../db/database.js';
import { recordAudit } from '../directory/recordAudit.js';
import { verifyEmailCode, verifyEmailCodeIn } from './emailCodes.js';
import {
  issueIdentityTicket,
  peekIdentityTicket,
  redeemIdentityTicket,
  type IdentityTicket,
} from './identityTickets.js';
import { verifySmsCode, verifySmsCodeIn } from './smsCodes.js';
import { endUserSessions } from '../directory/userSessions.js';

/** The account value a change is about (spec 2 §2.11: the phone or the e-mail). */
export type AccountField = 'phone' | 'email';

/** The texts of the change calls: spec 2 §5 where it has them, ours otherwise. */
export const ACCOUNT_CHANGE_MESSAGES = {
  /** 403: `UserId` names another account (administrators included: they use user admin). */
  notOwnAccount: '只能修改本人的账号',
  current: CHANGE_ACCOUNT_MESSAGES.current,
  code: CHANGE_ACCOUNT_MESSAGES.code,
  currentMismatch: (label: string) => `当前${label}不正确`,
  noCurrent: (label: string) => `当前账号未绑定${label}`,
  /** Step 2 without step 1's ticket (or the single-step mode's current-value code). */
  notVerified: (label: string) => `请先验证当前${label}`,
  ticketInvalid: (label: string) => `验证已失效，请重新验证当前${label}`,
  taken: (label: string) => `该${label}已被其他账号使用`,
  nothingToProve: '当前账号未绑定手机号码或邮箱，请联系管理员修改',
} as const;

const COLUMN = { phone: 'mobile_phone', email: 'email' } as const;
const OTHER: Record<AccountField, AccountField> = { phone: 'email', email: 'phone' };
/** spec 2 §4: the current and the new value are both proven with a `SysChangeMobile` code. */
const PURPOSE = 'SysChangeMobile';

interface AccountRow {
  id: string;
  user_scope: string;
  user_name: string;
  nick_name: string;
  mobile_phone: string | null;
  email: string | null;
}

async function readAccount(db: Db, userId: string): Promise<AccountRow> {
  return db
    .selectFrom('users')
    .select(['id', 'user_scope', 'user_name', 'nick_name', 'mobile_phone', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

const valueOf = (user: AccountRow, field: AccountField) => user[COLUMN[field]];
const normalise = (field: AccountField, value: string) => normaliseAccountValue(field, value);
const label = (field: AccountField) => ACCOUNT_LABELS[field];

/** Checks a `SysChangeMobile` code sent to `address` over the field's channel. */
function checkCode(
  db: Db,
  sent: { field: AccountField; address: string; code: string },
  options: { consume: boolean; inTransaction?: boolean },
) {
  const { field, address, code } = sent;
  const request = { purpose: PURPOSE, code, now: new Date(), consume: options.consume } as const;
  if (field === 'phone') {
    const verify = options.inTransaction ? verifySmsCodeIn : verifySmsCode;
    return verify(db, { phone: address, ...request });
  }
  const verify = options.inTransaction ? verifyEmailCodeIn : verifyEmailCode;
  return verify(db, { email: address, ...request });
}

const refused = (errorMsg: string) => ({ isSuccess: false, errorMsg }) as const;

/** What {@link checkOldAccount} is asked: the caller's own account. */
export interface CheckOldAccountRequest {
  userId: string;
  field: AccountField;
  oldValue: string;
  code: string;
}

/**
 * Step 1 of a change (spec 2 §4 "Change account", §7.1 "Check old phone / old email"): the
 * current phone/e-mail must be the account's, and the `SysChangeMobile` code sent to it right.
 * The code is used up; the answer carries a single-use change ticket (10 minutes, stored
 * hashed) that step 2 presents.
 */
export async function checkOldAccount(
  db: Db,
  request: CheckOldAccountRequest,
): Promise<CheckOldAccountAnswer> {
  const { field, userId } = request;
  const user = await readAccount(db, userId);
  if (!request.oldValue) return refused(ACCOUNT_CHANGE_MESSAGES.current(label(field)));
  if (!request.code) return refused(ACCOUNT_CHANGE_MESSAGES.code);
  const current = valueOf(user, field);
  if (!current) return refused(ACCOUNT_CHANGE_MESSAGES.noCurrent(label(field)));
  if (normalise(field, request.oldValue) !== normalise(field, current)) {
    return refused(ACCOUNT_CHANGE_MESSAGES.currentMismatch(label(field)));
  }
  const checked = await checkCode(
    db,
    { field, address: current, code: request.code },
    { consume: true },
  );
  if (!checked.ok) return refused(checked.message);
  const { ticket, expiresIn } = await issueIdentityTicket(db, 'account_change', {
    userId,
    detail: { field, value: current },
  });
  return { isSuccess: true, changeTicket: ticket, expiresIn };
}

/** What {@link changeAccount} is asked: the caller's own account. */
export interface ChangeAccountRequest {
  userId: string;
  field: AccountField;
  newValue: string;
  /** The `SysChangeMobile` code sent to the new value. */
  code: string;
  /** Step 1's change ticket (two-step mode). */
  ticket: string;
  /** The single-step mode: the current phone/e-mail and the code sent to it. */
  oldValues: Readonly<Record<AccountField, string>>;
  oldCode: string;
  ip: string | null;
}

/** How the current value was proven: step 1's ticket, or its own code in this call. */
type Proof =
  | { kind: 'ticket'; field: AccountField; ticket: string }
  | { kind: 'code'; field: AccountField; address: string; code: string };

class Refused extends Error {}

/** The proof of control of the current value, or the refusal text. */
async function findProof(
  db: Db,
  user: AccountRow,
  request: ChangeAccountRequest,
): Promise<Proof | string> {
  const { field } = request;
  // An account without a value of the field proves the other one (adding an e-mail to an
  // account that has a phone, and the other way round).
  const proofField = valueOf(user, field) ? field : OTHER[field];
  const current = valueOf(user, proofField);
  if (!current) return ACCOUNT_CHANGE_MESSAGES.nothingToProve;
  if (request.ticket) {
    const ticket = await peekIdentityTicket(db, 'account_change', request.ticket);
    if (!ticket || !ticketFits(ticket, user, proofField)) {
      return ACCOUNT_CHANGE_MESSAGES.ticketInvalid(label(proofField));
    }
    return { kind: 'ticket', field: proofField, ticket: request.ticket };
  }
  if (!request.oldCode) return ACCOUNT_CHANGE_MESSAGES.notVerified(label(proofField));
  const oldValue = request.oldValues[proofField];
  if (!oldValue) return ACCOUNT_CHANGE_MESSAGES.current(label(proofField));
  if (normalise(proofField, oldValue) !== normalise(proofField, current)) {
    return ACCOUNT_CHANGE_MESSAGES.currentMismatch(label(proofField));
  }
  const checked = await checkCode(
    db,
    { field: proofField, address: current, code: request.oldCode },
    { consume: false },
  );
  if (!checked.ok) return checked.message;
  return { kind: 'code', field: proofField, address: current, code: request.oldCode };
}

/** A ticket is good for the user who earned it, while the value it proved is still theirs. */
function ticketFits(ticket: IdentityTicket, user: AccountRow, proofField: AccountField): boolean {
  return (
    ticket.userId === user.id &&
    ticket.detail.field === proofField &&
    ticket.detail.value === valueOf(user, proofField)
  );
}

/** Whether another account of the scope holds the value (as its phone/e-mail or its user name). */
async function isTaken(db: Db, user: AccountRow, field: AccountField, value: string) {
  const renames = user.user_name.toLowerCase() === (valueOf(user, field) ?? '').toLowerCase();
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('user_scope', '=', user.user_scope)
    .where('id', '!=', user.id)
    .where((eb) => {
      const holds =
        field === 'phone'
          ? eb('mobile_phone', '=', value)
          : eb(eb.fn('lower', ['email']), '=', value.toLowerCase());
      return renames
        ? eb.or([holds, eb(eb.fn('lower', ['user_name']), '=', value.toLowerCase())])
        : holds;
    })
    .executeTakeFirst();
  return other !== undefined;
}

/** The masked phone a self-registered account is named after (`registerUser`). */
const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/**
 * Step 2 of a change, or the single-step mode (spec 2 §4 "Change account", §5, §7.1 "Change
 * mobile / change email"). The new value must be well formed, differ from the current one and
 * belong to no other account of the scope; the `SysChangeMobile` code sent to it must be right
 * (control of the new phone/e-mail); and the current value must be proven, by step 1's ticket
 * or by its own code in this call. Refusals change nothing (a wrong code still counts a try).
 * On success, in one transaction: the ticket and the codes are used up, the value changes (and
 * the user name and default nickname that were derived from the old phone), an audit entry
 * `account_changed` is written and every session of the user ends (their tokens answer 401).
 */
export async function changeAccount(
  db: Db,
  request: ChangeAccountRequest,
): Promise<ChangeAccountAnswer> {
  const { field, userId } = request;
  const user = await readAccount(db, userId);
  const current = valueOf(user, field);
  const invalid = validateAccountValue(field, request.newValue, current ?? undefined);
  if (invalid) return refused(invalid);
  const next = normalise(field, request.newValue);
  // The form accepts 11 digits after an optional +86/0086; a code can only go to a mainland
  // mobile number (spec 2 §5 Phone number).
  if (field === 'phone' && !isPhoneNumber(next)) {
    return refused(VALUE_MESSAGES.invalid(label(field)));
  }
  if (!request.code) return refused(ACCOUNT_CHANGE_MESSAGES.code);

  const proof = await findProof(db, user, request);
  if (typeof proof === 'string') return refused(proof);
  if (await isTaken(db, user, field, next)) {
    return refused(ACCOUNT_CHANGE_MESSAGES.taken(label(field)));
  }
  const checked = await checkCode(
    db,
    { field, address: next, code: request.code },
    { consume: false },
  );
  if (!checked.ok) return refused(checked.message);

  try {
    await db.transaction().execute(async (trx) => {
      if (proof.kind === 'ticket') {
        const redeemed = await redeemIdentityTicket(trx, 'account_change', proof.ticket);
        if (!redeemed) {
          throw new Refused(ACCOUNT_CHANGE_MESSAGES.ticketInvalid(label(proof.field)));
        }
      } else {
        const used = await checkCode(
          trx,
          { field: proof.field, address: proof.address, code: proof.code },
          {
            consume: true,
            inTransaction: true,
          },
        );
        if (!used.ok) throw new Refused(used.message);
      }
      const used = await checkCode(
        trx,
        { field, address: next, code: request.code },
        {
          consume: true,
          inTransaction: true,
        },
      );
      if (!used.ok) throw new Refused(used.message);

      const renames = current !== null && user.user_name.toLowerCase() === current.toLowerCase();
      const renick = field === 'phone' && current && user.nick_name === maskedPhone(current);
      const changed = await trx
        .updateTable('users')
        .set({
          [COLUMN[field]]: next,
          ...(renames ? { user_name: next } : {}),
          ...(renick ? { nick_name: maskedPhone(next) } : {}),
          updated: sql<Date>`now()`,
        })
        .where('id', '=', userId)
        // The value proven is still the account's (no other change got in between).
        .where(sql<boolean>`${sql.ref(COLUMN[field])} is not distinct from ${current}`)
        .executeTakeFirst();
      if (!changed.numUpdatedRows) {
        throw new Refused(ACCOUNT_CHANGE_MESSAGES.ticketInvalid(label(proof.field)));
      }
      await recordAudit(trx, {
        action: 'account_changed',
        userId,
        ip: request.ip,
        detail: { field, from: current, to: next, via: proof.kind },
      });
      await endUserSessions(trx, { userId }, 'account_changed');
    });
  } catch (error) {
    if (error instanceof Refused) return refused(error.message);
    if ((error as { code?: unknown } | null)?.code === '23505') {
      return refused(ACCOUNT_CHANGE_MESSAGES.taken(label(field)));
    }
    throw error;
  }
  return { isSuccess: true };
}
