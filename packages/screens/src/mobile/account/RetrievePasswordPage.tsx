import { Toast } from 'antd-mobile';
import { useNavigation } from '@tessera/react';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import { useSmsCountdown } from '@tessera/widgets/react';
import { accountFormOf } from '../../react/accountFormOf.js';
import { useRetrievePassword } from '../../react/useRetrievePassword.js';
import { AccountLayout } from './AccountLayout.js';
import {
  CodeField,
  FieldList,
  NewPasswordFields,
  PhoneField,
  SubmitButton,
} from './AccountFields.js';

/**
 * /retrievePassword (spec 2 §2.9, §5 Forgot password): phone, SMS code (SysForgetPassword), new
 * password and confirm, 确认. The new password meets the scope's policy. A success shows
 * 修改成功! and opens the password login with the phone filled in; signing in there goes back
 * past this screen (spec 2 §4: three steps).
 */
export function RetrievePasswordPage({ search }: { search: URLSearchParams }) {
  const navigation = useNavigation();
  const [snapshot, model] = useRetrievePassword(search);
  const field = accountFormOf(snapshot, model);
  const countdown = useSmsCountdown({ phone: snapshot.values.phone, purpose: 'SysForgetPassword' });

  const submit = async () => {
    const changed = await model.submit();
    if (!changed) return;
    Toast.show({ icon: 'success', content: changed.toast });
    navigation?.navigate(changed.path);
  };

  return (
    <AccountLayout
      title={ACCOUNT_TEXTS.retrievePasswordTitle}
      heading={ACCOUNT_TEXTS.retrievePasswordTitle}
      testId="retrieve-password"
    >
      <FieldList>
        <PhoneField binding={field('phone')} />
        <CodeField binding={field('code')} countdown={countdown} />
        <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} isNew />
      </FieldList>
      <div style={{ padding: '24px' }}>
        <SubmitButton busy={snapshot.busy} onClick={() => void submit()}>
          {ACCOUNT_TEXTS.confirm}
        </SubmitButton>
      </div>
    </AccountLayout>
  );
}
