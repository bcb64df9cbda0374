import { useState, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { SecurityPolicyType } from '@tessera/protocol';
import {
  COMPLEXITIES,
  NUMBER_FIELDS,
  type SecurityPolicyModel,
  type SecurityPolicySnapshot,
} from '../../admin/securityPolicyModel.js';
import { SECURITY_POLICY_TEXTS as T } from '../../admin/securityPolicyTexts.js';
import { useSecurityPolicies } from '../../react/useSecurityAdmin.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { AdminFilterBar } from './AdminListBar.js';
import { ConfirmDialog } from './UserActionDialogs.js';

type Notice = { severity: 'error' | 'success'; text: string };
type FieldName = keyof typeof T.fields;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const localTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** A number field of a policy: its label, its effect (helper text) or its message. */
function NumberField({
  type,
  name,
  snapshot,
  model,
}: {
  type: SecurityPolicyType;
  name: FieldName;
  snapshot: SecurityPolicySnapshot;
  model: SecurityPolicyModel;
}) {
  const [label, help] = T.fields[name];
  const error = snapshot.errors[type][name];
  const value = (snapshot.forms[type] as unknown as Record<string, string>)[name] ?? '';
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      placeholder={T.blankIsDefault}
      onChange={(event) => model.edit(type, { [name]: event.target.value })}
      error={error !== undefined}
      helperText={error ?? help}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': name } }}
      sx={{ width: 300 }}
    />
  );
}

/** One policy's card: its title, what it governs, its fields, 保存 and 恢复默认. */
function PolicyCard({
  type,
  snapshot,
  model,
  onNotice,
  children,
}: {
  type: SecurityPolicyType;
  snapshot: SecurityPolicySnapshot;
  model: SecurityPolicyModel;
  onNotice: (notice: Notice) => void;
  children: ReactNode;
}) {
  const [confirm, setConfirm] = useState(false);
  const saved = snapshot.saved[type];
  const title = T.sections[type];
  const save = () =>
    model.save(type).then(
      (done) => done && onNotice({ severity: 'success', text: T.saved(title) }),
      (error: unknown) => onNotice({ severity: 'error', text: messageOf(error) }),
    );
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid={`policy-${type}`}>
      <Stack direction="row" alignItems="baseline" spacing={2} sx={{ mb: 0.5 }}>
        <Typography variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {saved ? T.savedAt(localTime(saved.updated)) : T.notSaved}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {T.sectionHelp[type]}
      </Typography>
      {children}
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          disableElevation
          onClick={() => void save()}
          disabled={snapshot.busy !== null}
        >
          {T.save}
        </Button>
        {saved && (
          <Button
            color="inherit"
            onClick={() => setConfirm(true)}
            disabled={snapshot.busy !== null}
          >
            {T.reset}
          </Button>
        )}
      </Stack>
      {confirm && (
        <ConfirmDialog
          title={T.reset}
          text={T.confirmReset(title)}
          confirm={T.reset}
          onClose={() => setConfirm(false)}
          onConfirm={() =>
            model.reset(type).then(() => onNotice({ severity: 'success', text: T.removed(title) }))
          }
        />
      )}
    </Paper>
  );
}

/**
 * 安全策略 (issue 27; spec 2 §3 Password policy, security policies; §7.3 security policy CRUD):
 * the password, account and visit policies of a user scope, each field with the effect it has,
 * checked before the call and saved one policy at a time.
 */
export function SecurityPoliciesPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useSecurityPolicies();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [scope, setScope] = useState(snapshot.userScope);
  const frame = (body: ReactNode) => (
    <ConsoleFrame title={title} nav={nav} header={header} testId="security-policies">
      {body}
    </ConsoleFrame>
  );
  if (snapshot.state === 'failed' && snapshot.denied) {
    return frame(
      <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
        <Alert severity="error" data-testid="security-policies-denied">
          {snapshot.error}
        </Alert>
      </Box>,
    );
  }
  const visitError = snapshot.errors.visit;
  const password = snapshot.forms.password;
  const lines = (name: 'allowedTimes' | 'ipRanges') => {
    const [label, help] = T.fields[name];
    return (
      <TextField
        label={label}
        multiline
        minRows={3}
        value={snapshot.forms.visit[name]}
        onChange={(event) => model.edit('visit', { [name]: event.target.value })}
        error={visitError[name] !== undefined}
        helperText={visitError[name] ?? help}
        slotProps={{ htmlInput: { 'data-field': name } }}
        sx={{ width: 420 }}
      />
    );
  };
  const numbers = (type: 'password' | 'account', names: FieldName[]) =>
    names.map((name) => (
      <NumberField key={name} type={type} name={name} snapshot={snapshot} model={model} />
    ));

  return frame(
    <Box sx={{ p: 3, maxWidth: 1040, mx: 'auto' }}>
      <AdminFilterBar alignItems="flex-start" loading={snapshot.state === 'loading'}>
        <Autocomplete
          freeSolo
          options={snapshot.scopes}
          value={scope}
          onInputChange={(_event, value) => setScope(value)}
          renderInput={(params) => (
            <TextField {...params} size="small" label={T.userScope} helperText={T.userScopeHelp} />
          )}
          sx={{ width: 420 }}
        />
        <Button
          variant="outlined"
          onClick={() => {
            setNotice(null);
            model
              .showScope(scope)
              .catch((error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }));
          }}
          sx={{ mt: '2px' }}
        >
          {T.switchScope}
        </Button>
      </AdminFilterBar>
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="policies-notice"
        >
          {notice.text}
        </Alert>
      )}
      {snapshot.state === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {snapshot.error}
        </Alert>
      )}
      <Stack spacing={2}>
        <PolicyCard type="password" snapshot={snapshot} model={model} onNotice={setNotice}>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            {numbers('password', [
              'passwordMinLength',
              'passwordMaxLength',
              'passwordHistoryCount',
            ])}
          </Stack>
          <FormControl sx={{ mt: 2.5 }} component="fieldset">
            <FormLabel component="legend">{T.fields.passwordComplex[0]}</FormLabel>
            <FormGroup row>
              {COMPLEXITIES.map((c) => (
                <FormControlLabel
                  key={c}
                  label={T.complexities[c]}
                  control={
                    <Checkbox
                      checked={password.passwordComplex.includes(c)}
                      onChange={(event) =>
                        model.edit('password', {
                          passwordComplex: event.target.checked
                            ? COMPLEXITIES.filter(
                                (x) => x === c || password.passwordComplex.includes(x),
                              )
                            : password.passwordComplex.filter((x) => x !== c),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText sx={{ mx: 0 }}>{T.fields.passwordComplex[1]}</FormHelperText>
          </FormControl>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
            <FormControl sx={{ width: 300 }}>
              <FormControlLabel
                label={T.fields.imageCodeEnable[0]}
                control={
                  <Switch
                    checked={password.imageCodeEnable}
                    onChange={(event) =>
                      model.edit('password', { imageCodeEnable: event.target.checked })
                    }
                  />
                }
              />
              <FormHelperText sx={{ mx: 0 }}>{T.fields.imageCodeEnable[1]}</FormHelperText>
            </FormControl>
            {password.imageCodeEnable && numbers('password', ['loginFailCountShowImageCode'])}
          </Stack>
        </PolicyCard>
        <PolicyCard type="account" snapshot={snapshot} model={model} onNotice={setNotice}>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" rowGap={2.5}>
            {numbers('account', Object.keys(NUMBER_FIELDS.account) as FieldName[])}
          </Stack>
        </PolicyCard>
        <PolicyCard type="visit" snapshot={snapshot} model={model} onNotice={setNotice}>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" rowGap={2.5}>
            {lines('allowedTimes')}
            {lines('ipRanges')}
            <TextField
              label={T.fields.timeZone[0]}
              size="small"
              value={snapshot.forms.visit.timeZone}
              onChange={(event) => model.edit('visit', { timeZone: event.target.value })}
              helperText={T.fields.timeZone[1]}
              sx={{ width: 300 }}
            />
          </Stack>
        </PolicyCard>
      </Stack>
    </Box>,
  );
}
