import { Steps, Toast } from 'antd-mobile';
import { useNavigation, useSessionManager } from '@tessera/react';
import { ACCOUNT_LABELS, CHANGE_ACCOUNT_MESSAGES } from '@tessera/validation';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import { accountFormOf } from '../../react/accountFormOf.js';
import { useChangeAccount } from '../../react/useChangeAccount.js';
import { AccountLayout, goBack } from './AccountLayout.js';
import { CodeField, FieldList, SubmitButton, TextField } from './AccountFields.js';
import { SmsCodeButton } from './SmsCodeButton.js';

/** spec 2 §4, §9: the redirect after an account change. */
export const CHANGE_ACCOUNT_REDIRECT_MS = 1000;

/** The change-account screen's own texts (ours where the spec names none). */
export const CHANGE_ACCOUNT_TEXTS = {
  title: { phone: '更换手机号', email: '更换邮箱' },
  verify: '验证身份',
  bind: { phone: '绑定新手机号', email: '绑定新邮箱' },
  current: (label: string) => `当前${label}`,
  next: (label: string) => `新${label}`,
} as const;

/**
 * /change-account (spec 2 §2.11, §4 Change account, §5 Change-account, §8): changes the phone
 * (`?type=phone`, the default) or the e-mail (`?type=email`). Two steps: the current value and
 * a code sent to it (下一步), then the new value and a code sent to that (确认); with
 * `checkWay=phoneNumber` both at once. A success ends every session of the account (the server's
 * rule): the login state is cleared here too and after 1 s the configured page (`pageId`) opens,
 * or the screen goes back. A refusal shows the server's `errorMsg`. The state and the calls are
 * the model's (`createChangeAccountModel`).
 */
export function ChangeAccountPage({ search }: { search: URLSearchParams }) {
  const navigation = useNavigation();
  const session = useSessionManager();
  const { snapshot, model, currentCountdown, newCountdown } = useChangeAccount(search);
  const { kind, proof, step, busy } = snapshot;
  const single = step === 'single';
  const label = ACCOUNT_LABELS[kind];
  const field = accountFormOf(snapshot, model);

  const change = async () => {
    const changed = await model.change();
    if (!changed) return;
    Toast.show({ icon: 'success', content: changed.toast });
    // spec 2 §4: logged out and the login state cleared (the server ended every session).
    session?.logout();
    setTimeout(() => {
      if (changed.path) navigation?.navigate(changed.path, { replace: true });
      else goBack(navigation);
    }, CHANGE_ACCOUNT_REDIRECT_MS);
  };

  const inputType = kind === 'phone' ? 'tel' : 'email';
  const proofLabel = ACCOUNT_LABELS[proof];
  const oldFields = (
    <>
      <TextField
        label={CHANGE_ACCOUNT_TEXTS.current(proofLabel)}
        placeholder={CHANGE_ACCOUNT_MESSAGES.current(proofLabel)}
        name="oldAccount"
        type={proof === 'phone' ? 'tel' : 'email'}
        binding={field('oldAccount')}
      />
      <TextField
        label={ACCOUNT_TEXTS.codeLabel}
        placeholder={ACCOUNT_TEXTS.codePlaceholder}
        name={single ? 'oldCode' : 'code'}
        type="tel"
        maxLength={6}
        autoComplete="one-time-code"
        binding={field(single ? 'oldCode' : 'code')}
        extra={<SmsCodeButton countdown={currentCountdown} />}
      />
    </>
  );
  const newFields = (
    <>
      <TextField
        label={CHANGE_ACCOUNT_TEXTS.next(label)}
        placeholder={CHANGE_ACCOUNT_MESSAGES.next(label)}
        name="newAccount"
        type={inputType}
        binding={field('newAccount')}
      />
      <CodeField binding={field('code')} countdown={newCountdown} />
    </>
  );

  return (
    <AccountLayout title={CHANGE_ACCOUNT_TEXTS.title[kind]} testId="change-account">
      {!single && (
        <Steps current={step === 'verify' ? 0 : 1} style={{ margin: '16px 0 0' }}>
          <Steps.Step title={CHANGE_ACCOUNT_TEXTS.verify} />
          <Steps.Step title={CHANGE_ACCOUNT_TEXTS.bind[kind]} />
        </Steps>
      )}
      <FieldList>
        {step !== 'change' && oldFields}
        {step !== 'verify' && newFields}
      </FieldList>
      <div style={{ padding: 24 }}>
        <SubmitButton
          busy={busy}
          onClick={() => void (step === 'verify' ? model.verify() : change())}
        >
          {step === 'verify' ? ACCOUNT_TEXTS.next : ACCOUNT_TEXTS.confirm}
        </SubmitButton>
      </div>
    </AccountLayout>
  );
}
