import { createStore } from 'zustand/vanilla';
import {
  changePassword,
  checkOldPassword,
  checkPhoneCode,
  isIdentityRefusedError,
  type AccountRef,
} from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import type { RequestClient } from '@tessera/request';
import { resetPasswordSchema, type PasswordPolicy } from '@tessera/validation';
import { ACCOUNT_TEXTS, designedPagePath, type AccountPageConfig } from '@tessera/widgets';
import type { Model } from '../model/snapshot.js';
import {
  createAccountForm,
  accountFormModel,
  type AccountFormCommands,
  type AccountFormState,
} from './accountForm.js';

/** The fields of /resetPassword. */
export type ResetPasswordField = 'code' | 'oldPassword' | 'password' | 'confirmPassword';

/** How step 1 verifies the user: an SMS code to the account's phone, or the old password. */
export type ResetPasswordCheckWay = 'messageCheck' | 'password';

/** What /resetPassword shows. */
export interface ResetPasswordSnapshot extends AccountFormState<ResetPasswordField> {
  step: 1 | 2;
  busy: boolean;
}

/** What a changed password leads to: the success text, then the configured page (or back). */
export interface PasswordReset {
  toast: string;
  /** The configured page; null: go back. */
  path: string | null;
}

/** The model of /resetPassword. */
export interface ResetPasswordModel
  extends Model<ResetPasswordSnapshot>, AccountFormCommands<ResetPasswordField> {
  /** The scope's password policy, once loaded (the new password must meet it). */
  setPolicy(policy: PasswordPolicy | null): void;
  /** 下一步: checks step 1 and verifies the code or the old password; then step 2. */
  verify(): Promise<void>;
  /** 确认: checks step 2 and changes the password; answers what follows, or null. */
  confirm(): Promise<PasswordReset | null>;
}

/** The input of {@link createResetPasswordModel}. */
export interface ResetPasswordModelInput {
  client: RequestClient;
  account: AccountRef;
  config: AccountPageConfig;
  checkWay: ResetPasswordCheckWay;
  /** The signed-in account's phone (where the code goes). */
  phone: string;
  messages: MessagesPort;
}

/**
 * /resetPassword (spec 2 §2.10, §4 Password change, §5): step 1 verifies by an SMS code to the
 * account's phone or by the old password; step 2 takes the new password and its confirm, checked
 * against the scope's policy. A success ends every session of the account (the server's rule);
 * the view shows the configured tip or 修改成功! and opens the configured page, or goes back.
 */
export function createResetPasswordModel(input: ResetPasswordModelInput): ResetPasswordModel {
  const { client, account, config, checkWay, phone, messages } = input;
  let policy: PasswordPolicy | null = null;
  const store = createStore<ResetPasswordSnapshot>()(() => ({
    values: { code: '', oldPassword: '', password: '', confirmPassword: '' },
    errors: {},
    step: 1,
    busy: false,
  }));
  const schemaOf = () => resetPasswordSchema({ step: store.getState().step, checkWay, policy });
  const form = createAccountForm<ResetPasswordField>(store, schemaOf());

  const run = async <T>(action: () => Promise<T | null>): Promise<T | null> => {
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return null;
    }
    store.setState({ busy: true });
    try {
      return await action();
    } catch (error) {
      if (isIdentityRefusedError(error)) messages.error(error.message);
      return null;
    } finally {
      store.setState({ busy: false });
    }
  };

  return {
    ...accountFormModel(store, form),
    setPolicy(next) {
      policy = next;
      form.setSchema(schemaOf());
    },
    verify: () =>
      run(async () => {
        const { values } = store.getState();
        if (checkWay === 'messageCheck') {
          const answer = await checkPhoneCode(client, account, {
            phone,
            code: values.code,
            purpose: 'SysChangePassword',
          });
          if (!answer.isSuccess) {
            messages.error(answer.message || ACCOUNT_TEXTS.wrongCode);
            return null;
          }
        } else {
          await checkOldPassword(client, account, values.oldPassword);
        }
        store.setState({ step: 2 });
        form.setSchema(schemaOf());
        return null;
      }).then(() => undefined),
    confirm: () =>
      run(async () => {
        if (config.userScope === null) {
          messages.warning(ACCOUNT_TEXTS.noUserScope);
          return null;
        }
        const { values } = store.getState();
        await changePassword(client, account, {
          flag: checkWay === 'messageCheck' ? 'code' : 'password',
          password: values.password,
          confirmPassword: values.confirmPassword,
          userType: config.userScope,
          ...(checkWay === 'messageCheck'
            ? { code: values.code, emailOrPhone: phone }
            : { oldPassword: values.oldPassword }),
        });
        return {
          toast: config.tips || ACCOUNT_TEXTS.changed,
          path: config.pageId ? designedPagePath(config.pageId) : null,
        };
      }),
  };
}
