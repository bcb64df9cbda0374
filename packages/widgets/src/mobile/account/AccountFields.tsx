import { useState, type CSSProperties, type ReactNode } from 'react';
import { Input, List } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { FieldBinding } from '../../account/useSchemaForm.js';
import { ACCOUNT_TEXTS } from '../../account/accountTexts.js';

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
