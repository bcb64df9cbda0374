import { useEffect, useMemo, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { changePassword, getPasswordPolicy, isIdentityRefusedError } from '@tessera/api';
import { accountPortalPath } from '@tessera/protocol';
import { useMessages, useNavigation } from '@tessera/react';
import { forgotPasswordSchema, type PasswordPolicy } from '@tessera/validation';
import { readAccountPageConfig } from '../../account/accountPageConfig.js';
import { ACCOUNT_TEXTS } from '../../account/accountTexts.js';
import { useAccountCalls } from '../../account/useAccountCalls.js';
import { useSchemaForm } from '../../account/useSchemaForm.js';
import { useSmsCountdown } from '../../account/useSmsCountdown.js';
import { AccountLayout } from './AccountLayout.js';
import { FieldList, TextField } from './AccountFields.js';
import { SmsCodeButton } from './SmsCodeButton.js';

type Field = 'phone' | 'code' | 'password' | 'confirmPassword';

/** Loads the scope's password policy, warning 未获取到用户域! without a scope (spec 2 §6). */
export function usePasswordPolicy(scope: string | null): PasswordPolicy | null {
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  useEffect(() => {
    if (scope === null) {
      messages.warning(ACCOUNT_TEXTS.noUserScope);
      return;
    }
    let live = true;
    getPasswordPolicy(client, account, scope).then(
      (loaded) => live && setPolicy(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, account, scope, messages]);
  return policy;
}

/**
 * /retrievePassword (spec 2 §2.9, §5 Forgot password): phone, SMS code (SysForgetPassword), new
 * password and confirm, 确认. The new password meets the scope's policy. A success shows
 * 修改成功! and opens the password login with the phone filled in; signing in there goes back
 * past this screen (spec 2 §4: three steps).
 */
export function RetrievePasswordPage({ search }: { search: URLSearchParams }) {
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const { client, account } = useAccountCalls();
  const navigation = useNavigation();
  const messages = useMessages();
  const policy = usePasswordPolicy(config.userScope);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => forgotPasswordSchema(policy), [policy]);
  const form = useSchemaForm<Field>(schema, {
    phone: search.get('phone') ?? '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const countdown = useSmsCountdown({ phone: form.values.phone, purpose: 'SysForgetPassword' });

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
    setBusy(true);
    try {
      await changePassword(client, account, {
        flag: 'phone',
        emailOrPhone: form.values.phone,
        code: form.values.code,
        password: form.values.password,
        confirmPassword: form.values.confirmPassword,
        userType: config.userScope,
      });
      Toast.show({ icon: 'success', content: config.tips || ACCOUNT_TEXTS.changed });
      const next = new URLSearchParams(search);
      next.set('from', 'retrievePassword');
      next.set('phone', form.values.phone);
      next.delete('loginType');
      navigation?.navigate(`${accountPortalPath('loginByPhone')}?${next.toString()}`);
    } catch (error) {
      if (isIdentityRefusedError(error)) messages.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout
      title={ACCOUNT_TEXTS.retrievePasswordTitle}
      heading={ACCOUNT_TEXTS.retrievePasswordTitle}
      testId="retrieve-password"
    >
      <FieldList>
        <TextField
          label={ACCOUNT_TEXTS.phoneLabel}
          placeholder={ACCOUNT_TEXTS.phonePlaceholder}
          name="phone"
          type="tel"
          maxLength={11}
          binding={form.field('phone')}
        />
        <TextField
          label={ACCOUNT_TEXTS.codeLabel}
          placeholder={ACCOUNT_TEXTS.codePlaceholder}
          name="code"
          type="tel"
          maxLength={6}
          autoComplete="one-time-code"
          binding={form.field('code')}
          extra={<SmsCodeButton countdown={countdown} />}
        />
        <TextField
          label={ACCOUNT_TEXTS.newPasswordLabel}
          placeholder={ACCOUNT_TEXTS.newPasswordPlaceholder}
          name="password"
          type="password"
          autoComplete="new-password"
          binding={form.field('password')}
        />
        <TextField
          label={ACCOUNT_TEXTS.confirmPasswordLabel}
          placeholder={ACCOUNT_TEXTS.confirmPasswordPlaceholder}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          binding={form.field('confirmPassword')}
        />
      </FieldList>
      <div style={{ padding: '24px' }}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={busy}
          disabled={busy}
          onClick={() => void submit()}
        >
          {ACCOUNT_TEXTS.confirm}
        </Button>
      </div>
    </AccountLayout>
  );
}
