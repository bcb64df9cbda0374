import { useMemo, useState } from 'react';
import { Steps, Toast } from 'antd-mobile';
import {
  changeEmail,
  changeMobile,
  checkOldEmail,
  checkOldMobile,
  sendEmailCode,
  sendPhoneCode,
} from '@tessera/api';
import type { ChangeAccountAnswer } from '@tessera/protocol';
import { useMessages, useNavigation, useSession, useSessionManager } from '@tessera/react';
import {
  ACCOUNT_LABELS,
  changeAccountSchema,
  CHANGE_ACCOUNT_MESSAGES,
  validateAccountValue,
  type AccountKind,
  type ChangeAccountStep,
  type FormSchema,
} from '@tessera/validation';
import { designedPagePath, ACCOUNT_TEXTS } from '@tessera/widgets';
import { useAccountCalls, useSchemaForm, useSmsCountdown } from '@tessera/widgets/react';
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

type Field = 'oldAccount' | 'oldCode' | 'newAccount' | 'code';

/** The other account value: phone ↔ e-mail. */
function other(kind: AccountKind): AccountKind {
  return kind === 'phone' ? 'email' : 'phone';
}

/**
 * The single-step form (checkWay phoneNumber) asks for both codes at once: the current value's
 * (`oldCode`) besides the schema's fields.
 */
function singleStepSchema(account: AccountKind, proof: AccountKind): FormSchema {
  return {
    ...changeAccountSchema({ account: proof, step: 'verify' }),
    ...changeAccountSchema({ account, step: 'change' }),
    oldCode: {
      label: ACCOUNT_TEXTS.codeLabel,
      rules: [{ kind: 'required', message: CHANGE_ACCOUNT_MESSAGES.code }],
    },
  };
}

/**
 * /change-account (spec 2 §2.11, §4 Change account, §5 Change-account, §8): changes the phone
 * (`?type=phone`, the default) or the e-mail (`?type=email`). Two steps: the current value and
 * a code sent to it (下一步), then the new value and a code sent to that (确认); with
 * `checkWay=phoneNumber` both at once. A success ends every session of the account (the server's
 * rule): the login state is cleared here too and after 1 s the configured page (`pageId`) opens,
 * or the screen goes back. A refusal shows the server's `errorMsg`.
 */
export function ChangeAccountPage({ search }: { search: URLSearchParams }) {
  const account: AccountKind = search.get('type') === 'email' ? 'email' : 'phone';
  const single = search.get('checkWay') === 'phoneNumber';
  const pageId = search.get('pageId') ?? '';
  const label = ACCOUNT_LABELS[account];
  const calls = useAccountCalls();
  const navigation = useNavigation();
  const messages = useMessages();
  const session = useSessionManager();
  const { user } = useSession();
  // An account without the value it changes proves the other one (adding an e-mail by the
  // phone's code, and the other way round; the server's rule).
  const has = (kind: AccountKind) => Boolean(kind === 'phone' ? user.mobilePhone : user.email);
  const proof: AccountKind = !has(account) && has(other(account)) ? other(account) : account;
  const current = (proof === 'phone' ? user.mobilePhone : user.email) ?? '';
  const [step, setStep] = useState<ChangeAccountStep>(single ? 'single' : 'verify');
  const [ticket, setTicket] = useState('');
  const [busy, setBusy] = useState(false);

  const schema = useMemo(
    () =>
      step === 'single'
        ? singleStepSchema(account, proof)
        : changeAccountSchema({ account: step === 'verify' ? proof : account, step }),
    [account, proof, step],
  );
  const form = useSchemaForm<Field>(schema, {
    oldAccount: current,
    oldCode: '',
    newAccount: '',
    code: '',
  });

  const sendTo = (kind: AccountKind, value: string) => async () => {
    if (kind === 'phone') {
      return sendPhoneCode(calls.client, calls.account, {
        phone: value,
        purpose: 'SysChangeMobile',
      });
    }
    return sendEmailCode(calls.client, calls.account, { email: value, purpose: 'SysChangeMobile' });
  };
  const oldCountdown = useSmsCountdown({
    phone: form.values.oldAccount,
    purpose: 'SysChangeMobile',
    check: () => validateAccountValue(proof, form.values.oldAccount),
    sendCode: sendTo(proof, form.values.oldAccount),
  });
  const newCountdown = useSmsCountdown({
    phone: form.values.newAccount,
    purpose: 'SysChangeMobile',
    check: () =>
      validateAccountValue(
        account,
        form.values.newAccount,
        proof === account ? form.values.oldAccount : undefined,
      ),
    sendCode: sendTo(account, form.values.newAccount),
  });

  const run = async (action: () => Promise<void>) => {
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    setBusy(true);
    try {
      await action();
    } catch {
      // The request client showed why (spec 1 §8).
    } finally {
      setBusy(false);
    }
  };

  const verify = () =>
    run(async () => {
      const { oldAccount, code } = form.values;
      const answer =
        proof === 'phone'
          ? await checkOldMobile(calls.client, calls.account, {
              UserId: user.userId,
              OldMobile: oldAccount,
              ValidateCode: code,
            })
          : await checkOldEmail(calls.client, calls.account, {
              UserId: user.userId,
              OldEmail: oldAccount,
              ValidateCode: code,
            });
      if (!answer.isSuccess || !answer.changeTicket) {
        messages.error(answer.errorMsg || ACCOUNT_TEXTS.wrongCode);
        return;
      }
      setTicket(answer.changeTicket);
      form.set('code', '');
      setStep('change');
    });

  const finish = (answer: ChangeAccountAnswer) => {
    if (!answer.isSuccess) {
      messages.error(answer.errorMsg || ACCOUNT_TEXTS.changeFailed);
      return;
    }
    Toast.show({ icon: 'success', content: ACCOUNT_TEXTS.changed });
    // spec 2 §4: logged out and the login state cleared (the server ended every session).
    session?.logout();
    setTimeout(() => {
      if (pageId) navigation?.navigate(designedPagePath(pageId), { replace: true });
      else goBack(navigation);
    }, CHANGE_ACCOUNT_REDIRECT_MS);
  };

  const change = () =>
    run(async () => {
      const { oldAccount, oldCode, newAccount, code } = form.values;
      const proven = single
        ? proof === 'phone'
          ? { OldMobile: oldAccount, OldValidateCode: oldCode }
          : { OldEmail: oldAccount, OldValidateCode: oldCode }
        : { ChangeTicket: ticket };
      finish(
        account === 'phone'
          ? await changeMobile(calls.client, calls.account, {
              UserId: user.userId,
              NewMobile: newAccount,
              ValidateCode: code,
              ...proven,
            })
          : await changeEmail(calls.client, calls.account, {
              UserId: user.userId,
              NewEmail: newAccount,
              ValidateCode: code,
              ...proven,
            }),
      );
    });

  const inputType = account === 'phone' ? 'tel' : 'email';
  const proofLabel = ACCOUNT_LABELS[proof];
  const oldFields = (
    <>
      <TextField
        label={CHANGE_ACCOUNT_TEXTS.current(proofLabel)}
        placeholder={CHANGE_ACCOUNT_MESSAGES.current(proofLabel)}
        name="oldAccount"
        type={proof === 'phone' ? 'tel' : 'email'}
        binding={form.field('oldAccount')}
      />
      <TextField
        label={ACCOUNT_TEXTS.codeLabel}
        placeholder={ACCOUNT_TEXTS.codePlaceholder}
        name={single ? 'oldCode' : 'code'}
        type="tel"
        maxLength={6}
        autoComplete="one-time-code"
        binding={form.field(single ? 'oldCode' : 'code')}
        extra={<SmsCodeButton countdown={oldCountdown} />}
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
        binding={form.field('newAccount')}
      />
      <CodeField binding={form.field('code')} countdown={newCountdown} />
    </>
  );

  return (
    <AccountLayout title={CHANGE_ACCOUNT_TEXTS.title[account]} testId="change-account">
      {!single && (
        <Steps current={step === 'verify' ? 0 : 1} style={{ margin: '16px 0 0' }}>
          <Steps.Step title={CHANGE_ACCOUNT_TEXTS.verify} />
          <Steps.Step title={CHANGE_ACCOUNT_TEXTS.bind[account]} />
        </Steps>
      )}
      <FieldList>
        {step !== 'change' && oldFields}
        {step !== 'verify' && newFields}
      </FieldList>
      <div style={{ padding: 24 }}>
        <SubmitButton busy={busy} onClick={() => void (step === 'verify' ? verify() : change())}>
          {step === 'verify' ? ACCOUNT_TEXTS.next : ACCOUNT_TEXTS.confirm}
        </SubmitButton>
      </div>
    </AccountLayout>
  );
}
