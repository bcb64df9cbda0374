import { useMemo, useState } from 'react';
import { Toast } from 'antd-mobile';
import { changePassword, isIdentityRefusedError } from '@tessera/api';
import { accountPortalPath } from '@tessera/protocol';
import { useMessages, useNavigation } from '@tessera/react';
import { forgotPasswordSchema } from '@tessera/validation';
import { readAccountPageConfig, ACCOUNT_TEXTS } from '@tessera/widgets';
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

type Field = 'phone' | 'code' | 'password' | 'confirmPassword';

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
        <PhoneField binding={form.field('phone')} />
        <CodeField binding={form.field('code')} countdown={countdown} />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          isNew
        />
      </FieldList>
      <div style={{ padding: '24px' }}>
        <SubmitButton busy={busy} onClick={() => void submit()}>
          {ACCOUNT_TEXTS.confirm}
        </SubmitButton>
      </div>
    </AccountLayout>
  );
}
