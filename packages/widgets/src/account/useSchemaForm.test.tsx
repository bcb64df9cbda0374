import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { loginSchema, type LoginType } from '@tessera/validation';
import { useSchemaForm, type FieldBinding } from './useSchemaForm.js';

type Field = 'phone' | 'code' | 'password';

/** One labelled input over a binding, its error under it. */
function Input({ name, binding }: { name: string; binding: FieldBinding }) {
  return (
    <div>
      <input
        aria-label={name}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        onBlur={binding.onBlur}
      />
      {binding.error && <span data-testid={`${name}-error`}>{binding.error}</span>}
    </div>
  );
}

/** A tiny login form over loginSchema: the three fields, 登录 (validate), 清空 and a type switch. */
function LoginForm({ initialType = 'password' }: { initialType?: LoginType }) {
  const [type, setType] = useState<LoginType>(initialType);
  const form = useSchemaForm<Field>(loginSchema({ loginType: type }), {
    phone: '',
    code: '',
    password: '',
  });
  const [verdict, setVerdict] = useState('');
  return (
    <div>
      <Input name="phone" binding={form.field('phone')} />
      <Input name="code" binding={form.field('code')} />
      <Input name="password" binding={form.field('password')} />
      <button type="button" onClick={() => setVerdict(form.validate() ?? '通过')}>
        登录
      </button>
      <button type="button" onClick={() => form.reset(['code', 'password'])}>
        清空
      </button>
      <button type="button" onClick={() => setType(type === 'password' ? 'message' : 'password')}>
        切换
      </button>
      <output data-testid="verdict">{verdict}</output>
      <output data-testid="missing">{form.missingRequired ? 'missing' : 'complete'}</output>
    </div>
  );
}

async function renderForm(initialType?: LoginType) {
  return render(<LoginForm initialType={initialType} />);
}

describe('useSchemaForm (spec 2 §5 over a @tessera/validation schema)', () => {
  it('shows a field message on blur and clears it when the field changes', async () => {
    const screen = await renderForm();
    const phone = screen.getByRole('textbox', { name: 'phone' });
    await phone.fill('123');
    await screen.getByRole('textbox', { name: 'password' }).click(); // blurs phone
    await expect
      .element(screen.getByTestId('phone-error'))
      .toHaveTextContent('请输入正确的手机号码');

    await phone.fill('1234');
    await expect.element(screen.getByTestId('phone-error')).not.toBeInTheDocument();
  });

  it('checks the value typed just before the blur', async () => {
    const screen = await renderForm();
    const phone = screen.getByRole('textbox', { name: 'phone' });
    await phone.fill('13800138000');
    await screen.getByRole('textbox', { name: 'password' }).click();
    await expect.element(screen.getByTestId('phone-error')).not.toBeInTheDocument();

    await phone.fill('');
    await screen.getByRole('textbox', { name: 'password' }).click();
    await expect.element(screen.getByTestId('phone-error')).toHaveTextContent('请输入手机号码');
  });

  it('shows the password rules on blur (required, then no Chinese)', async () => {
    const screen = await renderForm();
    const password = screen.getByRole('textbox', { name: 'password' });
    await password.click();
    await screen.getByRole('textbox', { name: 'phone' }).click();
    await expect.element(screen.getByTestId('password-error')).toHaveTextContent('请输入密码');

    await password.fill('密码abc');
    await screen.getByRole('textbox', { name: 'phone' }).click();
    await expect
      .element(screen.getByTestId('password-error'))
      .toHaveTextContent('密码禁止包含中文及中文字符');
  });

  it('does not check on blur, nor show, a field the schema has not got', async () => {
    const screen = await renderForm('password');
    await screen.getByRole('textbox', { name: 'code' }).click();
    await screen.getByRole('textbox', { name: 'phone' }).click();
    await expect.element(screen.getByTestId('code-error')).not.toBeInTheDocument();
  });

  it('validate() answers the first message in schema order and shows every field error', async () => {
    const screen = await renderForm();
    await screen.getByRole('button', { name: '登录' }).click();
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('请输入手机号码');
    await expect.element(screen.getByTestId('phone-error')).toHaveTextContent('请输入手机号码');
    await expect.element(screen.getByTestId('password-error')).toHaveTextContent('请输入密码');
    await expect.element(screen.getByTestId('code-error')).not.toBeInTheDocument();

    await screen.getByRole('textbox', { name: 'phone' }).fill('13800138000');
    await screen.getByRole('button', { name: '登录' }).click();
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('请输入密码');
    await expect.element(screen.getByTestId('phone-error')).not.toBeInTheDocument();

    await screen.getByRole('textbox', { name: 'password' }).fill('secret1');
    await screen.getByRole('button', { name: '登录' }).click();
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('通过');
    await expect.element(screen.getByTestId('password-error')).not.toBeInTheDocument();
  });

  it('validate() follows a schema change (message mode asks for the code)', async () => {
    const screen = await renderForm('password');
    await screen.getByRole('textbox', { name: 'phone' }).fill('13800138000');
    await screen.getByRole('button', { name: '登录' }).click();
    await expect.element(screen.getByTestId('password-error')).toHaveTextContent('请输入密码');

    await screen.getByRole('button', { name: '切换' }).click();
    // The password is no longer in the schema: its error is not shown any more.
    await expect.element(screen.getByTestId('password-error')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: '登录' }).click();
    await expect.element(screen.getByTestId('verdict')).toHaveTextContent('请输入验证码');
    await expect.element(screen.getByTestId('code-error')).toHaveTextContent('请输入验证码');
  });

  it('missingRequired holds while a required field of the schema is empty or blank', async () => {
    const screen = await renderForm('password');
    const missing = screen.getByTestId('missing');
    await expect.element(missing).toHaveTextContent('missing');

    await screen.getByRole('textbox', { name: 'phone' }).fill('138');
    await expect.element(missing).toHaveTextContent('missing');
    await screen.getByRole('textbox', { name: 'password' }).fill('   ');
    await expect.element(missing).toHaveTextContent('missing');
    // Filled, even with an invalid phone: the button is enabled and the submit check speaks.
    await screen.getByRole('textbox', { name: 'password' }).fill('secret1');
    await expect.element(missing).toHaveTextContent('complete');

    // Message mode needs the code instead of the password.
    await screen.getByRole('button', { name: '切换' }).click();
    await expect.element(missing).toHaveTextContent('missing');
    await screen.getByRole('textbox', { name: 'code' }).fill('123456');
    await expect.element(missing).toHaveTextContent('complete');
  });

  it('reset() empties the named fields only', async () => {
    const screen = await renderForm('password');
    await screen.getByRole('textbox', { name: 'phone' }).fill('13800138000');
    await screen.getByRole('textbox', { name: 'code' }).fill('123456');
    await screen.getByRole('textbox', { name: 'password' }).fill('secret1');
    await screen.getByRole('button', { name: '清空' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'phone' })).toHaveValue('13800138000');
    await expect.element(screen.getByRole('textbox', { name: 'code' })).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: 'password' })).toHaveValue('');
    await expect.element(screen.getByTestId('missing')).toHaveTextContent('missing');
  });
});
