import { createStore } from 'zustand/vanilla';
import {
  bindPhone,
  getThirdPartyAuthorizeUrl,
  getThirdPartyProviders,
  isBindRequired,
  isIdentityRefusedError,
  thirdPartySignIn,
  type AccountRef,
} from '@tessera/api';
import type { MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
import {
  accountPortalPath,
  type LoginTokens,
  type ThirdPartyProviderInfo,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { sameSitePath } from '@tessera/routing';
import { checkPhone, LOGIN_MESSAGES, PHONE_RULES, type FormSchema } from '@tessera/validation';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import {
  accountFormModel,
  createAccountForm,
  type AccountFormCommands,
  type AccountFormState,
} from './accountForm.js';

/** The third-party screens' texts (ours: spec 2 §2.1 names only the routes). */
export const THIRD_AUTH_TEXTS = {
  title: '第三方账号登录',
  choose: '选择登录方式',
  none: '暂未开放第三方登录',
  signingIn: '正在登录，请稍候...',
  stateMismatch: '登录请求已失效，请重新发起第三方登录',
  retry: '重新登录',
  bindTitle: '绑定手机号',
  bindHint: (name: string) => (name ? `${name}，首次登录请绑定手机号` : '首次登录请绑定手机号'),
  /** /third-auth-bind opened without its ticket (directly, or after it was used). */
  bindMissing: '绑定信息已失效，请重新发起第三方登录',
  bind: '绑定并登录',
} as const;

/** Session-storage key of the pending sign-in's `state` and `provider` (CSRF check). */
export const THIRD_AUTH_STATE_KEY = 'tessera-third-auth';

/** A third-party sign-in this browser started: what {@link ThirdAuthModel.choose} stores. */
interface PendingSignIn {
  state: string;
  provider: string;
  returnUrl?: string;
}

/** The pending sign-in as stored by the provider choice, or null. */
function readPending(text: string | null | undefined): PendingSignIn | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { state?: unknown; provider?: unknown; returnUrl?: unknown };
    return typeof value.state === 'string' && typeof value.provider === 'string'
      ? {
          state: value.state,
          provider: value.provider,
          ...(typeof value.returnUrl === 'string' ? { returnUrl: value.returnUrl } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the provider sends the browser back: the app's /third-auth at `origin`. */
export function thirdAuthRedirectUri(origin: string): string {
  return `${origin}${accountPortalPath('thirdAuth')}`;
}

/** What /third-auth shows. */
export interface ThirdAuthSnapshot {
  /** The providers to choose from: null while they load (and on the provider's answer). */
  providers: ThirdPartyProviderInfo[] | null;
  /** Why the sign-in cannot go on (a stale `state`, a refused code), or null. */
  failure: string | null;
  /** Back from the provider with a `code`: it is being redeemed. */
  redeeming: boolean;
}

/** The model of /third-auth. */
export interface ThirdAuthModel extends Model<ThirdAuthSnapshot> {
  /** Stores a random `state` with the provider and leaves for its authorize page. */
  choose(provider: ThirdPartyProviderInfo): Promise<void>;
  /** 重新登录: /third-auth afresh. */
  retry(): void;
}

/** The input of {@link createThirdAuthModel}. */
export interface ThirdAuthModelInput {
  client: RequestClient;
  account: AccountRef;
  /** The screen's query: `returnUrl`; back from the provider `code` and `state`. */
  search: URLSearchParams;
  /** Keeps the pending sign-in while the browser is at the provider. */
  sessionStorage: StoragePort | undefined;
  navigation: NavigationPort | undefined;
  /** This app's /third-auth ({@link thirdAuthRedirectUri}). */
  redirectUri: string;
  /** Leaves the app for the provider's authorize page (the browser: `location.assign`). */
  leave(url: string): void;
  /** Hands the tokens of a bound identity to the session. */
  signIn(tokens: LoginTokens): void;
}

/** 重新登录 of both third-party screens. */
function retryThirdAuth(navigation: NavigationPort | undefined) {
  navigation?.navigate(accountPortalPath('thirdAuth'), { replace: true });
}

/**
 * /third-auth (spec 2 §2.1, §7.3 "openid single sign-on"): without a `code`, the providers to
 * choose from; choosing one stores a random `state` and goes to the provider's authorize page.
 * Back with `code` and `state`: the state is compared with the stored one (read when the model
 * is made, forgotten at the start), the code redeemed — a bound identity is signed in (then the
 * same-site `returnUrl` or home), an unbound one goes to /third-auth-bind.
 */
export function createThirdAuthModel(input: ThirdAuthModelInput): ThirdAuthModel {
  const { client, account, search, sessionStorage, navigation, redirectUri, leave, signIn } = input;
  const code = search.get('code');
  const pending = readPending(sessionStorage?.getItem(THIRD_AUTH_STATE_KEY));
  const store = createStore<ThirdAuthSnapshot>()(() => ({
    providers: null,
    failure:
      code && (!pending || pending.state !== search.get('state'))
        ? THIRD_AUTH_TEXTS.stateMismatch
        : null,
    redeeming: Boolean(code),
  }));
  const providersLoad = createLatest();
  let redeemed = false;

  // A code is good once: it is redeemed at the first start, and its answer is followed even
  // after a stop (a restart does not redeem it again).
  const redeem = (provider: string, given: string, returnUrl: string | undefined) =>
    thirdPartySignIn(client, account, { provider, code: given, redirectUri })
      .then((answer) => {
        if (isBindRequired(answer)) {
          const next = new URLSearchParams({
            bindTicket: answer.bindTicket,
            displayName: answer.displayName,
            ...(returnUrl ? { returnUrl } : {}),
          });
          navigation?.navigate(`${accountPortalPath('thirdAuthBind')}?${next.toString()}`, {
            replace: true,
          });
          return;
        }
        signIn(answer);
        navigation?.navigate(sameSitePath(returnUrl) ?? '/', { replace: true });
      })
      .catch((error: unknown) =>
        store.setState({
          failure: isIdentityRefusedError(error) ? error.message : ACCOUNT_TEXTS.loginFailed,
        }),
      );

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      // The providers, unless this is the provider's answer (a `code`).
      if (!code) {
        providersLoad.run(
          getThirdPartyProviders(client, account),
          (providers) => store.setState({ providers }),
          () => store.setState({ providers: [] }),
        );
      } else if (!redeemed) {
        redeemed = true;
        sessionStorage?.removeItem(THIRD_AUTH_STATE_KEY);
        if (!store.getState().failure && pending) {
          void redeem(pending.provider, code, pending.returnUrl);
        }
      }
      return providersLoad.stop;
    },
    async choose(provider) {
      const state = randomState();
      const returnUrl = sameSitePath(search.get('returnUrl')) ?? undefined;
      sessionStorage?.setItem(
        THIRD_AUTH_STATE_KEY,
        JSON.stringify({ state, provider: provider.name, returnUrl }),
      );
      try {
        const answer = await getThirdPartyAuthorizeUrl(client, account, {
          redirectUri,
          provider: provider.name,
          state,
        });
        leave(answer.authorizeUrl);
      } catch {
        // The request client showed why.
      }
    },
    retry: () => retryThirdAuth(navigation),
  };
}

/** The fields of /third-auth-bind. */
export type ThirdAuthBindField = 'phone' | 'code';

/** What /third-auth-bind shows. */
export interface ThirdAuthBindSnapshot extends AccountFormState<ThirdAuthBindField> {
  /** The identity's name at the provider (for the hint). */
  displayName: string;
  /** Opened without its `bindTicket` (directly, or after it was used): nothing to bind. */
  missing: boolean;
  busy: boolean;
}

/** The model of /third-auth-bind. */
export interface ThirdAuthBindModel
  extends Model<ThirdAuthBindSnapshot>, AccountFormCommands<ThirdAuthBindField> {
  /** 绑定并登录: checks the phone and code, binds, signs in and goes on. */
  submit(): Promise<void>;
  /** 重新登录: back to /third-auth. */
  retry(): void;
}

/** The input of {@link createThirdAuthBindModel}. */
export interface ThirdAuthBindModelInput {
  client: RequestClient;
  account: AccountRef;
  /** The screen's query: `bindTicket`, `displayName`, `returnUrl`. */
  search: URLSearchParams;
  messages: MessagesPort;
  navigation: NavigationPort | undefined;
  /** Hands the tokens of the bound account to the session. */
  signIn(tokens: LoginTokens): void;
}

const BIND_SCHEMA: FormSchema = {
  phone: { label: ACCOUNT_TEXTS.phoneLabel, rules: PHONE_RULES },
  code: {
    label: ACCOUNT_TEXTS.codeLabel,
    rules: [{ kind: 'required', message: LOGIN_MESSAGES.code }],
  },
};

/**
 * /third-auth-bind (spec 2 §2.1, §7.3 "bind phone"): a third-party identity that no account
 * holds yet is bound to the account of a phone proven by an SMS code (SysLogin); the phone's
 * account is created when there is none. Then signed in (登录成功), to the same-site `returnUrl`
 * or home. Without its `bindTicket` it is `missing` (重新登录 back to /third-auth, no form).
 */
export function createThirdAuthBindModel(input: ThirdAuthBindModelInput): ThirdAuthBindModel {
  const { client, account, search, messages, navigation, signIn } = input;
  const bindTicket = search.get('bindTicket') ?? '';
  const store = createStore<ThirdAuthBindSnapshot>()(() => ({
    values: { phone: '', code: '' },
    errors: {},
    displayName: search.get('displayName') ?? '',
    missing: !bindTicket,
    busy: false,
  }));
  const form = createAccountForm<ThirdAuthBindField>(store, BIND_SCHEMA);
  return {
    ...accountFormModel(store, form),
    async submit() {
      const { values } = store.getState();
      const invalid = form.validate() ?? checkPhone(values.phone);
      if (invalid) {
        messages.warning(invalid);
        return;
      }
      store.setState({ busy: true });
      try {
        const tokens = await bindPhone(client, account, {
          bindTicket,
          phone: values.phone,
          code: values.code,
        });
        signIn(tokens);
        messages.info(ACCOUNT_TEXTS.loginSucceeded);
        navigation?.navigate(sameSitePath(search.get('returnUrl')) ?? '/', { replace: true });
      } catch (error) {
        if (isIdentityRefusedError(error)) messages.error(error.message);
      } finally {
        store.setState({ busy: false });
      }
    },
    retry: () => retryThirdAuth(navigation),
  };
}
