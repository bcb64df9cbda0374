// Headless state of the RegisterForm control (ours; spec 2 §4 Register, §5 Register): the check
// way, the schema, the code button and the submit — shared by the Pc and mobile views.
import { useEffect, useMemo, useRef, useState } from 'react';
import { isIdentityRefusedError, registerAccount } from '@tessera/api';
import type { Control } from '@tessera/protocol';
import { LOGIN_PATH } from '@tessera/protocol';
import { useMessages, useNavigation, useSessionManager } from '@tessera/react';
import { registerSchema, type RegisterCheckWay } from '@tessera/validation';
import { DEFAULT_USER_SCOPE } from './accountPageConfig.js';
import { ACCOUNT_TEXTS } from './accountTexts.js';
import { REGISTER_REDIRECT_MS, registeredPath, registerInput } from './registration.js';
import { useAccountCalls } from './useAccountCalls.js';
import { usePasswordPolicy } from './usePasswordPolicy.js';
import { useSchemaForm, type SchemaForm } from './useSchemaForm.js';
import { useSmsCountdown, type SmsCountdown } from './useSmsCountdown.js';

const WAYS: readonly RegisterCheckWay[] = ['phoneCodePassword', 'phoneCode', 'phonePassword'];

/** The fields of the registration form. */
export type RegisterField = 'phone' | 'code' | 'password' | 'confirmPassword';

/** What {@link useRegisterForm} answers. */
export interface RegisterFormState {
  way: RegisterCheckWay;
  /** 验证码注册 or 密码注册. */
  title: string;
  form: SchemaForm<RegisterField>;
  countdown: SmsCountdown;
  busy: boolean;
  /** /login with a same-site `returnUrl`. */
  loginHref: string;
  /** Checks, registers, signs in, says 注册成功 and opens the return page after 1 s. */
  submit(): Promise<void>;
}

/** A same-site path of `?returnUrl=`, else `/`. */
function returnPath(): string {
  return registeredPath({
    returnUrl: new URLSearchParams(globalThis.location.search).get('returnUrl'),
  });
}

/**
 * The registration form of a RegisterForm control: `props.registerCheckWay`
 * (`phoneCodePassword` default, `phoneCode`, `phonePassword`), `props.userScope` (default
 * `default`), `props.role` (role codes asked for).
 */
export function useRegisterForm(control: Control): RegisterFormState {
  const props = control.props ?? {};
  const way = WAYS.find((candidate) => candidate === props.registerCheckWay) ?? WAYS[0]!;
  const userScope =
    typeof props.userScope === 'string' && props.userScope ? props.userScope : DEFAULT_USER_SCOPE;
  const roles = useMemo(
    () =>
      Array.isArray(props.role)
        ? props.role.filter((role): role is string => typeof role === 'string')
        : [],
    [props.role],
  );
  const { client, account } = useAccountCalls();
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const policy = usePasswordPolicy(userScope);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schema = useMemo(
    () => registerSchema({ registerCheckWay: way, policy: way === 'phoneCode' ? null : policy }),
    [way, policy],
  );
  const form = useSchemaForm<RegisterField>(schema, {
    phone: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const countdown = useSmsCountdown({ phone: form.values.phone, purpose: 'SysRegister' });

  const submit = async () => {
    if (busy) return;
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    setBusy(true);
    try {
      const tokens = await registerAccount(
        client,
        account,
        registerInput({ way, values: form.values, userScope, roles }),
      );
      session?.login(tokens);
      messages.info(ACCOUNT_TEXTS.registered);
      const target = returnPath();
      timer.current = setTimeout(() => {
        if (navigation) navigation.navigate(target, { replace: true });
        else globalThis.location.assign(target);
      }, REGISTER_REDIRECT_MS);
    } catch (error) {
      if (isIdentityRefusedError(error)) messages.error(error.message);
      setBusy(false);
    }
  };

  return {
    way,
    title: way === 'phonePassword' ? ACCOUNT_TEXTS.passwordRegister : ACCOUNT_TEXTS.messageRegister,
    form,
    countdown,
    busy,
    loginHref: `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnPath())}`,
    submit,
  };
}
