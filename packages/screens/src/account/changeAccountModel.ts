import { createStore } from 'zustand/vanilla';
import {
  changeEmail,
  changeMobile,
  checkOldEmail,
  checkOldMobile,
  sendEmailCode,
  sendPhoneCode,
  type AccountRef,
} from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import type { PhoneCodeAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import {
  changeAccountSchema,
  CHANGE_ACCOUNT_MESSAGES,
  validateAccountValue,
  type AccountKind,
  type ChangeAccountStep,
  type FormSchema,
} from '@tessera/validation';
import { ACCOUNT_TEXTS, designedPagePath } from '@tessera/widgets';
import type { Model } from '../model/snapshot.js';
import {
  accountFormModel,
  createAccountForm,
  type AccountFormCommands,
  type AccountFormState,
} from './accountForm.js';

/** The fields of /change-account (`oldCode`: the current value's code in the single step). */
export type ChangeAccountField = 'oldAccount' | 'oldCode' | 'newAccount' | 'code';

/** The signed-in account as /change-account reads it. */
export interface ChangeAccountUser {
  userId: string;
  mobilePhone?: string | null;
  email?: string | null;
}

/** What /change-account shows. */
export interface ChangeAccountSnapshot extends AccountFormState<ChangeAccountField> {
  /** What changes: the phone (`?type=phone`, the default) or the e-mail (`?type=email`). */
  kind: AccountKind;
  /**
   * What proves the account: the changed value, or the other one when the account has not got
   * the changed one (adding an e-mail by the phone's code, and the other way round).
   */
  proof: AccountKind;
  /** `verify` (下一步) then `change` (确认); `single` (`checkWay=phoneNumber`) both at once. */
  step: ChangeAccountStep;
  busy: boolean;
}

/** What a changed account leads to: the success text, then the configured page (or back). */
export interface AccountChanged {
  toast: string;
  /** The configured page (`pageId`); null: go back. */
  path: string | null;
}

/** The model of /change-account. */
export interface ChangeAccountModel
  extends Model<ChangeAccountSnapshot>, AccountFormCommands<ChangeAccountField> {
  /** The signed-in account (an equal one is ignored): what proves it follows it. */
  setUser(user: ChangeAccountUser): void;
  /** The current value's code button: checks the value; answers the message, or null. */
  checkCurrent(): string | null;
  /** The new value's code button: checks the value (not the current one); the message, or null. */
  checkNew(): string | null;
  /** Sends a code to the current value (SysChangeMobile, by SMS or e-mail). */
  sendCurrentCode(): Promise<PhoneCodeAnswer>;
  /** Sends a code to the new value. */
  sendNewCode(): Promise<PhoneCodeAnswer>;
  /** 下一步: checks step 1 and the current value's code; then step 2. */
  verify(): Promise<void>;
  /** 确认: checks the form and changes the account; answers what follows, or null. */
  change(): Promise<AccountChanged | null>;
}

/** The input of {@link createChangeAccountModel}. */
export interface ChangeAccountModelInput {
  client: RequestClient;
  account: AccountRef;
  /** The screen's query (`type`, `checkWay`, `pageId`). */
  search: URLSearchParams;
  user: ChangeAccountUser;
  messages: MessagesPort;
}

/** The other account value: phone ↔ e-mail. */
function other(kind: AccountKind): AccountKind {
  return kind === 'phone' ? 'email' : 'phone';
}

/**
 * The single-step form (checkWay phoneNumber) asks for both codes at once: the current value's
 * (`oldCode`) besides the schema's fields.
 */
function singleStepSchema(kind: AccountKind, proof: AccountKind): FormSchema {
  return {
    ...changeAccountSchema({ account: proof, step: 'verify' }),
    ...changeAccountSchema({ account: kind, step: 'change' }),
    oldCode: {
      label: ACCOUNT_TEXTS.codeLabel,
      rules: [{ kind: 'required', message: CHANGE_ACCOUNT_MESSAGES.code }],
    },
  };
}

/**
 * /change-account (spec 2 §2.11, §4 Change account, §5 Change-account, §8): changes the phone
 * or the e-mail. Two steps: the current value and a code sent to it (下一步), then the new value
 * and a code sent to that (确认); with `checkWay=phoneNumber` both at once. A success answers
 * 修改成功! and the configured page (`pageId`), or null to go back; the view signs out (the
 * server ended every session of the account) and goes there after `CHANGE_ACCOUNT_REDIRECT_MS`.
 * A refusal shows the server's `errorMsg`.
 */
export function createChangeAccountModel(input: ChangeAccountModelInput): ChangeAccountModel {
  const { client, account, search, messages } = input;
  const kind: AccountKind = search.get('type') === 'email' ? 'email' : 'phone';
  const pageId = search.get('pageId') ?? '';
  let user = input.user;
  let ticket = '';
  const has = (of: AccountKind) => Boolean(of === 'phone' ? user.mobilePhone : user.email);
  const proofOf = (): AccountKind => (!has(kind) && has(other(kind)) ? other(kind) : kind);
  const proof = proofOf();
  const store = createStore<ChangeAccountSnapshot>()(() => ({
    values: {
      oldAccount: (proof === 'phone' ? user.mobilePhone : user.email) ?? '',
      oldCode: '',
      newAccount: '',
      code: '',
    },
    errors: {},
    kind,
    proof,
    step: search.get('checkWay') === 'phoneNumber' ? 'single' : 'verify',
    busy: false,
  }));
  const schemaOf = (): FormSchema => {
    const { step, proof: proven } = store.getState();
    return step === 'single'
      ? singleStepSchema(kind, proven)
      : changeAccountSchema({ account: step === 'verify' ? proven : kind, step });
  };
  const form = createAccountForm<ChangeAccountField>(store, schemaOf());

  const sendTo = (to: AccountKind, value: string): Promise<PhoneCodeAnswer> =>
    to === 'phone'
      ? sendPhoneCode(client, account, { phone: value, purpose: 'SysChangeMobile' })
      : sendEmailCode(client, account, { email: value, purpose: 'SysChangeMobile' });

  const run = async <T>(action: () => Promise<T | null>): Promise<T | null> => {
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return null;
    }
    store.setState({ busy: true });
    try {
      return await action();
    } catch {
      // The request client showed why (spec 1 §8).
      return null;
    } finally {
      store.setState({ busy: false });
    }
  };

  return {
    ...accountFormModel(store, form),
    setUser(next) {
      if (
        next.userId === user.userId &&
        next.mobilePhone === user.mobilePhone &&
        next.email === user.email
      ) {
        return;
      }
      user = next;
      store.setState({ proof: proofOf() });
      form.setSchema(schemaOf());
    },
    checkCurrent() {
      const { proof: proven, values } = store.getState();
      return validateAccountValue(proven, values.oldAccount);
    },
    checkNew() {
      const { proof: proven, values } = store.getState();
      return validateAccountValue(
        kind,
        values.newAccount,
        proven === kind ? values.oldAccount : undefined,
      );
    },
    sendCurrentCode() {
      const { proof: proven, values } = store.getState();
      return sendTo(proven, values.oldAccount);
    },
    sendNewCode: () => sendTo(kind, store.getState().values.newAccount),
    verify: () =>
      run(async () => {
        const { proof: proven, values } = store.getState();
        const answer =
          proven === 'phone'
            ? await checkOldMobile(client, account, {
                UserId: user.userId,
                OldMobile: values.oldAccount,
                ValidateCode: values.code,
              })
            : await checkOldEmail(client, account, {
                UserId: user.userId,
                OldEmail: values.oldAccount,
                ValidateCode: values.code,
              });
        if (!answer.isSuccess || !answer.changeTicket) {
          messages.error(answer.errorMsg || ACCOUNT_TEXTS.wrongCode);
          return null;
        }
        ticket = answer.changeTicket;
        form.setField('code', '');
        store.setState({ step: 'change' });
        form.setSchema(schemaOf());
        return null;
      }).then(() => undefined),
    change: () =>
      run(async () => {
        const { proof: proven, step, values } = store.getState();
        const { oldAccount, oldCode, newAccount, code } = values;
        const proofFields =
          step === 'single'
            ? proven === 'phone'
              ? { OldMobile: oldAccount, OldValidateCode: oldCode }
              : { OldEmail: oldAccount, OldValidateCode: oldCode }
            : { ChangeTicket: ticket };
        const answer =
          kind === 'phone'
            ? await changeMobile(client, account, {
                UserId: user.userId,
                NewMobile: newAccount,
                ValidateCode: code,
                ...proofFields,
              })
            : await changeEmail(client, account, {
                UserId: user.userId,
                NewEmail: newAccount,
                ValidateCode: code,
                ...proofFields,
              });
        if (!answer.isSuccess) {
          messages.error(answer.errorMsg || ACCOUNT_TEXTS.changeFailed);
          return null;
        }
        return {
          toast: ACCOUNT_TEXTS.changed,
          path: pageId ? designedPagePath(pageId) : null,
        };
      }),
  };
}
