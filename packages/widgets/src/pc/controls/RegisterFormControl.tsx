// The RegisterForm control (ours; spec 1 §2 /register "registration", spec 2 §4 Register, §5
// Register): the desktop's registration form — phone, SMS code, password and confirmation — over
// the same calls, rules and texts as the account portal's /register-byphone.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { isIdentityRefusedError, registerAccount } from '@tessera/api';
import { LOGIN_PATH } from '@tessera/protocol';
import { useMessages, useNavigation, useSessionManager } from '@tessera/react';
import { registerSchema, type RegisterCheckWay } from '@tessera/validation';
import { DEFAULT_USER_SCOPE } from '../../account/accountPageConfig.js';
import { ACCOUNT_TEXTS } from '../../account/accountTexts.js';
import { REGISTER_REDIRECT_MS, registeredPath, registerInput } from '../../account/registration.js';
import { useAccountCalls } from '../../account/useAccountCalls.js';
import { usePasswordPolicy } from '../../account/usePasswordPolicy.js';
import { useSchemaForm, type FieldBinding } from '../../account/useSchemaForm.js';
import { useSmsCountdown } from '../../account/useSmsCountdown.js';
import { useControl } from '../../controls/useControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { usePageLink } from './usePageLink.js';

const WAYS: readonly RegisterCheckWay[] = ['phoneCodePassword', 'phoneCode', 'phonePassword'];

type RegisterField = 'phone' | 'code' | 'password' | 'confirmPassword';

/** A same-site path of `?returnUrl=`, else `/`. */
function returnPath(): string {
  return registeredPath({
    returnUrl: new URLSearchParams(globalThis.location.search).get('returnUrl'),
  });
}

function Field({
  binding,
  label,
  placeholder,
  type = 'text',
  autoComplete,
}: {
  binding: FieldBinding;
  label: string;
  placeholder: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      type={type}
      autoComplete={autoComplete}
      size="small"
      fullWidth
      value={binding.value}
      onChange={(event) => binding.onChange(event.target.value)}
      onBlur={binding.onBlur}
      error={Boolean(binding.error)}
      helperText={binding.error ?? ' '}
    />
  );
}

/**
 * A registration form (typeName `RegisterForm`): `props.registerCheckWay` (spec 2 §3:
 * `phoneCodePassword`, the default — a code proves the phone —, `phoneCode` or
 * `phonePassword`), `props.userScope` (default `default`) and `props.role` (role codes asked
 * for). The code button, the field rules and the password policy are the portal's. A success
 * signs the new account in, says 注册成功 and after 1 s opens `?returnUrl=` or the home page;
 * 去登录 goes to /login.
 */
export function RegisterFormControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const props = control.props ?? {};
  const way = WAYS.find((candidate) => candidate === props.registerCheckWay) ?? WAYS[0]!;
  const userScope =
    typeof props.userScope === 'string' && props.userScope ? props.userScope : DEFAULT_USER_SCOPE;
  const roles = Array.isArray(props.role)
    ? props.role.filter((role): role is string => typeof role === 'string')
    : [];
  const { client, account } = useAccountCalls();
  const session = useSessionManager();
  const navigation = useNavigation();
  const messages = useMessages();
  const openLink = usePageLink();
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
  if (!runtime.visible) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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

  const loginHref = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnPath())}`;
  return (
    <Box
      data-testid="register-form"
      sx={{ height: '100%', display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
    >
      <Paper
        component="form"
        noValidate
        aria-labelledby={`${control.id}-title`}
        onSubmit={(event: FormEvent) => void submit(event)}
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 420,
          p: 4,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={`${control.id}-title`} variant="h6" component="h2" sx={{ mb: 3 }}>
          {way === 'phonePassword' ? ACCOUNT_TEXTS.passwordRegister : ACCOUNT_TEXTS.messageRegister}
        </Typography>
        <Stack spacing={1}>
          <Field
            binding={form.field('phone')}
            label={ACCOUNT_TEXTS.phoneLabel}
            placeholder={ACCOUNT_TEXTS.phonePlaceholder}
            type="tel"
            autoComplete="tel"
          />
          {way !== 'phonePassword' && (
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <Field
                binding={form.field('code')}
                label={ACCOUNT_TEXTS.codeLabel}
                placeholder={ACCOUNT_TEXTS.codePlaceholder}
                autoComplete="one-time-code"
              />
              <Button
                variant="outlined"
                onClick={() => void countdown.send()}
                disabled={countdown.secondsLeft > 0 || countdown.sending}
                sx={{ flexShrink: 0, minWidth: 112, height: 40 }}
              >
                {countdown.label}
              </Button>
            </Stack>
          )}
          {way !== 'phoneCode' && (
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
          )}
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disableElevation
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {ACCOUNT_TEXTS.register}
        </Button>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'right' }}>
          <Link href={loginHref} onClick={(event) => openLink(event, loginHref)}>
            {ACCOUNT_TEXTS.toLogin}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
