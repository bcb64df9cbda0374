// The RegisterForm control, mobile flavour (ours; spec 2 §4 Register, §5 Register): the same
// registration as the Pc form (the shared useRegisterForm: check way, rules, password policy, the
// 60 s code button, sign-in and the return after 1 s) drawn with antd-mobile.
import type { MouseEvent } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { ACCOUNT_TEXTS } from '../../account/accountTexts.js';
import { useRegisterForm } from '../../account/useRegisterForm.js';
import type { FieldBinding } from '../../account/useSchemaForm.js';
import { useControl } from '../../controls/useControl.js';
import { usePageLink } from '../../controls/usePageLink.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';

function Field({
  binding,
  label,
  placeholder,
  type = 'text',
  autoComplete,
  extra,
}: {
  binding: FieldBinding;
  label: string;
  placeholder: string;
  type?: string;
  autoComplete?: string;
  extra?: React.ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      extra={extra}
      description={
        binding.error ? (
          <span role="alert" style={{ color: 'var(--adm-color-danger)' }}>
            {binding.error}
          </span>
        ) : undefined
      }
    >
      <Input
        aria-label={label}
        placeholder={placeholder}
        type={type}
        autoComplete={autoComplete}
        value={binding.value}
        onChange={binding.onChange}
        onBlur={binding.onBlur}
      />
    </Form.Item>
  );
}

/** A registration form (typeName `RegisterForm`), props as the Pc one. */
export function MobileRegisterFormControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const register = useRegisterForm(control);
  const openLink = usePageLink();
  if (!runtime.visible) return null;
  const { form, countdown, way } = register;
  return (
    <div data-testid="register-form" style={{ background: '#fff', height: '100%' }}>
      <h2 style={{ margin: 0, padding: '16px 16px 4px', fontSize: 18, fontWeight: 600 }}>
        {register.title}
      </h2>
      <Form
        layout="horizontal"
        aria-label={register.title}
        onFinish={() => void register.submit()}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={register.busy}>
              {ACCOUNT_TEXTS.register}
            </Button>
            <div style={{ marginTop: 12, textAlign: 'right', fontSize: 14 }}>
              <a
                href={register.loginHref}
                onClick={(event: MouseEvent<HTMLElement>) => openLink(event, register.loginHref)}
              >
                {ACCOUNT_TEXTS.toLogin}
              </a>
            </div>
          </>
        }
      >
        <Field
          binding={form.field('phone')}
          label={ACCOUNT_TEXTS.phoneLabel}
          placeholder={ACCOUNT_TEXTS.phonePlaceholder}
          type="tel"
          autoComplete="tel"
        />
        {way !== 'phonePassword' ? (
          <Field
            binding={form.field('code')}
            label={ACCOUNT_TEXTS.codeLabel}
            placeholder={ACCOUNT_TEXTS.codePlaceholder}
            autoComplete="one-time-code"
            extra={
              <Button
                size="small"
                color="primary"
                fill="none"
                disabled={countdown.secondsLeft > 0 || countdown.sending}
                onClick={() => void countdown.send()}
              >
                {countdown.label}
              </Button>
            }
          />
        ) : null}
        {way !== 'phoneCode' ? (
          <>
            <Field
              binding={form.field('password')}
              label={ACCOUNT_TEXTS.passwordLabel}
              placeholder={ACCOUNT_TEXTS.passwordPlaceholder}
              type="password"
              autoComplete="new-password"
            />
            <Field
              binding={form.field('confirmPassword')}
              label={ACCOUNT_TEXTS.confirmPasswordLabel}
              placeholder={ACCOUNT_TEXTS.confirmPasswordPlaceholder}
              type="password"
              autoComplete="new-password"
            />
          </>
        ) : null}
      </Form>
    </div>
  );
}
