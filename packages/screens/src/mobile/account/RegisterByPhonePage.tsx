import { useEffect, useMemo, useState } from 'react';
import { Toast } from 'antd-mobile';
import { isIdentityRefusedError, registerAccount } from '@tessera/api';
import { accountPortalPath } from '@tessera/protocol';
import { useMessages, useNavigation, useSessionManager } from '@tessera/react';
import { registerSchema, type RegisterCheckWay } from '@tessera/validation';
import {
  designedPagePath,
  readAccountPageConfig,
  registeredPath,
  registerInput,
  REGISTER_REDIRECT_MS,
  ACCOUNT_TEXTS,
} from '@tessera/widgets';
import {
  useAccountCalls,
  usePasswordPolicy,
  useSchemaForm,
  useSmsCountdown,
} from '@tessera/widgets/react';
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

type RegisterField = 'phone' | 'code' | 'password' | 'confirmPassword';

/**
 * /register-byphone (spec 2 §2.8, §4 Register, §5 Register): 密码注册 / 验证码注册 with a
 * toggle when more than one mode is configured, 去登录 and 注册. The scope's password policy is
 * checked except in code-only mode. A success signs the new account in, shows 注册成功 and after
 * 1 s opens the configured page, the `returnUrl`, or the portal's home. `registerWay`
 * `customerPage` opens the designer's register page instead; `autoRegister` sends to the code
 * login, which registers unknown numbers.
 */
export function RegisterByPhonePage({ search }: { search: URLSearchParams }) {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const { client, account } = useAccountCalls();
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const [way, setWay] = useState<RegisterCheckWay>(
    config.registerCheckWay[0] ?? 'phoneCodePassword',
  );
  const policy = usePasswordPolicy(config.userScope);
  const [busy, setBusy] = useState(false);
  const loginPath = `${accountPortalPath('loginByPhone')}?${search.toString()}`;

  useEffect(() => {
    if (config.registerWay === 'customerPage' && config.registerPageId) {
      navigation?.navigate(designedPagePath(config.registerPageId), { replace: true });
    } else if (config.registerWay === 'autoRegister') {
      navigation?.navigate(`${loginPath}&loginType=message`, { replace: true });
    }
  }, [config, navigation, loginPath]);

  const schema = useMemo(
    () => registerSchema({ registerCheckWay: way, policy: way === 'phoneCode' ? null : policy }),
    [way, policy],
  );
  const form = useSchemaForm<RegisterField>(schema, {
    phone: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const countdown = useSmsCountdown({ phone: form.values.phone, purpose: 'SysRegister' });

  const submit = async () => {
    if (config.userScope === null) {
      messages.warning(ACCOUNT_TEXTS.noUserScope);
      return;
    }
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    const { userScope, role: roles } = config;
    setBusy(true);
    try {
      const tokens = await registerAccount(
        client,
        account,
        registerInput({ way, values: form.values, userScope, roles }),
      );
      session?.login(tokens);
      Toast.show({ icon: 'success', content: ACCOUNT_TEXTS.registered });
      const target = registeredPath({
        returnUrl: search.get('returnUrl'),
        page:
          config.isOpen && config.pageGuid
            ? designedPagePath(config.pageGuid, config.pageParameters)
            : null,
      });
      setTimeout(() => {
        navigation?.navigate(target, { replace: true });
      }, REGISTER_REDIRECT_MS);
    } catch (error) {
      if (isIdentityRefusedError(error)) messages.error(error.message);
      setBusy(false);
    }
  };

  const others = config.registerCheckWay.filter((other) => other !== way);
  return (
    <AccountLayout title={ACCOUNT_TEXTS.register} heading={titleOf(way)} testId="register-byphone">
      <FieldList>
        <PhoneField binding={form.field('phone')} />
        {way !== 'phonePassword' && (
          <CodeField binding={form.field('code')} countdown={countdown} />
        )}
        {way !== 'phoneCode' && (
          <>
            <NewPasswordFields
              password={form.field('password')}
              confirm={form.field('confirmPassword')}
            />
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
            <LinkButton onClick={() => setWay(others[0]!)}>切换至{titleOf(others[0]!)}</LinkButton>
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
