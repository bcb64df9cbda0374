import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import {
  getImageCode,
  getPasswordExpiry,
  getPasswordPolicy,
  getThirdPartyProviders,
  isIdentityRefusedError,
  loginExpand,
} from '@tessera/api';
import { accountPortalPath, LOGIN_ACTION_TYPES, type ImageCodeAnswer } from '@tessera/protocol';
import { useMessages, useNavigation, useSessionManager } from '@tessera/react';
import { sameSitePath } from '@tessera/routing';
import { filterImageCode, loginSchema, type LoginType } from '@tessera/validation';
import {
  designedPagePath,
  initialLoginType,
  readAccountPageConfig,
  ACCOUNT_TEXTS,
} from '@tessera/widgets';
import { useAccountCalls, useSchemaForm, useSmsCountdown } from '@tessera/widgets/react';
import { loginRefusalView, passwordExpiryPrompt } from '../../account/loginOutcome.js';
import { useLoad } from '../../react/useModel.js';
import { AccountLayout, goBack } from './AccountLayout.js';
import { CodeField, FieldList, PhoneField, TextField } from './AccountFields.js';
import { AgreementLine, LinkButton } from './AccountLinks.js';

/** spec 2 §4, §9: the login button ignores presses within 2000 ms of the last one. */
export const LOGIN_THROTTLE_MS = 2000;

type LoginField = 'phone' | 'code' | 'password' | 'imgCode';

/** Props of {@link LoginByPhonePage}. */
export interface LoginByPhonePageProps {
  /** The screen's query (innerPageConfigJson, loginType, returnUrl, from, phone). */
  search: URLSearchParams;
}

/** The captcha's image source: the server sends a data URL; a bare base64 payload is PNG. */
function captchaSource(base64Str: string): string {
  return base64Str.startsWith('data:') ? base64Str : `data:image/png;base64,${base64Str}`;
}

/** When the policy wants a captcha: always, after a 104 failure, or never (spec 2 §4). */
function captchaMode(policy: { imageCodeEnable: boolean; loginFailCountShowImageCode: number }) {
  if (!policy.imageCodeEnable) return 'never';
  return policy.loginFailCountShowImageCode > 0 ? 'afterFailure' : 'always';
}

/**
 * /login-byphone (spec 2 §2.7, §4 Login, §5 Login, §8 Login errors): 验证码登录 or 密码登录 with
 * the switch links when both are configured, the image captcha when the scope's policy asks for
 * it, 忘记密码, the register link, 登录 (throttled 2 s, disabled while signing in or while a
 * required field is empty) and the agreement line. A success stores the tokens, loads the user,
 * checks password expiry, then opens the configured page, the `returnUrl`, or goes back (three
 * steps after a password reset).
 */
export function LoginByPhonePage({ search }: LoginByPhonePageProps) {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const fromReset = search.get('from') === 'retrievePassword';
  const returnUrl = search.get('returnUrl');
  const { client, account } = useAccountCalls();
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const [type, setType] = useState<LoginType>(() =>
    initialLoginType(config, fromReset ? 'password' : search.get('loginType')),
  );
  const [signingIn, setSigningIn] = useState(false);
  const [failed, setFailed] = useState(false);
  const [captcha, setCaptcha] = useState<ImageCodeAnswer | null>(null);
  const lastPress = useRef(0);
  // The scope's password policy says whether the captcha shows (spec 2 §4 Image captcha).
  const mode =
    useLoad(
      () =>
        config.userScope === null
          ? Promise.resolve('never' as const)
          : getPasswordPolicy(client, account, config.userScope).then(captchaMode),
      [client, account, config.userScope],
    ).value ?? 'never';
  // A link to the third-party sign-in when the server offers a provider.
  const thirdParty =
    useLoad(
      () => getThirdPartyProviders(client, account).then((providers) => providers.length > 0),
      [client, account],
    ).value ?? false;
  const captchaShown = mode === 'always' || (mode === 'afterFailure' && failed);

  const schema = useMemo(
    () => loginSchema({ loginType: type, checkWay: config.checkWay, imageCodeShown: captchaShown }),
    [type, config.checkWay, captchaShown],
  );
  const form = useSchemaForm<LoginField>(schema, {
    phone: search.get('phone') ?? '',
    code: '',
    password: '',
    imgCode: '',
  });
  const countdown = useSmsCountdown({ phone: form.values.phone, purpose: 'SysLogin' });

  const refreshCaptcha = () => {
    getImageCode(client, account).then(setCaptcha, () => setCaptcha(null));
  };
  useEffect(() => {
    if (captchaShown) refreshCaptcha();
    // refreshCaptcha only reads the stable client and account
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [captchaShown]);

  const toReset = () =>
    navigation?.navigate(
      `${accountPortalPath('retrievePassword')}?phone=${encodeURIComponent(form.values.phone)}`,
    );

  const afterSignIn = async () => {
    Toast.show({ content: ACCOUNT_TEXTS.loginSucceeded });
    try {
      const expiry = await getPasswordExpiry(client, account);
      if (expiry.account.message) messages.warning(expiry.account.message);
      const prompt = passwordExpiryPrompt(expiry.pwd);
      if (prompt === 'force') {
        await Dialog.alert({
          title: ACCOUNT_TEXTS.hint,
          content: expiry.pwd.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
          closeOnMaskClick: false,
        });
        navigation?.navigate(accountPortalPath('resetPassword'), { replace: true });
        return;
      }
      if (prompt === 'offer') {
        const reset = await Dialog.confirm({
          title: ACCOUNT_TEXTS.hint,
          content: expiry.pwd.message,
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
    const back = sameSitePath(returnUrl);
    if (config.isOpen && config.pageGuid) {
      navigation?.navigate(designedPagePath(config.pageGuid, config.pageParameters), {
        replace: true,
      });
    } else if (back) {
      navigation?.navigate(back, { replace: true });
    } else {
      goBack(navigation, fromReset ? 3 : 1);
    }
  };

  const showRefusal = async (code: number | undefined, message: string) => {
    const view = loginRefusalView(code, message);
    switch (view.kind) {
      case 'failed':
        setFailed(true);
        messages.error(view.message);
        if (captchaShown) refreshCaptcha();
        form.set('imgCode', '');
        return;
      case 'offerReset':
        await Dialog.alert({
          title: view.title,
          content: view.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
        });
        toReset();
        return;
      case 'forceReset':
        await Dialog.alert({
          title: view.title,
          content: view.message,
          confirmText: ACCOUNT_TEXTS.resetPassword,
          closeOnMaskClick: false,
        });
        toReset();
        return;
      case 'locked':
        setFailed(true);
        form.set('imgCode', '');
        if (
          await Dialog.confirm({
            title: view.title,
            content: view.message,
            confirmText: ACCOUNT_TEXTS.resetPassword,
            cancelText: ACCOUNT_TEXTS.cancel,
          })
        ) {
          toReset();
        } else if (captchaShown) {
          refreshCaptcha();
        }
        return;
      case 'expired':
        if (
          await Dialog.confirm({
            title: view.title,
            content: view.message,
            confirmText: ACCOUNT_TEXTS.resetPassword,
            cancelText: ACCOUNT_TEXTS.cancel,
          })
        ) {
          toReset();
        }
        return;
      default:
        messages.error(view.message);
    }
  };

  const submit = async () => {
    const now = Date.now();
    if (now - lastPress.current < LOGIN_THROTTLE_MS || signingIn) return;
    lastPress.current = now;
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    const { phone, code, password, imgCode } = form.values;
    const password3 = type === 'password' && config.checkWay === 'phoneCodePassword';
    setSigningIn(true);
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
      session?.login(tokens);
      await afterSignIn();
    } catch (error) {
      if (isIdentityRefusedError(error)) await showRefusal(error.code, error.message);
      // Other failures were already shown by the request client (spec 1 §8).
    } finally {
      setSigningIn(false);
    }
  };

  const both = config.loginType.length > 1;
  const registerPath =
    config.registerWay === 'customerPage' && config.registerPageId
      ? designedPagePath(config.registerPageId)
      : `${accountPortalPath('registerByPhone')}?${new URLSearchParams({
          innerPageConfigJson: search.get('innerPageConfigJson') ?? '',
        }).toString()}`;
  const heading = type === 'message' ? ACCOUNT_TEXTS.messageLogin : ACCOUNT_TEXTS.passwordLogin;

  return (
    <AccountLayout title={ACCOUNT_TEXTS.login} heading={heading} testId="login-byphone">
      <FieldList>
        <PhoneField binding={form.field('phone')} />
        {(type === 'message' || config.checkWay === 'phoneCodePassword') && (
          <CodeField binding={form.field('code')} countdown={countdown} />
        )}
        {type === 'password' && (
          <TextField
            label={ACCOUNT_TEXTS.passwordLabel}
            placeholder={ACCOUNT_TEXTS.passwordPlaceholder}
            name="password"
            type="password"
            autoComplete="current-password"
            binding={form.field('password')}
          />
        )}
        {captchaShown && (
          <TextField
            label={ACCOUNT_TEXTS.imageCodeLabel}
            placeholder={ACCOUNT_TEXTS.imageCodePlaceholder}
            name="imgCode"
            maxLength={8}
            filter={filterImageCode}
            binding={form.field('imgCode')}
            extra={
              <button
                type="button"
                onClick={refreshCaptcha}
                aria-label={ACCOUNT_TEXTS.imageCodeRefresh}
                title={ACCOUNT_TEXTS.imageCodeRefresh}
                style={{ border: 0, padding: 0, background: 'none', height: 36 }}
              >
                {captcha && (
                  <img
                    alt={ACCOUNT_TEXTS.imageCodeLabel}
                    data-testid="captcha-image"
                    src={captchaSource(captcha.base64Str)}
                    style={{ height: 36, borderRadius: 4 }}
                  />
                )}
              </button>
            }
          />
        )}
      </FieldList>
      <div style={{ padding: '24px 24px 0' }}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={signingIn}
          disabled={signingIn || form.missingRequired}
          onClick={() => void submit()}
        >
          {ACCOUNT_TEXTS.login}
        </Button>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, fontSize: 14 }}
        >
          {both ? (
            <LinkButton onClick={() => setType(type === 'message' ? 'password' : 'message')}>
              {type === 'message' ? ACCOUNT_TEXTS.toPasswordLogin : ACCOUNT_TEXTS.toMessageLogin}
            </LinkButton>
          ) : (
            <span />
          )}
          <LinkButton onClick={toReset}>{ACCOUNT_TEXTS.forgotPassword}</LinkButton>
        </div>
        {config.isOpenRegister && config.registerWay !== 'autoRegister' && (
          <div style={{ textAlign: 'center', marginTop: 32 }}>
            <LinkButton onClick={() => navigation?.navigate(registerPath)}>
              {config.registerInfo || ACCOUNT_TEXTS.registerLink}
            </LinkButton>
          </div>
        )}
      </div>
      {thirdParty && (
        <div style={{ textAlign: 'center', marginTop: 16, fontSize: 14 }}>
          <LinkButton
            onClick={() =>
              navigation?.navigate(
                `${accountPortalPath('thirdAuth')}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
              )
            }
          >
            {ACCOUNT_TEXTS.thirdPartyLogin}
          </LinkButton>
        </div>
      )}
      <AgreementLine config={config} />
    </AccountLayout>
  );
}
