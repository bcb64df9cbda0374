import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { ACCOUNT_TEXTS } from '@tessera/widgets';
import { type FieldBinding, type SmsCountdown } from '@tessera/widgets/react';
import { SmsCodeButton } from './SmsCodeButton.js';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string;
  placeholder: string;
  binding: FieldBinding;
  /** The input's `name` (tests and password managers find it by name). */
  name: string;
  type?: 'text' | 'tel' | 'password' | 'email';
  maxLength?: number;
  /** Shown at the right of the input (the code button, the captcha image). */
  extra?: ReactNode;
  /** Filters what is typed (the captcha keeps letters and digits). */
  filter?: (value: string) => string;
  autoComplete?: string;
}

/** The red line under a field holding its check's message (spec 2 §5), or nothing. */
function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <span role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 13 }}>
      {message}
    </span>
  );
}

/**
 * One labelled input of an account form, bound to a {@link useSchemaForm} field: checked on
 * blur, its message under it. Password fields get the show/hide toggle (spec 2 §2.10).
 */
export function TextField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const password = props.type === 'password';
  const toggle = password ? (
    <button
      type="button"
      aria-label={visible ? ACCOUNT_TEXTS.hidePassword : ACCOUNT_TEXTS.showPassword}
      onClick={() => setVisible((v) => !v)}
      style={{ border: 0, background: 'none', padding: 4, fontSize: 18, color: '#999' }}
    >
      {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
    </button>
  ) : null;
  return (
    <List.Item
      prefix={<span style={LABEL_STYLE}>{props.label}</span>}
      extra={
        props.extra || toggle ? (
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {toggle}
            {props.extra}
          </span>
        ) : undefined
      }
      description={<FieldError message={props.binding.error} />}
    >
      <Input
        name={props.name}
        aria-label={props.label}
        placeholder={props.placeholder}
        type={password && !visible ? 'password' : props.type === 'password' ? 'text' : props.type}
        value={props.binding.value}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        clearable={!password}
        onChange={(value) => props.binding.onChange(props.filter ? props.filter(value) : value)}
        onBlur={props.binding.onBlur}
      />
    </List.Item>
  );
}

/** The labels' column: wide enough for 图形验证码 / 确认密码, so the inputs line up. */
const LABEL_STYLE: CSSProperties = { display: 'inline-block', width: '5.5em', color: '#333' };

/** The rows of an account form: a borderless list under the heading. */
export function FieldList({ children }: { children: ReactNode }) {
  return (
    <List
      style={
        { margin: '8px 8px 0', '--border-top': 'none', '--border-bottom': 'none' } as CSSProperties
      }
    >
      {children}
    </List>
  );
}

/** A read-only row of an account form (a label and its value). */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return <List.Item prefix={<span style={LABEL_STYLE}>{label}</span>}>{children}</List.Item>;
}

/** The phone row of the sign-in and password forms (手机号码, 11 digits). */
export function PhoneField({ binding }: { binding: FieldBinding }) {
  return (
    <TextField
      label={ACCOUNT_TEXTS.phoneLabel}
      placeholder={ACCOUNT_TEXTS.phonePlaceholder}
      name="phone"
      type="tel"
      maxLength={11}
      autoComplete="username"
      binding={binding}
    />
  );
}

/** An SMS or e-mail code row with its 获取验证码 button (spec 2 §4). */
export function CodeField(props: {
  binding: FieldBinding;
  countdown: SmsCountdown;
  name?: string;
}) {
  return (
    <TextField
      label={ACCOUNT_TEXTS.codeLabel}
      placeholder={ACCOUNT_TEXTS.codePlaceholder}
      name={props.name ?? 'code'}
      type="tel"
      maxLength={6}
      autoComplete="one-time-code"
      binding={props.binding}
      extra={<SmsCodeButton countdown={props.countdown} />}
    />
  );
}

/** A new password and its confirm (密码 or 新密码, then 确认密码), both with show/hide. */
export function NewPasswordFields(props: {
  password: FieldBinding;
  confirm: FieldBinding;
  /** 新密码 on the password screens, 密码 on the register screen. */
  isNew?: boolean;
}) {
  return (
    <>
      <TextField
        label={props.isNew ? ACCOUNT_TEXTS.newPasswordLabel : ACCOUNT_TEXTS.passwordLabel}
        placeholder={
          props.isNew ? ACCOUNT_TEXTS.newPasswordPlaceholder : ACCOUNT_TEXTS.passwordPlaceholder
        }
        name="password"
        type="password"
        autoComplete="new-password"
        binding={props.password}
      />
      <TextField
        label={ACCOUNT_TEXTS.confirmPasswordLabel}
        placeholder={ACCOUNT_TEXTS.confirmPasswordPlaceholder}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        binding={props.confirm}
      />
    </>
  );
}

/** The screens' main button: full width, large, rounded; spinning and disabled while busy. */
export function SubmitButton(props: {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      style={props.style}
      loading={props.busy}
      disabled={props.busy || props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}
