// The RegisterForm control (ours; spec 1 §2 /register "registration", spec 2 §4 Register, §5
// Register): the desktop's registration form — phone, SMS code, password and confirmation — over
// the same calls, rules and texts as the account portal's /register-byphone.
import { type FormEvent } from 'react';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { ACCOUNT_TEXTS } from '../../account/accountTexts.js';
import { useRegisterForm } from '../../account/useRegisterForm.js';
import type { FieldBinding } from '../../account/useSchemaForm.js';
import { useControl } from '../../controls/useControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { usePageLink } from './usePageLink.js';

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
  const register = useRegisterForm(control);
  const { form, countdown, way, busy, loginHref } = register;
  const openLink = usePageLink();
  if (!runtime.visible) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await register.submit();
  };

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
          {register.title}
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
