import { Steps, Toast } from 'antd-mobile';
import { useNavigation, useSessionManager } from '@tessera/react';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import { useSmsCountdown } from '@tessera/widgets/react';
import { accountFormOf } from '../../react/accountFormOf.js';
import { useResetPassword } from '../../react/useResetPassword.js';
import { AccountLayout, goBack } from './AccountLayout.js';
import {
  CodeField,
  FieldList,
  FieldRow,
  NewPasswordFields,
  SubmitButton,
  TextField,
} from './AccountFields.js';

/** Shows the phone with its middle four digits hidden: 138****0001. */
function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * /resetPassword (spec 2 §2.10, §4 Password change, §5): step 1 verifies by an SMS code to the
 * account's phone (`checkWay=messageCheck`) or by the old password; step 2 takes the new password
 * and its confirm (show/hide toggles), checked against the scope's policy. 下一步, then 确认. The
 * query's `bgImage`, `btnColor`, `btnBgColor` style the screen. A success ends every session of
 * the account (the server's rule), shows the configured tip or 修改成功! and opens the
 * configured page, or goes back.
 */
export function ResetPasswordPage({ search }: { search: URLSearchParams }) {
  const navigation = useNavigation();
  const session = useSessionManager();
  const { snapshot, model, checkWay, phone } = useResetPassword(search);
  const { step, busy } = snapshot;
  const field = accountFormOf(snapshot, model);
  const countdown = useSmsCountdown({ phone, purpose: 'SysChangePassword' });
  const buttonStyle = {
    '--background-color': search.get('btnBgColor') ?? undefined,
    '--border-color': search.get('btnBgColor') ?? undefined,
    '--text-color': search.get('btnColor') ?? undefined,
  } as React.CSSProperties;

  const confirm = async () => {
    const reset = await model.confirm();
    if (!reset) return;
    Toast.show({ icon: 'success', content: reset.toast });
    // The server ended every session of the account: this one is over too.
    session?.logout();
    if (reset.path) navigation?.navigate(reset.path, { replace: true });
    else goBack(navigation);
  };

  return (
    <AccountLayout
      title={ACCOUNT_TEXTS.resetPasswordTitle}
      backgroundImage={search.get('bgImage') ?? undefined}
      testId="reset-password"
    >
      <Steps current={step - 1} style={{ margin: '16px 0 0' }}>
        <Steps.Step
          title={
            checkWay === 'messageCheck'
              ? ACCOUNT_TEXTS.verifyByCode
              : ACCOUNT_TEXTS.verifyByPassword
          }
        />
        <Steps.Step title={ACCOUNT_TEXTS.newPasswordLabel} />
      </Steps>
      <FieldList>
        {step === 1 && checkWay === 'messageCheck' && (
          <>
            <FieldRow label={ACCOUNT_TEXTS.phoneLabel}>
              <span data-testid="masked-phone">{maskPhone(phone)}</span>
            </FieldRow>
            <CodeField binding={field('code')} countdown={countdown} />
          </>
        )}
        {step === 1 && checkWay === 'password' && (
          <TextField
            label={ACCOUNT_TEXTS.oldPasswordLabel}
            placeholder={ACCOUNT_TEXTS.oldPasswordPlaceholder}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            binding={field('oldPassword')}
          />
        )}
        {step === 2 && (
          <>
            <NewPasswordFields
              password={field('password')}
              confirm={field('confirmPassword')}
              isNew
            />
          </>
        )}
      </FieldList>
      <div style={{ padding: 24 }}>
        <SubmitButton
          busy={busy}
          style={buttonStyle}
          onClick={() => void (step === 1 ? model.verify() : confirm())}
        >
          {step === 1 ? ACCOUNT_TEXTS.next : ACCOUNT_TEXTS.confirm}
        </SubmitButton>
      </div>
    </AccountLayout>
  );
}
