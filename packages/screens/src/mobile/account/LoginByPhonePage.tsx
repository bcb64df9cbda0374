import { useMemo } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import type { NavigationPort } from '@tessera/ports';
import { useNavigation } from '@tessera/react';
import { filterImageCode } from '@tessera/validation';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import {
  LOGIN_THROTTLE_MS,
  loginRegisterPath,
  loginThirdAuthPath,
  type LoginScreenPort,
} from '../../account/loginByPhoneModel.js';
import { accountFormOf } from '../../react/accountFormOf.js';
import { useLoginByPhone } from '../../react/useLoginByPhone.js';
import { AccountLayout, goBack } from './AccountLayout.js';
import { CodeField, FieldList, PhoneField, TextField } from './AccountFields.js';
import { AgreementLine, LinkButton } from './AccountLinks.js';

export { LOGIN_THROTTLE_MS };

/** Props of {@link LoginByPhonePage}. */
export interface LoginByPhonePageProps {
  /** The screen's query (innerPageConfigJson, loginType, returnUrl, from, phone). */
  search: URLSearchParams;
}

/** The captcha's image source: the server sends a data URL; a bare base64 payload is PNG. */
function captchaSource(base64Str: string): string {
  return base64Str.startsWith('data:') ? base64Str : `data:image/png;base64,${base64Str}`;
}

/** The sign-in's toast, dialogs and history as antd-mobile and the app's router show them. */
function loginScreen(navigation: NavigationPort | undefined): LoginScreenPort {
  return {
    toast: (content) => void Toast.show({ content }),
    alert: ({ title, message, confirmText, mustAnswer }) =>
      Dialog.alert({
        title,
        content: message,
        confirmText,
        ...(mustAnswer ? { closeOnMaskClick: false } : {}),
      }),
    confirm: ({ title, message, confirmText, cancelText }) =>
      Dialog.confirm({ title, content: message, confirmText, cancelText }),
    back: (steps) => goBack(navigation, steps),
  };
}

/**
 * /login-byphone (spec 2 §2.7, §4 Login, §5 Login, §8 Login errors): 验证码登录 or 密码登录 with
 * the switch links when both are configured, the image captcha when the scope's policy asks for
 * it, 忘记密码, the register link, 登录 (throttled 2 s, disabled while signing in or while a
 * required field is empty) and the agreement line. A success stores the tokens, loads the user,
 * checks password expiry, then opens the configured page, the `returnUrl`, or goes back (three
 * steps after a password reset). The state and the calls are the model's
 * (`createLoginByPhoneModel`); the view draws its snapshot and its toast and dialogs.
 */
export function LoginByPhonePage({ search }: LoginByPhonePageProps) {
  const navigation = useNavigation();
  const screen = useMemo(() => loginScreen(navigation), [navigation]);
  const { snapshot, model, config, countdown } = useLoginByPhone(search, screen);
  const { type, busy, captchaShown, captcha } = snapshot;
  const field = accountFormOf(snapshot, model);
  const both = config.loginType.length > 1;
  const heading = type === 'message' ? ACCOUNT_TEXTS.messageLogin : ACCOUNT_TEXTS.passwordLogin;

  return (
    <AccountLayout title={ACCOUNT_TEXTS.login} heading={heading} testId="login-byphone">
      <FieldList>
        <PhoneField binding={field('phone')} />
        {(type === 'message' || config.checkWay === 'phoneCodePassword') && (
          <CodeField binding={field('code')} countdown={countdown} />
        )}
        {type === 'password' && (
          <TextField
            label={ACCOUNT_TEXTS.passwordLabel}
            placeholder={ACCOUNT_TEXTS.passwordPlaceholder}
            name="password"
            type="password"
            autoComplete="current-password"
            binding={field('password')}
          />
        )}
        {captchaShown && (
          <TextField
            label={ACCOUNT_TEXTS.imageCodeLabel}
            placeholder={ACCOUNT_TEXTS.imageCodePlaceholder}
            name="imgCode"
            maxLength={8}
            filter={filterImageCode}
            binding={field('imgCode')}
            extra={
              <button
                type="button"
                onClick={() => model.refreshCaptcha()}
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
          loading={busy}
          disabled={busy || snapshot.missingRequired}
          onClick={() => void model.submit()}
        >
          {ACCOUNT_TEXTS.login}
        </Button>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, fontSize: 14 }}
        >
          {both ? (
            <LinkButton onClick={() => model.setType(type === 'message' ? 'password' : 'message')}>
              {type === 'message' ? ACCOUNT_TEXTS.toPasswordLogin : ACCOUNT_TEXTS.toMessageLogin}
            </LinkButton>
          ) : (
            <span />
          )}
          <LinkButton onClick={() => model.forgotPassword()}>
            {ACCOUNT_TEXTS.forgotPassword}
          </LinkButton>
        </div>
        {config.isOpenRegister && config.registerWay !== 'autoRegister' && (
          <div style={{ textAlign: 'center', marginTop: 32 }}>
            <LinkButton onClick={() => navigation?.navigate(loginRegisterPath(config, search))}>
              {config.registerInfo || ACCOUNT_TEXTS.registerLink}
            </LinkButton>
          </div>
        )}
      </div>
      {snapshot.thirdParty && (
        <div style={{ textAlign: 'center', marginTop: 16, fontSize: 14 }}>
          <LinkButton onClick={() => navigation?.navigate(loginThirdAuthPath(search))}>
            {ACCOUNT_TEXTS.thirdPartyLogin}
          </LinkButton>
        </div>
      )}
      <AgreementLine config={config} />
    </AccountLayout>
  );
}
