import { createStore } from 'zustand/vanilla';
import {
  getImageCode,
  getPasswordExpiry,
  getPasswordPolicy,
  getThirdPartyProviders,
  isIdentityRefusedError,
  loginExpand,
  type AccountRef,
} from '@tessera/api';
import type { Clock, MessagesPort, NavigationPort } from '@tessera/ports';
import {
  accountPortalPath,
  LOGIN_ACTION_TYPES,
  type ImageCodeAnswer,
  type LoginTokens,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { sameSitePath } from '@tessera/routing';
import { loginSchema, type LoginType } from '@tessera/validation';
import {
  ACCOUNT_TEXTS,
  designedPagePath,
  initialLoginType,
  type AccountPageConfig,
} from '@tessera/widgets';
import { createLatest } from '../model/latest.js';
import { derivedSnapshot, type Model } from '../model/snapshot.js';
import {
  accountFormModel,
  createAccountForm,
  missingRequired,
  type AccountFormCommands,
  type AccountFormState,
} from './accountForm.js';
import { loginRefusalView, passwordExpiryPrompt } from './loginOutcome.js';

/** spec 2 §4, §9: the login button ignores presses within 2000 ms of the last one. */
export const LOGIN_THROTTLE_MS = 2000;

/** The fields of /login-byphone. */
export type LoginField = 'phone' | 'code' | 'password' | 'imgCode';

/** When the scope's password policy asks for the image captcha (spec 2 §4 Image captcha). */
export type LoginCaptchaMode = 'always' | 'afterFailure' | 'never';

/** When the policy wants a captcha: always, after a 104 failure, or never (spec 2 §4). */
export function captchaMode(policy: {
  imageCodeEnable: boolean;
  loginFailCountShowImageCode: number;
}): LoginCaptchaMode {
  if (!policy.imageCodeEnable) return 'never';
  return policy.loginFailCountShowImageCode > 0 ? 'afterFailure' : 'always';
}

/** What /login-byphone shows. */
export interface LoginByPhoneSnapshot extends AccountFormState<LoginField> {
  /** 验证码登录 or 密码登录. */
  type: LoginType;
  /** The scope's captcha rule; null until the policy has loaded (no captcha then). */
  captchaMode: LoginCaptchaMode | null;
  /** A sign-in was refused as failed (104) or locked: the `afterFailure` captcha shows. */
  failed: boolean;
  /** The image captcha asked for now (its field, image and answer). */
  captchaShown: boolean;
  /** The shown captcha image; null until loaded, or when its load failed. */
  captcha: ImageCodeAnswer | null;
  /** The server offers a third-party sign-in (第三方账号登录 shows). */
  thirdParty: boolean;
  /** True while a field of the form that must be filled is empty (登录 is disabled). */
  missingRequired: boolean;
  /** From 登录 until the sign-in, its dialogs and its redirect are done. */
  busy: boolean;
}

type LoginByPhoneState = Omit<LoginByPhoneSnapshot, 'captchaShown' | 'missingRequired'>;

/** A dialog of the sign-in: its title, its text and the confirming button's text. */
export interface LoginDialog {
  title: string;
  message: string;
  confirmText: string;
  /** A tap on the mask does not close it (the forced reset). */
  mustAnswer?: boolean;
}

/**
 * What the sign-in shows besides its snapshot, wired by the view (the kit's toast and dialogs,
 * the app's history).
 */
export interface LoginScreenPort {
  /** A passing message (登录成功). */
  toast(text: string): void;
  /** A dialog with one button; settles when it is closed. */
  alert(dialog: LoginDialog): Promise<void>;
  /** A dialog with the confirming button and `cancelText`; answers whether it was confirmed. */
  confirm(dialog: LoginDialog & { cancelText: string }): Promise<boolean>;
  /** Goes back `steps` entries of the app's history (home when it has none). */
  back(steps: number): void;
}

/** The model of /login-byphone. */
export interface LoginByPhoneModel
  extends Model<LoginByPhoneSnapshot>, AccountFormCommands<LoginField> {
  /** 切换至密码登录 / 切换至验证码登录. */
  setType(type: LoginType): void;
  /** Loads a new captcha image (a tap on the image). */
  refreshCaptcha(): void;
  /**
   * 登录 (ignored within {@link LOGIN_THROTTLE_MS} of the last press and while busy): checks the
   * form and signs in; then the expiry check and the redirect, or the refusal's view.
   */
  submit(): Promise<void>;
  /** 忘记密码 (and 重置密码 of the refusal dialogs): /retrievePassword with the typed phone. */
  forgotPassword(): void;
}

/** The input of {@link createLoginByPhoneModel}. */
export interface LoginByPhoneModelInput {
  client: RequestClient;
  account: AccountRef;
  config: AccountPageConfig;
  /** The screen's query (loginType, returnUrl, from, phone). */
  search: URLSearchParams;
  messages: MessagesPort;
  /** The time of each press of 登录 (the throttle). */
  clock: Clock;
  navigation: NavigationPort | undefined;
  /** Hands the tokens to the session, before the expiry check (which is signed with them). */
  signIn(tokens: LoginTokens): void;
  screen: LoginScreenPort;
}

/** The register link's page: the designer's register page (`customerPage`) or /register-byphone. */
export function loginRegisterPath(config: AccountPageConfig, search: URLSearchParams): string {
  return config.registerWay === 'customerPage' && config.registerPageId
    ? designedPagePath(config.registerPageId)
    : `${accountPortalPath('registerByPhone')}?${new URLSearchParams({
        innerPageConfigJson: search.get('innerPageConfigJson') ?? '',
      }).toString()}`;
}

/** 第三方账号登录's page: /third-auth, with the screen's `returnUrl`. */
export function loginThirdAuthPath(search: URLSearchParams): string {
  const returnUrl = search.get('returnUrl');
  return `${accountPortalPath('thirdAuth')}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`;
}

function captchaShownIn(state: LoginByPhoneState): boolean {
  return state.captchaMode === 'always' || (state.captchaMode === 'afterFailure' && state.failed);
}

/**
 * /login-byphone (spec 2 §2.7, §4 Login, §5 Login, §8 Login errors): 验证码登录 or 密码登录, the
 * image captcha when the scope's password policy asks for it (always, or after a failed
 * sign-in), and 登录. A success hands the tokens to the session, shows 登录成功, checks password
 * expiry (its account message warned; 101/102 a forced reset, 103 an offered one), then opens
 * the configured page, the same-site `returnUrl`, or goes back (three steps after a password
 * retrieval). A refusal shows its view (`loginRefusalView`).
 */
export function createLoginByPhoneModel(input: LoginByPhoneModelInput): LoginByPhoneModel {
  const { client, account, config, search, messages, clock, navigation, signIn, screen } = input;
  const fromReset = search.get('from') === 'retrievePassword';
  const store = createStore<LoginByPhoneState>()(() => ({
    values: { phone: search.get('phone') ?? '', code: '', password: '', imgCode: '' },
    errors: {},
    type: initialLoginType(config, fromReset ? 'password' : search.get('loginType')),
    captchaMode: null,
    failed: false,
    captcha: null,
    thirdParty: false,
    busy: false,
  }));
  const schemaOf = (state: LoginByPhoneState) =>
    loginSchema({
      loginType: state.type,
      checkWay: config.checkWay,
      imageCodeShown: captchaShownIn(state),
    });
  const form = createAccountForm<LoginField>(store, schemaOf(store.getState()));
  const policyLoad = createLatest();
  const providersLoad = createLatest();
  const captchaLoad = createLatest();
  let lastPress: number | null = null;

  const refreshCaptcha = () =>
    captchaLoad.run(
      getImageCode(client, account),
      (captcha) => store.setState({ captcha }),
      () => store.setState({ captcha: null }),
    );

  /** Changes what the schema follows; a captcha that shows from now on is loaded. */
  const update = (change: Partial<Pick<LoginByPhoneState, 'type' | 'captchaMode' | 'failed'>>) => {
    const shownBefore = captchaShownIn(store.getState());
    store.setState(change);
    const state = store.getState();
    form.setSchema(schemaOf(state));
    if (!shownBefore && captchaShownIn(state)) refreshCaptcha();
  };

  const forgotPassword = () =>
    navigation?.navigate(
      `${accountPortalPath('retrievePassword')}?phone=${encodeURIComponent(store.getState().values.phone)}`,
    );

  const afterSignIn = async () => {
    screen.toast(ACCOUNT_TEXTS.loginSucceeded);
    try {
      const expiry = await getPasswordExpiry(client, account);
      if (expiry.account.message) messages.warning(expiry.account.message);
      const prompt = passwordExpiryPrompt(expiry.pwd);
      if (prompt === 'force') {
        await screen.alert({
          title: ACCOUNT_TEXTS.hint,
          message: expiry.pwd.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
          mustAnswer: true,
        });
        navigation?.navigate(accountPortalPath('resetPassword'), { replace: true });
        return;
      }
      if (prompt === 'offer') {
        const reset = await screen.confirm({
          title: ACCOUNT_TEXTS.hint,
          message: expiry.pwd.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
          cancelText: ACCOUNT_TEXTS.cancel,
        });
        if (reset) {
          navigation?.navigate(accountPortalPath('resetPassword'), { replace: true });
          return;
        }
      }
    } catch {
      // The expiry check is advice: its failure (already shown by the client) keeps the sign-in.
    }
    const back = sameSitePath(search.get('returnUrl'));
    if (config.isOpen && config.pageGuid) {
      navigation?.navigate(designedPagePath(config.pageGuid, config.pageParameters), {
        replace: true,
      });
    } else if (back) {
      navigation?.navigate(back, { replace: true });
    } else {
      screen.back(fromReset ? 3 : 1);
    }
  };

  /** Asks whether to reset the password (重置密码 / 取消); answers the choice. */
  const offersReset = (view: { title: string; message: string }) =>
    screen.confirm({
      title: view.title,
      message: view.message,
      confirmText: ACCOUNT_TEXTS.resetPassword,
      cancelText: ACCOUNT_TEXTS.cancel,
    });

  /** The refusal's view (spec 2 §8); `captchaShown` as it was when 登录 was pressed. */
  const showRefusal = async (code: number | undefined, message: string, captchaShown: boolean) => {
    const view = loginRefusalView(code, message);
    switch (view.kind) {
      case 'failed':
        update({ failed: true });
        messages.error(view.message);
        if (captchaShown) refreshCaptcha();
        form.setField('imgCode', '');
        return;
      case 'offerReset':
        await screen.alert({
          title: view.title,
          message: view.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
        });
        forgotPassword();
        return;
      case 'forceReset':
        await screen.alert({
          title: view.title,
          message: view.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
          mustAnswer: true,
        });
        forgotPassword();
        return;
      case 'locked':
        update({ failed: true });
        form.setField('imgCode', '');
        if (await offersReset(view)) {
          forgotPassword();
        } else if (captchaShown) {
          refreshCaptcha();
        }
        return;
      case 'expired':
        if (await offersReset(view)) forgotPassword();
        return;
      default:
        messages.error(view.message);
    }
  };

  const formModel = accountFormModel(store, form);
  return {
    ...formModel,
    getSnapshot: derivedSnapshot(store, () => {
      const shown = formModel.getSnapshot();
      return {
        ...shown,
        captchaShown: captchaShownIn(shown),
        missingRequired: missingRequired(form.schema(), shown.values),
      };
    }),
    start() {
      // The scope's password policy says whether the captcha shows (spec 2 §4 Image captcha).
      policyLoad.run(
        config.userScope === null
          ? Promise.resolve<LoginCaptchaMode>('never')
          : getPasswordPolicy(client, account, config.userScope).then(captchaMode),
        (mode) => update({ captchaMode: mode }),
      );
      // A link to the third-party sign-in when the server offers a provider.
      providersLoad.run(getThirdPartyProviders(client, account), (providers) =>
        store.setState({ thirdParty: providers.length > 0 }),
      );
      return () => {
        policyLoad.stop();
        providersLoad.stop();
        captchaLoad.stop();
      };
    },
    setType: (type) => update({ type }),
    refreshCaptcha,
    forgotPassword,
    async submit() {
      const now = clock.now();
      if ((lastPress !== null && now - lastPress < LOGIN_THROTTLE_MS) || store.getState().busy) {
        return;
      }
      lastPress = now;
      const invalid = form.validate();
      if (invalid) {
        messages.warning(invalid);
        return;
      }
      const state = store.getState();
      const { type, captcha } = state;
      const captchaShown = captchaShownIn(state);
      const { phone, code, password, imgCode } = state.values;
      const password3 = type === 'password' && config.checkWay === 'phoneCodePassword';
      store.setState({ busy: true });
      try {
        const tokens = await loginExpand(client, account, {
          PhoneNumber: phone,
          ActionType:
            type === 'message'
              ? LOGIN_ACTION_TYPES.code
              : password3
                ? LOGIN_ACTION_TYPES.codeAndPassword
                : LOGIN_ACTION_TYPES.password,
          ...(type === 'password' ? { Password: password } : {}),
          ...(type === 'message' || password3 ? { VerCode: code } : {}),
          ...(type === 'message' && config.registerWay === 'autoRegister'
            ? { NoExistsRegister: true }
            : {}),
          ...(captchaShown && captcha ? { imgCode, imgTimestamp: captcha.imgTimestamp } : {}),
          userType: config.userScope ?? undefined,
          source: 'Mobile',
          roles: config.role,
        });
        signIn(tokens);
        await afterSignIn();
      } catch (error) {
        if (isIdentityRefusedError(error))
          await showRefusal(error.code, error.message, captchaShown);
        // Other failures were already shown by the request client (spec 1 §8).
      } finally {
        store.setState({ busy: false });
      }
    },
  };
}
