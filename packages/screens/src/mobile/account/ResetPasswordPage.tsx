import { useMemo, useState } from 'react';
import { Steps, Toast } from 'antd-mobile';
import {
  changePassword,
  checkOldPassword,
  checkPhoneCode,
  isIdentityRefusedError,
} from '@tessera/api';
import { useMessages, useNavigation, useSession, useSessionManager } from '@tessera/react';
import { resetPasswordSchema } from '@tessera/validation';
import { designedPagePath, readAccountPageConfig, ACCOUNT_TEXTS } from '@tessera/widgets';
import {
  useAccountCalls,
  useSchemaForm,
  useSmsCountdown,
  usePasswordPolicy,
} from '@tessera/widgets/react';
import { AccountLayout, goBack } from './AccountLayout.js';
import {
  CodeField,
  FieldList,
  FieldRow,
  NewPasswordFields,
  SubmitButton,
  TextField,
} from './AccountFields.js';

type Field = 'code' | 'oldPassword' | 'password' | 'confirmPassword';

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
  const config = useMemo(() => readAccountPageConfig(search), [search]);
  const checkWay = search.get('checkWay') === 'messageCheck' ? 'messageCheck' : 'password';
  const { client, account } = useAccountCalls();
  const navigation = useNavigation();
  const messages = useMessages();
  const session = useSessionManager();
  const { user } = useSession();
  const policy = usePasswordPolicy(config.userScope);
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(
    () => resetPasswordSchema({ step, checkWay, policy }),
    [step, checkWay, policy],
  );
  const form = useSchemaForm<Field>(schema, {
    code: '',
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const phone = user.mobilePhone ?? '';
  const countdown = useSmsCountdown({ phone, purpose: 'SysChangePassword' });
  const buttonStyle = {
    '--background-color': search.get('btnBgColor') ?? undefined,
    '--border-color': search.get('btnBgColor') ?? undefined,
    '--text-color': search.get('btnColor') ?? undefined,
  } as React.CSSProperties;

  const run = async (action: () => Promise<void>) => {
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (isIdentityRefusedError(error)) messages.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const verify = () =>
    run(async () => {
      if (checkWay === 'messageCheck') {
        const answer = await checkPhoneCode(client, account, {
          phone,
          code: form.values.code,
          purpose: 'SysChangePassword',
        });
        if (!answer.isSuccess) {
          messages.error(answer.message || ACCOUNT_TEXTS.wrongCode);
          return;
        }
      } else {
        await checkOldPassword(client, account, form.values.oldPassword);
      }
      setStep(2);
    });

  const confirm = () =>
    run(async () => {
      if (config.userScope === null) {
        messages.warning(ACCOUNT_TEXTS.noUserScope);
        return;
      }
      await changePassword(client, account, {
        flag: checkWay === 'messageCheck' ? 'code' : 'password',
        password: form.values.password,
        confirmPassword: form.values.confirmPassword,
        userType: config.userScope,
        ...(checkWay === 'messageCheck'
          ? { code: form.values.code, emailOrPhone: phone }
          : { oldPassword: form.values.oldPassword }),
      });
      Toast.show({ icon: 'success', content: config.tips || ACCOUNT_TEXTS.changed });
      // The server ended every session of the account: this one is over too.
      session?.logout();
      if (config.pageId) navigation?.navigate(designedPagePath(config.pageId), { replace: true });
      else goBack(navigation);
    });

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
            <CodeField binding={form.field('code')} countdown={countdown} />
          </>
        )}
        {step === 1 && checkWay === 'password' && (
          <TextField
            label={ACCOUNT_TEXTS.oldPasswordLabel}
            placeholder={ACCOUNT_TEXTS.oldPasswordPlaceholder}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            binding={form.field('oldPassword')}
          />
        )}
        {step === 2 && (
          <>
            <NewPasswordFields
              password={form.field('password')}
              confirm={form.field('confirmPassword')}
              isNew
            />
          </>
        )}
      </FieldList>
      <div style={{ padding: 24 }}>
        <SubmitButton
          busy={busy}
          style={buttonStyle}
          onClick={() => void (step === 1 ? verify() : confirm())}
        >
          {step === 1 ? ACCOUNT_TEXTS.next : ACCOUNT_TEXTS.confirm}
        </SubmitButton>
      </div>
    </AccountLayout>
  );
}
