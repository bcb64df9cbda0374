import { createStore } from 'zustand/vanilla';
import { isIdentityRefusedError, registerAccount, type AccountRef } from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import { accountPortalPath, type LoginTokens } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { registerSchema, type PasswordPolicy, type RegisterCheckWay } from '@tessera/validation';
import {
  ACCOUNT_TEXTS,
  designedPagePath,
  registeredPath,
  registerInput,
  type AccountPageConfig,
} from '@tessera/widgets';
import type { Model } from '../model/snapshot.js';
import {
  createAccountForm,
  accountFormModel,
  type AccountFormCommands,
  type AccountFormState,
} from './accountForm.js';

/** The fields of /register-byphone. */
export type RegisterField = 'phone' | 'code' | 'password' | 'confirmPassword';

/** What /register-byphone shows. */
export interface RegisterByPhoneSnapshot extends AccountFormState<RegisterField> {
  /** The register mode shown (the first configured one at first). */
  way: RegisterCheckWay;
  /** Busy from 注册 until the call failed (a success keeps it until the redirect). */
  busy: boolean;
}

/** A registration: the new account's tokens (to sign in) and where to go after 注册成功. */
export interface Registered {
  tokens: LoginTokens;
  path: string;
}

/** The model of /register-byphone. */
export interface RegisterByPhoneModel
  extends Model<RegisterByPhoneSnapshot>, AccountFormCommands<RegisterField> {
  /** The scope's password policy, once loaded (not checked in code-only mode). */
  setPolicy(policy: PasswordPolicy | null): void;
  /** 切换至…: another configured register mode. */
  setWay(way: RegisterCheckWay): void;
  /** 注册: checks the form and registers; answers the registration, or null (reason shown). */
  submit(): Promise<Registered | null>;
}

/** The input of {@link createRegisterByPhoneModel}. */
export interface RegisterByPhoneModelInput {
  client: RequestClient;
  account: AccountRef;
  config: AccountPageConfig;
  /** The screen's query (`returnUrl`). */
  search: URLSearchParams;
  messages: MessagesPort;
}

/** The password login with the register screen's query (去登录). */
export function registerLoginPath(search: URLSearchParams): string {
  return `${accountPortalPath('loginByPhone')}?${search.toString()}`;
}

/**
 * Where /register-byphone sends at once: `registerWay` `customerPage` to the designer's register
 * page, `autoRegister` to the code login (which registers unknown numbers); else null.
 */
export function registerPageRedirect(
  config: AccountPageConfig,
  search: URLSearchParams,
): string | null {
  if (config.registerWay === 'customerPage' && config.registerPageId) {
    return designedPagePath(config.registerPageId);
  }
  if (config.registerWay === 'autoRegister')
    return `${registerLoginPath(search)}&loginType=message`;
  return null;
}

/**
 * /register-byphone (spec 2 §2.8, §4 Register, §5 Register): the configured modes, the scope's
 * password policy except in code-only mode, and the registration request of the account core
 * (`registerInput`, `registeredPath`): the configured page, the same-site `returnUrl`, or home.
 */
export function createRegisterByPhoneModel(input: RegisterByPhoneModelInput): RegisterByPhoneModel {
  const { client, account, config, search, messages } = input;
  let policy: PasswordPolicy | null = null;
  const store = createStore<RegisterByPhoneSnapshot>()(() => ({
    values: { phone: '', code: '', password: '', confirmPassword: '' },
    errors: {},
    way: config.registerCheckWay[0] ?? 'phoneCodePassword',
    busy: false,
  }));
  const schemaOf = () => {
    const { way } = store.getState();
    return registerSchema({ registerCheckWay: way, policy: way === 'phoneCode' ? null : policy });
  };
  const form = createAccountForm<RegisterField>(store, schemaOf());
  return {
    ...accountFormModel(store, form),
    setPolicy(next) {
      policy = next;
      form.setSchema(schemaOf());
    },
    setWay(way) {
      store.setState({ way });
      form.setSchema(schemaOf());
    },
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
      const { userScope, role: roles } = config;
      const { way, values } = store.getState();
      store.setState({ busy: true });
      try {
        const tokens = await registerAccount(
          client,
          account,
          registerInput({ way, values, userScope, roles }),
        );
        const path = registeredPath({
          returnUrl: search.get('returnUrl'),
          page:
            config.isOpen && config.pageGuid
              ? designedPagePath(config.pageGuid, config.pageParameters)
              : null,
        });
        return { tokens, path };
      } catch (error) {
        if (isIdentityRefusedError(error)) messages.error(error.message);
        store.setState({ busy: false });
        return null;
      }
    },
  };
}
