import { createStore } from 'zustand/vanilla';
import { changePassword, isIdentityRefusedError, type AccountRef } from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import { accountPortalPath } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { forgotPasswordSchema, type PasswordPolicy } from '@tessera/validation';
import { ACCOUNT_TEXTS, type AccountPageConfig } from '@tessera/widgets';
import type { Model } from '../model/snapshot.js';
import {
  createAccountForm,
  accountFormModel,
  type AccountFormCommands,
  type AccountFormState,
} from './accountForm.js';

/** The fields of /retrievePassword. */
export type RetrievePasswordField = 'phone' | 'code' | 'password' | 'confirmPassword';

/** What /retrievePassword shows. */
export interface RetrievePasswordSnapshot {
  values: Record<RetrievePasswordField, string>;
  errors: Partial<Record<RetrievePasswordField, string>>;
  busy: boolean;
}

interface RetrievePasswordState extends AccountFormState<RetrievePasswordField> {
  busy: boolean;
}

/** What a changed password leads to: the success text, then the password login. */
export interface PasswordChanged {
  toast: string;
  path: string;
}

/** The model of /retrievePassword. */
export interface RetrievePasswordModel
  extends Model<RetrievePasswordSnapshot>, AccountFormCommands<RetrievePasswordField> {
  /** The scope's password policy, once loaded (the new password must meet it). */
  setPolicy(policy: PasswordPolicy | null): void;
  /** Checks and changes the password; answers where to go, or null (the reason was shown). */
  submit(): Promise<PasswordChanged | null>;
}

/** The input of {@link createRetrievePasswordModel}. */
export interface RetrievePasswordModelInput {
  client: RequestClient;
  account: AccountRef;
  config: AccountPageConfig;
  /** The screen's query (carried on to the login; `phone` fills the phone). */
  search: URLSearchParams;
  messages: MessagesPort;
}

/**
 * /retrievePassword (spec 2 §2.9, §5 Forgot password): phone, SMS code, new password and
 * confirm. A success answers 修改成功! (or the page config's `tips`) and the password login with
 * the phone filled in and `from=retrievePassword`, so signing in there goes back past this
 * screen (spec 2 §4: three steps).
 */
export function createRetrievePasswordModel(
  input: RetrievePasswordModelInput,
): RetrievePasswordModel {
  const { client, account, config, search, messages } = input;
  const store = createStore<RetrievePasswordState>()(() => ({
    values: { phone: search.get('phone') ?? '', code: '', password: '', confirmPassword: '' },
    errors: {},
    busy: false,
  }));
  const form = createAccountForm<RetrievePasswordField>(store, forgotPasswordSchema(null));
  return {
    ...accountFormModel(store, form),
    setPolicy: (policy) => form.setSchema(forgotPasswordSchema(policy)),
    async submit() {
      if (config.userScope === null) {
        messages.warning(ACCOUNT_TEXTS.noUserScope);
        return null;
      }
      const invalid = form.validate();
      if (invalid) {
        messages.warning(invalid);
        return null;
      }
      const { values } = store.getState();
      store.setState({ busy: true });
      try {
        await changePassword(client, account, {
          flag: 'phone',
          emailOrPhone: values.phone,
          code: values.code,
          password: values.password,
          confirmPassword: values.confirmPassword,
          userType: config.userScope,
        });
        const next = new URLSearchParams(search);
        next.set('from', 'retrievePassword');
        next.set('phone', values.phone);
        next.delete('loginType');
        return {
          toast: config.tips || ACCOUNT_TEXTS.changed,
          path: `${accountPortalPath('loginByPhone')}?${next.toString()}`,
        };
      } catch (error) {
        if (isIdentityRefusedError(error)) messages.error(error.message);
        return null;
      } finally {
        store.setState({ busy: false });
      }
    },
  };
}
