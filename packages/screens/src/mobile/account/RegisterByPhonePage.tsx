import { useEffect } from 'react';
import { Toast } from 'antd-mobile';
import { useNavigation, useSessionManager } from '@tessera/react';
import type { RegisterCheckWay } from '@tessera/validation';
import { REGISTER_REDIRECT_MS, ACCOUNT_TEXTS } from '@tessera/widgets';
import { useSmsCountdown } from '@tessera/widgets/react';
import { registerLoginPath, registerPageRedirect } from '../../account/registerByPhoneModel.js';
import { accountFormOf } from '../../react/accountFormOf.js';
import { useRegisterByPhone } from '../../react/useRegisterByPhone.js';
import { AccountLayout } from './AccountLayout.js';
import {
  CodeField,
  FieldList,
  NewPasswordFields,
  PhoneField,
  SubmitButton,
} from './AccountFields.js';
import { LinkButton } from './AccountLinks.js';

export { REGISTER_REDIRECT_MS };

/** 密码注册 for the password-only mode, 验证码注册 for the modes that take a code. */
function titleOf(way: RegisterCheckWay): string {
  return way === 'phonePassword' ? ACCOUNT_TEXTS.passwordRegister : ACCOUNT_TEXTS.messageRegister;
}

/**
 * /register-byphone (spec 2 §2.8, §4 Register, §5 Register): 密码注册 / 验证码注册 with a
 * toggle when more than one mode is configured, 去登录 and 注册. The scope's password policy is
 * checked except in code-only mode. A success signs the new account in, shows 注册成功 and after
 * 1 s opens the configured page, the `returnUrl`, or the portal's home. `registerWay`
 * `customerPage` opens the designer's register page instead; `autoRegister` sends to the code
 * login, which registers unknown numbers.
 */
export function RegisterByPhonePage({ search }: { search: URLSearchParams }) {
  const session = useSessionManager();
  const navigation = useNavigation();
  const { snapshot, model, config } = useRegisterByPhone(search);
  const { way, busy } = snapshot;
  const field = accountFormOf(snapshot, model);
  const loginPath = registerLoginPath(search);

  useEffect(() => {
    const redirect = registerPageRedirect(config, search);
    if (redirect) navigation?.navigate(redirect, { replace: true });
  }, [config, search, navigation]);

  const countdown = useSmsCountdown({ phone: snapshot.values.phone, purpose: 'SysRegister' });

  const submit = async () => {
    const registered = await model.submit();
    if (!registered) return;
    session?.login(registered.tokens);
    Toast.show({ icon: 'success', content: ACCOUNT_TEXTS.registered });
    setTimeout(() => {
      navigation?.navigate(registered.path, { replace: true });
    }, REGISTER_REDIRECT_MS);
  };

  const others = config.registerCheckWay.filter((other) => other !== way);
  return (
    <AccountLayout title={ACCOUNT_TEXTS.register} heading={titleOf(way)} testId="register-byphone">
      <FieldList>
        <PhoneField binding={field('phone')} />
        {way !== 'phonePassword' && <CodeField binding={field('code')} countdown={countdown} />}
        {way !== 'phoneCode' && (
          <>
            <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
          </>
        )}
      </FieldList>
      <div style={{ padding: '24px 24px 0' }}>
        <SubmitButton busy={busy} onClick={() => void submit()}>
          {ACCOUNT_TEXTS.register}
        </SubmitButton>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, fontSize: 14 }}
        >
          {others.length > 0 ? (
            <LinkButton onClick={() => model.setWay(others[0]!)}>
              切换至{titleOf(others[0]!)}
            </LinkButton>
          ) : (
            <span />
          )}
          <LinkButton onClick={() => navigation?.navigate(loginPath, { replace: true })}>
            {ACCOUNT_TEXTS.toLogin}
          </LinkButton>
        </div>
      </div>
    </AccountLayout>
  );
}
